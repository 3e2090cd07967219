"""Phrases for resources events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

from journal.i18n import N_, Phrases

_EN = {
    "ResourceAcquired": N_("obtains {item} ({how})"),
    "GearAcquired": N_("obtains the {kind_shown} {item}, level {level} ({how})"),
    "RewardReceived": N_(
        "is paid {points} Risorse of social class {reference_class}: +{gained} "
        "Risorse{because}"
    ),
    "SocialClassChanged": N_("moves from social class {before} to {after} ({why})"),
    "GearBought": N_("gets a new {kind_shown} {item}, level {level} ({cost} EVO)"),
    "GearUpgraded": N_("upgrades {item} to level {level} ({cost} EVO)"),
    "GearBonusAdded": N_("fits {item} with +1D to {skill} ({cost} EVO)"),
    "EnhancementBought": N_(
        "gets the enhancement {enhancement}: {bonus}{hidden_shown} ({cost} EVO)"
    ),
    "acquired.immediate": N_("immediate, free"),
    "acquired.request": N_("on request, free: this session's one"),
    "acquired.partial": N_("partial, 1 Risorse"),
    "acquired.second": N_("a second request this session: partial, 1 Risorse"),
    "class.risorse-7": N_("Risorse reached 7; now {risorse}"),
    "class.risorse-0": N_("Risorse fell to 0; now {risorse}"),
    "class.narrative": N_("{reason}"),
    "gear.weapon": N_("weapon"),
    "gear.protection": N_("protection"),
    "enhancement.hidden": N_(", hidden"),
}
_EVENTS = (
    "ResourceAcquired",
    "GearAcquired",
    "RewardReceived",
    "SocialClassChanged",
    "GearBought",
    "GearUpgraded",
    "GearBonusAdded",
    "EnhancementBought",
)


def _table(phrases: dict[str, str]) -> dict[str, str]:
    """Each event's phrase with the character's name, and after it (@actor)."""
    table = dict(phrases)
    for kind in _EVENTS:
        table[kind] = "{character} " + phrases[kind]
        table[f"{kind}@actor"] = phrases[kind]
    return table


PHRASES = Phrases("daimon2090", _EN, _table)


def _says(lang: str, key: str) -> str:
    return PHRASES.get(lang, PHRASES["en"]).get(key, PHRASES["en"][key])


def _acquired(record: dict, lang: str) -> dict:
    second = record["availability"] != record["counted_as"]
    key = "acquired.second" if second else f"acquired.{record['counted_as']}"
    return {"how": _says(lang, key)}


def _class_changed(record: dict, lang: str) -> dict:
    return {"why": _says(lang, f"class.{record['cause']}").format(**record)}


def _gear(record: dict, lang: str) -> dict:
    return {"kind_shown": _says(lang, f"gear.{record['kind']}")}


def _enhancement(record: dict, lang: str) -> dict:
    bonus = ", ".join(f"{t} +{d}" for t, d in record["added"].items())
    hidden = _says(lang, "enhancement.hidden") if record["hidden"] else ""
    return {"bonus": bonus or "—", "hidden_shown": hidden}


EXTRAS = {
    "ResourceAcquired": _acquired,
    "GearAcquired": lambda record, lang: {
        **_acquired(record, lang),
        **_gear(record, lang),
    },
    "SocialClassChanged": _class_changed,
    "GearBought": _gear,
    "EnhancementBought": _enhancement,
}

"""Phrases for resources events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

_EN = {
    "ResourceAcquired": "obtains {item} ({how})",
    "GearAcquired": "obtains the {kind_shown} {item}, level {level} ({how})",
    "RewardReceived": "is paid {points} Risorse of social class {reference_class}: "
    "+{gained} Risorse{because}",
    "SocialClassChanged": "moves from social class {before} to {after} ({why})",
    "GearBought": "gets a new {kind_shown} {item}, level {level} ({cost} EVO)",
    "GearUpgraded": "upgrades {item} to level {level} ({cost} EVO)",
    "GearBonusAdded": "fits {item} with +1D to {skill} ({cost} EVO)",
    "EnhancementBought": "gets the enhancement {enhancement}: {bonus}{hidden_shown} "
    "({cost} EVO)",
    "acquired.immediate": "immediate, free",
    "acquired.request": "on request, free: this session's one",
    "acquired.partial": "partial, 1 Risorse",
    "acquired.second": "a second request this session: partial, 1 Risorse",
    "class.risorse-7": "Risorse reached 7; now {risorse}",
    "class.risorse-0": "Risorse fell to 0; now {risorse}",
    "class.narrative": "{reason}",
    "gear.weapon": "weapon",
    "gear.protection": "protection",
    "enhancement.hidden": ", hidden",
}
_IT = {
    "ResourceAcquired": "ottiene {item} ({how})",
    "GearAcquired": "ottiene {item} ({kind_shown}, livello {level}; {how})",
    "RewardReceived": "riceve {points} Risorse di classe sociale {reference_class}: "
    "+{gained} Risorse{because}",
    "SocialClassChanged": "passa dalla classe sociale {before} alla {after} ({why})",
    "GearBought": "ottiene una nuova {kind_shown} {item}, livello {level} ({cost} EVO)",
    "GearUpgraded": "porta {item} al livello {level} ({cost} EVO)",
    "GearBonusAdded": "dota {item} di +1D a {skill} ({cost} EVO)",
    "EnhancementBought": "ottiene il potenziamento {enhancement}: {bonus}"
    "{hidden_shown} ({cost} EVO)",
    "acquired.immediate": "disponibilità immediata, gratis",
    "acquired.request": "su richiesta, gratis: quella della sessione",
    "acquired.partial": "disponibilità parziale, 1 Risorse",
    "acquired.second": "seconda richiesta della sessione: parziale, 1 Risorse",
    "class.risorse-7": "Risorse arrivate a 7; ora {risorse}",
    "class.risorse-0": "Risorse scese a 0; ora {risorse}",
    "class.narrative": "{reason}",
    "gear.weapon": "arma",
    "gear.protection": "protezione",
    "enhancement.hidden": ", nascosto",
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


PHRASES: dict[str, dict[str, str]] = {"en": _table(_EN), "it": _table(_IT)}


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

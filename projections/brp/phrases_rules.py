"""BRP's phrases for the rules of issue 28: the round's order by DES rank,
ambushes, poison that waits, antidotes for one poison."""

from __future__ import annotations

from journal.i18n import N_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "brp",
    {
        "AmbushSprung": N_("{character} springs an ambush on {target_name}: {effect}"),
        "AmbushSprung@actor": N_("springs an ambush on {target_name}: {effect}"),
        "ambush.ranged": N_("its attacks are Easy this round"),
        "ambush.melee": N_("this round it may only parry or dodge"),
        "PoisonDosed": N_(
            "{character} takes a dose of {poison_text} (EFF {effective}): "
            "{rolled}{outcome}; {damage} to {attacks} after {delay}"
        ),
        "PoisonDosed@actor": N_(
            "takes a dose of {poison_text} (EFF {effective}): {rolled}{outcome}; "
            "{damage} to {attacks} after {delay}"
        ),
        "a_poison": N_("poison"),
        "delay.fast": N_("3 rounds"),
        "delay.slow": N_("3 turns"),
        "PoisonTookEffect": N_(
            "The dose of {poison_text} takes effect on {character}: {damage} to "
            "{attacks}{wound}"
        ),
        "PoisonTookEffect@actor": N_(
            "the dose of {poison_text} takes effect: {damage} to {attacks}{wound}"
        ),
        "AntidoteTakenFor": N_(
            "{character} takes an antidote for {poison} (EFF {potency})"
        ),
        "AntidoteTakenFor@actor": N_("takes an antidote for {poison} (EFF {potency})"),
        "wound_of": N_(" [wound {id}]"),
        "still": N_("moves, no action"),
    },
)


def say(lang: str, key: str) -> str:
    from journal.projections.phrases import phrase

    return phrase(lang, key, ruleset="brp")


def _named(record: dict, lang: str) -> str:
    return record.get("poison") or say(lang, "a_poison")


def _dosed(record: dict, lang: str) -> dict:
    rolled = ""
    if record["roll"] is not None:
        rolled = f"{record['roll']} / {record['chance']}% — "
    return {
        "poison_text": _named(record, lang),
        "rolled": rolled,
        "outcome": say(lang, record["result"]),
        "delay": say(lang, f"delay.{record['speed']}"),
    }


def _landed(record: dict, lang: str) -> dict:
    wound = say(lang, "wound_of").format(id=record["id"])
    return {
        "poison_text": _named(record, lang),
        "wound": wound if record["attacks"] == "PF" else "",
    }


def order(record: dict, lang: str) -> dict:
    """The round's order: each name, its DES rank and weapon (5.2–5.4)."""
    shown = []
    for entry in record["order"]:
        text = f"{entry['name']} {entry.get('rank', entry['des'])}"
        if entry.get("weapon"):
            text += f" {entry['weapon']}"
        if entry.get("acts") is False:
            text += f" ({say(lang, 'still')})"
        shown.append(text)
    return {"order": ", ".join(shown) or "—"}


EXTRAS = {
    "AmbushSprung": lambda r, lang: {
        "effect": say(lang, "ambush.ranged" if r["ranged"] else "ambush.melee")
    },
    "PoisonDosed": _dosed,
    "PoisonTookEffect": _landed,
    "CombatRoundStarted": order,
}

"""BRP's phrases for the rules of issue 28: the round's order by DES rank,
ambushes, poison that waits, antidotes for one poison."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "AmbushSprung": "{character} springs an ambush on {target_name}: {effect}",
        "AmbushSprung@actor": "springs an ambush on {target_name}: {effect}",
        "ambush.ranged": "its attacks are Easy this round",
        "ambush.melee": "this round it may only parry or dodge",
        "PoisonDosed": "{character} takes a dose of {poison_text} (EFF "
        "{effective}): {rolled}{outcome}; {damage} to {attacks} after {delay}",
        "PoisonDosed@actor": "takes a dose of {poison_text} (EFF {effective}): "
        "{rolled}{outcome}; {damage} to {attacks} after {delay}",
        "a_poison": "poison",
        "delay.fast": "3 rounds",
        "delay.slow": "3 turns",
        "PoisonTookEffect": "The dose of {poison_text} takes effect on "
        "{character}: {damage} to {attacks}{wound}",
        "PoisonTookEffect@actor": "the dose of {poison_text} takes effect: "
        "{damage} to {attacks}{wound}",
        "AntidoteTakenFor": "{character} takes an antidote for {poison} (EFF "
        "{potency})",
        "AntidoteTakenFor@actor": "takes an antidote for {poison} (EFF {potency})",
        "wound_of": " [wound {id}]",
        "still": "moves, no action",
    },
    "it": {
        "AmbushSprung": "{character} tende un'imboscata a {target_name}: {effect}",
        "AmbushSprung@actor": "tende un'imboscata a {target_name}: {effect}",
        "ambush.ranged": "i suoi attacchi sono Facili per questo round",
        "ambush.melee": "per questo round può solo parare o schivare",
        "PoisonDosed": "{character} assume una dose di {poison_text} (EFF "
        "{effective}): {rolled}{outcome}; {damage} a {attacks} tra {delay}",
        "PoisonDosed@actor": "assume una dose di {poison_text} (EFF {effective}): "
        "{rolled}{outcome}; {damage} a {attacks} tra {delay}",
        "a_poison": "veleno",
        "delay.fast": "3 round",
        "delay.slow": "3 turni",
        "PoisonTookEffect": "La dose di {poison_text} fa effetto su {character}: "
        "{damage} a {attacks}{wound}",
        "PoisonTookEffect@actor": "la dose di {poison_text} fa effetto: {damage} a "
        "{attacks}{wound}",
        "AntidoteTakenFor": "{character} prende l'antidoto per {poison} (EFF "
        "{potency})",
        "AntidoteTakenFor@actor": "prende l'antidoto per {poison} (EFF {potency})",
        "wound_of": " [ferita {id}]",
        "still": "si muove, nessuna azione",
    },
}


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

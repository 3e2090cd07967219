"""Fuori dal Tempo's phrases for the rules of issue 28: rounds passed, moves,
the ambush's challenge, impaling, Mana stored in items, the carattere."""

from __future__ import annotations

from journal.projections.fdt.phrases_extras import _w

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "RoundPassed": "{name} lets its round go{because}",
        "FighterMoved": "{name} {move_text}: {metres} m",
        "AmbushRolled": "{hider_name} lies in ambush for {opponent_name} (ch di "
        "sfida, {name}): {score} {modifier:+d} = {target} → {roll_text}: "
        "{winner_name} strikes first (+{bonus})",
        "ImpaleTried": "{character} tries to impale {defender_name} ({weight} kg): "
        "Forza {score} {modifier:+d} = {target} → {roll_text}: {outcome}",
        "ManaItemHeld": "{character} holds {item}, storing {mana} Mana",
        "ManaItemReleased": "{character} lets go of {item}",
        "StoredManaSpent": "{character} spends {amount} Mana stored in {item}"
        "{purpose_text}",
        "CarattereGiven": "{character}'s carattere: {adjectives_text}",
        "w.move.sprint": "sprints",
        "w.move.flee": "flees the melee",
        "w.move.retreat": "withdraws fighting",
        "w.bonus.ambush": "ambush",
    },
    "it": {
        "RoundPassed": "{name} lascia passare il suo round{because}",
        "FighterMoved": "{name} {move_text}: {metres} m",
        "AmbushRolled": "{hider_name} tende un'imboscata a {opponent_name} (ch di "
        "sfida, {name}): {score} {modifier:+d} = {target} → {roll_text}: "
        "{winner_name} attacca per primo (+{bonus})",
        "ImpaleTried": "{character} prova a impalare {defender_name} ({weight} kg): "
        "Forza {score} {modifier:+d} = {target} → {roll_text}: {outcome}",
        "ManaItemHeld": "{character} tiene {item}, con {mana} Mana accumulati",
        "ManaItemReleased": "{character} lascia {item}",
        "StoredManaSpent": "{character} spende {amount} Mana accumulati in {item}"
        "{purpose_text}",
        "CarattereGiven": "carattere di {character}: {adjectives_text}",
        "w.move.sprint": "corre a tutta velocità",
        "w.move.flee": "tenta la fuga",
        "w.move.retreat": "arretra combattendo",
        "w.bonus.ambush": "imboscata",
    },
}


def _roll(record: dict, lang: str) -> dict:
    roll = record["roll"] if record["roll"] is not None else _w(lang, "automatic")
    return {"roll_text": roll, "outcome": _w(lang, record["result"])}


EXTRAS = {
    "FighterMoved": lambda r, lang: {"move_text": _w(lang, f"move.{r['how']}")},
    "AmbushRolled": _roll,
    "ImpaleTried": _roll,
    "StoredManaSpent": lambda r, lang: {
        "purpose_text": f" ({r['purpose']})" if r.get("purpose") else ""
    },
    "CarattereGiven": lambda r, lang: {"adjectives_text": ", ".join(r["adjectives"])},
}

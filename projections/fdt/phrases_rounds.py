"""Fuori dal Tempo's phrases for the rules of issue 28: rounds passed, moves,
the ambush's challenge, impaling, Mana stored in items, the carattere."""

from __future__ import annotations

from journal.i18n import N_, Phrases
from journal.projections.fdt.phrases_extras import _w

PHRASES: dict[str, dict[str, str]] = Phrases(
    "fdt",
    {
        "RoundPassed": N_("{name} lets its round go{because}"),
        "FighterMoved": N_("{name} {move_text}: {metres} m"),
        "AmbushRolled": N_(
            "{hider_name} lies in ambush for {opponent_name} (ch di sfida, {name}): "
            "{score} {modifier:+d} = {target} → {roll_text}: {winner_name} strikes "
            "first (+{bonus})"
        ),
        "ImpaleTried": N_(
            "{character} tries to impale {defender_name} ({weight} kg): Forza "
            "{score} {modifier:+d} = {target} → {roll_text}: {outcome}"
        ),
        "ManaItemHeld": N_("{character} holds {item}, storing {mana} Mana"),
        "ManaItemReleased": N_("{character} lets go of {item}"),
        "StoredManaSpent": N_(
            "{character} spends {amount} Mana stored in {item}{purpose_text}"
        ),
        "CarattereGiven": N_("{character}'s carattere: {adjectives_text}"),
        "w.move.sprint": N_("sprints"),
        "w.move.flee": N_("flees the melee"),
        "w.move.retreat": N_("withdraws fighting"),
        "w.bonus.ambush": N_("ambush"),
    },
)


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

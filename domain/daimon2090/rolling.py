"""Rolling a pool against a target: the fields every pool roll records.

A Prova, a fight round and an aimed shot are each a pool of d6 against a
target (Rulebook: ESEGUIRE LA PROVA, digest section 2); the dice are rolled (or
typed) here, in the command, and their faces go into the event.
"""

from __future__ import annotations

from journal.domain.daimon2090 import rules
from journal.domain.text import clean_note


def rolled(sheet, parts: dict, dice, target: int, reserve: int, note) -> dict:
    """Roll the pool and resolve it as a Prova: the fields every roll records."""
    roll = dice.roll(max(0, parts["total"]), section=rules.SECTION)
    dice.check_all_used(rules.SECTION)
    successes = roll.count(rules.SUCCESS_FACE)
    result = rules.resolve(successes, target)
    return {
        "character": sheet.id,
        "pool": len(roll.faces),
        "breakdown": parts,
        "dice": list(roll.faces),
        "dice_source": roll.source,
        "seed": roll.seed,
        "successes": successes,
        "target": target,
        **result,
        "reserve_committed": reserve,
        "reserve_returned": rules.reserve_returned(reserve, result["outcome"]),
        "note": clean_note(note),
    }

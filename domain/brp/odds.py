"""The odds of a d100 roll and of the resistance table, exactly (Fraction).

A roll at chance c (3.0): special on 01..min(threshold, 95), success on
01..clamp(c, 5, 95) (01–05 always, 96–00 never); nothing at 0%. Resistance
(3.4): the rolling side's chance 50 + 5 × difference, or certain at ±10.
"""

from __future__ import annotations

from fractions import Fraction

from journal.domain.brp import rules

FACES = 100


def roll_odds(chance: int) -> dict[str, Fraction]:
    """{special, success, failure}: success is a plain success (not special)."""
    if chance <= 0:
        return {"special": Fraction(0), "success": Fraction(0), "failure": Fraction(1)}
    special = min(rules.special_threshold(chance), rules.NEVER - 1)
    succeed = min(max(chance, rules.ALWAYS), rules.NEVER - 1)
    return {
        "special": Fraction(special, FACES),
        "success": Fraction(succeed - special, FACES),
        "failure": Fraction(FACES - succeed, FACES),
    }


def resist_odds(own: int, other: int) -> dict[str, Fraction]:
    """{success, failure} for the side that rolls."""
    chance = rules.resistance(own, other)
    if chance is None:
        won = Fraction(int(own > other))
        return {"success": won, "failure": 1 - won}
    return {
        "success": Fraction(chance, FACES),
        "failure": Fraction(FACES - chance, FACES),
    }


def experience_odds(value: int) -> Fraction:
    """The chance an experience roll improves a skill at `value` (3.5)."""
    beaten = FACES - min(max(value, 0), FACES)
    return Fraction(max(beaten, 1), FACES)

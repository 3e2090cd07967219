"""A chance as every ruleset's odds print it (one formatting for all of them)."""

from __future__ import annotations

from fractions import Fraction


def percent(chance: Fraction | float) -> str:
    """One decimal, rounded half up from the value given (exact for a Fraction);
    never a false 0% or 100%: "<0.1%" and ">99.9%" say how close it came."""
    exact = Fraction(chance)
    tenths = int(exact * 1000 + Fraction(1, 2))
    if tenths == 0 and exact > 0:
        return "<0.1%"
    if tenths == 1000 and exact < 1:
        return ">99.9%"
    return f"{tenths // 10}.{tenths % 10}%"

"""Exact odds of µD6 rolls (fractions.Fraction).

A pool of n ≥ 1 d6 reads its highest die: failure when every die shows 1–3,
(1/2)^n; success when any shows 6, 1 − (5/6)^n, with k successes when k dice
show 6; partial otherwise. Under the zero rule k dice read the lowest: success
(1/6)^k (never more than one), at least partial (1/2)^k. An armour roll is read
the same way and lowers a wound (see journal.domain.microd6.health).
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from journal.domain.microd6.rules import FAILURE, PARTIAL, SUCCESS, dice_for

SIX = Fraction(1, 6)
HALF = Fraction(1, 2)


def successes(pool: int) -> dict[int, Fraction]:
    """The chance of each number of successes (0 is a partial or a failure)."""
    count, zero = dice_for(pool)
    if zero:
        return {0: 1 - SIX**count, 1: SIX**count}
    return {
        k: comb(count, k) * SIX**k * (1 - SIX) ** (count - k) for k in range(count + 1)
    }


def chances(pool: int) -> dict[str, Fraction]:
    """The chance of each outcome of a pool (stat + advantages − complications ...)."""
    count, zero = dice_for(pool)
    if zero:
        good, best = HALF**count, SIX**count
    else:
        good, best = 1 - HALF**count, 1 - (1 - SIX) ** count
    return {SUCCESS: best, PARTIAL: good - best, FAILURE: 1 - good}


def expected_successes(pool: int) -> Fraction:
    return sum((k * p for k, p in successes(pool).items()), Fraction(0))


def table(pools: range) -> list[dict]:
    """One row per pool: the dice rolled, whether the lowest is read, the chances."""
    rows = []
    for pool in pools:
        count, zero = dice_for(pool)
        row = {"pool": pool, "dice": count, "zero": zero, **chances(pool)}
        rows.append(row | {"expected_successes": expected_successes(pool)})
    return rows


def armour(points: int, level: int) -> dict[int, Fraction]:
    """The chance of each level a wound of `level` ends at after an armour roll
    of `points` dice (0: cancelled), before any tenacia is spent."""
    ends: dict[int, Fraction] = {}
    for sixes, chance in successes(points).items():
        if sixes:
            after = max(0, level - sixes)
            ends[after] = ends.get(after, Fraction(0)) + chance
    outcome = chances(points)
    partial_end = level - 1 if level > 1 else level
    ends[partial_end] = ends.get(partial_end, Fraction(0)) + outcome[PARTIAL]
    ends[level] = ends.get(level, Fraction(0)) + outcome[FAILURE]
    return dict(sorted(ends.items()))

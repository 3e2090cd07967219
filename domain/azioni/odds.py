"""Exact odds of a test: the sum of (exploding) dice against a difficulty.

A die of s sides that explodes shows k·s + r (r in 1..s−1) with chance
(1/s)^(k+1): its distribution has no end. The `dyce` library convolves the
dice; each die is expanded until one more explosion would already reach the
needed total by itself, so every path it leaves out succeeds anyway and the
chance of success is exact (not an approximation). Imported only here: it
costs about 90 ms, more than a recording command.
"""

from __future__ import annotations

import math
import warnings
from fractions import Fraction

from journal.domain.errors import RuleBroken

SECTION = "Ritirare"
MAX_DEPTH = 150  # explosions of one die dyce expands (its recursion stays safe)


def chances(
    sides: tuple[int, ...], modifier: int, difficulties, explode: bool = True
) -> dict[int, Fraction]:
    """For each difficulty, the chance that dice + modifier reach it."""
    needs = {d: d - modifier for d in difficulties}
    histogram = _histogram(sides, max(needs.values(), default=0), explode)
    total = histogram.total
    return {
        d: Fraction(sum(c for o, c in histogram.items() if o >= need), total)
        for d, need in needs.items()
    }


def chance(
    sides: tuple[int, ...], modifier: int, difficulty: int, explode: bool = True
) -> Fraction:
    """The chance that the dice (each exploding unless `explode` is False) plus
    `modifier` reach `difficulty`: d8! + d6! ≥ 10 is 37/96."""
    return chances(sides, modifier, [difficulty], explode)[difficulty]


def _histogram(sides: tuple[int, ...], need: int, explode: bool):
    from dyce import H, TruncationWarning, explode_n

    result = H({0: 1})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # explode_n is marked experimental
        warnings.simplefilter("error", TruncationWarning)  # exact or nothing
        for size in sides:
            die = H(size)
            if explode:
                depth = max(0, math.ceil(need / size))
                if depth > MAX_DEPTH:
                    message = f"exact odds stop at {MAX_DEPTH} explosions of a d{size}"
                    raise RuleBroken(message, SECTION)
                try:
                    die = explode_n(die, n=depth)
                except TruncationWarning:  # never an approximation
                    message = f"exact odds of a d{size} need more explosions"
                    raise RuleBroken(message, SECTION) from None
            result = result + die
    return result


def mean(sides: tuple[int, ...], explode: bool = True) -> Fraction:
    """The expected sum: a d_s averages (s+1)/2, and s/(s−1) times that when
    it explodes (each maximum adds a whole new die)."""
    total = Fraction(0)
    for size in sides:
        average = Fraction(size + 1, 2)
        total += average * Fraction(size, size - 1) if explode else average
    return total

"""Exact odds of a test: the sum of (exploding) dice against a difficulty.

A die of s sides that explodes shows k·s + r (r in 1..s−1) with chance
(1/s)^(k+1): its distribution has no end, but its generating function is
finite, (z + … + z^(s−1)) / (s − z^s). The product of the dice's functions is
a fraction of two polynomials with whole coefficients; its series, read up to
the total needed, gives the exact chance of falling short, and 1 minus that
is the chance of success (a Fraction, never an approximation).

Every difficulty the journal records (2..999, a modifier of ±99) has exact odds
in milliseconds: the series costs one step per total below the one needed,
however many explosions reaching it takes. (The `dyce` library's `explode_n`
expands one explosion per recursion and stops near Python's recursion limit,
about 150 explosions of one die: `odds` used to refuse a d4 against 999.)
"""

from __future__ import annotations

from fractions import Fraction


def chances(
    sides: tuple[int, ...], modifier: int, difficulties, explode: bool = True
) -> dict[int, Fraction]:
    """For each difficulty, the chance that dice + modifier reach it."""
    needs = {d: d - modifier for d in difficulties}
    short = _falling_short(sides, max(needs.values(), default=0), explode)
    return {d: 1 - sum(short[: max(need, 0)]) for d, need in needs.items()}


def chance(
    sides: tuple[int, ...], modifier: int, difficulty: int, explode: bool = True
) -> Fraction:
    """The chance that the dice (each exploding unless `explode` is False) plus
    `modifier` reach `difficulty`: d8! + d6! ≥ 10 is 37/96."""
    return chances(sides, modifier, [difficulty], explode)[difficulty]


def _falling_short(sides: tuple[int, ...], need: int, explode: bool) -> list:
    """P(total = n) for n in 0..need−1, from the series of the dice's
    generating function: numerator / denominator, both cut at `need`."""
    if need <= 0:
        return []
    numerator, denominator = {0: 1}, {0: 1}
    for size in sides:
        top = size if explode else size + 1  # faces that stop the die
        numerator = _times(numerator, dict.fromkeys(range(1, top), 1), need)
        if explode:
            denominator = _times(denominator, {0: size, size: -1}, need)
        else:
            denominator = _times(denominator, {0: size}, need)
    lead = denominator.pop(0)
    terms = sorted(denominator.items())
    series: list[Fraction] = []
    for n in range(need):
        value = Fraction(numerator.get(n, 0))
        for power, coefficient in terms:
            if power > n:
                break
            value -= coefficient * series[n - power]
        series.append(value / lead)
    return series


def _times(left: dict, right: dict, limit: int) -> dict:
    """The product of two polynomials ({power: coefficient}), below `limit`."""
    product: dict[int, int] = {}
    for i, a in left.items():
        for j, b in right.items():
            if i + j < limit:
                product[i + j] = product.get(i + j, 0) + a * b
    return product


def mean(sides: tuple[int, ...], explode: bool = True) -> Fraction:
    """The expected sum: a d_s averages (s+1)/2, and s/(s−1) times that when
    it explodes (each maximum adds a whole new die)."""
    total = Fraction(0)
    for size in sides:
        average = Fraction(size + 1, 2)
        total += average * Fraction(size, size - 1) if explode else average
    return total

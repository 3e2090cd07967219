"""Exact odds of exploding dice, from dyce, checked by an independent sum."""

from __future__ import annotations

from fractions import Fraction

import pytest

from journal.domain.azioni import odds


def exploding(sides: int, need: int) -> dict[int, Fraction]:
    """A d_s! by its closed form, every value below `need` and the rest at `need`:
    k·s + r (r in 1..s−1) has chance (1/s)^(k+1)."""
    dist: dict[int, Fraction] = {}
    k = 0
    while k * sides < need:
        for r in range(1, sides):
            value = min(k * sides + r, need)
            dist[value] = dist.get(value, 0) + Fraction(1, sides) ** (k + 1)
        k += 1
    dist[need] = dist.get(need, 0) + Fraction(1, sides) ** k
    return dist


def reach(sides: tuple[int, ...], need: int) -> Fraction:
    total = {0: Fraction(1)}
    for size in sides:
        step: dict[int, Fraction] = {}
        for a, p in total.items():
            for b, q in exploding(size, need).items():
                value = min(a + b, need)
                step[value] = step.get(value, 0) + p * q
        total = step
    return total.get(need, Fraction(0))


def test_d8_and_d6_exploding_reach_ten_with_37_in_96():
    # study: "d8! + d6! ≥ 10 has P = 0.385, against 0.3125 without explosion"
    assert odds.chance((8, 6), 0, 10) == Fraction(37, 96)
    assert round(float(odds.chance((8, 6), 0, 10)), 3) == 0.385
    assert odds.chance((8, 6), 0, 10, explode=False) == Fraction(5, 16)


@pytest.mark.parametrize(
    "sides, modifier, difficulty",
    [
        ((8,), 0, 9),
        ((4,), 0, 13),
        ((8, 6), -2, 10),
        ((6, 6), 1, 20),
        ((10, 4), 0, 30),
        ((4,), 0, 2),
        ((12,), 3, 2),
    ],
)
def test_dyce_agrees_with_the_closed_form(sides, modifier, difficulty):
    need = difficulty - modifier
    expected = reach(sides, need) if need > len(sides) else Fraction(1)
    assert odds.chance(sides, modifier, difficulty) == expected


def test_a_maximum_alone_cannot_be_the_total():
    # a d8! never totals 8: it goes on to 9..15
    assert odds.chance((8,), 0, 8) == odds.chance((8,), 0, 9) == Fraction(1, 8)


def test_every_difficulty_at_once():
    table = odds.chances((8, 6), 0, range(2, 24))
    assert table[2] == 1 and table[10] == Fraction(37, 96)
    assert all(table[d] >= table[d + 1] for d in range(2, 23))


def test_means():
    assert odds.mean((6,), explode=False) == Fraction(7, 2)
    assert odds.mean((6,)) == Fraction(21, 5)  # 3.5 × 6/5
    assert odds.mean((8, 6)) == Fraction(36, 7) + Fraction(21, 5)


def test_every_difficulty_a_test_accepts_has_exact_odds():
    # "In caso di nuovo punteggio massimo, può ancora ritirare, e così di
    # seguito": a d4 reaches 999 only through 249 fours, then a 3 or a 4.
    assert odds.chance((4,), 0, 999) == Fraction(1, 4**249) * Fraction(2, 4)
    assert odds.chance((2,), -99, 999) == Fraction(1, 2**549)  # 1098 = 549 × 2
    assert odds.chance((8, 6), 0, 40) == reach((8, 6), 40)


def test_dyce_agrees_where_its_expansion_reaches():
    # dyce's explode_n, an independent count, up to the depth it can expand
    import warnings

    from dyce import H, explode_n

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        counted = explode_n(H(6), n=8) + explode_n(H(4), n=12)
    need = 30  # both dice expanded beyond it: every path left out reaches it
    expected = Fraction(sum(c for o, c in counted.items() if o >= need), counted.total)
    assert odds.chance((6, 4), 0, need) == expected

"""Exact odds of µD6 rolls, checked against the study's numbers and enumeration."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from journal.domain.microd6 import odds
from journal.domain.microd6.health import armour_reduction
from journal.domain.microd6.rules import dice_for, read


@pytest.mark.parametrize(
    "pool, at_least_partial", [(1, "1/2"), (2, "3/4"), (3, "7/8"), (4, "15/16")]
)
def test_at_least_a_partial_success(pool, at_least_partial):
    # study: P(≥ 4) for n = 1..4 is .50/.75/.875/.94
    chances = odds.chances(pool)
    assert chances["success"] + chances["partial"] == Fraction(at_least_partial)
    assert chances["success"] == 1 - Fraction(5, 6) ** pool


@pytest.mark.parametrize("pool, dice, good", [(0, 2, "1/4"), (-2, 4, "1/16")])
def test_the_zero_rule(pool, dice, good):
    # study: zero mode with 2 dice → .25, with 4 dice → .0625
    assert odds.table(range(pool, pool + 1))[0]["dice"] == dice
    chances = odds.chances(pool)
    assert chances["success"] + chances["partial"] == Fraction(good)
    assert chances["success"] == Fraction(1, 6) ** dice
    assert odds.successes(pool) == {
        0: 1 - Fraction(1, 6) ** dice,
        1: Fraction(1, 6) ** dice,
    }


def enumerate_pool(pool: int) -> dict:
    count, zero = dice_for(pool)
    outcomes, sixes = {}, {}
    for faces in product(range(1, 7), repeat=count):
        reading = read(faces, zero)
        outcomes[reading.outcome] = outcomes.get(reading.outcome, 0) + 1
        sixes[reading.successes] = sixes.get(reading.successes, 0) + 1
    total = 6**count
    return {
        "outcomes": {k: Fraction(v, total) for k, v in outcomes.items()},
        "successes": {k: Fraction(v, total) for k, v in sixes.items()},
    }


@pytest.mark.parametrize("pool", [-2, -1, 0, 1, 2, 3, 4])
def test_the_formulas_match_every_face_enumerated(pool):
    counted = enumerate_pool(pool)
    assert {k: v for k, v in odds.chances(pool).items() if v} == counted["outcomes"]
    assert {k: v for k, v in odds.successes(pool).items() if v} == counted["successes"]


def test_armour_odds_match_enumeration():
    for points, level in [(1, 1), (2, 3), (3, 4)]:
        ends: dict[int, Fraction] = {}
        for faces in product(range(1, 7), repeat=points):
            after = level - armour_reduction(read(faces, False), level)
            ends[after] = ends.get(after, 0) + Fraction(1, 6**points)
        assert odds.armour(points, level) == dict(sorted(ends.items()))
    # light armour against a level-3 wound: two 6s bring it to level 1
    assert odds.armour(2, 3)[1] == Fraction(1, 36)


def test_expected_successes():
    assert odds.expected_successes(3) == Fraction(1, 2)
    assert odds.expected_successes(0) == Fraction(1, 36)

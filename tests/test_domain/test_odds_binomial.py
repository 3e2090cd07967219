"""The odds of a Prova: exact binomial chances, the pool as `roll` computes it."""

from __future__ import annotations

import itertools
import tomllib
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from journal.domain.daimon2090.odds import chance, expected_successes, luck, odds_table
from journal.domain.daimon2090.rules import Prova
from journal.domain.daimon2090.sheet import Sheet
from journal.domain.daimon2090.sheetfile import parse_sheet
from journal.domain.errors import RuleBroken

SAMPLE = Path(__file__).resolve().parents[2] / "campaigns" / "ombre-su-milano"


def kira(**changes) -> Sheet:
    with open(SAMPLE / "kira.toml", "rb") as file:
        sheet = Sheet.from_sheet("k1", parse_sheet(tomllib.load(file)))
    for key, value in changes.items():
        setattr(sheet, key, value)
    return sheet


def by_faces(pool: int, target: int) -> Fraction:
    """Independent: a die at a time over its six faces (4, 5, 6 succeed)."""
    successes = {0: Fraction(1)}
    for _ in range(pool):
        after: dict[int, Fraction] = {}
        for count, p in successes.items():
            for face in range(1, 7):
                key = count + (face >= 4)
                after[key] = after.get(key, Fraction(0)) + p / 6
        successes = after
    if pool <= 0:
        return Fraction(0)  # Decision: a pool of 0 or fewer rolls nothing, fails
    return sum((p for count, p in successes.items() if count >= target), Fraction(0))


def by_comb(pool: int, target: int) -> Fraction:
    if pool <= 0:
        return Fraction(0)
    return Fraction(sum(comb(pool, k) for k in range(target, pool + 1)), 2**pool)


@pytest.mark.parametrize("pool", range(21))
def test_every_pool_0_to_20_and_target_1_to_7_is_exactly_binomial(pool):
    for target in range(1, 8):
        exact = chance(pool, target)
        assert isinstance(exact, Fraction)
        assert exact == by_comb(pool, target) == by_faces(pool, target)


@pytest.mark.parametrize("pool", range(5))
def test_small_pools_agree_with_every_possible_throw(pool):
    throws = list(itertools.product(range(1, 7), repeat=pool))
    for target in range(1, 8):
        passed = sum(sum(f >= 4 for f in faces) >= target for faces in throws)
        expected = Fraction(passed, len(throws)) if pool else Fraction(0)
        assert chance(pool, target) == expected


def test_numbers_a_player_can_check_by_hand():
    assert chance(3, 1) == Fraction(7, 8)  # fails only on three misses
    assert chance(3, 3) == Fraction(1, 8)
    assert chance(4, 2) == Fraction(11, 16)
    assert chance(6, 7) == 0  # more successes than dice: impossible
    assert chance(0, 1) == chance(-2, 1) == 0
    assert expected_successes(7) == Fraction(7, 2) and expected_successes(-1) == 0


def test_the_table_has_a_row_per_riserva_die_kira_holds():
    # Kira, Agilità 3 + Movimento silenzioso 1 + Nomade 1, holds 7 Riserva dice.
    prova = Prova("Kira", "agilita", 1, "Movimento silenzioso", "Nomade")
    table = odds_table(kira(), prova)
    assert table["breakdown"]["total"] == 5 and table["help"] == 0
    assert [(row.reserve, row.pool) for row in table["rows"]] == [
        (r, 5 + r) for r in range(8)
    ]
    assert table["rows"][2].chances[3] == Fraction(99, 128)  # 7 dice, 3+ successes
    assert list(table["rows"][0].chances) == list(range(1, 8))


def test_wounds_trait_penalties_and_help_change_the_pool_as_in_roll():
    # Two light wounds: −1D. Diffidente: Empatia −1, and Kira lacks Empatia (0).
    # Carisma 1 + Empatia 0 − Diffidente 1 − wounds 1 = −1: no dice, she fails.
    empathy = Prova("Kira", "carisma", 1, "Empatia", lacking=True)
    table = odds_table(kira(wounds=2, reserve=2), empathy)
    assert [row.pool for row in table["rows"]] == [0, 0, 1]
    assert table["rows"][1].chances[1] == 0  # −1 + 1 Riserva = 0 dice
    assert table["rows"][2].chances[1] == Fraction(1, 2)
    helped = odds_table(kira(wounds=2, reserve=2), Prova("Kira", "carisma", 1), True)
    assert helped["help"] == 1 and [r.pool for r in helped["rows"]] == [1, 2, 3]


def test_the_declaration_is_checked_as_roll_checks_it():
    with pytest.raises(RuleBroken, match="no class 'Guardia'"):
        odds_table(kira(), Prova("Kira", "agilita", 1, klass="Guardia"))
    with pytest.raises(RuleBroken, match="Ferite e salute"):
        odds_table(kira(status="dying"), Prova("Kira", "agilita", 1))


def test_luck_tallies_expected_and_rolled_successes_per_character():
    rolls = [("Kira", 7, 3), ("Dario", 6, 1), ("Kira", 3, 2), ("Kira", 0, 0)]
    assert luck(rolls) == {
        "Kira": (3, Fraction(5), 5),
        "Dario": (1, Fraction(3), 1),
    }


def test_the_records_quick_chance_equals_the_exact_one():
    # projections.records uses rules.chance (no Fraction import on the roll path).
    from journal.domain.daimon2090 import odds, rules

    for pool in range(0, 21):
        for target in range(1, 8):
            assert rules.chance(pool, target) == float(odds.chance(pool, target))


def test_the_luck_lines_quick_expectation_equals_the_exact_one():
    # A chronicle's luck line uses rules.expected and rules.tally (no Fraction
    # import for a chronicle): the same floats as odds' exact figures.
    from journal.domain.daimon2090 import odds, rules

    for pool in range(-3, 400):
        assert rules.expected(pool) == float(odds.expected_successes(pool))
    rolls = [("Kira", 7, 3), ("Dario", 6, 1), ("Kira", 3, 2), ("Kira", -2, 0)]
    assert rules.tally(rolls) == {"Kira": (3, 10, 5), "Dario": (1, 6, 1)}
    assert {who: (n, float(e), a) for who, (n, e, a) in odds.luck(rolls).items()} == {
        who: (n, rules.expected(d), a) for who, (n, d, a) in rules.tally(rolls).items()
    }

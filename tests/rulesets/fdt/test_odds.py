"""Odds (exact): a check, an unheld skill, a challenge, damage dice, d15."""

from __future__ import annotations

from fractions import Fraction

from journal.domain.fdt import odds


def test_a_check_clamps_between_1_and_19_in_20():
    assert odds.check_chance(15) == Fraction(15, 20)
    assert odds.check_chance(0) == Fraction(1, 20)  # the natural 1
    assert odds.check_chance(-7) == Fraction(1, 20)
    assert odds.check_chance(19) == Fraction(19, 20)  # the natural 20
    assert odds.check_chance(20) == 1  # ignored: automatic


def test_an_unheld_skill_is_characteristic_minus_1_in_100():
    assert odds.unheld_chance(15) == Fraction(14, 100)
    assert odds.unheld_chance(1) == Fraction(1, 100)  # 01 always


def test_a_challenge():
    # Forza 16 against 10 (bonus 0): 16/20; against 15 (bonus +3): 10/20.
    assert odds.challenge_chance(16, 10) == Fraction(16, 20)
    assert odds.challenge_chance(16, 15) == Fraction(10, 20)


def test_the_difficulty_table():
    rows = {r["difficulty"]: r for r in odds.difficulty_table(15)}
    assert rows["molto facile"]["automatic"] and rows["facile"]["automatic"]
    assert rows["normale"]["chance"] == Fraction(15, 20)
    assert rows["quasi impossibile"]["chance"] == Fraction(1, 20)


def test_damage_distributions():
    assert odds.mean("d8") == Fraction(9, 2)
    assert odds.mean("2d4+d6") == Fraction(17, 2)
    assert odds.distribution("d4-2") == {
        0: Fraction(1, 2),
        1: Fraction(1, 4),
        2: Fraction(1, 4),
    }
    assert sum(odds.distribution("3d8").values()) == 1


def test_a_d15_takes_4_3_throws_of_a_d20():
    assert odds.rolls_per_die(15) == Fraction(4, 3)
    assert odds.rolls_per_die(20) == 1

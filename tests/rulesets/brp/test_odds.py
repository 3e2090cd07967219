"""Exact odds (Fraction) of a d100 roll and of the resistance table."""

from __future__ import annotations

from fractions import Fraction

from journal.domain.brp.odds import experience_odds, resist_odds, roll_odds


def test_a_60_percent_skill():
    assert roll_odds(60) == {
        "special": Fraction(12, 100),
        "success": Fraction(48, 100),
        "failure": Fraction(40, 100),
    }


def test_the_ends_of_the_d100():
    assert roll_odds(0)["failure"] == 1
    assert roll_odds(1) == {
        "special": Fraction(1, 100),
        "success": Fraction(4, 100),
        "failure": Fraction(95, 100),
    }
    assert roll_odds(200) == {  # special on 01–40, 96–00 still fail
        "special": Fraction(40, 100),
        "success": Fraction(55, 100),
        "failure": Fraction(5, 100),
    }


def test_every_chance_adds_up_to_one():
    for chance in range(0, 301):
        assert sum(roll_odds(chance).values()) == 1


def test_resistance_odds():
    assert resist_odds(13, 15) == {"success": Fraction(2, 5), "failure": Fraction(3, 5)}
    assert resist_odds(25, 15) == {"success": 1, "failure": 0}
    assert resist_odds(5, 15) == {"success": 0, "failure": 1}


def test_experience_odds():
    assert experience_odds(35) == Fraction(65, 100)
    assert experience_odds(120) == Fraction(1, 100)  # only the 100

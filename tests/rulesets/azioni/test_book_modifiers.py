"""Modifiers in "Le azioni" (issue 28), through the command line with typed dice:
each side of a contest its own, a standing one on the sheet (the book's stump),
and exact odds for every difficulty a test accepts."""

from __future__ import annotations

import shlex
from fractions import Fraction
from pathlib import Path

import pytest

from tests.rulesets.lines import j, refused, rolled, run

STUMP = """
nome = "Ugo Monco"
giocatore = "Ana"
[caratteristiche]
"Agilità" = "1d8"
"Forza" = "1d6"
[abilita]
"Acrobazia" = "1d6"
[modificatori]
"Moncherino (mano sinistra)" = -2
"""


@pytest.fixture
def ugo(guado, tmp_path: Path):
    (tmp_path / "ugo.toml").write_text(STUMP)
    run(guado, f"character create --from {tmp_path / 'ugo.toml'}")
    return guado


def test_a_contest_s_modifier_is_each_side_s_own(guado):
    # "risulterà vincitore chi ottiene il maggior margine di successo o il minor
    # margine di fallimento": at 8, Oreste's 9 (+1) beats Mira's 5 (−3) ...
    line = "contest Oreste:Forza Mira:Forza --difficulty 8 --dice 9,5"
    assert rolled(guado, line)["winner"] == "Oreste Bruni"
    # ... a +3 for every side moves every margin alike: the same winner ...
    every = rolled(guado, f"{line} --mod 3")
    assert [s["margin"] for s in every["sides"]] == [4, 0]
    assert every["winner"] == "Oreste Bruni"
    # ... Mira's own +4 ties the margins (a stalemate), her +5 wins it.
    tied = rolled(guado, f"{line} --mod Mira=+4")
    assert [s["modifier"] for s in tied["sides"]] == [0, 4] and tied["stalemate"]
    won = rolled(guado, f"{line} --mod Mira=5 --mod Oreste=-1")
    assert [s["total"] for s in won["sides"]] == [8, 10]
    assert won["winner"] == "Mira Falco"
    wrong = guado.run(*shlex.split(f"{line} --mod Dario=2"), expect=2)
    assert "'Dario' is no side here" in wrong.stderr


def test_a_standing_modifier_of_the_sheet_weighs_on_the_tests_it_concerns(ugo):
    # "un personaggio con un moncherino al posto di una mano, avrà una penalità
    # nell'eseguire una prova che richiede l'uso dell'arto": the seed's own leap,
    # 6 + 4 = 10 against 10, fails by 2 with the stump, and succeeds without it.
    assert j(ugo, "show Ugo")["modifiers"] == {"Moncherino (mano sinistra)": -2}
    line = "roll Ugo --char Agilità --skill Acrobazia --difficulty 10 --dice 6,4"
    counted, test = j(ugo, f"{line} --condition moncherino")
    assert (counted["type"], counted["condition"], counted["modifier"]) == (
        "ConditionCounted",
        "Moncherino (mano sinistra)",
        -2,
    )
    assert (test["modifier"], test["total"], test["outcome"]) == (-2, 8, "failure")
    assert rolled(ugo, line)["outcome"] == "success"  # a test without the hand
    contest = j(
        ugo,
        "contest Ugo:Forza Oreste:Forza --difficulty 6 --condition Ugo=Monch "
        "--dice 6,2,5",
    )[-1]
    assert [s["total"] for s in contest["sides"]] == [6, 5]  # 6 + 2 − 2
    assert refused(ugo, f"{line} --condition Cecità") == (
        "refused: Ugo Monco has no condition 'Cecità' (conditions: Moncherino "
        "(mano sinistra)) (Le prove: Modificatore)"
    )


def test_odds_count_the_condition_and_reach_every_difficulty(ugo):
    from tests.rulesets.azioni.test_odds import reach

    # d8! + d6! − 2 against 10: the dice need 12
    found = j(
        ugo,
        "odds Ugo --char Agilità --skill Acrobazia --difficulty 10 --condition Monch",
    )
    assert Fraction(found["exact"]["10"]) == reach((8, 6), 12)
    # `roll` takes difficulties up to 999, and `odds` answers them exactly: a d4
    # reaches 999 through 249 fours ("può ancora ritirare, e così di seguito"),
    # then a 3 or a 4.
    run(ugo, "roll Oreste --char Intelletto --difficulty 999 --dice 1")
    far = j(ugo, "odds Oreste --char Intelletto --difficulty 999")
    assert Fraction(far["exact"]["999"]) == Fraction(1, 4**249) / 2

"""Risorse is a skill: a Prova with --skill Risorse rolls its score.

Dario Neri is social class 3 today, so his Risorse are 3 (RISORSE: "al momento
della creazione, l'Abilità Risorse ottiene punteggio pari alla Classe Sociale
attuale"); his Carisma is 2.
"""

from __future__ import annotations


def test_risorse_three_rolls_three_dice_of_skill(ready):
    assert ready.json("show", "Dario")["risorse"] == 3
    # Dario bargains for a boat: Carisma 2 + Risorse 3 = 5 dice, target 3.
    (roll,) = ready.json(
        "roll", "Dario", "--char", "carisma", "--skill", "risorse",
        "--target", "3", "--dice", "6,5,4,2,1",
    )  # fmt: skip
    assert roll["breakdown"]["skill"] == {"name": "Risorse", "score": 3, "owned": True}
    assert (roll["pool"], roll["successes"], roll["outcome"]) == (5, 3, "success")
    # Spending Risorse lowers the dice it gives (a partial acquisition: 1 point).
    boat = ["un gommone", "--availability", "partial"]
    ready.run("resources", "acquire", "Dario", *boat)
    (again,) = ready.json(
        "roll", "Dario", "--char", "carisma", "--skill", "Risorse",
        "--target", "3", "--dice", "6,5,4,2",
    )  # fmt: skip
    assert (again["breakdown"]["skill"]["score"], again["pool"]) == (2, 4)


def test_risorse_is_not_a_skill_the_journal_warns_about(ready):
    result = ready.run(
        "roll", "Dario", "--char", "carisma", "--skill", "Risorse",
        "--target", "1", "--dice", "6,5,4,2,1",
    )  # fmt: skip
    assert "counts 0" not in result.stderr

"""Help (Aiuto da altri) in confrontations and fight rounds, with the same limits
as on a Prova: one die from another character's Riserva, always discarded, at
most one helper, who must be able to act and hold a die.

Kira Voss: Agilità 3. Dario Neri: Agilità 2, Destrezza 3, Tiro con pistola 2.
Mara Sole (Chiara's) stands by. Everyone holds 7 Riserva dice.
"""

from __future__ import annotations

import pytest

MARA = """name = "Mara Sole"
player = "Chiara"
creation = "import"
social_class = { origin = 4, current = 4 }
characteristics = { potenza = 2, destrezza = 3, agilita = 4, intelligenza = 3, \
spirito = 3, carisma = 3 }
classes = ["Medico"]
traits = ["Calma"]
"""


@pytest.fixture
def trio(ready, tmp_path):
    ready.run("player", "add", "Chiara")
    path = tmp_path / "mara.toml"
    path.write_text(MARA)
    ready.run("character", "create", "--from", str(path))
    return ready


def reserve(table, name: str) -> int:
    return table.json("show", name)["reserve"]


def test_a_confrontation_with_a_help_die(trio):
    # Kira (Agilità 3 + Mara's die = 4 dice) races Dario (Agilità 2 + 1 Riserva).
    records = trio.json(
        "confront", "Kira:agilita:help=Mara", "Dario:agilita:1",
        "--dice", "6,5,1,2,4,1,1",
    )  # fmt: skip
    (roll,) = [r for r in records if r["type"] == "ConfrontationRolled"]
    kira, dario = roll["sides"]
    assert kira["breakdown"]["help"] == {
        "character": kira["breakdown"]["help"]["character"],
        "name": "Mara Sole",
        "dice": 1,
    }
    assert (kira["pool"], kira["successes"], dario["pool"], dario["successes"]) == (
        4,
        2,
        3,
        1,
    )
    assert (roll["winner"], roll["margin"]) == ("Kira Voss", 1)
    # Mara's die is discarded; Dario's single Riserva die is lost (all but one).
    assert (reserve(trio, "Mara"), reserve(trio, "Kira"), reserve(trio, "Dario")) == (
        6,
        7,
        6,
    )
    assert "Mara Sole" in trio.run("log", "--character", "Mara").stdout


def test_a_confrontation_helper_stands_outside_and_helps_one_side(trio):
    line = trio.refused("confront", "Kira:agilita:help=Dario", "Dario:agilita")
    assert line == (
        "refused: Dario Neri is a side of the confrontation and cannot help "
        "another side (Aiuto da altri)"
    )
    line = trio.refused("confront", "Kira:agilita:help=Mara", "Dario:agilita:help=Mara")
    assert line == (
        "refused: Mara Sole can give its one die of help to one side only "
        "(Aiuto da altri)"
    )


def test_a_fight_round_with_a_help_die(trio):
    trio.run("fight", "start", "--against", "Guardia:2")
    # Dario: Destrezza 3 + Tiro con pistola 2 + Kira's die = 6 dice, target 2.
    events = trio.json(
        "fight", "round", "Dario", "--char", "destrezza", "--skill",
        "Tiro con pistola", "--help-from", "Kira", "--dice", "6,1,1,1,1,1",
    )  # fmt: skip
    (fought,) = [e for e in events if e["type"] == "FightRoundFought"]
    assert fought["breakdown"]["help"]["name"] == "Kira Voss"
    assert (fought["pool"], fought["successes"], fought["outcome"]) == (
        6,
        1,
        "failure",
    )
    # A failure: Kira's die is still discarded.
    assert reserve(trio, "Kira") == 6
    # Two helpers are one too many; a helper without dice cannot help.
    line = trio.refused(
        "fight", "round", "Dario", "--char", "destrezza",
        "--help-from", "Kira", "--help-from", "Mara",
    )  # fmt: skip
    assert line == (
        "refused: help is a single die: Kira, Mara cannot all help one Prova "
        "(Aiuto da altri)"
    )
    trio.run("reserve", "spend", "Mara", "7", "--for", "un prestito")
    line = trio.refused(
        "fight", "round", "Dario", "--char", "destrezza", "--help-from", "Mara"
    )
    assert line == "refused: Mara Sole has no reserve die to give (Aiuto da altri)"

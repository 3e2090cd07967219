"""Morte del personaggio, Una soluzione: a dead character's player builds a new
character with as many EVO to spend as the dead one's level.

Marco Neri, Bruno's veteran, spends his 6 EVO (level 6) and dies; Nadia Russo,
Bruno's new character, inherits 6 EVO once.
"""

from __future__ import annotations

import pytest

SHEET = """
name = "{name}"
player = "{player}"
creation = "import"
evo = {evo}
social_class = {{ origin = 3, current = 3 }}
characteristics = {{ potenza = 3, destrezza = 3, agilita = 3, intelligenza = 3, \
spirito = 3, carisma = 3 }}
classes = ["Guardia"]
traits = ["Leale"]
"""
RULE = "(Morte del personaggio: Una soluzione)"


@pytest.fixture
def bring(ready, tmp_path):
    def make(name: str, player: str = "Bruno", evo: int = 0) -> None:
        path = tmp_path / f"{name}.toml"
        path.write_text(SHEET.format(name=name, player=player, evo=evo))
        ready.run("character", "create", "--from", str(path))

    return make


@pytest.fixture
def fallen(ready, bring):
    """Marco reaches level 6 and dies."""
    bring("Marco Neri", evo=6)
    ready.run("evo", "spend", "Marco", "characteristic", "potenza")  # 3
    ready.run("evo", "spend", "Marco", "trait", "add", "Impulsivo")  # 1
    ready.run("evo", "spend", "Marco", "class", "add", "Soldato")  # 2
    assert ready.json("show", "Marco")["level"] == 6
    ready.run("death", "Marco", "--reason", "colpo alla testa")
    return ready


def evo_level(table, name: str) -> tuple[int, int]:
    data = table.json("show", name)
    return data["evo"], data["level"]


def test_the_new_character_inherits_the_dead_one_s_level(fallen, bring):
    bring("Nadia Russo")
    (inherited,) = fallen.json("evo", "inherit", "Nadia", "--from", "Marco")
    assert (inherited["type"], inherited["evo"], inherited["dead_name"]) == (
        "EvoInherited",
        6,
        "Marco Neri",
    )
    assert evo_level(fallen, "Nadia") == (6, 0)
    # Spent, the EVO give Nadia the level Marco had.
    fallen.run("evo", "spend", "Nadia", "characteristic", "agilita")
    fallen.run("evo", "spend", "Nadia", "class", "add", "Medico")
    fallen.run("evo", "spend", "Nadia", "trait", "add", "Calma")
    assert evo_level(fallen, "Nadia") == (0, 6)
    line = fallen.run("log", "--character", "Nadia").stdout
    assert "Nadia Russo inherits 6 EVO, the level of Marco Neri" in line


def test_a_level_is_inherited_once(fallen, bring):
    bring("Nadia Russo")
    bring("Ugo Neri")
    fallen.run("evo", "inherit", "Nadia", "--from", "Marco")
    line = fallen.refused("evo", "inherit", "Ugo", "--from", "Marco")
    assert line == f"refused: Marco Neri's level was already inherited {RULE}"


def test_a_voided_inheritance_can_be_given_again(fallen, bring):
    bring("Nadia Russo")
    bring("Ugo Neri")
    (inherited,) = fallen.json("evo", "inherit", "Nadia", "--from", "Marco")
    fallen.run("void", inherited["id"], "--reason", "era per Ugo")
    fallen.run("evo", "inherit", "Ugo", "--from", "Marco")
    assert evo_level(fallen, "Ugo") == (6, 0)
    assert evo_level(fallen, "Nadia") == (0, 0)


def test_only_the_dead_pass_their_level_on(ready, bring):
    bring("Marco Neri", evo=6)
    ready.run("evo", "spend", "Marco", "class", "add", "Soldato")
    bring("Nadia Russo")
    line = ready.refused("evo", "inherit", "Nadia", "--from", "Marco")
    assert line == f"refused: Marco Neri is not dead {RULE}"


def test_only_the_same_player_s_new_character_inherits(fallen, bring):
    bring("Anna Russo", player="Ana")
    line = fallen.refused("evo", "inherit", "Anna", "--from", "Marco")
    assert line == (
        "refused: Anna Russo is Ana's, Marco Neri was Bruno's: only the same "
        f"player's {RULE}"
    )


def test_only_a_new_character_inherits(fallen, bring):
    # Dario Neri (Bruno's too) was made before Marco: not a new character.
    line = fallen.refused("evo", "inherit", "Dario", "--from", "Marco")
    assert "Dario Neri is not a new character" in line
    bring("Nadia Russo", evo=1)
    fallen.run("evo", "spend", "Nadia", "trait", "add", "Calma")  # level 1
    assert "Nadia Russo is not a new character" in fallen.refused(
        "evo", "inherit", "Nadia", "--from", "Marco"
    )


def test_a_character_dead_at_level_zero_leaves_no_evo(ready, bring):
    bring("Marco Neri")
    ready.run("death", "Marco")
    bring("Nadia Russo")
    line = ready.refused("evo", "inherit", "Nadia", "--from", "Marco")
    assert line == f"refused: Marco Neri died at level 0: no EVO to inherit {RULE}"


def test_the_dead_spend_nothing(fallen):
    line = fallen.refused("evo", "spend", "Marco", "risorse")
    assert line == "refused: Marco Neri is dead (Morte del personaggio)"

"""Generic and specific skills: creation and evolution accept the same states.

The seed's progression (UN ESEMPIO DI PROGRESSIONE) shows, at step 6, a generic
skill at 2 beside a specific at 3 and a new specific at 1. Kira's sheet is made
so: Uso dei Computer 2 (G), Hacking 3 (S), Informatica avanzata 1 (S); the point
Informatica avanzata no longer takes goes to Conoscenza dei Bassifondi.
"""

from __future__ import annotations

import pytest

RULE = "(Abilità generiche e specifiche)"


def kira_at_step(sample_dir, tmp_path, informatica: int, bassifondi: int):
    text = (sample_dir / "kira.toml").read_text()
    text = text.replace(
        'name = "Informatica avanzata"\nkind = "S"\ngeneric = "Uso dei Computer"\n'
        'class = "Cracker"\nscore = 2',
        'name = "Informatica avanzata"\nkind = "S"\ngeneric = "Uso dei Computer"\n'
        f'class = "Cracker"\nscore = {informatica}',
    )
    text = text.replace(
        'name = "Conoscenza dei Bassifondi"\nkind = "S"\ngeneric = "Sotterfugio"\n'
        'class = "Cracker"\nscore = 2',
        'name = "Conoscenza dei Bassifondi"\nkind = "S"\ngeneric = "Sotterfugio"\n'
        f'class = "Cracker"\nscore = {bassifondi}',
    )
    path = tmp_path / "kira-step.toml"
    path.write_text(text)
    return path


@pytest.fixture
def table_of_two(table):
    table.run("campaign", "new", "Progressione")
    table.run("player", "add", "Ana")
    return table


def test_step_six_of_the_progression_is_accepted_at_creation(
    table_of_two, sample_dir, tmp_path
):
    path = kira_at_step(sample_dir, tmp_path, informatica=1, bassifondi=3)
    table_of_two.run("character", "create", "--from", str(path))
    skills = table_of_two.json("show", "Kira")["skills"]
    assert [skills[n]["score"] for n in ("Uso dei Computer", "Hacking")] == [2, 3]
    assert skills["Informatica avanzata"]["score"] == 1
    # Evolution reads the same state the same way: the generic cannot rise
    # while its lower specific is below it (note 4 of the example) ...
    table_of_two.run("evo", "buy", "Kira", "7")
    line = table_of_two.refused("evo", "spend", "Kira", "skill", "Uso dei Computer")
    assert line == (
        f"refused: Uso dei Computer 3 would exceed its lowest specific skill (1) {RULE}"
    )
    # ... and a raise of the new specific (step 7) is always allowed.
    table_of_two.run("evo", "spend", "Kira", "skill", "Informatica avanzata")
    assert (
        table_of_two.json("show", "Kira")["skills"]["Informatica avanzata"]["score"]
        == 2
    )


def test_a_state_no_progression_reaches_is_refused_at_creation(
    table_of_two, sample_dir, tmp_path
):
    # Uso dei Computer 2 needs one specific at 2 or more; make Hacking 1 too
    # (its 2 points go to Conoscenza dei Bassifondi and Orientamento).
    path = kira_at_step(sample_dir, tmp_path, informatica=1, bassifondi=4)
    text = path.read_text().replace(
        'name = "Hacking"\nkind = "S"\ngeneric = "Uso dei Computer"\n'
        'class = "Cracker"\nscore = 3',
        'name = "Hacking"\nkind = "S"\ngeneric = "Uso dei Computer"\n'
        'class = "Cracker"\nscore = 1',
    )
    text = text.replace(
        'name = "Orientamento"\nkind = "S"\n'
        'generic = "Guidare e Pilotare"\nclass = "Nomade"\nscore = 3',
        'name = "Orientamento"\nkind = "S"\n'
        'generic = "Guidare e Pilotare"\nclass = "Nomade"\nscore = 4',
    )
    path.write_text(text)
    line = table_of_two.refused("character", "create", "--from", str(path))
    assert line == (
        "refused: Uso dei Computer 2 needs 1 specific skill at 2 or more "
        f"(it has 0) {RULE}"
    )

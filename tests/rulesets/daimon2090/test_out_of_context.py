"""A class holds at most two skills out of its context (ASSEGNARE LE ABILITÀ
ALLA CLASSE), as the table declares them: `out_of_context = true` on a sheet,
`--out-of-context` when evolution adds a skill.

Kira Voss's Cracker holds Hacking, Informatica avanzata, Uso dei Computer and
Conoscenza dei Bassifondi; her Nomade six skills of the road.
"""

from __future__ import annotations

import pytest

RULE = "(Assegnare le abilità alla classe)"


def flagged(sample_dir, tmp_path, *names: str):
    text = (sample_dir / "kira.toml").read_text()
    for name in names:
        text = text.replace(
            f'name = "{name}"\n', f'name = "{name}"\nout_of_context = true\n'
        )
    path = tmp_path / f"kira-{len(names)}.toml"
    path.write_text(text)
    return path


@pytest.fixture
def alone(table):
    table.run("campaign", "new", "Contesto")
    table.run("player", "add", "Ana")
    return table


def test_two_skills_out_of_context_stand_a_third_is_refused(
    alone, sample_dir, tmp_path
):
    two = flagged(sample_dir, tmp_path, "Uso dei Computer", "Conoscenza dei Bassifondi")
    three = ("Uso dei Computer", "Conoscenza dei Bassifondi", "Informatica avanzata")
    line = alone.refused(
        "character", "create", "--from", str(flagged(sample_dir, tmp_path, *three))
    )
    assert line == (
        "refused: Cracker would hold 3 skills out of its context (Informatica "
        "avanzata, Uso dei Computer, Conoscenza dei Bassifondi): a class holds at "
        f"most 2 {RULE}"
    )
    alone.run("character", "create", "--from", str(two))
    skills = alone.json("show", "Kira")["skills"]
    assert [n for n, s in skills.items() if s["out_of_context"]] == [
        "Uso dei Computer",
        "Conoscenza dei Bassifondi",
    ]


def test_evolution_adds_an_out_of_context_skill_where_there_is_room(
    alone, sample_dir, tmp_path
):
    two = flagged(sample_dir, tmp_path, "Uso dei Computer", "Conoscenza dei Bassifondi")
    alone.run("character", "create", "--from", str(two))
    alone.run("adventure", "start", "A")
    alone.run("evo", "buy", "Kira", "7")  # 7 PE: 1 EVO
    pistol = ["skill", "Tiro con pistola", "--kind", "S", "--generic", "Mira"]
    spend = ["evo", "spend", "Kira", *pistol, "--out-of-context"]
    line = alone.refused(*spend, "--class", "Cracker")
    assert line == (
        "refused: Cracker would hold 3 skills out of its context (Uso dei Computer, "
        f"Conoscenza dei Bassifondi): a class holds at most 2 {RULE}"
    )
    (bought,) = alone.json(*spend, "--class", "Nomade")
    assert (bought["type"], bought["skill"], bought["cost"]) == (
        "SkillAddedOutOfContext",
        "Tiro con pistola",
        1,
    )
    skill = alone.json("show", "Kira")["skills"]["Tiro con pistola"]
    assert (skill["class"], skill["score"], skill["out_of_context"]) == (
        "Nomade",
        1,
        True,
    )

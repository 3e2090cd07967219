"""Trait effects that name a skill family reach its members.

The seed's example trait: "Scarsa istruzione: ha ricevuto una scarsa
istruzione, sa a malapena leggere e scrivere (Cultura -3D)". Nina is Kira Voss
(Intelligenza 3, Hacking 3) with that trait, Cultura Generale 1 (G) and
Economia 2 (S, under Cultura Generale).
"""

from __future__ import annotations

import pytest

SCHOOL = """
[[skills]]
name = "Cultura Generale"
kind = "G"
class = "Cracker"
score = 1

[[skills]]
name = "Economia"
kind = "S"
generic = "Cultura Generale"
class = "Cracker"
score = 2
"""


@pytest.fixture
def nina(ready, tmp_path, sample_dir):
    text = (sample_dir / "kira.toml").read_text().replace("Kira Voss", "Nina Voss")
    text = text.replace('creation = "points"', 'creation = "import"')
    trait = '{ name = "Scarsa istruzione", effect = "Cultura -3D" }'
    text = text.replace('{ name = "Diffidente", effect = "Empatia -1" }', trait)
    path = tmp_path / "nina.toml"
    path.write_text(text.replace("[daimon]", SCHOOL + "\n[daimon]"))
    ready.run("character", "create", "--from", str(path))
    return ready


def roll(table, skill: str, faces: str) -> dict:
    (rolled,) = table.json(
        "roll", "Nina", "--char", "intelligenza", "--skill", skill,
        "--target", "1", "--dice", faces,
    )  # fmt: skip
    return rolled


def test_cultura_reaches_cultura_generale_and_its_specifics(nina):
    # Intelligenza 3 + Cultura Generale 1 − 3 (Cultura) = 1 die.
    general = roll(nina, "Cultura Generale", "6")
    assert general["breakdown"]["trait_effects"] == [
        {"trait": "Scarsa istruzione", "target": "Cultura", "dice": -3}
    ]
    assert general["pool"] == 1
    # Economia specialises Cultura Generale: 3 + 2 − 3 = 2 dice.
    assert roll(nina, "Economia", "6,1")["pool"] == 2
    # Hacking is no culture: 3 + 3 = 6 dice.
    hacking = roll(nina, "Hacking", "6,1,1,1,1,1")
    assert (hacking["pool"], hacking["breakdown"]["trait_effects"]) == (6, [])


def test_a_family_is_whole_words_at_the_start_of_the_name(nina):
    # "Cultura" does not reach a skill that merely contains the letters.
    assert roll(nina, "Agricultura", "6,1,1")["pool"] == 3

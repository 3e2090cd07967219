"""Enhancements wear out: the roll that uses one marks its counter, once a scene.

USO DEI POTENZIAMENTI: one marker "per ogni occasione in cui lo specifico
potenziamento viene utilizzato ... non per il singolo round ma per una intera
scena"; both bonuses of one enhancement used together are still one marker.
Kira Occhio is Kira Voss (Agilità 3, Movimento silenzioso 1) with a hidden
cybernetic eye giving Agilità +1 and Movimento silenzioso +1.
"""

from __future__ import annotations

EYE = """
[[enhancements]]
name = "Occhio cibernetico"
bonus = { "Agilità" = 1, "Movimento silenzioso" = 1 }
hidden = true
"""
AGILITY = ["Kira Occhio", "--char", "agilita"]


def with_an_eye(table, tmp_path, sample_dir) -> None:
    sheet = (sample_dir / "kira.toml").read_text().replace("Kira Voss", "Kira Occhio")
    sheet = sheet.replace('creation = "points"', 'creation = "import"')
    path = tmp_path / "kira-eye.toml"
    path.write_text(sheet + EYE)
    table.run("character", "create", "--from", str(path))


def marks(table) -> int:
    return table.json("show", "Kira Occhio")["enhancements"][0]["marks"]


def next_scene(table, title: str) -> None:
    table.run("scene", "end")
    table.run("scene", "start", title)


def test_four_rolls_in_four_scenes_mark_four_markers(ready, tmp_path, sample_dir):
    with_an_eye(ready, tmp_path, sample_dir)
    # Scene 1: Agilità 3 + Movimento silenzioso 1 + both bonuses 2 = 6 dice.
    (sneak,) = ready.json(
        "roll", *AGILITY, "--skill", "Movimento silenzioso", "--target", "2",
        "--dice", "6,6,1,1,1,1",
    )  # fmt: skip
    assert sneak["pool"] == 6
    assert [b.get("marked", False) for b in sneak["breakdown"]["enhancements"]] == [
        True,
        False,
    ]  # both bonuses at once: one marker
    assert marks(ready) == 1
    # The same scene, another roll with the eye: the scene's marker is taken.
    ready.run("roll", *AGILITY, "--target", "1", "--dice", "6,1,1,1")
    assert marks(ready) == 1
    # Scene 2: a Prova; scene 3: a confrontation; scene 4: a fight round.
    next_scene(ready, "Il tetto")
    ready.run("roll", *AGILITY, "--target", "1", "--dice", "6,1,1,1")
    next_scene(ready, "La corsa")
    ready.run(
        "confront", "Kira Occhio:agilita", "Dario:agilita", "--dice", "6,6,1,1,1,1"
    )
    next_scene(ready, "Il vicolo")
    ready.run("fight", "start", "--against", "Guardia:2")
    events = ready.json("fight", "round", *AGILITY, "--dice", "6,6,1,1")
    (fought,) = [e for e in events if e["type"] == "FightRoundFought"]
    assert fought["breakdown"]["enhancements"][0]["marked"] is True
    assert marks(ready) == 4
    # A roll that does not use it marks nothing (Intelligenza 3).
    ready.run("roll", "Kira Occhio", "--char", "intelligenza", "--target", "1",
              "--dice", "6,1,1")  # fmt: skip
    assert marks(ready) == 4
    # Voiding the round takes its marker away with it.
    ready.run("void", fought["id"], "--reason", "the wrong character")
    assert marks(ready) == 3


def test_a_full_counter_gives_no_bonus_and_takes_no_marker(ready, tmp_path, sample_dir):
    with_an_eye(ready, tmp_path, sample_dir)
    for scene in range(13):
        ready.run("roll", *AGILITY, "--target", "1", "--dice", "6,1,1,1")
        next_scene(ready, f"Scena {scene + 2}")
    assert marks(ready) == 13
    (spent,) = ready.json("roll", *AGILITY, "--target", "1", "--dice", "6,1,1")
    assert (spent["pool"], spent["breakdown"]["enhancements"]) == (3, [])
    assert marks(ready) == 13

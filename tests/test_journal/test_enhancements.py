"""Enhancements (Potenziamenti) add their bonus to the pools they name, until spent."""

from __future__ import annotations


def kira_with_an_eye(ready, tmp_path, sample_dir):
    # An existing character brought in as it is (its implant was bought in play).
    sheet = (sample_dir / "kira.toml").read_text().replace("Kira Voss", "Kira Occhio")
    sheet = sheet.replace('creation = "points"', 'creation = "import"')
    sheet += (
        '\n[[enhancements]]\nname = "Occhio cibernetico"\n'
        'bonus = { "Agilità" = 1 }\nhidden = true\n'
    )
    path = tmp_path / "kira-eye.toml"
    path.write_text(sheet)
    ready.run("character", "create", "--from", str(path))


def test_an_enhancement_adds_its_die_until_its_counter_is_full(
    ready, tmp_path, sample_dir
):
    kira_with_an_eye(ready, tmp_path, sample_dir)
    # Agilità 3 + Occhio cibernetico 1 = 4 dice.
    roll = ready.json(
        "roll", "Kira Occhio", "--char", "agilita", "--target", "1", "--dice", "6,1,1,1"
    )[0]
    assert roll["pool"] == 4
    # The roll that uses it takes the scene's marker (Uso dei potenziamenti).
    assert roll["breakdown"]["enhancements"] == [
        {"item": "Occhio cibernetico", "target": "Agilità", "dice": 1, "marked": True}
    ]
    # A skill roll without Agilità's bonus target is unchanged: Intelligenza 3.
    other = ready.json(
        "roll",
        "Kira Occhio",
        "--char",
        "intelligenza",
        "--target",
        "1",
        "--dice",
        "6,1,1",
    )[0]
    assert other["pool"] == 3
    # Twelve more scenes of use later the counter is full: the bonus stops.
    for scene in range(12):
        ready.run("scene", "end")
        ready.run("scene", "start", f"Scena {scene + 2}")
        ready.run("gear", "mark", "Kira Occhio", "Occhio cibernetico")
    sheet = ready.json("show", "Kira Occhio")
    assert sheet["enhancements"][0]["marks"] == 13
    spent = ready.json(
        "roll", "Kira Occhio", "--char", "agilita", "--target", "1", "--dice", "6,1,1"
    )[0]
    assert spent["pool"] == 3 and spent["breakdown"]["enhancements"] == []

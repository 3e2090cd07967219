"""Refused commands exit 1 with one line naming the rule, and record nothing."""

from __future__ import annotations

import pytest


def test_committing_more_reserve_than_held(ready):
    line = ready.refused(
        "roll", "Kira", "--char", "agilita", "--reserve", "8", "--target", "3"
    )
    assert (
        line == "refused: Kira Voss has 7 reserve dice, 8 committed (Riserva dei dadi)"
    )


def test_a_face_of_seven(ready):
    line = ready.refused(
        "roll", "Kira", "--char", "agilita", "--target", "3", "--dice", "1,2,7"
    )
    assert line == "refused: a d6 has no face 7 (Prove)"


@pytest.mark.parametrize("faces", ["1,2", "1,2,3,4"])
def test_the_wrong_number_of_faces(ready, faces):
    line = ready.refused(
        "roll", "Kira", "--char", "agilita", "--target", "3", "--dice", faces
    )
    typed = len(faces.split(","))
    assert line == f"refused: the roll needs 3 dice, {typed} were typed (Prove)"


def test_a_sheet_with_potenza_nine(ready, tmp_path, sample_dir):
    sheet = (sample_dir / "kira.toml").read_text().replace("potenza = 3", "potenza = 9")
    path = tmp_path / "strong.toml"
    path.write_text(sheet.replace("Kira Voss", "Kira Forte"))
    line = ready.refused("character", "create", "--from", str(path))
    assert line == (
        f"refused: {path}, line 6: characteristics.potenza 9 is outside 1..7 (see "
        "docs/daimon2090.md) (Caratteristiche)"
    )


def test_an_unknown_character(ready):
    line = ready.refused("roll", "Zed", "--char", "agilita", "--target", "3")
    assert line == "refused: no character called 'Zed' in this campaign (journal)"
    ready.refused("wound", "Zed", "1")
    ready.refused("reserve", "award", "Zed", "1")
    ready.refused("show", "Zed")


@pytest.mark.parametrize(
    "args, rule",
    [
        (["roll", "Kira", "--char", "forza", "--target", "3"], "Caratteristiche"),
        (["roll", "Kira", "--char", "agilita", "--target", "9"], "Prove"),
        (
            ["roll", "Kira", "--char", "agilita", "--target", "3", "--class", "Medico"],
            "Classi",
        ),
        (
            [
                "roll",
                "Kira",
                "--char",
                "agilita",
                "--target",
                "3",
                "--bonus",
                "1" + "0" * 40,
            ],
            "Prove",
        ),
        (["reserve", "spend", "Kira", "8", "--for", "x"], "Riserva dei dadi"),
        (["reserve", "award", "Kira", "9"], "Recuperare i dadi"),
        (["wound", "Kira", "0"], "Ferite e salute"),
        (["session", "start"], "journal: sessions"),
        (["scene", "start"], "journal: scenes"),
        (["player", "add", "Ana"], "journal"),
        (["void", "zzzzzzzz", "--reason", "x"], "journal"),
    ],
)
def test_rule_refusals_name_their_section(ready, args, rule):
    assert ready.refused(*args).endswith(f"({rule})")


def test_structure_events_cannot_be_voided(ready):
    scene = [e for e in ready.json("log") if e["type"] == "SceneStarted"][0]
    line = ready.refused("void", scene["id"], "--reason", "oops")
    assert "cannot be voided" in line


def test_an_event_voided_twice_is_refused(ready):
    (award,) = ready.json("reserve", "award", "Kira", "1")
    ready.run("void", award["id"], "--reason", "typo")
    assert "already void" in ready.refused("void", award["id"], "--reason", "again")


def test_a_dying_character_cannot_roll(ready):
    ready.run("wound", "Kira", "6")
    assert ready.json("show", "Kira")["status"] == "dying"
    line = ready.refused("roll", "Kira", "--char", "agilita", "--target", "1")
    assert line == "refused: Kira Voss is dying (Ferite e salute)"


@pytest.mark.parametrize(
    "args",
    [
        ["roll", "Kira", "--char", "agilita"],  # no --target
        ["roll", "Kira", "--char", "agilita", "--target", "x"],
        ["roll", "Kira", "--char", "agilita", "--target", "3", "--dice", "a,b"],
        [
            "roll",
            "Kira",
            "--char",
            "agilita",
            "--target",
            "3",
            "--dice",
            "1",
            "--seed",
            "4",
        ],
        ["scene", "end", "--award", "Kira"],
        ["reserve", "award", "Kira", "1", "--reason", "bribery"],
        ["nonsense"],
        ["chronicle", "--format", "docx", "--out", "x"],
    ],
)
def test_bad_usage_exits_2_and_records_nothing(ready, args):
    before = ready.event_count()
    result = ready.run(*args, expect=2)
    assert ready.event_count() == before
    assert "Traceback" not in result.output


def test_a_refused_multi_event_command_records_none_of_its_events(ready):
    # The second award names nobody: the first award and the scene end vanish too.
    before = ready.event_count()
    ready.refused("scene", "end", "--award", "Kira=1", "--award", "Zed=1")
    assert ready.event_count() == before
    assert ready.json("show", "Kira")["reserve"] == 7

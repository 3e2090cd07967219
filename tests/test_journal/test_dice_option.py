"""--dice as typed at the table: faces read as given, anything else is bad
usage (exit 2) saying what is wrong, and nothing is recorded."""

from __future__ import annotations

ROLL = ("roll", "Kira", "--char", "agilita", "--target", "1")


def usage(table, dice: str) -> str:
    before = table.event_count()
    result = table.run(*ROLL, "--dice", dice, expect=2)
    assert table.event_count() == before
    assert "Traceback" not in result.output
    return result.stderr.strip().splitlines()[-1]


def test_typed_faces_are_the_roll(ready):
    (roll,) = ready.json(*ROLL, "--dice", "6, 4,1")
    assert (roll["dice"], roll["successes"]) == ([6, 4, 1], 2)


def test_a_face_too_long_to_read_is_named_as_such(ready):
    line = usage(ready, "6,4," + "9" * 21)
    assert line.endswith("no die has a face of 21 digits")


def test_anything_but_faces_asks_for_faces(ready):
    for dice in ("6,x,1", ",", "6;4"):
        assert usage(ready, dice).endswith(
            "write the faces separated by commas, e.g. 6,4,1"
        )

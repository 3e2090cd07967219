"""Any ruleset's table: free dice, tracked resources, the table now."""

from __future__ import annotations


def test_a_free_roll_keeps_every_face_and_floors_at_zero(ready):
    # Dario rolls the rulebook's 2D6+6 by hand: 4 and 5 give 15.
    (rolled,) = ready.json("dice", "2D6+6", "--for", "Dario", "--dice", "4,5")
    assert (rolled["type"], rolled["expression"], rolled["total"]) == (
        "DiceRolled",
        "2d6+6",
        15,
    )
    assert rolled["dice"] == [
        {"sides": 6, "faces": [4, 5], "kept": [True, True], "exploded": [False, False]}
    ]
    (fist,) = ready.json("dice", "1d3-1d4", "--dice", "1,4")
    assert fist["total"] == 0 and fist["character"] is None


def test_exploding_and_kept_dice_print_what_counted(ready):
    line = ready.run("dice", "1d8!+4d6kh3", "--dice", "8,3,2,6,4,1").stdout
    assert "rolls 1d8!+4d6kh3 → 8+3 2 6 4 (1) = 23" in line


def test_a_free_roll_is_refused_when_it_is_not_notation_or_the_faces_miscount(ready):
    assert "is not dice notation" in ready.refused("dice", "2d6*3")
    assert "needs 2 dice, 1 were typed" in ready.refused("dice", "2d6", "--dice", "4")
    assert "a d8 has no face 9" in ready.refused("dice", "1d8", "--dice", "9")


def test_a_tables_own_track_moves_within_its_bounds(ready):
    # Kira keeps count of her arrows: 12 of 20.
    ready.run("track", "add", "Kira", "frecce", "--max", "20", "--value", "12")
    ready.run("track", "spend", "Kira", "frecce", "3", "--reason", "il drone")
    (gain,) = ready.json("track", "gain", "Kira", "Frecce", "12")
    assert (gain["delta"], gain["applied"]) == (12, 11)  # 9 + 12 stops at 20
    assert ready.json("track", "Kira")["frecce"] == {"value": 20, "min": 0, "max": 20}
    assert "below its minimum 0" in ready.refused(
        "track", "spend", "Kira", "frecce", "21"
    )
    ready.run("track", "set", "Kira", "frecce", "5", "--reason", "contate di nuovo")
    assert [r["value"] for r in ready.json("why", "Kira", "frecce")] == [12, 9, 20, 5]


def test_the_rulesets_own_tracks_point_to_their_commands(ready):
    tracks = ready.json("track", "Kira")
    assert tracks["reserve"] == {"value": 7, "min": 0, "max": 7}
    assert tracks["wounds"] == {"value": 0, "min": 0, "max": 6}
    refused = ready.refused("track", "spend", "Kira", "riserva", "1")
    assert "use `journal reserve`" in refused
    assert "already has a track" in ready.refused("track", "add", "Kira", "Riserva")


def test_a_void_of_a_track_change_refolds_later_ones(ready):
    ready.run("track", "add", "Kira", "monete", "--value", "1")
    (gain,) = ready.json("track", "gain", "Kira", "monete", "2")
    ready.run("track", "spend", "Kira", "monete", "3")
    # Without the gain the spend is impossible: the void is refused.
    assert "would be -2" in ready.refused("void", gain["id"], "--reason", "x")


def test_status_tells_the_table_now(ready):
    found = ready.json("status")
    assert (found["campaign"], found["ruleset"]) == ("Ombre su Milano", "daimon2090")
    assert found["scene"] == {"number": 1, "title": "Il molo"}
    assert found["session"]["number"] == 1 and "master" in found
    kira = next(c for c in found["characters"] if c["name"] == "Kira Voss")
    assert (kira["reserve"], kira["wounds"]) == (7, 0)
    text = ready.run("--lang", "it", "status").stdout
    assert "Scena 1: Il molo" in text and "Kira Voss (Ana): Riserva 7" in text


def test_rulesets_lists_the_built_in_ones(table):
    rows = table.json("rulesets")
    # Each from the journal's own `journal.rulesets` entry points, by name.
    assert [(r["name"], r["origin"]) for r in rows] == [
        ("azioni", "built in"),
        ("brp", "built in"),
        ("daimon2090", "built in"),
        ("fdt", "built in"),
        ("microd6", "built in"),
    ]
    assert rows[2]["title"] == "Dàimon 2090"

"""The rulebook's arithmetic through the CLI, with dice typed at the table."""

from __future__ import annotations


def roll(table, *args):
    (event,) = [e for e in table.json("roll", *args) if e["type"] == "ProvaRolled"]
    return event


def test_a_scripted_session_follows_the_rulebook(ready):
    # Kira starts the adventure with 7 Riserva dice (+1 at session start is lost).
    assert ready.json("show", "Kira")["reserve"] == 7

    # She commits 2 reserve dice and fails: all but one come back -> 6.
    first = roll(
        ready,
        "Kira",
        "--char",
        "agilita",
        "--reserve",
        "2",
        "--target",
        "3",
        "--dice",
        "1,2,3,4,1",
    )
    assert (first["pool"], first["successes"], first["outcome"]) == (5, 1, "failure")
    assert (first["margin"], first["reserve_committed"], first["reserve_returned"]) == (
        2,
        2,
        1,
    )
    assert ready.json("show", "Kira")["reserve"] == 6

    # She commits 3 and succeeds: the 3 are discarded -> 3.
    second = roll(
        ready,
        "Kira",
        "--char",
        "Agilità",
        "--reserve",
        "3",
        "--target",
        "3",
        "--dice",
        "4,5,6,1,1,1",
    )
    assert (second["successes"], second["outcome"], second["margin"]) == (
        3,
        "success",
        0,
    )
    assert second["reserve_returned"] == 0
    assert ready.json("show", "Kira")["reserve"] == 3

    # Two wounds on Potenza 3 are light: -1D on every pool from now on.
    ready.run("wound", "Kira", "2")
    wounds = ready.json("show", "Kira")["wounds"]
    assert wounds == {"current": 2, "max": 6, "light": 2, "serious": 0, "penalty": 1}
    ready.refused(
        "roll", "Kira", "--char", "agility", "--target", "1", "--dice", "1,2,3"
    )  # the old pool size: 3 dice
    third = roll(ready, "Kira", "--char", "agility", "--target", "1", "--dice", "5,2")
    assert third["pool"] == 2 and third["breakdown"]["wound_penalty"] == 1

    # The Master awards 2 -> 5; the award was a mistake and is voided -> 3.
    (award,) = ready.json("reserve", "award", "Kira", "2", "--reason", "danger")
    assert ready.json("show", "Kira")["reserve"] == 5
    ready.run("void", award["id"], "--reason", "the award was for Dario")
    assert ready.json("show", "Kira")["reserve"] == 3

    # As of the first roll, Kira had 6.
    assert ready.json("show", "Kira", "--as-of", first["id"])["reserve"] == 6


def test_the_log_keeps_the_voided_award_and_its_void(ready):
    (award,) = ready.json("reserve", "award", "Kira", "2")
    (void,) = ready.json("void", award["id"], "--reason", "wrong character")
    log = ready.json("log")
    by_id = {event["id"]: event for event in log}
    assert by_id[award["id"]]["void"] is True
    assert by_id[void["id"]]["type"] == "EventVoided"
    assert by_id[void["id"]]["target"] == award["id"]
    assert [e["seq"] for e in log] == list(range(1, len(log) + 1))


def test_a_void_of_a_void_restores_the_effects(ready):
    ready.run("reserve", "spend", "Kira", "4", "--for", "ricaricare")
    (spend,) = [e for e in ready.json("log") if e["type"] == "ReserveSpent"]
    (void,) = ready.json("void", spend["id"], "--reason", "never spent")
    assert ready.json("show", "Kira")["reserve"] == 7
    ready.run("void", void["id"], "--reason", "it was spent after all")
    assert ready.json("show", "Kira")["reserve"] == 3


def test_a_void_that_would_make_a_later_roll_impossible_is_refused(ready):
    # Kira is awarded 2 after spending 4 (7 -> 3 -> 5), then commits 5 dice.
    ready.run("reserve", "spend", "Kira", "4", "--for", "un favore")
    (award,) = ready.json("reserve", "award", "Kira", "2")
    ready.run(
        "roll",
        "Kira",
        "--char",
        "agilita",
        "--reserve",
        "5",
        "--target",
        "1",
        "--dice",
        "6,6,6,6,6,6,6,6",
    )
    line = ready.refused("void", award["id"], "--reason", "typo")
    assert "Riserva dei dadi" in line and "3" in line


def test_session_start_gives_one_die_up_to_seven(ready):
    ready.run("reserve", "spend", "Kira", "3", "--for", "informazioni")
    ready.run("scene", "end")
    ready.run("session", "end")
    events = ready.json("session", "start")
    gains = {
        e["character"]: (e["gained"], e["lost"])
        for e in events
        if e["type"] == "ReserveAwarded"
    }
    assert gains == {"Kira Voss": (1, 0), "Dario Neri": (0, 1)}
    assert ready.json("show", "Kira")["reserve"] == 5


def test_scene_end_awards_belong_to_the_scene(ready):
    events = ready.json(
        "scene", "end", "--award", "Kira=2:danger", "--award", "Dario=1"
    )
    # The Master role passes before the scene closes (two players: no roll).
    assert [e["type"] for e in events] == [
        "ReserveAwarded",
        "ReserveAwarded",
        "MasterHandedOver",
        "TokensReturned",
        "SceneEnded",
    ]
    assert all(e["scene"] == 1 for e in events)


def test_a_skill_the_character_lacks_counts_zero_and_says_so(ready):
    # Declared with --lacks-skill (tests/test_table: a name not declared is refused).
    result = ready.run(
        "roll",
        "Kira",
        "--char",
        "agilita",
        "--skill",
        "Nuotare",
        "--lacks-skill",
        "--target",
        "1",
        "--dice",
        "1,1,1",
    )
    assert result.stderr == (
        "note: Kira Voss has no skill 'Nuotare'; it counts 0 (Abilità)\n"
    )
    (roll,) = [e for e in ready.json("log") if e["type"] == "ProvaRolled"]
    assert roll["breakdown"]["skill"] == {"name": "Nuotare", "score": 0, "owned": False}


def test_trait_effects_change_the_pools_they_name(ready):
    # Kira is Diffidente (Empatia -1): Carisma 1 + Empatia 0 - 1 + bonus 2 = 2 dice.
    roll = ready.json(
        "roll",
        "Kira",
        "--char",
        "carisma",
        "--skill",
        "Empatia",
        "--lacks-skill",
        "--bonus",
        "2",
        "--target",
        "1",
        "--dice",
        "6,1",
    )[0]
    assert roll["pool"] == 2 and roll["outcome"] == "success"
    assert roll["breakdown"]["trait_effects"] == [
        {"trait": "Diffidente", "target": "Empatia", "dice": -1}
    ]


def test_a_pool_of_zero_rolls_no_dice_and_fails(ready):
    # Decision (digest section 2): a pool at 0 or below rolls nothing and fails.
    roll = ready.json(
        "roll",
        "Kira",
        "--char",
        "carisma",
        "--skill",
        "Empatia",
        "--lacks-skill",
        "--target",
        "1",
    )[0]
    assert (roll["pool"], roll["dice"], roll["successes"]) == (0, [], 0)
    assert (roll["outcome"], roll["margin"]) == ("failure", 1)

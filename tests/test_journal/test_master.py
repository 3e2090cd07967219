"""The rotating Master at the table (Master a rotazione), read back from the events.

Ana plays Kira Voss, Bruno Dario Neri, Carla Mara Sole; every roll for the role
is typed, one face per player who rolls in the order Ana, Bruno, Carla, then the
re-rolls of the tied in the same order.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.stores import pre_chain_store

DATA = Path(__file__).resolve().parents[1] / "data"
MARA = DATA / "resolution" / "mara.toml"


@pytest.fixture
def trio(table, sample_dir):
    """Three players, one character each, an adventure; no session yet."""
    table.run("campaign", "new", "Tre al tavolo")
    table.run("player", "add", "Ana", "Bruno", "Carla")
    table.run("character", "create", "--from", str(sample_dir / "kira.toml"))
    table.run("character", "create", "--from", str(sample_dir / "dario.toml"))
    table.run("character", "create", "--from", str(MARA))
    table.run("adventure", "start", "Il giro del Master")
    return table


def master_events(table) -> list[dict]:
    kinds = {"MasterRolled", "MasterHandedOver", "TokensReturned"}
    return [e for e in table.json("log") if e["type"] in kinds]


def handovers(table) -> list[tuple]:
    """(scene, Master, how, candidates) for every handover, from the log."""
    return [
        (e["for_scene"], e["player"], e["how"], e["candidates"])
        for e in master_events(table)
        if e["type"] == "MasterHandedOver"
    ]


def reserve(table, name: str) -> int:
    return table.json("show", name)["reserve"]


def six_scenes(t) -> None:
    # Session start: Ana 3, Bruno 6, Carla 6; Bruno and Carla re-roll 2, 5.
    t.run("session", "start", "--date", "2026-11-21", "--dice", "3,6,6,2,5")
    t.run("scene", "start", "Uno")
    t.run("scene", "end", "--dice", "4,1")  # tokens: Ana 4, Bruno 1
    t.run("scene", "start", "Due")
    t.run("scene", "end")  # only Bruno holds a token: no roll; all come back
    t.run("scene", "start", "Tre")
    t.run("master", "claim", "Ana")  # Kira pays 1D
    t.run("master", "claim", "Carla")  # Mara pays 1D and contests it
    t.run("scene", "end", "--dice", "5,5,2,6")  # only the payers roll
    t.run("scene", "start", "Quattro")
    t.run("master", "reward", "--votes", "2/2")  # Ana and Bruno vote for Carla
    t.run("master", "keep")  # a short scene: Carla stays for 1D
    t.run("scene", "end")
    t.run("scene", "start", "Cinque")
    t.run("scene", "end", "--dice", "2,4")  # Ana and Bruno: Carla never rolls
    t.run("scene", "start", "Sei")
    t.run("scene", "end")  # only Ana holds a token
    t.run("session", "end")


def test_six_scenes_follow_the_rotation_a_claim_and_a_keep(trio):
    six_scenes(trio)
    assert handovers(trio) == [
        (1, "Carla", "first", ["Ana", "Bruno", "Carla"]),
        (2, "Ana", "rotation", ["Ana", "Bruno"]),
        (3, "Bruno", "rotation", ["Bruno"]),
        (4, "Carla", "claim", ["Ana", "Carla"]),
        (5, "Carla", "keep", ["Carla"]),
        (6, "Bruno", "rotation", ["Ana", "Bruno"]),
        (7, "Ana", "rotation", ["Ana"]),
    ]
    rolls = [e for e in master_events(trio) if e["type"] == "MasterRolled"]
    assert [(r["reason"], r["rounds"], r["winner"]) for r in rolls] == [
        (
            "first",
            [{"Ana": 3, "Bruno": 6, "Carla": 6}, {"Bruno": 2, "Carla": 5}],
            "Carla",
        ),
        ("rotation", [{"Ana": 4, "Bruno": 1}], "Ana"),
        ("claim", [{"Ana": 5, "Carla": 5}, {"Ana": 2, "Carla": 6}], "Carla"),
        ("rotation", [{"Ana": 2, "Bruno": 4}], "Bruno"),
    ]
    assert all(r["dice_source"] == "typed" for r in rolls)
    assert rolls[0]["dice"] == [3, 6, 6, 2, 5]


def test_tokens_come_back_when_the_last_one_is_given(trio):
    six_scenes(trio)
    events = master_events(trio)
    returned = [
        (e["scene"], e["players"]) for e in events if e["type"] == "TokensReturned"
    ]
    # Bruno takes scene 3 with the last token; Ana takes the last one of the second
    # round (after Carla's claim and Bruno's roll) for a scene 7 never played.
    assert returned == [(2, ["Ana", "Bruno", "Carla"]), (6, ["Ana", "Bruno", "Carla"])]
    # The handovers come before the scene's end, so they belong to that scene.
    assert [e["scene"] for e in events if e["type"] == "MasterHandedOver"] == [
        None,
        *range(1, 7),
    ]


def test_claims_keeps_and_the_vote_move_real_riserva(trio):
    six_scenes(trio)
    # Kira: 7 (+1 lost at session start), claim -1 = 6. Mara: 7, claim -1 = 6,
    # the Master's die +1 = 7, keep -1 = 6. Dario never paid: 7.
    assert (reserve(trio, "Kira"), reserve(trio, "Dario"), reserve(trio, "Mara")) == (
        6,
        7,
        6,
    )
    log = trio.json("log")
    paid = [(e["type"], e.get("character")) for e in log]
    assert ("MasterClaimed", "Kira Voss") in paid
    assert ("MasterKept", "Mara Sole") in paid
    (vote,) = [e for e in log if e["type"] == "MasterRewarded"]
    assert (vote["player"], vote["yes"], vote["total"], vote["scene"]) == (
        "Carla",
        2,
        2,
        4,
    )
    (die,) = [e for e in log if e.get("reason") == "master"]
    assert (die["type"], die["character"], die["amount"]) == (
        "ReserveAwarded",
        "Mara Sole",
        1,
    )


def test_the_chronicle_names_each_scene_s_master(trio, tmp_path):
    six_scenes(trio)
    out = tmp_path / "s1.md"
    trio.run("chronicle", "--session", "1", "--format", "md", "--out", str(out))
    masters = re.findall(r"^\*Master: (\w+)\*$", out.read_text(), re.MULTILINE)
    assert masters == ["Carla", "Ana", "Bruno", "Carla", "Carla", "Bruno"]


def test_the_outgoing_master_does_not_roll_when_the_tokens_come_back(trio):
    trio.run("session", "start", "--dice", "6,1,2")  # Ana
    for dice in ("1,5", None, "3,4"):  # Carla; Bruno (the last token); then?
        trio.run("scene", "start")
        trio.run("scene", "end", *(["--dice", dice] if dice else []))
    # Every token came back with Bruno, but the role must change hands: Ana and
    # Carla roll, Bruno does not.
    assert handovers(trio)[-1] == (4, "Carla", "rotation", ["Ana", "Carla"])


def test_the_state_shows_the_master_and_the_tokens(trio):
    trio.run("session", "start", "--dice", "3,6,6,2,5")
    state = trio.json("master")
    assert (state["master"], state["tokens"]) == ("Carla", ["Ana", "Bruno"])
    trio.run("scene", "start")
    trio.run("master", "claim", "Bruno", "Ana")
    state = trio.json("master")
    assert state["declared"] == {"how": "claim", "players": ["Bruno", "Ana"]}
    text = trio.run("master").output
    assert "Master: Carla" in text and "Holding a token: Ana, Bruno" in text
    trio.run("scene", "end", "--dice", "6,1")  # Ana 6, Bruno 1: the table's order
    assert trio.json("master")["master"] == "Ana"
    trio.run("session", "end")
    assert trio.json("master")["master"] is None


def test_first_masters_of_earlier_sessions_wait_for_everyone(trio):
    def first() -> tuple:
        (hand,) = [e for e in trio.json("log")[-6:] if e["type"] == "MasterHandedOver"]
        return hand["player"], hand["candidates"]

    trio.run("session", "start", "--dice", "3,6,6,2,5")  # Carla
    trio.run("session", "end")
    trio.run("session", "start", "--dice", "1,6")  # Ana and Bruno roll: Bruno
    assert first() == ("Bruno", ["Ana", "Bruno"])
    trio.run("session", "end")
    trio.run("session", "start")  # only Ana has not been first: no roll
    assert first() == ("Ana", ["Ana"])
    trio.run("session", "end")
    trio.run("session", "start", "--dice", "2,3,1")  # everyone again: Bruno
    assert first() == ("Bruno", ["Ana", "Bruno", "Carla"])
    trio.run("session", "end")
    # Absent Bruno does not hold up the round: Ana and Carla have not been first
    # in it, and only they are at the table.
    trio.run(
        "session", "start", "--present", "Carla", "--present", "Ana", "--dice", "4,5"
    )
    assert first() == ("Ana", ["Carla", "Ana"])


def test_a_player_alone_at_the_table_is_master_without_a_roll(trio):
    events = trio.json("session", "start", "--present", "Ana")
    kinds = [e["type"] for e in events if e["type"].startswith(("Master", "Tokens"))]
    assert kinds == ["MasterHandedOver", "TokensReturned"]
    trio.run("scene", "start")
    ended = trio.json("scene", "end")
    assert [e["type"] for e in ended] == ["SceneEnded"]
    assert trio.json("master")["master"] == "Ana"
    trio.run("scene", "start")
    trio.refused("scene", "end", "--dice", "4")  # nobody rolls: no dice


def test_master_roll_passes_the_role_now(trio):
    trio.run("session", "start", "--dice", "6,1,2")  # Ana
    trio.run("scene", "start")
    (rolled, handed) = trio.json("master", "roll", "--dice", "3,5")
    assert (rolled["rounds"], handed["player"], handed["for_scene"]) == (
        [{"Bruno": 3, "Carla": 5}],
        "Carla",
        1,
    )


def test_a_voided_claim_gives_the_die_back_and_withdraws(trio):
    trio.run("session", "start", "--dice", "6,1,2")  # Ana
    trio.run("scene", "start")
    (claim,) = trio.json("master", "claim", "Bruno")
    assert reserve(trio, "Dario") == 6
    trio.run("void", claim["id"], "--reason", "Bruno changed his mind")
    assert reserve(trio, "Dario") == 7
    assert trio.json("master")["declared"] is None
    trio.run("scene", "end", "--dice", "4,5")  # the rotation roll instead
    assert trio.json("master")["master"] == "Carla"


def test_seeded_rolls_repeat(trio):
    trio.run("session", "start", "--seed", "11")
    first = master_events(trio)
    assert first and first[0]["seed"] == 11 and first[0]["dice_source"] == "rolled"


# -- refusals -------------------------------------------------------------------


def test_a_claim_needs_a_riserva_die(trio):
    trio.run("session", "start", "--dice", "6,1,2")
    trio.run("scene", "start")
    trio.run("reserve", "spend", "Dario", "7", "--for", "tutto")
    line = trio.refused("master", "claim", "Bruno")
    assert "Dario Neri has no Riserva dice" in line and "(Master a rotazione)" in line


def test_keep_with_no_master_is_refused(trio):
    line = trio.refused("master", "keep")
    assert line == (
        "refused: nobody holds the Master role to keep the role (Master a rotazione)"
    )
    trio.run("session", "start", "--dice", "6,1,2")
    trio.run("session", "end")
    assert "nobody holds the Master role" in trio.refused("master", "keep")


def test_the_master_s_die_needs_a_majority_of_the_others(trio):
    trio.run("session", "start", "--dice", "6,1,2")  # Ana
    trio.run("scene", "start")
    line = trio.refused("master", "reward", "--votes", "1/2")
    assert "needs a majority (Ricompensa per il Master)" in line
    line = trio.refused("master", "reward", "--votes", "3/3")
    assert "3 votes, but 2 players besides the Master" in line
    line = trio.refused("master", "reward", "--votes", "1")  # 1 of Bruno and Carla
    assert "1 of 2 voted yes" in line
    (vote, die) = trio.json("master", "reward", "--votes", "2")
    assert (vote["yes"], vote["total"], die["character"]) == (2, 2, "Kira Voss")
    assert "voted already" in trio.refused("master", "reward", "--votes", "2/2")


def test_an_unknown_player_is_refused(trio):
    line = trio.refused("session", "start", "--present", "Ana", "--present", "Zed")
    assert "no player called 'Zed'" in line
    trio.run("session", "start", "--dice", "6,1,2")
    trio.run("scene", "start")
    line = trio.refused("master", "claim", "Zed")
    assert "no player or character called 'Zed'" in line


@pytest.mark.parametrize(
    "steps, refused, message",
    [
        ([], ["master", "claim", "Bruno"], "during a scene"),
        ([["scene", "start"]], ["master", "claim", "Bruno", "Bruno"], "already paid"),
        (
            [["scene", "start"], ["master", "keep"]],
            ["master", "claim", "Bruno"],
            "a keep cannot be contested",
        ),
        (
            [["scene", "start"], ["master", "claim", "Bruno"]],
            ["master", "keep"],
            "the Master can contest it",
        ),
        (
            [["scene", "start"], ["master", "claim", "Bruno"]],
            ["master", "roll"],
            "`journal scene end` settles it",
        ),
        # Bruno holds the only token: he takes the role without a roll.
        ([["scene", "start"]], ["scene", "end", "--dice", "4"], "needs 0 dice"),
        ([["scene", "start"]], ["master", "keep", "--character", "Dario"], "not Ana"),
    ],
)
def test_declarations_follow_the_rules(trio, steps, refused, message):
    trio.run(
        "session", "start", "--present", "Ana", "--present", "Bruno", "--dice", "6,1"
    )
    for step in steps:
        trio.run(*step)
    assert message in trio.refused(*refused)


def test_a_player_with_two_characters_names_the_one_who_pays(trio, tmp_path):
    second = tmp_path / "eco.toml"
    second.write_text(MARA.read_text().replace("Mara Sole", "Eco Sole"))
    trio.run("character", "create", "--from", str(second))
    trio.run("session", "start", "--dice", "6,1,2")
    trio.run("scene", "start")
    assert "plays several characters" in trio.refused("master", "claim", "Carla")
    (claim,) = trio.json("master", "claim", "Eco Sole")
    assert (claim["player"], claim["character"]) == ("Carla", "Eco Sole")


def test_a_player_not_at_the_table_cannot_claim(trio):
    trio.run(
        "session", "start", "--present", "Ana", "--present", "Bruno", "--dice", "6,1"
    )
    trio.run("scene", "start")
    assert "Carla is not at the table" in trio.refused("master", "claim", "Carla")


# -- old streams and help -------------------------------------------------------


def test_an_old_stream_without_masters_still_plays(table):
    rows = [
        json.loads(line)
        for line in (DATA / "ombre-su-milano.v1.jsonl").read_text().splitlines()
    ]
    pre_chain_store(table.store, rows)  # as the journal stored it then
    assert table.json("master")["master"] is None
    table.run("session", "start", "--dice", "2,5")  # Ana 2, Bruno 5
    state = table.json("master")
    assert (state["master"], state["tokens"]) == ("Bruno", ["Ana"])


def test_typed_dice_must_cover_every_re_roll(trio):
    # Ana and Bruno tie on 6: their re-roll needs two more faces.
    line = trio.refused("session", "start", "--dice", "6,6,1")
    assert line == "refused: the roll needs 5 dice, 3 were typed (Master a rotazione)"


def test_the_help_gives_the_order_of_the_dice(ready):
    text = ready.run("session", "start", "--help").output
    assert "in the order of" in text and "--present" in text and "re-roll" in text
    assert "journal master claim" in ready.run("master", "--help").output


@pytest.mark.parametrize(
    "args",
    [
        ["master", "reward", "--votes", "two"],
        ["master", "claim"],
        ["master", "roll", "--dice", "1,2", "--seed", "3"],
    ],
)
def test_bad_usage_exits_2(trio, args):
    trio.run("session", "start", "--dice", "6,1,2")
    trio.run("scene", "start")
    trio.run(*args, expect=2)

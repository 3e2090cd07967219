"""The rotating Master's pure rules (Master a rotazione) and their folds."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime
from uuid import uuid4

import pytest
from hypothesis import given
from hypothesis import strategies as st

from journal.domain.campaign import Stamp
from journal.domain.daimon2090 import rotation as rot
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.projections.timeline import state_at
from tests.builders import sheet

TABLE = ["Ana", "Bruno", "Carla"]
STAMP = Stamp(datetime(2026, 11, 21, tzinfo=UTC), "test")


def test_the_highest_die_takes_the_role():
    rolled = rot.roll_off(TABLE, Dice(typed=[2, 6, 4]))
    assert (rolled.winner, rolled.rounds, rolled.source) == (
        "Bruno",
        [{"Ana": 2, "Bruno": 6, "Carla": 4}],
        "typed",
    )


def test_only_the_tied_highest_re_roll():
    # Ana and Carla tie on 5 (Bruno's 1 is out), tie again on 3, then Carla wins.
    rolled = rot.roll_off(TABLE, Dice(typed=[5, 1, 5, 3, 3, 2, 4]))
    assert rolled.rounds == [
        {"Ana": 5, "Bruno": 1, "Carla": 5},
        {"Ana": 3, "Carla": 3},
        {"Ana": 2, "Carla": 4},
    ]
    assert rolled.winner == "Carla"


def test_a_single_candidate_needs_no_roll():
    rolled = rot.roll_off(["Ana"], Dice(typed=[]))
    assert rolled == rot.RollOff("Ana", [], None, None)


def test_a_re_roll_needs_its_own_dice():
    with pytest.raises(RuleBroken, match="needs 5 dice, 3 were typed"):
        rot.roll_off(TABLE, Dice(typed=[6, 6, 1]))


@given(st.integers(0, 10**6), st.integers(2, 6))
def test_every_round_is_the_tie_of_the_round_before(seed, players):
    names = [f"P{n}" for n in range(players)]
    rolled = rot.roll_off(names, Dice.seeded(seed))
    assert list(rolled.rounds[0]) == names
    for before, after in itertools.pairwise(rolled.rounds):
        top = max(before.values())
        assert list(after) == [p for p, face in before.items() if face == top]
    last = rolled.rounds[-1]
    assert [p for p, f in last.items() if f == max(last.values())] == [rolled.winner]


def test_first_masters_wait_until_everyone_present_has_been():
    assert rot.first_candidates(TABLE, []) == TABLE
    assert rot.first_candidates(TABLE, ["Carla"]) == ["Ana", "Bruno"]
    assert rot.first_candidates(TABLE, ["Carla", "Ana", "Bruno"]) == TABLE
    assert rot.firsts_after(TABLE, ["Carla"], "Ana") == ["Carla", "Ana"]
    # Everyone had been: a new round starts with this session's first Master.
    assert rot.firsts_after(TABLE, ["Carla", "Ana", "Bruno"], "Ana") == ["Ana"]
    # An absent first Master does not hold the others back.
    assert rot.first_candidates(["Ana", "Bruno"], ["Ana", "Bruno"]) == [
        "Ana",
        "Bruno",
    ]


def test_the_outgoing_master_never_rolls_to_follow_themselves():
    every_token_back = {"master": "Carla", "tokens": list(TABLE)}
    assert rot.rotation_candidates(every_token_back, TABLE) == ["Ana", "Bruno"]
    alone = {"master": "Ana", "tokens": ["Ana"]}
    assert rot.rotation_candidates(alone, ["Ana"]) == []


def test_the_role_is_a_fold_that_voids_restate():
    campaign = DaimonCampaign.start(uuid4(), "Giro", STAMP)
    campaign.add_players(TABLE, STAMP)
    for name, player in zip(["Kira", "Dario", "Mara"], TABLE, strict=True):
        campaign.create_character(sheet(name, player), STAMP)
    campaign.start_session("2026-11-21", [], STAMP, Dice(typed=[1, 6, 2]))
    campaign.start_scene(None, STAMP)
    campaign.claim_master(["Ana", "Carla"], STAMP)
    history = list(campaign.collect_events())
    claim = history[-1]
    campaign.void(claim, "Carla did not pay", history, STAMP)
    history += list(campaign.collect_events())
    assert campaign.state.table == state_at(history).table
    role = rot.role(campaign.state)
    assert (role["master"], role["declared"]) == (
        "Bruno",
        {"how": "claim", "players": ["Ana"]},
    )
    campaign.end_scene(STAMP, dice=Dice(typed=[]))  # Ana alone claimed it
    assert rot.role(campaign.state)["master"] == "Ana"
    assert campaign.state.character("Mara").reserve == 7

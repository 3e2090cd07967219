"""Confrontations (Confronti) in the domain: ranking, returns, stalls, folds."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from journal.domain.daimon2090.confrontation import (
    Side,
    rechallenge_warnings,
    resolve,
    returned,
    settlement,
    stall_of,
)
from journal.domain.dice import Dice
from journal.domain.errors import JournalError, RuleBroken
from journal.projections.timeline import state_at
from tests.replay import comparable
from tests.test_domain.test_replay import KIRA, STAMP, new_campaign


def test_most_successes_prevails_and_the_margin_is_first_minus_second():
    assert resolve([3, 1]) == {
        "outcome": "winner",
        "ranks": [1, 2],
        "results": ["winner", "defeated"],
        "margin": 2,
        "exceptional": False,
    }
    assert resolve([0, 3])["exceptional"] is True  # 3+: a clear victory


def test_three_sides_rank_and_a_shared_first_place_is_a_stall():
    assert resolve([1, 3, 2])["ranks"] == [3, 1, 2]
    assert resolve([1, 3, 2])["margin"] == 1
    tie = resolve([2, 2, 1])
    assert (tie["outcome"], tie["results"], tie["margin"]) == (
        "stall",
        ["stalled", "stalled", "defeated"],
        0,
    )
    # A tie below the first place is no stall: the first prevails over both.
    assert resolve([4, 1, 1])["results"] == ["winner", "defeated", "defeated"]


def test_the_winner_discards_the_others_get_all_but_one_back():
    assert returned(3, "winner") == 0
    assert returned(2, "defeated") == 1
    assert returned(3, "stalled") == 2  # a stall: both count as defeated
    assert returned(1, "stalled") == 0  # committing 1 always loses it
    assert returned(0, "defeated") == 0


def test_what_the_stalls_choices_lead_to():
    assert settlement("withdraw", ["dario"]) == ("winner", "dario")
    assert settlement("accept", ["kira"]) == ("winner", "kira")  # kira insisted
    assert settlement("accept", []) == ("stall_accepted", None)
    assert settlement("refuse", ["dario", "mara"]) == ("stall", None)


@given(st.lists(st.integers(0, 9), min_size=2, max_size=5))
def test_a_round_has_one_winner_or_a_stall_of_the_first(successes):
    found = resolve(successes)
    first = [s == max(successes) for s in successes]
    if found["outcome"] == "winner":
        assert found["results"].count("winner") == 1 and sum(first) == 1
    else:
        assert found["results"].count("stalled") == sum(first) > 1
    assert found["margin"] == sorted(successes)[-1] - sorted(successes)[-2]


# -- the campaign -------------------------------------------------------------


def campaign_of_three():
    campaign, history = new_campaign()
    campaign.create_character({**KIRA, "name": "Mara", "player": "Ana"}, STAMP)
    history += campaign.collect_events()
    return campaign, history


def play(campaign, history, command, *args):
    getattr(campaign, command)(*args, STAMP)
    events = campaign.collect_events()
    history += events
    assert comparable(campaign.state) == comparable(state_at(history))
    return events


def reserves(campaign):
    return {s.name: s.reserve for s in campaign.state.characters.values()}


def test_a_tie_for_first_among_three_leaves_the_third_defeated():
    campaign, history = campaign_of_three()
    sides = [
        Side("Kira", "agilita", reserve=2),
        Side("Dario", "agilita"),
        Side("Mara", "agilita", reserve=3),
    ]
    # Kira 5 dice: 2 successes; Dario 3: 2; Mara 6: 1.
    faces = [6, 6, 1, 1, 1] + [5, 4, 1] + [6, 1, 1, 1, 1, 1]
    *_, roll = play(campaign, history, "confront", sides, Dice(faces))
    assert [s["result"] for s in roll.sides] == ["stalled", "stalled", "defeated"]
    # Kira gets 1 of her 2 back, Mara 2 of her 3: all three count as defeated.
    assert reserves(campaign) == {"Kira": 6, "Dario": 7, "Mara": 6}
    kira, dario, mara = (s["character_id"] for s in roll.sides)
    assert stall_of(campaign.state.table, mara) is None
    assert stall_of(campaign.state.table, kira)[1]["stalled"] == [kira, dario]
    play(campaign, history, "settle_stall", ["Kira"], "withdraw")
    assert campaign.state.table["confrontations"]["stalls"] == {}
    (result,) = campaign.state.table["confrontations"]["results"]
    assert (result["winner"], result["sides"]) == (dario, [kira, dario, mara])


def test_a_stall_of_three_goes_on_when_one_withdraws():
    campaign, history = campaign_of_three()
    sides = [Side(name, "agilita") for name in ("Kira", "Dario", "Mara")]
    play(campaign, history, "confront", sides, Dice([6, 1, 1] * 3))
    (settled,) = play(campaign, history, "settle_stall", ["Mara"], "refuse")
    assert (settled.outcome, settled.winner) == ("stall", None)
    escalation = [("Dario", 1), ("Kira", 2)]
    *_, roll = play(campaign, history, "escalate", escalation, Dice([1, 6, 1]))
    assert (roll.round, roll.winner, roll.margin) == (1, "Kira", 1)
    # Kira discards her 2; Dario's single die is lost.
    assert reserves(campaign) == {"Kira": 5, "Dario": 6, "Mara": 7}


def test_the_state_survives_a_snapshot_as_json():
    campaign, history = new_campaign()
    sides = [Side("Kira", "agilita", reserve=1), Side("Dario", "agilita")]
    play(campaign, history, "confront", sides, Dice([6, 1, 1, 1, 6, 1, 1]))
    table = campaign.state.table
    assert json.loads(json.dumps(table)) == table


def test_a_refused_confrontation_leaves_no_pending_event():
    campaign, _ = new_campaign()
    sides = [Side("Kira", "agilita"), Side("Dario", "agilita")]
    with pytest.raises(RuleBroken, match="rolls 6 dice"):
        campaign.confront(sides, Dice([6, 6]), STAMP)
    assert campaign.pending_events == []
    with pytest.raises(JournalError):
        campaign.escalate([("Kira", 1), ("Dario", 1)], Dice([6, 6]), STAMP)


def test_voiding_a_stalls_choice_reopens_the_stall_and_blocks_a_later_one():
    campaign, history = new_campaign()
    sides = [Side("Kira", "agilita"), Side("Dario", "agilita")]
    play(campaign, history, "confront", sides, Dice([6, 1, 1, 6, 1, 1]))
    (withdrawn,) = play(campaign, history, "settle_stall", ["Dario"], "withdraw")
    play(campaign, history, "confront", sides, Dice([6, 6, 6, 1, 1, 1]))
    with pytest.raises(RuleBroken, match="Kira is in a stall"):
        campaign.void(withdrawn, "Dario never withdrew", history, STAMP)


def sheet(char_id, name, reserve):
    return SimpleNamespace(id=char_id, name=name, reserve=reserve)


def test_rechallenge_warnings_follow_the_rulebook():
    table = {
        "confrontations": {
            "stalls": {},
            "results": [
                {
                    "confrontation": "c1",
                    "session": 2,
                    "sides": ["k", "d"],
                    "winner": "k",
                    "winner_reserve": 4,
                    "declared": {
                        "k": {"characteristic": "Agilità", "skill": None},
                        "d": {"characteristic": "Agilità", "skill": "Furtività"},
                    },
                }
            ],
        }
    }
    kira, dario = sheet("k", "Kira", 4), sheet("d", "Dario", 6)
    same = {
        "k": {"characteristic": "Potenza", "skill": None},
        "d": {"characteristic": "Spirito", "skill": "furtivita"},
    }
    (line,) = rechallenge_warnings(table, 2, [kira, dario], same)
    assert line.startswith("Dario uses Furtività again after losing confrontation c1")
    assert rechallenge_warnings(table, 3, [kira, dario], same) == []  # next session
    recovered = sheet("k", "Kira", 5)
    assert rechallenge_warnings(table, 2, [recovered, dario], same) == []
    other = {**same, "d": {"characteristic": "Carisma", "skill": None}}
    assert rechallenge_warnings(table, 2, [kira, dario], other) == []


step = st.one_of(
    st.tuples(
        st.just("confront"),
        st.permutations(["Kira", "Dario", "Mara"]).map(lambda p: p[:2]),
        st.integers(0, 3),
        st.integers(0, 3),
        st.integers(0, 10**6),
    ),
    st.tuples(
        st.just("escalate"), st.integers(1, 3), st.integers(1, 3), st.integers(0, 99)
    ),
    st.tuples(
        st.just("settle"),
        st.lists(st.sampled_from(["Kira", "Dario", "Mara"]), min_size=1, max_size=2),
        st.sampled_from(["withdraw", "refuse", "accept"]),
    ),
    st.tuples(st.just("award"), st.sampled_from(["Kira", "Dario"])),
    st.tuples(st.just("all"), st.sampled_from(["accept", "withdraw"])),
    st.tuples(st.just("void"), st.integers(0, 10**6)),
)


def stalled(campaign) -> list[str]:
    """The names in the first open stall (Kira and Dario when there is none)."""
    stalls = campaign.state.table.get("confrontations", {}).get("stalls", {})
    ids = next(iter(stalls.values()), {}).get("stalled", [])
    found = [campaign.state.characters.get(i) for i in ids]
    return [sheet.name for sheet in found if sheet] or ["Kira", "Dario"]


def take(campaign, history, action) -> None:
    kind, *args = action
    if kind == "confront":
        (first, second), one, two, seed = args
        sides = [
            Side(first, "agilita", reserve=one),
            Side(second, "potenza", None, two),
        ]
        campaign.confront(sides, Dice.seeded(seed), STAMP)
    elif kind == "escalate":
        pairs = list(zip(stalled(campaign), args[:2], strict=False))
        campaign.escalate(pairs, Dice.seeded(args[2]), STAMP)
    elif kind == "all":
        campaign.settle_stall(stalled(campaign), args[0], STAMP)
    elif kind == "settle":
        campaign.settle_stall(args[0], args[1], STAMP)
    elif kind == "award":
        campaign.award(args[0], 1, None, STAMP)
    else:
        candidates = [e for e in history if e.voidable]
        campaign.void(candidates[args[0] % len(candidates)], "x", history, STAMP)


@settings(max_examples=120, deadline=None)
@given(st.lists(step, max_size=20))
def test_confrontations_fold_the_same_incrementally_and_afresh(actions):
    campaign, history = campaign_of_three()
    for action in actions:
        try:
            take(campaign, history, action)
        except JournalError:
            assert campaign.pending_events == []
            continue
        history += campaign.collect_events()
        assert comparable(campaign.state) == comparable(state_at(history))


def test_every_side_of_a_stall_cannot_withdraw_at_once():
    campaign, history = new_campaign()
    sides = [Side("Kira", "agilita"), Side("Dario", "agilita")]
    play(campaign, history, "confront", sides, Dice([6, 1, 1, 6, 1, 1]))
    with pytest.raises(RuleBroken, match="not every side can withdraw"):
        campaign.settle_stall(["Kira", "Dario"], "withdraw", STAMP)

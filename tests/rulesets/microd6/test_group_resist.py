"""Group actions, fortune rolls and resistance rolls."""

from __future__ import annotations

import pytest

from journal.domain.errors import RuleBroken
from tests.builders import STAMP
from tests.rulesets.microd6.table import last, new_table, sheet, typed


def test_the_best_of_a_group_counts_and_the_leader_loses_one_tenacia_per_failure():
    # l.59: four characters get a failure, two successes and a partial: a success
    campaign = new_table(Ana=5)
    members = ["Bruno", "Carla", "Dino"]
    campaign.roll_group("Ana", members, "Cercare", typed(2, 6, 6, 5), STAMP)
    event = last(campaign)
    outcomes = [roll["outcome"] for roll in event.rolls]
    assert outcomes == ["failure", "success", "success", "partial"]
    assert (event.outcome, event.successes, event.best) == ("success", 1, 1)
    assert (event.failures, event.tenacia_lost) == (1, 1)
    assert sheet(campaign, "Ana").tenacia == 4


def test_each_member_rolls_their_own_pool_and_the_most_successes_win_a_tie():
    campaign = new_table()
    # Ana's Vigore 2 (6, 6: two successes), Bruno's 2 (6, 1), Dino lacks it: 0 dice
    campaign.roll_group(
        "Ana",
        ["Bruno", "Dino"],
        "Vigore",
        typed(6, 6, 6, 1, 3, 5),
        STAMP,
        untrained=True,
    )
    event = last(campaign)
    assert [r["pool"] for r in event.rolls] == [2, 2, 0]
    assert event.rolls[2]["zero"] and event.rolls[2]["kept"] == 3
    assert (event.best, event.successes, event.failures) == (0, 2, 1)


def test_a_leader_without_tenacia_loses_none():
    campaign = new_table(Ana=0)
    campaign.roll_group("Ana", ["Bruno"], "Cercare", typed(1, 2), STAMP)
    event = last(campaign)
    assert (event.outcome, event.failures, event.tenacia_lost) == ("failure", 2, 0)
    assert sheet(campaign, "Ana").tenacia == 0


def test_group_refusals():
    campaign = new_table()
    with pytest.raises(RuleBroken, match="the leader and someone else"):
        campaign.roll_group("Ana", ["Ana"], "Cercare", typed(1), STAMP)
    with pytest.raises(RuleBroken, match="Dino has no stat 'Vigore'"):
        campaign.roll_group("Ana", ["Dino"], "Vigore", typed(1, 2, 3, 4), STAMP)
    assert campaign.pending_events == []


@pytest.mark.parametrize(
    "faces, outcome",
    [([6, 1, 2], "success"), ([4, 5, 3], "partial"), ([1, 3, 2], "failure")],
)
def test_a_fortune_roll_of_three_dice_for_brave_villains(faces, outcome):
    # l.65: 6 they stay and fight, 4-5 some flee, 1-3 they retreat
    campaign = new_table()
    campaign.roll_fortune(3, typed(*faces), STAMP, note="morale dei banditi")
    event = last(campaign)
    assert (event.character, event.pool, event.outcome) == (None, 3, outcome)


@pytest.mark.parametrize(
    "situation, cost",
    [("controllata", 1), ("tesa", 2), ("critica", 3), ("disperata", 4)],
)
def test_resistance_costs_the_situation_in_tenacia_paid_first(situation, cost):
    # l.72: "controllata: 1, tesa: 2, critica: 3, disperata: 4"
    campaign = new_table(Ana=4)
    campaign.resist("Ana", situation, typed(6, 2), STAMP, stat="Vigore")
    event = last(campaign)
    assert (event.cost, event.pool, event.consequence) == (cost, 2, "avoided")
    assert sheet(campaign, "Ana").tenacia == 4 - cost


@pytest.mark.parametrize(
    "faces, consequence",
    [([6, 6], "avoided"), ([4, 2], "reduced"), ([1, 3], "reduced a little")],
)
def test_resisting_always_reduces_the_consequence(faces, consequence):
    campaign = new_table()
    campaign.resist("Ana", "tesa", typed(*faces), STAMP, stat="Vigore")
    assert last(campaign).consequence == consequence


def test_resisting_without_the_tenacia_is_refused():
    campaign = new_table(Ana=2)
    with pytest.raises(RuleBroken) as caught:
        campaign.resist("Ana", "critica", typed(6, 6), STAMP, stat="Vigore")
    assert caught.value.line() == (
        "Ana has 2 tenacia; resisting costs 3, paid before the roll (Tiro Resistenza)"
    )
    assert campaign.pending_events == []


def test_the_resistance_pool_is_the_stat_else_the_dice_given_else_typed():
    campaign = new_table()
    campaign.resist("Ana", "controllata", typed(5, 1, 1), STAMP)
    assert (last(campaign).stat, last(campaign).pool, last(campaign).kept) == (
        None,
        3,
        5,
    )
    campaign.resist("Ana", "controllata", typed(2, 2), STAMP, pool=2, cost=0)
    assert (last(campaign).cost, last(campaign).outcome) == (0, "failure")
    from journal.domain.dice import Dice

    with pytest.raises(RuleBroken, match="name the stat the resistance rolls"):
        campaign.resist("Ana", "tesa", Dice.seeded(1), STAMP)

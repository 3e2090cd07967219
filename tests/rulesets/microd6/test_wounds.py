"""Wounds (Ferite) with the armour roll (Tiro Armatura), tenacia and death."""

from __future__ import annotations

import pytest

from journal.domain.character import DEAD
from journal.domain.errors import RuleBroken
from journal.domain.microd6.health import Harm
from journal.domain.microd6.play import Action
from tests.builders import STAMP
from tests.rulesets.microd6.table import GEAR, history, last, new_table, sheet, typed


def armed(*items: str, **tenacia: int):
    campaign = new_table(**tenacia)
    for item in items:
        campaign.acquire_item("Ana", item, GEAR, STAMP, free=True)
    return campaign


def wound(campaign, level, *faces, **options):
    campaign.suffer_wound(Harm("Ana", level, **options), typed(*faces), STAMP)
    return last(campaign)


def test_a_level_three_wound_drops_to_level_one_on_an_armour_roll_of_two_sixes():
    campaign = armed("Armatura leggera")  # 2 points of armour: 2 dice
    event = wound(campaign, 3, 6, 6, armour=True)
    assert (event.armour, event.armour_outcome, event.armour_reduced) == (
        2,
        "success",
        2,
    )
    assert event.final == 1
    assert sheet(campaign, "Ana").wounds == [
        {
            "id": event.event_id,
            "level": 1,
            "suffered": 3,
            "cause": None,
            "complication": False,
        }
    ]


@pytest.mark.parametrize(
    "level, faces, final",
    [
        (3, [6, 2], 2),  # one success: one level
        (2, [6, 6], 0),  # below level 1 the wound is cancelled
        (2, [5, 1], 1),  # partial: one level
        (1, [4, 4], 1),  # partial: never below level 1
        (3, [3, 1], 3),  # failure: no effect
    ],
)
def test_the_armour_roll(level, faces, final):
    event = wound(armed("Armatura leggera"), level, *faces, armour=True)
    assert event.final == final


def test_armour_and_shield_add_up_and_a_shield_alone_rolls_one_die():
    assert (
        wound(armed("Armatura leggera", "Scudo"), 2, 1, 2, 6, armour=True).armour == 3
    )
    assert wound(armed("Scudo"), 2, 4, armour=True).final == 1
    campaign = armed("Armatura pesante")
    assert wound(campaign, 4, 6, 6, 6, armour=True).final == 1
    assert wound(campaign, 2, 1, 1, armour=True, armour_value=2).armour == 2


def test_tenacia_lowers_the_wound_one_level_each_after_the_armour():
    campaign = armed("Armatura leggera", Ana=3)
    event = wound(campaign, 3, 5, 2, armour=True, tenacia=2)
    assert (event.armour_reduced, event.tenacia_spent, event.final) == (1, 2, 0)
    assert sheet(campaign, "Ana").wounds == [] and sheet(campaign, "Ana").tenacia == 1


def test_tenacia_refusals():
    campaign = new_table(Ana=1)
    with pytest.raises(RuleBroken, match="a wound takes 0..4 tenacia, not 5"):
        wound(campaign, 2, tenacia=5)
    with pytest.raises(RuleBroken, match="Ana has 1 tenacia"):
        wound(campaign, 2, tenacia=2)
    with pytest.raises(RuleBroken, match="Ana wears no armour to roll"):
        wound(campaign, 2, 6, armour=True)
    with pytest.raises(RuleBroken, match="a wound is level 1..4, not 5"):
        wound(campaign, 5)
    assert campaign.pending_events == []


def test_the_level_defaults_to_the_situation():
    campaign = new_table()
    assert wound(campaign, None, situation="critica").level == 3
    assert wound(campaign, None, situation="controllata").level == 1


def test_a_mortal_wound_kills_and_the_dead_do_not_act():
    campaign = new_table(Ana=0)  # no tenacia to lower it: final at once
    event = wound(campaign, 4, cause="la caduta")
    assert event.died and sheet(campaign, "Ana").status == DEAD
    with pytest.raises(RuleBroken, match="Ana is dead"):
        campaign.roll_action(Action("Ana", "Vigore"), typed(1, 2), STAMP)


def test_voiding_the_mortal_wound_brings_the_character_back():
    campaign = new_table(Ana=0)
    wound(campaign, 4)
    events = history(campaign)
    campaign.void(events[-1], "era un'altra", events, STAMP)
    assert sheet(campaign, "Ana").status == "active"
    assert sheet(campaign, "Ana").wounds == []


def test_healing_lowers_a_wound_and_removes_it_at_zero():
    campaign = new_table()
    event = wound(campaign, 3)
    campaign.heal_wound("Ana", event.event_id[:5], 1, "riposo", STAMP)
    assert sheet(campaign, "Ana").wounds[0]["level"] == 2
    campaign.heal_wound("Ana", event.event_id, None, "cure", STAMP)
    assert sheet(campaign, "Ana").wounds == []

"""Wounds and healing (5.12, 5.14, 6.7): per wound, fainting and death as facts."""

from __future__ import annotations

import pytest

from journal.domain.brp.events_health import (
    CharacterCameTo,
    CharacterFellUnconscious,
    FirstAidGiven,
)
from journal.domain.errors import JournalError, RuleBroken
from tests.builders import STAMP
from tests.rulesets.brp.helpers import recorded, sheet_of, table, typed


def wound(campaign, who, points, armour=0):
    campaign.suffer_wound(who, points, armour, None, STAMP)
    return recorded(campaign)


def aid(campaign, patient, wound_id, *faces, healer="Bruno"):
    campaign.first_aid(patient, wound_id, healer, typed(*faces), STAMP)
    return recorded(campaign)[-1]


def test_each_wound_is_kept_apart():
    campaign = table()
    first = wound(campaign, "Ana", 2)[0]
    second = wound(campaign, "Ana", 5, armour=2)[0]
    ana = sheet_of(campaign, "Ana")
    assert [(w["id"], w["points"]) for w in ana.wounds] == [
        (first.event_id, 2),
        (second.event_id, 3),
    ]
    assert ana.pf == 7


def test_first_aid_never_heals_more_than_its_wound():
    # 5.14: a 2-point wound takes back at most 2, whatever the 1D3 shows
    campaign = table()
    cut = wound(campaign, "Ana", 2)[0]
    wound(campaign, "Ana", 4)
    given = aid(campaign, "Ana", cut.event_id, 15, 3, healer="Ana")  # PS 60
    assert isinstance(given, FirstAidGiven)
    assert (given.result, given.amount, given.healed) == ("success", 3, 2)
    assert sheet_of(campaign, "Ana").pf == 8  # 12 − 2 − 4 + 2


def test_a_special_heals_1d3_plus_3():
    campaign = table()
    gash = wound(campaign, "Ana", 8)[0]
    given = aid(campaign, "Ana", gash.event_id, 6, 2)  # Bruno's PS 30: special ≤ 6
    assert (given.result, given.dice, given.amount, given.healed) == (
        "special",
        [2],
        5,
        5,
    )


def test_a_wound_is_treated_once_even_after_a_failure():
    campaign = table()
    gash = wound(campaign, "Ana", 4)[0]
    failed = aid(campaign, "Ana", gash.event_id, 90)  # no 1D3 on a failure
    assert (failed.result, failed.dice, failed.healed) == ("failure", [], 0)
    with pytest.raises(RuleBroken, match="a wound is treated once"):
        aid(campaign, "Ana", gash.event_id, 10, 3, healer="Ana")
    assert recorded(campaign) == []


def test_first_aid_ticks_the_healers_skill():
    campaign = table()
    gash = wound(campaign, "Ana", 4)[0]
    aid(campaign, "Ana", gash.event_id, 20, 1)
    assert sheet_of(campaign, "Bruno").ticks == ["Primo Soccorso"]


def test_at_2_pf_a_character_faints_as_a_fact_of_its_own():
    campaign = table()
    events = wound(campaign, "Ana", 9)  # 12 → 3: awake
    assert len(events) == 1
    events = wound(campaign, "Ana", 1)  # 3 → 2: faints
    assert isinstance(events[1], CharacterFellUnconscious) and events[1].cause == "pf"
    assert sheet_of(campaign, "Ana").status == "unconscious"
    assert len(wound(campaign, "Ana", 1)) == 1  # already unconscious


def test_first_aid_within_the_round_saves_a_life():
    # 5.14: brought back to 1 PF before the round ends, no death
    campaign = table()
    campaign.start_round([], STAMP)
    recorded(campaign)
    gash = wound(campaign, "Ana", 13)[0]  # −1 PF
    aid(campaign, "Ana", gash.event_id, 10, 2)  # Bruno: +2 → 1 PF
    campaign.end_round(STAMP)
    assert sheet_of(campaign, "Ana").status == "unconscious"
    assert sheet_of(campaign, "Ana").pf == 1


def test_coming_to():
    campaign = table()
    wound(campaign, "Ana", 10)
    campaign.come_to("Ana", "Bruno", False, typed(), STAMP)
    woke = recorded(campaign)[-1]
    assert (
        isinstance(woke, CharacterCameTo)
        and woke.woken_by == sheet_of(campaign, "Bruno").id
    )
    with pytest.raises(RuleBroken, match="not unconscious"):
        campaign.come_to("Ana", None, True, typed(4), STAMP)


def test_below_zero_only_first_aid_brings_one_back():
    campaign = table()
    wound(campaign, "Ana", 12)
    with pytest.raises(RuleBroken, match="only First Aid"):
        campaign.come_to("Ana", None, True, typed(4), STAMP)


def test_natural_healing_is_1d3_a_week_oldest_wounds_first():
    campaign = table()
    wound(campaign, "Ana", 2)
    wound(campaign, "Ana", 3)
    campaign.heal_naturally("Ana", 2, False, typed(3, 1), STAMP)
    healed = recorded(campaign)[-1]
    assert (healed.dice, healed.amount, healed.healed) == ([3, 1], 4, 4)
    ana = sheet_of(campaign, "Ana")
    assert [w["healed"] for w in ana.wounds] == [2, 2] and ana.pf == 11
    campaign.heal_naturally("Ana", 1, True, typed(), STAMP)  # hospital: 3
    assert recorded(campaign)[-1].healed == 1 and sheet_of(campaign, "Ana").pf == 12
    with pytest.raises(RuleBroken, match="no wound to heal"):
        campaign.heal_naturally("Ana", 1, True, typed(), STAMP)


def test_a_fall_of_seven_metres_deals_3d6():
    campaign = table()
    campaign.fall("Ana", 7, False, typed(2, 3, 4), STAMP)
    fell = recorded(campaign)[-1]
    assert (fell.dice, fell.total) == ([2, 3, 4], 9) and sheet_of(
        campaign, "Ana"
    ).pf == 3
    campaign.fall("Bruno", 7, True, typed(1, 1), STAMP)  # a Dodge saves 1D6
    assert recorded(campaign)[-1].total == 2


def test_the_dead_take_no_more_wounds():
    campaign = table()
    campaign.record_death("Ana", "la caduta", STAMP)
    with pytest.raises(JournalError, match="Ana Rossi is dead"):
        wound(campaign, "Ana", 1)


@pytest.mark.parametrize("points, armour", [(0, 0), (10**6, 0), (5, -1)])
def test_absurd_wounds_are_refused(points, armour):
    with pytest.raises(RuleBroken, match="must be"):
        wound(table(), "Ana", points, armour)


def test_only_falling_pf_faint_a_character_woken_at_2():
    # 2.5: a character faints on reaching 1 or 2 PF; woken at 2, it stays
    # awake until it loses PF again
    campaign = table()
    wound(campaign, "Ana", 10)  # 12 → 2: faints
    campaign.come_to("Ana", "Bruno", False, typed(), STAMP)
    campaign.lose_characteristic("Ana", "FAS", 1, "table", None, STAMP)
    assert sheet_of(campaign, "Ana").status == "active"
    recorded(campaign)
    assert isinstance(wound(campaign, "Ana", 1)[1], CharacterFellUnconscious)

"""Contests (Confronti), combined actions and extended actions."""

from __future__ import annotations

import pytest

from journal.domain.azioni.combined import Together
from journal.domain.azioni.play import Side, Test
from journal.domain.errors import RuleBroken
from tests.builders import STAMP
from tests.rulesets.azioni.table import history, last, new_table, typed

TUG = [Side("Ana", "Forza"), Side("Bruno", "Forza")]


def test_the_larger_margin_wins_a_contest():
    # a tug of war at difficulty 8: Ana's d6 shows 5 (−3), Bruno's d10 shows 9 (+1)
    campaign = new_table()
    campaign.contest(TUG, 8, typed(5, 9), STAMP)
    event = last(campaign)
    assert [(s["total"], s["margin"]) for s in event.sides] == [(5, -3), (9, 1)]
    assert (event.winner, event.winner_id) == (
        "Bruno",
        campaign.state.character("Bruno").id,
    )
    assert not event.stalemate


def test_the_smaller_margin_of_failure_wins_too():
    campaign = new_table()
    campaign.contest(TUG, 12, typed(4, 7), STAMP)
    assert last(campaign).winner == "Bruno"


def test_a_tie_is_a_stalemate():
    campaign = new_table()
    campaign.contest(TUG, 8, typed(6, 1, 6), STAMP)  # Ana 6+1 = 7, Bruno 6
    assert [s["total"] for s in last(campaign).sides] == [7, 6]
    campaign.contest(TUG, 8, typed(5, 5), STAMP)
    assert (last(campaign).winner, last(campaign).stalemate) == (None, True)


def test_contest_refusals():
    campaign = new_table()
    with pytest.raises(RuleBroken, match="two sides or more"):
        campaign.contest(TUG[:1], 8, typed(5), STAMP)
    with pytest.raises(RuleBroken, match="cannot contest themself"):
        campaign.contest([TUG[0], TUG[0]], 8, typed(5, 5), STAMP)
    assert campaign.pending_events == []


def test_a_combined_action_takes_the_highest_dice_and_two_per_extra_participant():
    # l.55: two characters ram a door with a pole: Bruno's Forza d10 is highest
    campaign = new_table()
    action = Together(("Ana", "Bruno"), "Forza", 12)
    campaign.together(action, typed(7), STAMP)
    event = last(campaign)
    assert event.characteristic_from == "Bruno"
    assert [p["character"] for p in event.participants] == ["Ana", "Bruno"]
    assert (event.bonus, event.total, event.margin, event.outcome) == (
        2,
        9,
        -3,
        "failure",
    )


def test_the_skill_comes_from_whoever_has_the_highest():
    campaign = new_table()
    action = Together(
        ("Ana", "Bruno", "Carla"), "Agilità", "difficile", skill="Nuotare"
    )
    campaign.together(action, typed(3, 8, 2), STAMP)  # Ana's d8, Bruno's Nuotare d8
    event = last(campaign)
    assert (event.characteristic_from, event.skill_from) == ("Ana", "Bruno")
    assert [g["faces"] for g in event.dice] == [[3], [8, 2]]
    assert (event.bonus, event.total, event.margin) == (4, 17, 8)


def test_two_dice_rank_above_one_smaller():
    campaign = new_table()
    campaign.together(Together(("Ana", "Carla"), "Forza", 5), typed(1, 2), STAMP)
    assert last(campaign).characteristic_from == "Carla"


def test_combined_refusals():
    campaign = new_table()
    with pytest.raises(RuleBroken, match="two participants or more"):
        campaign.together(Together(("Ana",), "Forza", 5), typed(1), STAMP)
    with pytest.raises(RuleBroken, match="none of Ana, Carla has the skill 'Volare'"):
        campaign.together(
            Together(("Ana", "Carla"), "Forza", 5, "Volare"), typed(1), STAMP
        )


def swim(campaign, faces, difficulty=8):
    test = Test("Ana", "Agilità", difficulty, skill="Nuotare", extended=True)
    campaign.roll_test(test, typed(*faces), STAMP)


def test_a_river_crossed_with_four_successes_among_six_tests():
    # l.64: "4 prove sulla caratteristica agilità (abilità nuotare) per attraversare
    # un fiume a nuoto: ogni fallimento non viene conteggiato"
    campaign = new_table()
    campaign.start_extended("Attraversare il fiume", 4, STAMP)
    swim(campaign, [5, 3])  # 8: success
    swim(campaign, [2, 1])  # failure: the current takes Ana
    swim(campaign, [3, 2], difficulty=10)  # harder water: failure again
    assert campaign.state.table["extended"]["failures_in_a_row"] == 2
    swim(campaign, [7, 3], difficulty=10)  # success
    swim(campaign, [7, 1])  # success
    assert campaign.state.table["extended"]["successes"] == 3
    swim(campaign, [8, 1, 3])  # 8+1+3 = 12: the fourth success ends it
    ended = last(campaign)
    assert type(ended).__name__ == "ExtendedActionEnded"
    assert (ended.successes, ended.tests, ended.completed) == (4, 6, True)
    assert campaign.state.table["extended"] is None
    with pytest.raises(RuleBroken, match="no extended action is open"):
        swim(campaign, [5, 3])


def test_an_extended_action_ended_early_is_not_completed():
    campaign = new_table()
    campaign.start_extended("Scalare la parete", 3, STAMP)
    with pytest.raises(RuleBroken, match="'Scalare la parete' is still open"):
        campaign.start_extended("Altro", 2, STAMP)
    swim(campaign, [8, 2, 1])
    campaign.end_extended("Ana torna indietro", STAMP)
    assert (last(campaign).successes, last(campaign).completed) == (1, False)
    campaign.start_extended("Di nuovo", 1, STAMP)
    assert last(campaign).number == 2


def test_a_combined_test_can_count_in_an_extended_action():
    campaign = new_table()
    campaign.start_extended("Sfondare il portone", 1, STAMP)
    action = Together(("Ana", "Bruno"), "Forza", 8, extended=True)
    campaign.together(action, typed(6), STAMP)
    assert last(campaign).completed


def test_voiding_a_test_of_an_extended_action_takes_its_success_back():
    campaign = new_table()
    campaign.start_extended("Attraversare il fiume", 4, STAMP)
    swim(campaign, [5, 3])
    events = history(campaign)
    campaign.void(events[-1], "dado caduto dal tavolo", events, STAMP)
    assert campaign.state.table["extended"]["successes"] == 0
    assert campaign.state.table["extended"]["tests"] == 0

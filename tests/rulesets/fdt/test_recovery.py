"""Recovery (2.3): meals and feasts, rest, Mana, sleep lost; Oro and Pasti."""

from __future__ import annotations

import pytest

from journal.domain.errors import RuleBroken
from tests.builders import STAMP
from tests.rulesets.fdt.builders import LIRIEN, campaign, last, recorded, sheet, typed


@pytest.fixture
def table():
    return campaign(sheet(), sheet(LIRIEN, pasti=0))


def test_a_wounded_characters_meal_gives_1_pv_on_a_costituzione_check(table):
    table.take_damage("Katariello", 5, STAMP)
    before = len(table.pending_events)
    table.eat("Katariello", typed(14), STAMP)  # Costituzione 14
    assert recorded(table, before) == ["MealEaten", "VitaRecovered"]
    kat = table.state.character("Katariello")
    assert (kat.pv, kat.pasti) == (13, 2)
    table.eat("Katariello", typed(15), STAMP)  # failed: nothing
    assert (last(table).points, kat.pv, kat.pasti) == (0, 13, 1)


def test_a_feast_gives_2_and_costs_no_pasti(table):
    table.take_damage("Katariello", 5, STAMP)
    table.eat("Katariello", typed(3), STAMP, feast=True)
    kat = table.state.character("Katariello")
    assert (kat.pv, kat.pasti, last(table).kind) == (14, 3, "feast")


def test_a_healthy_characters_meal_rolls_nothing(table):
    before = len(table.pending_events)
    table.eat("Katariello", typed(), STAMP)
    assert recorded(table, before) == ["MealEaten"]


def test_no_pasti_no_meal(table):
    with pytest.raises(RuleBroken, match="no Pasti left"):
        table.eat("Lirien", typed(3), STAMP)


def test_rest_gives_1d4_per_started_3_hours(table):
    # 7 hours: three d4 (3 + 3 + 1); Costituzione 14 passes on a 9.
    table.take_damage("Katariello", 12, STAMP)
    table.rest("Katariello", 7, typed(9, 3, 2, 4), STAMP)
    event = last(table, "VitaRecovered")
    assert (event.dice, event.points) == ([3, 2, 4], 9)
    assert table.state.character("Katariello").pv == 14


def test_rest_with_a_failed_check_gives_1_pv(table):
    table.take_damage("Katariello", 12, STAMP)
    table.rest("Katariello", 7, typed(18), STAMP)
    assert (last(table).dice, last(table).points) == ([], 1)


def test_rest_gives_mana_2_an_hour_on_psiche_else_1(table):
    # Lirien: Mana 7 + bIntelletto 2 + bPsiche 1 = 10.
    table.spend_mana("Lirien", 9, STAMP, "Luce")
    table.rest("Lirien", 3, typed(12), STAMP)  # Psiche 12: 2 × 3
    assert table.state.character("Lirien").mana == 7
    table.rest("Lirien", 2, typed(13), STAMP)  # failed: 1 × 2, up to 10 max
    assert (last(table).points, table.state.character("Lirien").mana) == (2, 9)


def test_mana_never_goes_below_0(table):
    with pytest.raises(RuleBroken, match="has 10 Mana, not 11"):
        table.spend_mana("Lirien", 11, STAMP)


def test_sleep_lost_takes_2_from_every_value_per_day(table):
    kat = table.state.character("Katariello")
    table.lose_sleep("Katariello", 1, STAMP)
    assert (kat.value("Forza"), kat.value("Navigare"), kat.pv_max) == (14, 11, 15)
    table.lose_sleep("Katariello", 2, STAMP)
    assert kat.value("Forza") == 12
    assert kat.pv == 13  # the maximum fell to 13: the current pV follow
    with pytest.raises(RuleBroken, match="would not add"):
        table.lose_sleep("Katariello", 2, STAMP)
    # A night's sleep makes it up first; then the checks, on the values slept
    # back: Costituzione 14 against a 9, three d4 (2+2+2) for 8 hours; Psiche
    # 10 against a 5, 2 Mana an hour up to the 3 the lost sleep had taken.
    assert (kat.mana, kat.mana_max) == (0, 0)
    table.rest("Katariello", 8, typed(9, 2, 2, 2, 5), STAMP)
    assert (kat.sleep_loss, kat.value("Forza"), kat.pv, kat.pv_max) == (0, 16, 17, 17)
    assert kat.mana == 3


def test_rest_lets_mental_shock_pass(table):
    table.set_option("shock", True, STAMP)
    table.take_shock("Katariello", "M", STAMP)
    before = len(table.pending_events)
    table.rest("Katariello", 1, typed(), STAMP)
    assert recorded(table, before) == ["ShockFaded"]


def test_healing_stops_at_the_maximum(table):
    table.take_damage("Katariello", 3, STAMP)
    table.heal("Katariello", 5, STAMP, "pozione")
    assert table.state.character("Katariello").pv == 17


def test_oro_and_pasti_are_tracks_the_table_moves(table):
    table.change_track("Katariello", "oro", -5, "una locanda", STAMP)
    table.change_track("Katariello", "pasti", 2, "al mercato", STAMP)
    kat = table.state.character("Katariello")
    assert (kat.oro, kat.pasti) == (15, 5)
    with pytest.raises(RuleBroken, match="below its minimum 0"):
        table.change_track("Katariello", "gold", -16, "troppo", STAMP)
    with pytest.raises(RuleBroken, match="use `journal damage`"):
        table.change_track("Katariello", "pV", -1, "no", STAMP)

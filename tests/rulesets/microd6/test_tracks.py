"""Tenacia and coins are tracks the table moves freely (the seed gives no
maximum or recovery for tenacia); an optional maximum comes from the sheet."""

from __future__ import annotations

import pytest

from journal.domain.errors import RuleBroken
from tests.builders import STAMP
from tests.rulesets.microd6.table import character, new_table, sheet


def test_the_table_gains_and_spends_tenacia_and_coins():
    campaign = new_table(Ana=1)
    assert campaign.change_track("Ana", "Tenacia", 3, "riposo", STAMP) == 3
    campaign.change_track("Ana", "coins", 4, "bottino", STAMP)
    campaign.change_track("Ana", "monete", -1, "pedaggio", STAMP)
    ana = sheet(campaign, "Ana")
    assert (ana.tenacia, ana.coins) == (4, 3)
    assert ana.track_views()["tenacia"] == {
        "value": 4,
        "min": 0,
        "max": None,
        "label": "Tenacia",
    }


def test_tenacia_never_falls_below_zero():
    campaign = new_table(Ana=1)
    with pytest.raises(RuleBroken, match="tenacia would be -1, below its minimum 0"):
        campaign.change_track("Ana", "tenacia", -2, None, STAMP)


def test_a_maximum_from_the_sheet_stops_gains():
    campaign = new_table()
    sheet_file = character("Elia", "Ana", {"Vigore": 1}, tenacia=5, tenacia_max=6)
    campaign.create_character(sheet_file, STAMP)
    assert campaign.change_track("Elia", "tenacia", 3, None, STAMP) == 1
    assert sheet(campaign, "Elia").tenacia == 6

"""Gear (Equipaggiamento): the seed's list, coins, uses, ammunition and load."""

from __future__ import annotations

import pytest

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.microd6.gear import listed, make_item
from journal.domain.microd6.sheet import load_category
from tests.builders import STAMP
from tests.rulesets.microd6.table import GEAR, last, new_table, sheet


def bought(*items: str, coins: int = 0, **tenacia):
    campaign = new_table(**tenacia)
    if coins:
        campaign.change_track("Ana", "monete", coins, "bottino", STAMP)
    for item in items:
        campaign.acquire_item("Ana", item, GEAR, STAMP)
    return campaign


@pytest.mark.parametrize(
    "name, load, coins, uses, ammo, armour",
    [
        ("Arma da mischia", 1, 1, None, None, 0),
        ("Due armi da mischia leggere", 1, 1, None, None, 0),
        ("Coltelli da lancio", 1, 1, None, None, 0),
        ("Arma a due mani", 2, 2, None, None, 0),
        ("Arco corto", 1, 1, None, 5, 0),
        ("Arco lungo", 2, 2, None, 5, 0),
        ("Balestra", 2, 3, None, 4, 0),
        ("Armatura leggera", 2, 2, None, None, 2),
        ("Armatura pesante", 5, 4, None, None, 3),
        ("Scudo", 1, 1, None, None, 1),
        ("Equipaggiamento da avventuriero", 1, 1, 5, None, 0),
        ("Bende", 1, 2, 5, None, 0),
        ("Arnesi da scasso", 1, 2, 5, None, 0),
        ("Razioni", 1, 1, 5, None, 0),
        ("Mappe e cartine", 1, 1, 5, None, 0),
        ("Arnesi da occultista", 1, 2, 5, None, 0),
        ("Lanterna ad olio", 1, 1, 5, None, 0),
        ("Cintura alchemica", 2, 4, 3, None, 0),
    ],
)
def test_the_seeds_list(name, load, coins, uses, ammo, armour):
    item = make_item(name, GEAR)
    assert (item["load"], item["coins"], item["uses"], item["ammo"]) == (
        load,
        coins,
        uses,
        ammo,
    )
    assert (item["armour"], item["worn"]) == (armour, armour > 0)


def test_english_names_find_the_seeds_items():
    assert listed("crossbow", GEAR)["name"] == "Balestra"
    assert listed("Heavy Armour", GEAR)["name"] == "Armatura pesante"


def test_buying_pays_the_price_in_coins():
    campaign = bought("Balestra", "Arco corto", coins=5)
    assert last(campaign).paid == 1
    assert sheet(campaign, "Ana").coins == 1


def test_buying_without_the_coins_is_refused():
    campaign = bought(coins=2)
    with pytest.raises(RuleBroken) as caught:
        campaign.acquire_item("Ana", "Balestra", GEAR, STAMP)
    assert caught.value.line() == "Ana has 2 coins; Balestra costs 3 (Equipaggiamento)"
    assert campaign.pending_events[-1].track == "monete"  # nothing after the gain


def test_an_item_of_the_tables_own_needs_a_load():
    campaign = new_table()
    with pytest.raises(RuleBroken, match="not in the seed's list: give its load"):
        campaign.acquire_item("Ana", "Rampino", GEAR, STAMP, free=True)
    spec = {"load": 1, "coins": 2, "uses": 3}
    campaign.acquire_item("Ana", "Rampino", GEAR, STAMP, free=True, spec=spec)
    assert sheet(campaign, "Ana").gear[0] | {} == {
        "name": "Rampino",
        "load": 1,
        "coins": 2,
        "armour": 0,
        "listed": False,
        "uses": 3,
        "uses_max": 3,
        "ammo": None,
        "ammo_max": None,
        "shield": False,
        "worn": False,
    }


@pytest.mark.parametrize(
    "total, category",
    [
        (0, "light"),
        (5, "light"),
        (6, "medium"),
        (10, "medium"),
        (11, "heavy"),
        (15, "heavy"),
        (16, "overwhelming"),
        (30, "overwhelming"),
    ],
)
def test_load_categories(total, category):
    assert load_category(total) == category


def test_load_sums_the_gear_and_a_spent_item_weighs_nothing():
    campaign = new_table()
    for item in ["Armatura pesante", "Arma a due mani", "Cintura alchemica"]:
        campaign.acquire_item("Ana", item, GEAR, STAMP, free=True)
    ana = sheet(campaign, "Ana")
    assert (ana.load, ana.load_category) == (9, "medium")
    campaign.acquire_item("Ana", "Arco lungo", GEAR, STAMP, free=True)
    assert (ana.load, ana.load_category) == (11, "heavy")
    campaign.use_item("Ana", "cintura alchemica", STAMP, uses=3)
    assert (last(campaign).left, ana.load, ana.load_category) == (0, 9, "medium")


def test_uses_are_spent_and_run_out():
    campaign = new_table()
    campaign.acquire_item("Ana", "Arnesi da scasso", GEAR, STAMP, free=True)
    for left in (4, 3):
        campaign.use_item("Ana", "Arnesi da scasso", STAMP)
        assert last(campaign).left == left
    campaign.use_item("Ana", "Arnesi da scasso", STAMP, uses=3)
    with pytest.raises(RuleBroken) as caught:
        campaign.use_item("Ana", "Arnesi da scasso", STAMP)
    assert caught.value.line() == "Ana's Arnesi da scasso has 0 uses left (Usi)"


def test_ammunition_is_spent_and_the_bow_is_reloaded():
    campaign = new_table(coins=3)
    campaign.acquire_item("Ana", "Arco corto", GEAR, STAMP, free=True)
    campaign.spend_ammo("Ana", "Arco corto", STAMP, ammo=5)
    with pytest.raises(RuleBroken, match="has 0 ammo left .Munizioni."):
        campaign.spend_ammo("Ana", "Arco corto", STAMP)
    with pytest.raises(RuleBroken, match="Arma da mischia has no ammo"):
        campaign.acquire_item("Ana", "Arma da mischia", GEAR, STAMP, free=True)
        campaign.spend_ammo("Ana", "Arma da mischia", STAMP)
    campaign.restock("Ana", "Arco corto", "ammo", STAMP)
    assert (last(campaign).amount, sheet(campaign, "Ana").gear[0]["ammo"]) == (5, 5)


def test_armour_is_worn_or_taken_off():
    campaign = new_table()
    campaign.acquire_item("Ana", "Armatura leggera", GEAR, STAMP, free=True)
    campaign.acquire_item("Ana", "Scudo", GEAR, STAMP, free=True)
    assert sheet(campaign, "Ana").armour == 3
    campaign.wear("Ana", "scudo", False, STAMP)
    assert sheet(campaign, "Ana").armour == 2
    with pytest.raises(RuleBroken, match="Scudo is already off"):
        campaign.wear("Ana", "scudo", False, STAMP)


def test_dropping_an_item_drops_a_spent_one_first():
    campaign = new_table()
    campaign.acquire_item("Ana", "Razioni", GEAR, STAMP, free=True)
    campaign.acquire_item("Ana", "Razioni", GEAR, STAMP, free=True)
    campaign.use_item("Ana", "Razioni", STAMP, uses=5)
    assert [i["uses"] for i in sheet(campaign, "Ana").gear] == [0, 5]
    campaign.drop_item("Ana", "Razioni", "finite", STAMP)
    assert [i["uses"] for i in sheet(campaign, "Ana").gear] == [5]
    with pytest.raises(NotFound, match="Ana has no .Corda."):
        campaign.drop_item("Ana", "Corda", None, STAMP)

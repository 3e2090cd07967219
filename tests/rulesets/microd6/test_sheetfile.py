"""µD6 sheet files: the contract's keys, Italian aliases, the seed's gear."""

from __future__ import annotations

import pytest

from journal.domain.errors import SheetError
from journal.domain.microd6.sheetfile import parse_sheet
from tests.rulesets.microd6.table import GEAR

ANA = {
    "name": "Ana",
    "player": "Ana",
    "stats": {"Furtività": 2, "Cercare": 1},
    "tenacia": 4,
    "gear": [
        "Arco corto",
        {"name": "Scudo", "worn": False},
        {"name": "Rampino", "load": 1, "coins": 2},
    ],
}


def test_a_sheet_with_gear_from_the_list_and_its_own():
    sheet = parse_sheet(ANA, GEAR)
    assert sheet["stats"] == {"Furtività": 2, "Cercare": 1}
    assert (sheet["tenacia"], sheet["tenacia_max"], sheet["coins"]) == (4, None, 0)
    assert [(i["name"], i["load"], i["ammo"], i["worn"]) for i in sheet["gear"]] == [
        ("Arco corto", 1, 5, False),
        ("Scudo", 1, None, False),
        ("Rampino", 1, None, False),
    ]


def test_italian_keys_and_merged_stats():
    sheet = parse_sheet(
        {
            "nome": "Bruno",
            "giocatore": "Bruno",
            "caratteristiche": {"Vigore": 2},
            "competenze": {"Cercare": 0},
            "monete": 7,
            "equipaggiamento": [{"nome": "Balestra", "munizioni_rimaste": 2}],
        },
        GEAR,
    )
    assert sheet["stats"] == {"Vigore": 2, "Cercare": 0}
    assert sheet["coins"] == 7 and sheet["gear"][0]["ammo"] == 2


@pytest.mark.parametrize(
    "change, message",
    [
        ({"forza": 3}, "unknown key 'forza' in the sheet"),
        ({"stats": {}}, "a character needs at least one stat"),
        ({"stats": {"Vigore": 21}}, r"stats\.Vigore 21 is outside 0\.\.20"),
        ({"stats": {"Vigore": True}}, "Vigore must be a whole number"),
        ({"tenacia": -1}, r"tenacia -1 is outside 0\.\.99"),
        ({"tenacia_max": 3}, "tenacia is above tenacia_max"),
        ({"gear": ["Corda"]}, "gear item 1: 'Corda' is not in the seed's list"),
        ({"gear": [{"name": "Arco corto", "ammo_left": 6}]}, "6 ammo left is more"),
        ({"gear": [{"name": "Scudo", "peso": 1}]}, r"unknown key 'peso' in gear\[1\]"),
        ({"name": "A\u202eB"}, "control character"),
    ],
)
def test_refusals_name_the_key(change, message):
    with pytest.raises(SheetError, match=message):
        parse_sheet({**ANA, **change}, GEAR)


def test_missing_keys():
    with pytest.raises(SheetError, match="stats is missing"):
        parse_sheet({"name": "A", "player": "B"}, GEAR)

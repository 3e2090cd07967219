""" "Le azioni" sheet files: characteristics and skills as dice, tracks."""

from __future__ import annotations

import pytest

from journal.domain.azioni.sheetfile import parse_sheet
from journal.domain.errors import SheetError

MIRA = {
    "nome": "Mira",
    "giocatore": "Ana",
    "caratteristiche": {"Agilita": "1d8", "Forza": "1D6+1d4"},
    "abilita": {"Acrobazia": "d6", "Nuotare": "2d4"},
    "risorse": {"Ferite": {"value": 0, "max": 5}, "Monete": 12},
}


def test_a_sheet_with_dice_and_tracks():
    sheet = parse_sheet(MIRA)
    assert sheet["characteristics"] == {"Agilita": "1d8", "Forza": "1d6+1d4"}
    assert sheet["skills"] == {"Acrobazia": "1d6", "Nuotare": "2d4"}
    assert sheet["tracks"] == {
        "Ferite": {"value": 0, "min": 0, "max": 5, "label": "Ferite"},
        "Monete": {"value": 12, "min": 0, "max": None, "label": "Monete"},
    }


@pytest.mark.parametrize(
    "change, message",
    [
        ({"forza": "1d6"}, "unknown key 'forza' in the sheet"),
        ({"caratteristiche": {}}, "at least one characteristic"),
        ({"caratteristiche": {"Agilità": "8"}}, "'8' is not dice"),
        (
            {"caratteristiche": {"Agilità": "1d1"}},
            "1d1 is outside 1..10 dice of 2..100",
        ),
        ({"caratteristiche": {"Agilità": "11d6"}}, "11d6 is outside 1..10 dice"),
        ({"caratteristiche": {"Agilità": 8}}, "must be text, got 8"),
        ({"abilita": {"Nuotare": "1d6", "nuotare": "1d8"}}, "nuotare is given twice"),
        ({"risorse": {"Ferite": -1}}, "track Ferite: -1 is outside 0.. .Scheda.$"),
        ({"risorse": {"Ferite": {"value": 6, "max": 5}}}, "6 is outside 0..5"),
        ({"risorse": {"Ferite": {"peso": 1}}}, "unknown key 'peso' in risorse.Ferite"),
        ({"modificatori": {"Moncherino": 0}}, r"Moncherino must be ±1\.\.99, got 0"),
        ({"modificatori": {"Moncherino": -100}}, r"-100 is outside -99\.\.99"),
        ({"risorse": {"Ferite": 1, "ferite": 2}}, "ferite is given twice in tracks"),
        ({"risorse": {"Ferite": 1, "FERITE ": 2}}, "FERITE is given twice in tracks"),
    ],
)
def test_refusals_name_the_key(change, message):
    with pytest.raises(SheetError, match=message):
        parse_sheet({**MIRA, **change})


def test_a_track_and_a_modifier_in_italian():
    sheet = parse_sheet(
        {
            **MIRA,
            "risorse": {"Ferite": {"valore": 2, "massimo": 4}},
            "condizioni": {"Moncherino": -2},
        }
    )
    assert sheet["tracks"] == {
        "Ferite": {"value": 2, "min": 0, "max": 4, "label": "Ferite"}
    }
    assert sheet["modifiers"] == {"Moncherino": -2}

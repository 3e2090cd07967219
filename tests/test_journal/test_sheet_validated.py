"""journal.domain.sheetcheck.validated: where a ruleset's parse_sheet starts."""

from __future__ import annotations

import pytest

from journal.domain.errors import SheetError
from journal.domain.microd6.sheetmodel import Microd6SheetFile
from journal.domain.sheetcheck import validated


def test_the_instance_has_the_defaults_and_the_keys_keep_the_files_order():
    sheet, keys = validated(
        Microd6SheetFile,
        {"Competenze": {"Cercare": 1}, "nome": "Ana", "caratteristiche": {"Vigore": 2}},
    )
    assert (sheet.name, sheet.tenacia, sheet.coins, sheet.gear) == ("Ana", 0, 0, [])
    assert list(keys) == ["skills", "name", "characteristics"]


def test_every_problem_is_named_at_once_a_stats_range_too():
    with pytest.raises(SheetError) as refused:
        validated(
            Microd6SheetFile,
            {"name": "Ana", "stats": {"Vigore": 21}, "tenacia": -1, "forza": 3},
        )
    assert refused.value.message == (
        "unknown key 'forza' in the sheet; stats.Vigore 21 is outside 0..20; "
        "tenacia -1 is outside 0..99"
    )
    assert refused.value.section == "Scheda"

"""A µD6 sheet file (journal character create --from FILE.toml), checked.

Its keys, names, types and ranges are declared once in sheetmodel.py; here
only µD6's rules no schema states: every stat named once across stats,
characteristics and skills, at least one, tenacia within tenacia_max, and gear
from the seed's list (or with its own load).
"""

from __future__ import annotations

from typing import Any

from journal.domain.errors import RuleBroken, SheetError
from journal.domain.microd6.gear import make_item
from journal.domain.microd6.i18n import _
from journal.domain.microd6.sheetmodel import Microd6SheetFile
from journal.domain.sheetcheck import validated
from journal.domain.text import clean_name, fold_key

SHEET = "Scheda"
STAT_KEYS = ("stats", "characteristics", "skills")


def parse_sheet(data: object, tables: dict | None = None) -> dict[str, Any]:
    """The sheet checked; `tables` is data/gear.toml's content (the seed's list)."""
    sheet, keys = validated(Microd6SheetFile, data)
    if sheet.player is None:
        raise SheetError(_("{key} is missing").format(key="player"), SHEET)
    if not any(key in keys for key in STAT_KEYS):
        raise SheetError(_("{key} is missing").format(key="stats"), SHEET)
    parsed = {
        "name": name(sheet.name, "name"),
        "player": name(sheet.player, "player"),
        "stats": stats([getattr(sheet, key) for key in keys if key in STAT_KEYS]),
        "tenacia": sheet.tenacia,
        "tenacia_max": sheet.tenacia_max,
        "coins": sheet.coins,
        "gear": [item(entry, tables, n) for n, entry in enumerate(sheet.gear, 1)],
    }
    if parsed["tenacia_max"] is not None and parsed["tenacia"] > parsed["tenacia_max"]:
        raise SheetError(_("tenacia is above tenacia_max"), "Tenacia")
    return parsed


def name(value: str, label: str) -> str:
    try:
        return clean_name(value, label)
    except RuleBroken as error:
        raise SheetError(
            _("{label}: {message}").format(label=label, message=error.message), SHEET
        ) from None


def stats(tables: list[dict[str, int]]) -> dict[str, int]:
    """The stats of every table given, each named once (case, accents aside)."""
    result: dict[str, int] = {}
    for table in tables:
        for key, value in table.items():
            stat = name(key, "a stat's name")
            if fold_key(stat) in (fold_key(s) for s in result):
                raise SheetError(
                    _("the stat {stat} is given twice").format(stat=stat), "Tiro Azione"
                )
            result[stat] = value
    if not result:
        raise SheetError(_("a character needs at least one stat"), "Tiro Azione")
    return result


def item(entry, tables: dict | None, number: int) -> dict:
    label = f"gear item {number}"
    spec = entry.model_dump(exclude_unset=True)
    try:
        return make_item(name(spec.pop("name"), label), tables, spec)
    except RuleBroken as error:
        raise SheetError(
            _("{label}: {message}").format(label=label, message=error.message),
            error.section,
        ) from None

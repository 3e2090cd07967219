"""Reading values gear commands give (gearfile): whole numbers, names, tables;
a sheet file's are checked by its declaration (sheetmodel) first.

Every refusal is a SheetError naming the key and the range it breaks, and quoting
at most a short, escaped piece of what the player typed.
"""

from __future__ import annotations

from typing import Any

from journal.domain.errors import RuleBroken, SheetError
from journal.domain.fdt.i18n import _
from journal.domain.fdt.names import SHEET
from journal.domain.text import clean_name, fold_key

_SHOWN = 40


def show(value: object) -> str:
    """A value as a message quotes it: short, escaped, never a huge number."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and abs(value) >= 10**20:
        return "(a number of more than 20 digits)"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return repr(value[:_SHOWN]) + ("…" if len(value) > _SHOWN else "")
    kinds = {dict: "a table", list: "a list", type(None): "nothing"}
    return kinds.get(type(value), f"a {type(value).__name__}")


def keyed(data: object, keys: dict[str, str], where: str) -> dict[str, Any]:
    """A table's values under canonical keys; unknown or repeated keys refused."""
    if not isinstance(data, dict):
        raise SheetError(
            _("{where} must be a table, got {data}").format(
                where=where, data=show(data)
            ),
            SHEET,
        )
    found: dict[str, Any] = {}
    for key, value in data.items():
        canonical = keys.get(fold_key(key)) if isinstance(key, str) else None
        if canonical is None:
            raise SheetError(
                _("unknown key {key} in {where}").format(key=show(key), where=where),
                SHEET,
            )
        if canonical in found:
            raise SheetError(
                _("key {canonical!r} given twice in {where}").format(
                    canonical=canonical, where=where
                ),
                SHEET,
            )
        found[canonical] = value
    return found


def whole(value: object, label: str, low: int, high: int, section=SHEET) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SheetError(
            _("{label} must be a whole number, got {value}").format(
                label=label, value=show(value)
            ),
            section,
        )
    if not low <= value <= high:
        raise SheetError(
            _("{label} must be {low}..{high}, got {value}").format(
                label=label, low=low, high=high, value=show(value)
            ),
            section,
        )
    return value


def name(value: object, label: str, section=SHEET) -> str:
    if not isinstance(value, str):
        raise SheetError(
            _("{label} must be text, got {value}").format(
                label=label, value=show(value)
            ),
            section,
        )
    try:
        return clean_name(value, label)
    except RuleBroken as error:
        raise SheetError(error.message, section) from None


def flag(value: object, label: str) -> bool:
    if not isinstance(value, bool):
        raise SheetError(
            _("{label} must be true or false, got {value}").format(
                label=label, value=show(value)
            ),
            SHEET,
        )
    return value

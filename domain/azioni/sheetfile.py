"""A "Le azioni" sheet file (journal character create --from FILE.toml), checked.

Its keys, names, types and ranges are declared once in sheetmodel.py; here
only the rules no schema states: names clean and each given once, at least one
characteristic, every pool real dice ("1d8", "1d8+1d4"), a track's value
within its bounds (min 0 unless given), a standing modifier never 0.
"""

from __future__ import annotations

from typing import Any

from journal.domain.azioni import pool
from journal.domain.azioni.i18n import _
from journal.domain.azioni.sheetmodel import AzioniSheetFile
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.sheetcheck import validated
from journal.domain.text import clean_name, fold_key

SHEET = "Scheda"


def parse_sheet(data: object, tables: dict | None = None) -> dict[str, Any]:
    """The sheet checked: names, dice (2..100 sides), tracks within bounds."""
    sheet, _keys = validated(AzioniSheetFile, data)
    if sheet.player is None:
        raise SheetError(_("{key} is missing").format(key="player"), SHEET)
    characteristics = dice_table(sheet.characteristics, "characteristics")
    if not characteristics:
        raise SheetError(_("a character needs at least one characteristic"), SHEET)
    return {
        "name": name(sheet.name, "name"),
        "player": name(sheet.player, "player"),
        "characteristics": characteristics,
        "skills": dice_table(sheet.skills, "skills"),
        "tracks": tracks(sheet.tracks),
        "modifiers": modifiers(sheet.modifiers),
    }


def modifiers(value: dict[str, int]) -> dict[str, int]:
    """Standing modifiers (issue 28): a condition's name = ±N (the book's stump)."""
    from journal.domain.azioni.rules import MODIFIER_LIMIT

    result: dict[str, int] = {}
    for key, amount in value.items():
        found = once(key, result, "modifiers", "a modifier's name")
        if amount == 0:
            message = _(
                "modifier {found} must be ±1..{MODIFIER_LIMIT}, got {amount!r}"
            ).format(found=found, MODIFIER_LIMIT=MODIFIER_LIMIT, amount=amount)
            raise SheetError(message, SHEET)
        result[found] = amount
    return result


def name(value: str, label: str) -> str:
    try:
        return clean_name(value, label)
    except RuleBroken as error:
        raise SheetError(
            _("{label}: {message}").format(label=label, message=error.message), SHEET
        ) from None


def once(key: str, result: dict, label: str, what: str) -> str:
    """`key` as a clean name, refused when `result` has it already (case and
    accents aside: `track` and `roll --condition` find either)."""
    entry = name(key, what)
    if fold_key(entry) in (fold_key(k) for k in result):
        raise SheetError(
            _("{entry} is given twice in {label}").format(entry=entry, label=label),
            SHEET,
        )
    return entry


def dice_table(value: dict[str, str], label: str) -> dict[str, str]:
    result: dict[str, str] = {}
    for key, dice in value.items():
        entry = once(key, result, label, f"a name in {label}")
        try:
            result[entry] = pool.text(pool.parse(dice, entry))
        except RuleBroken as error:
            raise SheetError(error.message, error.section) from None
    return result


def tracks(value: dict) -> dict[str, dict]:
    result: dict[str, dict] = {}
    for key, entry in value.items():
        result[once(key, result, "tracks", "a track's name")] = track(key, entry)
    return result


def track(key: str, entry) -> dict:
    """A table's resource: its value, and bounds (min 0 unless given)."""
    low = entry.min if "min" in entry.model_fields_set else 0
    high, now = entry.max, entry.value or 0
    if now < low or (high is not None and not low <= now <= high):
        top = "" if high is None else high
        raise SheetError(
            _("track {key}: {now} is outside {low}..{top}").format(
                key=key, now=now, low=low, top=top
            ),
            SHEET,
        )
    return {"value": now, "min": low, "max": high, "label": clean_name(key)}

"""Small checks for sheet files beyond their declaration (sheetmodel): clean
names, a word among a few."""

from __future__ import annotations

from typing import Any

from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.text import clean_name, fold_key

SHEET = "2.1 La Scheda del Personaggio"


def show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def name(value: Any, label: str) -> str:
    if not isinstance(value, str):
        raise SheetError(
            _("{label} must be text, got {value}").format(
                label=label, value=show(value)
            ),
            SHEET,
        )
    try:
        return clean_name(value, label)
    except RuleBroken as error:
        raise SheetError(error.message, SHEET) from None


def choice(value: Any, label: str, options: tuple[str, ...], section: str) -> str:
    if isinstance(value, str) and fold_key(value) in options:
        return fold_key(value)
    raise SheetError(
        _("{label} must be {value}, got {value2}").format(
            label=label, value=" or ".join(options), value2=show(value)
        ),
        section,
    )

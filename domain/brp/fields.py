"""Small checks for sheet files: shapes, whole numbers in range, known keys."""

from __future__ import annotations

from typing import Any

from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.text import clean_name, fold_key

SHEET = "2.1 La Scheda del Personaggio"


def show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def keyed(data: Any, aliases: dict[str, str], label: str) -> dict[str, Any]:
    """The table's entries by canonical key (any case, accents optional);
    an unknown key is refused by name."""
    if not isinstance(data, dict):
        raise SheetError(
            _("{label} must be a table, got {data}").format(
                label=label, data=show(data)
            ),
            SHEET,
        )
    found: dict[str, Any] = {}
    for key, value in data.items():
        canonical = aliases.get(fold_key(str(key)).replace(" ", "_"))
        if canonical is None:
            raise SheetError(
                _("unknown key {key!r} in {label}").format(key=key, label=label), SHEET
            )
        if canonical in found:
            raise SheetError(
                _("{label} gives {canonical} twice ({key!r})").format(
                    label=label, canonical=canonical, key=key
                ),
                SHEET,
            )
        found[canonical] = value
    return found


def whole(value: Any, label: str, low: int, high: int, section: str) -> int:
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
                label=label, low=low, high=high, value=value
            ),
            section,
        )
    return value


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


def items(value: Any, label: str, limit: int, section: str) -> list:
    if not isinstance(value, list):
        raise SheetError(
            _("{label} must be a list, got {value}").format(
                label=label, value=show(value)
            ),
            section,
        )
    if len(value) > limit:
        raise SheetError(
            _("{label} has more than {limit} entries").format(label=label, limit=limit),
            section,
        )
    return value


def choice(value: Any, label: str, options: tuple[str, ...], section: str) -> str:
    if isinstance(value, str) and fold_key(value) in options:
        return fold_key(value)
    raise SheetError(
        _("{label} must be {value}, got {value2}").format(
            label=label, value=" or ".join(options), value2=show(value)
        ),
        section,
    )


def aliases(**canonical: tuple[str, ...]) -> dict[str, str]:
    """{alias: canonical} from canonical=(alias, ...) (the key itself included)."""
    table = {}
    for key, others in canonical.items():
        for alias in (key, *others):
            table[fold_key(alias)] = key
    return table


def flag(value: Any, label: str, section: str) -> bool:
    if not isinstance(value, bool):
        raise SheetError(
            _("{label} must be true or false, got {value}").format(
                label=label, value=show(value)
            ),
            section,
        )
    return value

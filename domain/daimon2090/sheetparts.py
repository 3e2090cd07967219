"""Building blocks for reading a sheet file: keys, whole numbers, names, lists.

A table is read against a spec, {key: (default or REQUIRED, check)}, where a check
takes (value, label) and returns the normalised value. Every refusal is a
SheetError that names the key and the range it breaks, and quotes at most a short,
escaped piece of what the player typed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import SECTION_SHEET, SHEET_KEYS, fold_name
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.text import clean_name, clean_note, fold_key

REQUIRED = object()
Check = Callable[[Any, str], Any]
_SHOWN_DIGITS = 20
_SHOWN_CHARACTERS = 40
_KINDS = {dict: "a table", list: "a list", type(None): "nothing"}


def show(value: object) -> str:
    """A value as a message quotes it: short, escaped, never a 5000-digit number."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and abs(value) >= 10**_SHOWN_DIGITS:
        sign = "-" if value < 0 else ""
        return f"({sign}a number of more than {_SHOWN_DIGITS} digits)"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        cut = value[:_SHOWN_CHARACTERS]
        return repr(cut) if cut == value else repr(cut) + "…"
    return _KINDS.get(type(value), f"a {type(value).__name__}")


def fields(data: object, keys: dict[str, str], where: str) -> dict[str, Any]:
    """A table's values under canonical keys; unknown or repeated keys are refused."""
    if not isinstance(data, dict):
        raise SheetError(
            _("{where} must be a table, got {data}").format(
                where=where, data=show(data)
            ),
            SECTION_SHEET,
        )
    found: dict[str, Any] = {}
    for key, value in data.items():
        canonical = keys.get(fold_name(key)) if isinstance(key, str) else None
        if canonical is None:
            raise SheetError(
                _("unknown key {key} in {where}").format(key=show(key), where=where),
                SECTION_SHEET,
            )
        if canonical in found:
            raise SheetError(
                _("key {canonical!r} given twice in {where}").format(
                    canonical=canonical, where=where
                ),
                SECTION_SHEET,
            )
        found[canonical] = value
    return found


def take(found: dict[str, Any], spec: dict[str, tuple], prefix: str) -> dict:
    """Each key of the spec, checked; labels read 'skill 'Hacking' score'."""
    checked = {}
    for key, (default, rule) in spec.items():
        if default is REQUIRED and key not in found:
            raise SheetError(
                _("{value} has no {key}").format(value=prefix or "the sheet", key=key),
                SECTION_SHEET,
            )
        label = f"{prefix} {key}" if prefix else key
        checked[key] = rule(found.get(key, default), label)
    return checked


def records(kind: str, section: str, spec: dict[str, tuple], most: int = -1) -> Check:
    """A check for a list of at most `most` named tables, no name repeated."""

    def check_list(value: object, label: str) -> list[dict]:
        items = listed(value, label, section, 0, most)
        found = [record(item, kind, section, spec) for item in items]
        unique([item["name"] for item in found], kind, section)
        return found

    return check_list


def record(item: object, kind: str, section: str, spec: dict[str, tuple]) -> dict:
    """A named table in a list (a skill, a weapon, ...); a bare name stands for one."""
    item = {"name": item} if isinstance(item, str) else item
    where = f"{'an' if kind[0] in 'aeiou' else 'a'} {kind}"
    found = fields(item, SHEET_KEYS[kind], where)
    if "name" not in found:
        raise SheetError(_("{where} has no name").format(where=where), SECTION_SHEET)
    item_name = name(found["name"], f"{kind} name", section)
    return {"name": item_name} | take(found, spec, f"{kind} {show(item_name)}")


def table(kind: str, spec: dict[str, tuple]) -> Check:
    """A check for a table of fixed keys (social_class, daimon)."""
    return lambda value, label: take(
        fields(value, SHEET_KEYS[kind], label), spec, label
    )


def check(rule: Callable[..., Any], *args: Any) -> Check:
    """rule(value, label, *args) as a check."""
    return lambda value, label: rule(value, label, *args)


def whole(value: object, label: str, low: int, high: int, section: str) -> int:
    """A whole number in low..high (booleans, floats and text are refused)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise SheetError(
            _("{label} must be a whole number, got {value}").format(
                label=label, value=show(value)
            ),
            section,
        )
    if not low <= value <= high:
        raise SheetError(
            _("{label} {value} is outside {low}..{high}").format(
                label=label, value=show(value), low=low, high=high
            ),
            section,
        )
    return value


def flag(value: object, label: str, section: str) -> bool:
    if not isinstance(value, bool):
        raise SheetError(
            _("{label} must be true or false, got {value}").format(
                label=label, value=show(value)
            ),
            section,
        )
    return value


def name(value: object, label: str, section: str) -> str:
    """A one-line name, as journal.domain.text.clean_name accepts it."""
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
        raise SheetError(error.message, error.section) from None


def maybe_name(value: object, label: str, section: str) -> str | None:
    return None if value is None else name(value, label, section)


def note(value: object, label: str, section: str) -> str | None:
    """Free text, or None, as journal.domain.text.clean_note accepts it."""
    if value is not None and not isinstance(value, str):
        raise SheetError(
            _("{label} must be text, got {value}").format(
                label=label, value=show(value)
            ),
            section,
        )
    try:
        return clean_note(value, label)
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None


def listed(
    value: object, label: str, section: str, low: int = 0, high: int = -1
) -> list:
    """A list, of low..high items when high is given (a character's classes, ...)."""
    if not isinstance(value, list):
        raise SheetError(
            _("{label} must be a list, got {value}").format(
                label=label, value=show(value)
            ),
            section,
        )
    if high >= 0 and not low <= len(value) <= high:
        message = _("a character has {low}..{high} {label}, got {value}").format(
            low=low, high=high, label=label, value=len(value)
        )
        raise SheetError(message, section)
    return value


def names(value: object, label: str, section: str) -> list[str]:
    items = listed(value, label, section)
    return [name(item, f"name in {label}", section) for item in items]


def unique(items: list[str], label: str, section: str) -> list[str]:
    """The names, refused when one repeats (ignoring case and accents)."""
    seen: set[str] = set()
    for item in items:
        if fold_key(item) in seen:
            raise SheetError(
                _("{label} {item} is listed twice").format(
                    label=label, item=show(item)
                ),
                section,
            )
        seen.add(fold_key(item))
    return items


def bonuses(value: object, label: str, low: int, high: int, section: str) -> dict:
    """Skill or characteristic names -> bonus dice, adding up to low..high."""
    if not isinstance(value, dict):
        raise SheetError(
            _("{label} must be a table, got {value}").format(
                label=label, value=show(value)
            ),
            section,
        )
    targets = unique([name(key, label, section) for key in value], label, section)
    bonus = {
        target: whole(value[key], f"{label} {show(target)}", 1, high, section)
        for target, key in zip(targets, value, strict=True)
    }
    whole(sum(bonus.values()), f"{label} total", low, high, section)
    return bonus

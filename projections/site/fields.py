"""A sheet (`journal.projections.sheet.sheet_json`) as fields, for the history of every
field: `characteristics › potenza`, `weapons › Pistola › marks`, ...

`changes(before, after)` names the leaves that differ between two sheets; it
walks only the branches that differ, so a change costs what it touches, not the
whole sheet. Leaves are immutable (numbers, strings, tuples).
"""

from __future__ import annotations

import json

HIDDEN = ("id", "name", "ruleset", "tracks")  # who the sheet is, not its values
SEPARATOR = " › "
_GONE = object()  # a key one side does not have


def changes(before: dict, after: dict) -> list[tuple[str, object, object]]:
    """(field, value before, value after) for every leaf that differs; the table's
    tracks that the ruleset's own keys do not show count as `tracks › NAME`."""
    found: list[tuple[str, object, object]] = []
    _diff(_own(before), _own(after), "", found)
    found = [f for f in found if not f[0].endswith(f"{SEPARATOR}id")]  # ids
    old, new = _tracks(before), _tracks(after)
    for name in [*old, *(key for key in new if key not in old)]:
        if old.get(name) != new.get(name):
            found.append((name, old.get(name), new.get(name)))
    return found


def _own(data: dict) -> dict:
    return {key: value for key, value in data.items() if key not in HIDDEN}


def _tracks(data: dict) -> dict:
    return {
        f"tracks{SEPARATOR}{name}": track.get("value")
        for name, track in (data.get("tracks") or {}).items()
        if name not in data
    }


def _diff(before, after, path: str, found: list) -> None:
    if before == after:
        return
    if isinstance(before, dict) and isinstance(after, dict):
        for key in [*before, *(k for k in after if k not in before)]:
            old, new = before.get(key, _GONE), after.get(key, _GONE)
            if old == new:  # most of a sheet, after most events: not walked
                continue
            inner = f"{path}{SEPARATOR}{key}" if path else str(key)
            _diff(old, new, inner, found)
    elif _named(before) and _named(after):
        _diff(_by_name(before), _by_name(after), path, found)
    else:
        old, new = _leaves(before, path), _leaves(after, path)
        for name in [*old, *(key for key in new if key not in old)]:
            if old.get(name) != new.get(name):
                found.append((name, old.get(name), new.get(name)))


def _leaves(value, path: str) -> dict:
    flat: dict[str, object] = {}
    if value is not _GONE:
        _walk(value, path, flat)
    return flat


def _walk(value: object, path: str, flat: dict) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            _walk(inner, f"{path}{SEPARATOR}{key}" if path else str(key), flat)
    elif _named(value):
        _walk(_by_name(value), path, flat)
    elif isinstance(value, list | tuple):
        flat[path] = tuple(_leaf(item) for item in value)
    else:
        flat[path] = _leaf(value)


def _named(value) -> bool:
    """A list of records (weapons, gear, wounds): walked by each one's name, or
    by its place in the list (1, 2, ...) when they have no names to tell them
    apart (a wound is its points, not a name)."""
    if not isinstance(value, list | tuple) or not value:
        return False
    return all(isinstance(item, dict) for item in value)


def _by_name(items) -> dict:
    names = [item.get("name") for item in items]
    distinct = len(set(names)) == len(names)
    if distinct and all(isinstance(name, str) and name for name in names):
        return {
            item["name"]: {k: v for k, v in item.items() if k != "name"}
            for item in items
        }
    return {str(place): item for place, item in enumerate(items, start=1)}


def _leaf(value: object) -> object:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def shown(value: object) -> str:
    """A field's value as the history prints it."""
    if value is None:
        return "—"
    if isinstance(value, tuple):
        return ", ".join(str(item) for item in value) or "—"
    return str(value)

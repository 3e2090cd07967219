"""What changed on a sheet between two moments, and through which events."""

from __future__ import annotations

from projections.log import concerns
from projections.records import to_records
from projections.sheet import sheet_json
from projections.timeline import position, state_at


def diff(history: list, character: str, first: str, second: str) -> dict:
    """The sheet at `first` and at `second` (references as for `show --as-of`)."""
    start, end = sorted((position(history, first), position(history, second)))
    now = state_at(history).character(character)
    before, after = (_sheet_at(history, upto, now.id) for upto in (start, end))
    ruleset = history[0].ruleset
    records = [
        r
        for r in to_records(history)[start:end]
        if not r["void"] and concerns(r, now.name, ruleset)
    ]
    return {
        "character": now.name,
        "from": start,
        "to": end,
        "changes": changes(before, after),
        "events": [{"id": r["id"], "type": r["type"]} for r in records],
    }


def _sheet_at(history: list, upto: int, char_id: str) -> dict:
    sheet = state_at(history, upto).characters.get(char_id)
    return sheet_json(sheet, history[0].ruleset) if sheet is not None else {}


def changes(before, after, path: str = "") -> list[dict]:
    """Every leaf that differs, as {field, before, after}; dicts are walked."""
    if isinstance(before, dict) and isinstance(after, dict):
        found = []
        for key in [*before, *(k for k in after if k not in before)]:
            inner = f"{path}.{key}" if path else str(key)
            found += changes(before.get(key), after.get(key), inner)
        return found
    if before == after:
        return []
    return [{"field": path, "before": before, "after": after}]

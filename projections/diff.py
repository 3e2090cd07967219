"""What changed on a sheet between two moments, and through which events."""

from __future__ import annotations

from journal.projections.log import concerns
from journal.projections.sheet import sheet_json


def diff(source, character: str, first: str, second: str, find_id=None) -> dict:
    """The sheet at `first` and at `second` (references as for `show --as-of`).
    `source`: the campaign as a journal.projections.slices.Slice (which reads only the
    events the answer needs)."""
    start, end = sorted(
        (source.position(first, find_id), source.position(second, find_id))
    )
    now = source.now.character(character)
    before, after = (_sheet_at(source, upto, now.id) for upto in (start, end))
    ruleset = source.ruleset
    events = [
        {"id": r["id"], "type": r["type"]}
        for r in source.records(start + 1, end)
        if not r["void"] and concerns(r, now.name, ruleset)
    ]
    return {
        "character": now.name,
        "from": start,
        "to": end,
        "changes": changes(before, after),
        "events": events,
    }


def _sheet_at(source, upto: int, char_id: str) -> dict:
    sheet = source.state_at(upto).characters.get(char_id)
    return sheet_json(sheet, source.ruleset) if sheet is not None else {}


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

"""What changed on a sheet between two moments, and through which events."""

from __future__ import annotations

from functools import cached_property

from projections.log import concerns
from projections.records import to_records
from projections.sheet import sheet_json
from projections.timeline import position, state_at


def diff(history, character: str, first: str, second: str, find_id=None) -> dict:
    """The sheet at `first` and at `second` (references as for `show --as-of`).
    `history`: the campaign's events, or a projections.slices.Slice (which reads
    only the events the answer needs)."""
    source = History(history) if isinstance(history, list) else history
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


class History:
    """What `diff` reads, from a list of the campaign's events."""

    def __init__(self, history: list) -> None:
        self.history = history
        self.ruleset = history[0].ruleset

    def position(self, ref: str, find_id=None) -> int:
        return position(self.history, ref, find_id)

    @cached_property
    def now(self):
        return state_at(self.history)

    def state_at(self, upto: int):
        return state_at(self.history, upto)

    def records(self, first: int, last: int) -> list[dict]:
        return to_records(self.history)[first - 1 : last]


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

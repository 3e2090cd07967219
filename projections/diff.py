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
        {"id": r["id"], "type": r["type"], "record": r}
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


def diff_lines(found: dict, source, character: str, lang: str) -> list[str]:
    """`diff` in words: each field that changed by its label ("PF", "damage
    bonus"; a track once, by its label), then what happened, event by event."""
    from journal.projections.chronicle_entries import without_ids
    from journal.projections.describe import describe
    from journal.projections.fields_words import field_label, shown, track_labels
    from journal.projections.phrases import say

    labels = track_labels(source.now.character(character))
    lines, seen = [], set()
    for change in found["changes"]:
        parts = change["field"].split(".")
        if parts[-1] == "id":
            continue
        label = field_label(parts, labels, lang)
        if label in seen:
            continue  # a track and the sheet's own key for it: told once
        seen.add(label)
        before, after = shown(change["before"], lang), shown(change["after"], lang)
        lines.append(f"{label}: {before} → {after}")
    events = found["events"]
    lines.append(say(lang, "diff.through", n=len(events)))
    ids = _ids(events)
    for event in events:
        told = describe(event.pop("record"), lang, ruleset=source.ruleset)
        lines.append("  " + without_ids(told, ids))
    return lines


def _ids(events: list[dict]) -> set[str]:
    """The ids a phrase of these events may name: theirs, and those their
    fields hold (the wound a First Aid treats)."""
    import re

    shape = re.compile(r"[0-9a-z]{8}")
    found = {event["id"] for event in events}
    for event in events:
        found |= {
            value
            for value in event["record"].values()
            if isinstance(value, str) and shape.fullmatch(value)
        }
    return found


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

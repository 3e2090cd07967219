"""Provenance: every event that changed a field of a character, with the delta.

A fold over the events that are not void, watching one field: each change gives
the event, the delta, the running value, its session and scene and who recorded
it; the deltas add up to the value now (voided events never happened).
"""

from __future__ import annotations

from domain.daimon2090.names import canonical_characteristic
from domain.errors import NotFound
from domain.rulesets import campaign_class
from domain.text import fold_key
from domain.voiding import folding
from projections.records import voided_ids

PLAIN = ("reserve", "pe", "evo", "level", "risorse", "status", "wounds")
ALIASES = {
    "riserva": "reserve",
    "ferite": "wounds",
    "livello": "level",
    "stato": "status",
    "resources": "risorse",
}


def field_reader(field: str):
    """A function reading FIELD from a sheet (None while it is undefined)."""
    key = ALIASES.get(fold_key(field), fold_key(field))
    if key in PLAIN:
        return lambda sheet: getattr(sheet, key)
    if key in ("social_class", "classe_sociale", "social_class.current"):
        return lambda sheet: sheet.social_class.get("current")
    if key in ("social_class.origin", "origin"):
        return lambda sheet: sheet.social_class.get("origin")
    characteristic = canonical_characteristic(field)
    if characteristic:
        return lambda sheet: sheet.characteristics.get(characteristic)
    return lambda sheet: _skill_or_counter(sheet, key)


def _skill_or_counter(sheet, key: str):
    for name, entry in sheet.skills.items():
        if fold_key(name) == key:
            return entry["score"]
    for item in [*sheet.weapons, *sheet.protections, *sheet.enhancements]:
        if fold_key(item["name"]) == key:
            return item.get("marks", 0)
    return None


def why(history: list, character: str, field: str) -> list[dict]:
    """The events that changed FIELD of CHARACTER, oldest first."""
    final = _final_state(history)
    char_id = final.character(character).id
    read = field_reader(field)
    if read(final.characters[char_id]) is None and not _ever(history, char_id, read):
        raise NotFound(f"{character!r} has no field {field!r}", "journal: why")
    return list(_changes(history, char_id, read))


def _final_state(history: list):
    state = campaign_class(history[0].ruleset).new_state()
    for _ in folding(state, history, voided_ids(history)):
        pass
    return state


def _ever(history: list, char_id: str, read) -> bool:
    return any(True for _ in _changes(history, char_id, read))


def _changes(history: list, char_id: str, read):
    state = campaign_class(history[0].ruleset).new_state()
    before = None
    for event in folding(state, history, voided_ids(history)):
        sheet = state.characters.get(char_id)
        after = read(sheet) if sheet is not None else None
        if after != before:
            yield _row(event, before, after)
            before = after


def _row(event, before, after) -> dict:
    numeric = isinstance(after, int) and isinstance(before, int | None)
    delta = after - (before or 0) if numeric else None
    return {
        "id": event.event_id,
        "seq": event.originator_version,
        "type": type(event).__name__,
        "delta": delta,
        "value": after,
        "session": event.session,
        "scene": event.scene,
        "by": event.by,
        "at": event.timestamp.isoformat(),
    }

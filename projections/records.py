"""Events as plain records: the shape `log --json` prints and renderers read."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from journal.domain.ids import own_id, rebanded
from journal.domain.state import effective_voids

_LIBRARY_FIELDS = {
    "originator_id",
    "originator_version",
    "timestamp",
    "originator_topic",
}
BASE = ("id", "seq", "type", "at", "session", "scene", "by", "void")  # a record's first
OWN_FIELDS = frozenset((*_LIBRARY_FIELDS, *BASE, "event_id"))  # an event's not its own


def character_names(history: Iterable[Any]) -> dict[str, str]:
    """Every character id ever created in the stream, with its name."""
    return {
        e.event_id: e.sheet["name"]
        for e in history
        if type(e).__name__ == "CharacterCreated"
    }


def voided_ids(history: Iterable[Any]) -> set[str]:
    return effective_voids({e.event_id: e.target for e in history if e.is_void})


def to_record(event: Any, names: dict[str, str], voided: set[str], enrich=None) -> dict:
    """One event as a JSON-ready dict: id, seq, type, at, session, scene, void, …
    and what the ruleset's `enrich` derives (Dàimon's `chance`)."""
    fields = {k: v for k, v in vars(event).items() if k not in OWN_FIELDS}
    if event.is_void:  # the target as this campaign calls it
        fields["target"] = rebanded(event.target, event.originator_id)
    kind, at = type(event).__name__, event.timestamp.isoformat()
    meta = (kind, event.session, event.scene, event.by, at)
    return kept_record(
        event.originator_id,
        event.originator_version,
        event.event_id,
        meta,
        fields,
        names,
        voided,
        enrich,
    )


def _named(record: dict, event_id: str, names: dict[str, str], enrich) -> dict:
    """A record's characters by name, and what the ruleset derives from it."""
    if "character" in record:
        record["character_id"] = record["character"]
        record["character"] = names.get(record["character"], record["character"])
    if enrich is not None:
        enrich(record)
    if record["type"] == "CharacterCreated":
        record["character"], record["character_id"] = record["sheet"]["name"], event_id
    return record


def kept_record(
    campaign_id: Any,
    seq: int,
    event_id: str,
    meta: tuple,
    fields: dict,
    names: dict[str, str],
    voided: set[str],
    enrich=None,
) -> dict:
    """An event's record from its parts: `meta` is its (type, session, scene,
    by, at), `fields` its own fields. `to_record` gives them from the event;
    the sheets' history keeps them (journal.projections.sheethistory.inputs),
    so that `why` reads no event."""
    kind, session, scene, by, at = meta
    own = own_id(campaign_id, seq, event_id)
    record = {
        "id": own,
        "seq": seq,
        "type": kind,
        "at": at,
        "session": session,
        "scene": scene,
        "by": by,
        "void": event_id in voided,
        **fields,
    }
    if own != event_id:  # a copy's event remembers its id in the export
        record["original_id"] = event_id
    return _named(record, event_id, names, enrich)


def enricher(ruleset: str | None):
    from journal.projections.sheet import view

    return view(ruleset, "enrich")


def to_records(history: list) -> list[dict]:
    names, voided = character_names(history), voided_ids(history)
    enrich = enricher(history[0].ruleset) if history else None
    return [to_record(event, names, voided, enrich) for event in history]

"""The event log read model (Log degli eventi): entries with their later notes.

A fold over the stream: every event with a `logbook_entry()` is an entry (hand
written ones, a ruleset's table answers), LogNoteAdded adds a note to one. Void
events are left out: a void means it never happened. An entry that replaces
another (a re-rolled answer) marks the old one, which stays.
"""

from __future__ import annotations

from journal.domain.events_logbook import LogNoteAdded
from journal.domain.ids import own_id
from journal.domain.text import fold_key
from journal.projections.phrases import phrase
from journal.projections.records import voided_ids

SEARCHED = ("event", "details")


def logbook(history: list) -> list[dict]:
    """The entries, oldest first, each with its notes and keywords. `history`:
    the campaign's events, or those of its entries, notes and voids
    (projections.logdocs.document_types)."""
    voided = voided_ids(history)
    entries: dict[str, dict] = {}
    for event in history:
        if event.event_id in voided or event.is_void:
            continue
        if hasattr(event, "logbook_entry"):
            entries[event.event_id] = entry(event)
        elif isinstance(event, LogNoteAdded) and event.entry in entries:
            add_note(entries[event.entry], event)
    for item in entries.values():
        if item["replaces"] in entries:
            entries[item["replaces"]]["replaced_by"] = item["id"]
    return list(entries.values())


def logbook_types(topics: dict[str, str]) -> list[str]:
    """Of the class names a campaign's events have (each with a topic), those
    the event log reads: every class with `logbook_entry()` (an entry) and
    LogNoteAdded (its notes)."""
    from eventsourcing.utils import resolve_topic

    found = []
    for kind, topic in topics.items():
        try:
            entry_or_note = kind == LogNoteAdded.__name__ or hasattr(
                resolve_topic(topic), "logbook_entry"
            )
        except Exception:  # noqa: BLE001 - a topic no longer found: read as before
            entry_or_note = True
        if entry_or_note:
            found.append(kind)
    return found


def entry(event) -> dict:
    return {
        "id": _own(event),
        "type": type(event).__name__,
        **event.logbook_entry(),
        "notes": [],
        "replaced_by": None,
        **where(event),
    }


def add_note(item: dict, event) -> None:
    item["notes"].append({"id": _own(event), "note": event.text, **where(event)})
    known = {fold_key(word) for word in item["keywords"]}
    item["keywords"] += [w for w in event.keywords if fold_key(w) not in known]


def _own(event) -> str:
    """The event's id as its campaign calls it (journal.domain.ids.own_id)."""
    return own_id(event.originator_id, event.originator_version, event.event_id)


def where(event) -> dict:
    return {
        "session": event.session,
        "scene": event.scene,
        "at": event.timestamp.isoformat(),
        "by": event.by,
    }


def search_entries(entries: list[dict], word: str) -> list[dict]:
    """The entries whose event, details, notes or keywords mention `word`."""
    key = fold_key(word)
    return [item for item in entries if key in fold_key(searchable(item))]


def searchable(item: dict) -> str:
    texts = [item.get(field) or "" for field in SEARCHED]
    texts += [note["note"] for note in item["notes"]] + item["keywords"]
    return "\n".join(texts)


def entry_lines(entries: list[dict], lang: str) -> list[str]:
    """Each entry: its id, when, the event; then details, keywords and notes."""
    if not entries:
        return [phrase(lang, "logbook.empty")]
    lines: list[str] = []
    for item in entries:
        where_ = f"s{item['session'] or '-'}/sc{item['scene'] or '-'}"
        lines.append(f"{item['id']}  {where_:<9} {item['event']}")
        lines += indented(item, lang)
    return lines


def indented(item: dict, lang: str) -> list[str]:
    pad = " " * 10
    lines = []
    if item["details"]:
        lines.append(f"{pad}{phrase(lang, 'logbook.details')}: {item['details']}")
    if item["keywords"]:
        words = ", ".join(item["keywords"])
        lines.append(f"{pad}{phrase(lang, 'logbook.keywords')}: {words}")
    for note in item["notes"]:
        lines.append(
            f"{pad}{phrase(lang, 'logbook.note')} {note['id']}: {note['note']}"
        )
    if item["replaced_by"]:
        text = phrase(lang, "logbook.replaced").format(id=item["replaced_by"])
        lines.append(f"{pad}{text}")
    return lines

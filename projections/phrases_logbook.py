"""Phrases for logbook events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "LogEntryAdded": "Event log: {event}",
        "LogNoteAdded": "Event log, later note on “{about}”: {text}",
        "logbook.details": "details",
        "logbook.keywords": "keywords",
        "logbook.note": "note",
        "logbook.replaced": "re-rolled: see {id}",
        "logbook.empty": "the event log is empty",
    },
    "it": {
        "LogEntryAdded": "Log degli eventi: {event}",
        "LogNoteAdded": "Log degli eventi, nota successiva a “{about}”: {text}",
        "logbook.details": "dettagli",
        "logbook.keywords": "parole chiave",
        "logbook.note": "nota",
        "logbook.replaced": "rilanciata: vedi {id}",
        "logbook.empty": "il log degli eventi è vuoto",
    },
}

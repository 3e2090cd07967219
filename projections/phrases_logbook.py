"""Phrases for logbook events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

from journal.i18n import N_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "journal",
    {
        "LogEntryAdded": N_("Event log: {event}"),
        "LogNoteAdded": N_("Event log, later note on “{about}”: {text}"),
        "logbook.details": N_("details"),
        "logbook.keywords": N_("keywords"),
        "logbook.note": N_("note"),
        "logbook.replaced": N_("re-rolled: see {id}"),
        "logbook.empty": N_("the event log is empty"),
    },
)

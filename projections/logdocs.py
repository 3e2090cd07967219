"""The event log and the technology log as documents of their own, laid out
like the rulebook's sheets: one table, a row per entry or technology.

Builds the view data only (every user string escaped with md_escape);
projections/render.py turns it into Markdown, HTML or PDF.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.projections.render_env import messages
from journal.projections.render_escape import Md, md_escape

_EMPTY = Md("—")


class Part(NamedTuple):
    session: int  # a session the document's entries come from


class LogDocument(NamedTuple):
    """One log as a document; the fields chronicle.html.j2 reads, and the table."""

    lang: str
    campaign: str
    ruleset: str
    title: str
    scope: str  # "eventlog" | "techlog"
    first_date: str | None
    last_date: str | None
    players: tuple[str, ...]
    parts: tuple[Part, ...]
    generated_at: str
    columns: tuple[Md, ...]
    rows: tuple[tuple[Md, ...], ...]


COLUMNS = ("event", "details", "notes", "keywords")


def documents(ruleset: str) -> dict:
    """The documents a campaign can print: the event log, and the ruleset's own
    (its views' DOCUMENTS: name -> (items(history, log), row, column keys))."""
    from journal.projections.sheet import view

    return {
        "eventlog": (_eventlog, eventlog_row, COLUMNS),
        **view(ruleset, "DOCUMENTS", {}),
    }


# What every document reads besides its own events: the campaign (its name and
# ruleset), its characters (their names) and the voids (what they voided).
ALWAYS_READ = ("CampaignStarted", "CharacterCreated", "EventVoided")


def document_types(ruleset: str, document: str, topics) -> tuple[str, ...] | None:
    """The class names of the events `document` is made from (with ALWAYS_READ),
    or None when it may read any event (a ruleset's document that does not
    declare its types in its views' DOCUMENT_TYPES: the whole campaign is read).
    `topics()`: each class name the campaign's events have, with a topic."""
    from journal.projections.logbook import logbook_types
    from journal.projections.sheet import view

    if document == "eventlog":
        own = logbook_types(topics())
    else:
        own = view(ruleset, "DOCUMENT_TYPES", {}).get(document)
        if own is None:
            return None
    return (*ALWAYS_READ, *own)


def _eventlog(history: list, log: list[dict]) -> list[dict]:
    from journal.projections.logbook import logbook

    return logbook(history)


def build_document(history: list, log: list[dict], document: str, lang, now):
    """A log document: the event log, or one of the ruleset's (Dàimon's
    technology log), from the history and the event log's records."""
    ruleset = history[0].ruleset
    t = messages(lang, ruleset)
    items_of, cells, columns = documents(ruleset)[document]
    items = items_of(history, log)
    rows = tuple(cells(item, t, lang) for item in items)
    return _document(history[0], items, document, t, rows, lang, now, columns)


def _document(created, items, document, t, rows, lang, now, columns) -> LogDocument:
    sessions = dict.fromkeys(i["session"] for i in items if i["session"])
    players = dict.fromkeys(i["player"] for i in items if i.get("player"))
    return LogDocument(
        lang=lang,
        campaign=created.name,
        ruleset=created.ruleset,
        title=t[f"{document}_title"],
        scope=document,
        first_date=None,
        last_date=None,
        players=tuple(players),
        parts=tuple(Part(n) for n in sessions),
        generated_at=now.isoformat(),
        columns=tuple(md_escape(t[f"{document}_{key}"]) for key in columns),
        rows=rows,
    )


def cell(value: object) -> Md:
    return md_escape(value) if value else _EMPTY


def joined(values: list, separator: str = "; ") -> Md:
    return Md(separator.join(md_escape(v) for v in values)) if values else _EMPTY


def eventlog_row(item: dict, t: dict, lang: str) -> tuple[Md, ...]:
    """Evento, Dettagli, Note successive, Parole chiave."""
    event = cell(item["event"])
    if item["replaced_by"]:
        event = Md(f"{event} *({md_escape(t['logdoc_replaced'])})*")
    notes = joined([note["note"] for note in item["notes"]])
    return event, cell(item["details"]), notes, joined(item["keywords"], ", ")

"""The event log and the ruleset's own documents (Dàimon 2090's technology log)
as pages: `journal.projections.logdocs.documents(ruleset)`, one table each, every cell
escaped there as in the printed documents; voided entries struck through."""

from __future__ import annotations

from journal.projections.logbook import entry
from journal.projections.logbook import logbook as logbook_items
from journal.projections.logdocs import documents
from journal.projections.records import voided_ids
from journal.projections.site import links
from journal.projections.site.pages_sessions import Page


def document_pages(history: list, facts, t: dict, lang: str, log: list) -> list[Page]:
    """`log`: the event log's entries, voided ones included (see `logbook`)."""
    pages = []
    for name, (items_of, cells, columns) in documents(facts.ruleset).items():
        items = log if name == "eventlog" else items_of(history, facts.records)
        context = {
            "title": t[f"{name}_title"],
            "name": name,
            "columns": [t[f"{name}_{key}"] for key in columns],
            "rows": [_row(item, cells(item, t, lang)) for item in items],
        }
        pages.append(Page(links.document(name), "document.html.j2", context))
    return pages


def listed(facts, t: dict) -> list[dict]:
    """The documents, for the home page and the navigation."""
    return [
        {"title": t[f"{name}_title"], "url": links.document(name)}
        for name in documents(facts.ruleset)
    ]


def logbook(history: list, facts) -> list[dict]:
    """The event log's entries and, in their place, the voided ones, marked
    (`journal.projections.logbook` leaves those out: here they show, struck through)."""
    kept = {item["id"]: item for item in logbook_items(history)}
    voided = voided_ids(history)
    reasons = {
        r["target"]: r["reason"] for r in facts.records if r["type"] == "EventVoided"
    }
    items = []
    for event in history:
        if event.event_id in kept:
            items.append(kept[event.event_id])
        elif event.event_id in voided and hasattr(event, "logbook_entry"):
            items.append(
                entry(event)
                | {"void": True, "void_reason": reasons.get(event.event_id)}
            )
    return items


def _row(item: dict, cells: tuple) -> dict:
    number = item.get("session")
    return {
        "anchor": f"d-{links.slug(str(item.get('id', '')))}",
        "session": number,
        "session_url": links.session(number) if isinstance(number, int) else None,
        "cells": [str(cell) for cell in cells],  # Markdown, escaped by logdocs
        "void": bool(item.get("void")),
        "void_reason": item.get("void_reason"),
    }

"""Chronicles of more than a session: an adventure's sessions or the whole campaign.

A ChronicleBook holds one ChronicleModel per session, in order; a session's
chronicle is a book of one part, so every format renders books only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime

from domain.errors import NotFound
from projections.chronicle import _session, latest_session, series_of, session_end
from projections.chronicle_model import ChronicleBook, ChronicleModel
from projections.records import to_records
from projections.render_env import messages
from projections.timeline import states_at


def book_of(
    model: ChronicleModel, scope: str = "session", title: str = ""
) -> ChronicleBook:
    """A single session's chronicle as a book of one part."""
    return _book([model], scope, title or model.title, model)


def build_book(
    history: list,
    scope: str,
    number: int | None,
    lang: str,
    now: datetime,
    fingerprint: Callable[[int], str | None] = lambda position: None,
) -> ChronicleBook:
    """scope "session" (number or the latest), "adventure" (number) or "all";
    `fingerprint(position)`: the chain's fingerprint at an event (journal.chain)."""
    records = to_records(history)
    if scope == "session":
        numbers = [number or latest_session(records)]
        title = ""
    elif scope == "adventure":
        numbers, title = _adventure_sessions(records, number, lang)
    else:
        numbers, title = _all_sessions(records), messages(lang)["book_all"]
    series = series_of(history)
    ends = {n: session_end(records, n) for n in numbers}
    states = states_at(history, ends.values())
    parts = [
        replace(
            _session(history, records, series, n, lang, now, states[ends[n]]),
            fingerprint=fingerprint(ends[n]),
        )
        for n in numbers
    ]
    return _book(parts, scope, title or parts[0].title, parts[0])


def _adventure_sessions(records: list[dict], number, lang: str):
    """Adventure NUMBER's sessions: those begun after it started, before the next."""
    inside, title = False, None
    numbers = []
    for record in records:
        if record["type"] == "AdventureStarted":
            inside = record["number"] == number
            title = record["title"] if inside else title
        elif record["type"] == "SessionStarted" and inside:
            numbers.append(record["number"])
    if title is None:
        raise NotFound(f"there is no adventure {number}", "journal: chronicles")
    if not numbers:
        raise NotFound(f"adventure {number} has no session yet", "journal: chronicles")
    return numbers, messages(lang)["book_adventure"].format(number=number, title=title)


def _all_sessions(records: list[dict]) -> list[int]:
    numbers = [r["number"] for r in records if r["type"] == "SessionStarted"]
    if not numbers:
        raise NotFound("no session recorded yet", "journal: chronicles")
    return numbers


def _book(parts: list, scope: str, title: str, first: ChronicleModel) -> ChronicleBook:
    dates = [p.date for p in parts if p.date]
    players = dict.fromkeys(name for p in parts for name in p.present)
    return ChronicleBook(
        lang=first.lang,
        campaign=first.campaign,
        ruleset=first.ruleset,
        title=title,
        scope=scope,
        first_date=min(dates) if dates else None,
        last_date=max(dates) if dates else None,
        players=tuple(players),
        parts=tuple(parts),
        generated_at=first.generated_at,
    )

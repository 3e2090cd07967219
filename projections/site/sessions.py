"""The sessions of a campaign from its event records, as the chronicle cuts
them (`journal.projections.chronicle`): a session's events are its start and every
event recorded in it; its adventure is the last begun by its end.

Cheap (one pass), so that a session whose events did not change is known
before its page is built: the chronicle's entries are made only for the pages
that are written.
"""

from __future__ import annotations

from journal.projections.chronicle import _adventure, _scenes, adventure_starts
from journal.projections.chronicle_parts import part_bounds
from journal.projections.phrases import phrase
from journal.projections.render_escape import one_line
from journal.projections.sheet import view


def sessions_of(records: list[dict], lang: str) -> list[dict]:
    """Each session in play order: number, title, date, present, adventure,
    its records (`span`) and its scenes' titles."""
    found, starts = [], adventure_starts(records)  # read once, not per session
    for first, stop in part_bounds(records).values():
        span = records[first:stop]  # the session's part: what is told with it
        start = next(r for r in span if r["type"] == "SessionStarted")
        found.append(
            {
                "number": start["number"],
                "title": phrase(lang, "session_title").format(number=start["number"]),
                "date": start["date"],
                "present": list(start["present"]),
                "adventure": _adventure(starts, span[-1]["seq"]),
                "span": span,
                "scenes": [
                    r["title"]
                    for r in span
                    if r["type"] == "SceneStarted" and r["title"]
                ],
            }
        )
    return found


def voided_reasons(records: list[dict]) -> dict[str, str]:
    """Each voided event's reason, by its id."""
    return {r["target"]: r["reason"] for r in records if r["type"] == "EventVoided"}


def told(session: dict, reading) -> tuple:
    """The session's part as the chronicle tells it (its SceneView segments);
    `reading` is `projections.chronicle_book.reading_of` the campaign's records."""
    return _scenes(session["span"], reading)


def luck(session: dict, names: list[str], ruleset: str) -> tuple:
    """The ruleset's luck table for the session (none without the view)."""
    found = view(ruleset, "luck")
    return found(session["span"], names) if found else ()


def lines(text: str | None) -> list[str]:
    """A user's text in lines, each made one inert line (blank ones dropped)."""
    return [one_line(line) for line in (text or "").splitlines() if one_line(line)]


def summaries(records: list[dict]) -> dict[int, str]:
    """Each session's summary (`session end --summary`, `session summary N`),
    the newest counting, as the chronicle's story tells it."""
    from journal.projections.story import outline

    sessions, _ignored = outline(records)
    return {s["number"]: s["summary"] for s in sessions if s["summary"]}

"""The sessions of a campaign from its event records, as the chronicle cuts
them (`projections.chronicle`): a session's events are its start and every
event recorded in it; its adventure is the last begun by its end.

Cheap (one pass), so that a session whose events did not change is known
before its page is built: the chronicle's entries are made only for the pages
that are written.
"""

from __future__ import annotations

from projections.chronicle import _adventure, _scenes
from projections.phrases import phrase
from projections.render_escape import one_line
from projections.sheet import view


def sessions_of(records: list[dict], lang: str) -> list[dict]:
    """Each session in play order: number, title, date, present, adventure,
    its records (`span`) and its scenes' titles."""
    starts = [r for r in records if r["type"] == "SessionStarted"]
    inside: dict[int, list[dict]] = {}
    for record in records:
        if record["session"] is not None:
            inside.setdefault(record["session"], []).append(record)
    found = []
    for start in starts:
        span = sorted([start, *inside.get(start["number"], [])], key=lambda r: r["seq"])
        found.append(
            {
                "number": start["number"],
                "title": phrase(lang, "session_title").format(number=start["number"]),
                "date": start["date"],
                "present": list(start["present"]),
                "adventure": _adventure(records, span[-1]["seq"]),
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


def told(session: dict, records: list[dict], lang: str, ruleset: str) -> tuple:
    """The session's scenes as the chronicle tells them (its SceneView entries)."""
    return _scenes(session["span"], records, lang, ruleset)


def luck(session: dict, names: list[str], ruleset: str) -> tuple:
    """The ruleset's luck table for the session (none without the view)."""
    found = view(ruleset, "luck")
    return found(session["span"], names) if found else ()


def lines(text: str | None) -> list[str]:
    """A user's text in lines, each made one inert line (blank ones dropped)."""
    return [one_line(line) for line in (text or "").splitlines() if one_line(line)]


def summaries(records: list[dict]) -> dict[int, str]:
    """Each session's summary, when the journal records them: a `summary` on the
    session's end, or an event whose type names a summary (a later one wins).
    Read defensively: streams from before summaries simply have none."""
    found: dict[int, str] = {}
    for record in records:
        text = _summary_text(record)
        number = _summary_session(record)
        if text and isinstance(number, int) and not record["void"]:
            found[number] = text
    return found


def _summary_text(record: dict) -> str | None:
    if record["type"] != "SessionEnded" and "summar" not in record["type"].lower():
        return None
    text = record.get("summary") or record.get("text")
    return text if isinstance(text, str) and text.strip() else None


def _summary_session(record: dict):
    if record["type"] == "SessionEnded":
        return record.get("number")
    return record.get("number") or record.get("session_number") or record["session"]

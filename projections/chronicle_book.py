"""Chronicles of more than a session: an adventure's sessions or the whole campaign.

A ChronicleBook holds one ChronicleModel per session, in order; a session's
chronicle is a book of one part, so every format renders books only. A book of
several sessions opens with the story so far: each session's summary.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from journal.domain.errors import NotFound
from journal.i18n import N_, _
from journal.projections.chronicle import _session, latest_session, part_end, series_of
from journal.projections.chronicle_model import ChronicleBook, ChronicleModel, StoryLine
from journal.projections.chronicle_parts import part_bounds
from journal.projections.chronicle_routine import told_once
from journal.projections.records import to_records
from journal.projections.render_env import messages
from journal.projections.sheet import view
from journal.projections.story import outline
from journal.projections.timeline import states_at


class Reading:
    """What every part of a book reads: the records once, and what they tell.
    A plain class, not a dataclass: defining that one was over a millisecond of
    every chronicle's start-up (issue 29)."""

    __slots__ = (
        "records",
        "lang",
        "ruleset",
        "now",
        "series",
        "bounds",
        "by_id",
        "reasons",
        "story_sessions",
        "story_scenes",
    )

    def __init__(
        self,
        *,
        records: list[dict],
        lang: str,
        ruleset: str,
        now: datetime,
        series: list,
        bounds: dict,
        by_id: dict,
        reasons: dict,
        story_sessions: dict,
        story_scenes: dict,
    ) -> None:
        self.records, self.lang, self.ruleset, self.now = records, lang, ruleset, now
        self.series, self.bounds, self.by_id = series, bounds, by_id
        self.reasons, self.story_sessions = reasons, story_sessions
        self.story_scenes = story_scenes


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
    `fingerprint(position)`: the chain's fingerprint at an event (journal.seals),
    printed for each session that has ended, at its end."""
    reading = _read(history, lang, now)
    records = reading.records
    if scope == "session":
        numbers = [number or latest_session(records)]
        title = ""
    elif scope == "adventure":
        numbers, title = _adventure_sessions(records, number, lang)
    else:
        numbers, title = _all_sessions(records), messages(lang)["book_all"]
    ends = {n: part_end(records, reading.bounds, n) for n in numbers}
    starts = {n: records[reading.bounds[n][0]]["seq"] - 1 for n in numbers}
    states = states_at(history, [*ends.values(), *starts.values()])
    sealed = {r["number"]: r["seq"] for r in records if r["type"] == "SessionEnded"}
    parts = [
        _session(reading, n, states[ends[n]], states[starts[n]])._replace(
            fingerprint=fingerprint(sealed[n]) if n in sealed else None
        )
        for n in numbers
    ]
    parts = list(told_once(parts, scope))
    return _book(parts, scope, title or parts[0].title, parts[0])


def _read(history: list, lang: str, now: datetime) -> Reading:
    return reading_of(to_records(history), lang, now, series_of(history))


def reading_of(records: list[dict], lang: str, now: datetime, series=()) -> Reading:
    """What every part reads, from the campaign's records (and the charted
    track's series, when the parts draw charts)."""
    ruleset = records[0]["ruleset"]
    mark = view(ruleset, "chronicle_records")
    if mark is not None:
        mark(records)  # e.g. Dàimon: handovers for scenes never played
    sessions, scenes = outline(records)
    return Reading(
        records=records,
        lang=lang,
        ruleset=ruleset,
        now=now,
        series=list(series),
        bounds=part_bounds(records),
        by_id={r["id"]: r for r in records},
        reasons={
            r["target"]: r["reason"] for r in records if r["type"] == "EventVoided"
        },
        story_sessions={s["number"]: s for s in sessions},
        story_scenes={s["number"]: s for s in scenes},
    )


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
        raise NotFound(
            _("there is no adventure {number}").format(number=number),
            N_("journal: chronicles"),
        )
    if not numbers:
        raise NotFound(
            _("adventure {number} has no session yet").format(number=number),
            N_("journal: chronicles"),
        )
    return numbers, messages(lang)["book_adventure"].format(number=number, title=title)


def _all_sessions(records: list[dict]) -> list[int]:
    numbers = [r["number"] for r in records if r["type"] == "SessionStarted"]
    if not numbers:
        raise NotFound(_("no session recorded yet"), N_("journal: chronicles"))
    return numbers


def _book(parts: list, scope: str, title: str, first: ChronicleModel) -> ChronicleBook:
    dates = [p.date for p in parts if p.date]
    players = dict.fromkeys(name for p in parts for name in p.present)
    story = tuple(
        StoryLine(p.session, p.title, p.date, p.adventure, p.summary) for p in parts
    )
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
        story=story if scope != "session" else (),
    )


def build_session(history: list, number: int | None, lang: str, now):
    """The chronicle of session `number` (the latest when None)."""
    return build_book(history, "session", number, lang, now).parts[0]

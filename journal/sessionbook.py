"""One session's chronicle, read a slice at a time (projections.slices): its part of
the stream, the state as it began (a valid snapshot and the events after it),
and the few events told with it from elsewhere (the campaign's start, the
adventures, summaries and scene descriptions, voids and their targets, the
handovers just after it). The same ChronicleBook as journal.projections.chronicle_book
builds from the whole stream, at the cost of one session.
"""

from __future__ import annotations

from copy import deepcopy
from typing import Any

from journal.domain.errors import NotFound
from journal.domain.ids import locate
from journal.domain.voiding import folding
from journal.i18n import N_, _
from journal.projections.charts import _values
from journal.projections.sheet import view
from journal.projections.slices import Slice

PARTS = ("AdventureStarted", "SessionStarted")
TOLD = ("SessionSummarized", "SceneDescribed", "EventVoided")
SECTION = N_("journal: chronicles")


def session_book(app: Any, name: str | None, number: int | None, lang: str, now):
    """The chronicle of session `number` (the latest when None), as a book."""
    from journal.projections.chronicle_book import _book

    source = Slice(app, name)
    marks = source.view.marks(source.key, PARTS)
    model = session_part(source, marks, number or latest(marks), lang, now)
    return _book([model], "session", model.title, model)


def session_part(source: Slice, marks: list[tuple], number: int, lang: str, now):
    """Session `number`'s part (a ChronicleModel): `marks` are the campaign's
    adventure and session starts (PARTS), read once for every part."""
    from journal.projections.chronicle import _session
    from journal.projections.chronicle_book import reading_of

    first, last = part_span(marks, number, source.length)
    state = source.state_at(first - 1)
    before = deepcopy(state)  # the sheets as it began: folding changes them
    part, series = fold_part(source, state, first, last)
    records, start = gathered(source, part, first, last)
    reading = reading_of(records, lang, now, series)
    reading.bounds = {number: (start, start + len(part))}
    return _session(reading, number, state, before)._replace(
        fingerprint=session_fingerprint(source, number)
    )


def session_fingerprint(source: Slice, number: int) -> str | None:
    """The fingerprint `session end` printed for session `number` (None while
    it is open): the history sealed at its end (journal.seals)."""
    from journal.seals import sealed_at

    end = source.view.numbered(source.key, "SessionEnded", number)
    if end is None:
        return None
    return sealed_at(source.app, source.campaign_id, [end], "chronicle")[end]


def latest(marks: list[tuple]) -> int:
    numbers = [n for _ignored, kind, n in marks if kind == "SessionStarted"]
    if not numbers:
        raise NotFound(_("no session recorded yet"), SECTION)
    return numbers[-1]


def part_span(marks: list[tuple], number: int, length: int) -> tuple[int, int]:
    """Session `number`'s part (first, last positions), as
    journal.projections.chronicle_parts.part_bounds cuts the stream."""
    starts: list[tuple[int, int]] = []
    opening: int | None = 1
    for seq, kind, found in marks:
        if kind == "AdventureStarted" and starts:
            opening = seq
        elif kind == "SessionStarted":
            starts.append((found, opening if opening is not None else seq))
            opening = None
    for place, (found, start) in enumerate(starts):
        if found == number:
            following = starts[place + 1][1] - 1 if place + 1 < len(starts) else length
            return start, following
    raise NotFound(_("there is no session {number}").format(number=number), SECTION)


def fold_part(source: Slice, state, first: int, last: int):
    """The part's records and the charted track's series over it
    (journal.projections.charts.track_series, from the part's start), folding
    its events into `state` (the campaign as it began: at its end after)."""
    track = view(source.ruleset, "CHART_TRACK")
    series: list[tuple] = [(0, None, {}, None)]
    if track is not None and _values(state, track):
        series.append((first - 1, None, _values(state, track), None))
    part: list[dict] = []

    def recorded(events):
        for event in events:
            part.append(source.record(event))
            yield event

    for event in folding(state, recorded(source.events(first, last)), source.voided):
        values = _values(state, track) if track is not None else None
        if values is not None and values != series[-1][2]:
            series.append(
                (event.originator_version, event.session, values, event.scene)
            )
    return part, series


def gathered(source: Slice, part: list[dict], first: int, last: int):
    """The records a session's reading needs, in stream order, and where its part
    begins among them: the campaign's start, the adventures and void targets
    before the part, the part, then what follows it up to the next scene's start
    (a handover's fate) and every summary, description and void after it."""
    records = lambda events: [source.record(e) for e in events]  # noqa: E731
    before = {1: source.event_at(1)} if first > 1 else {}
    for event in source.typed("AdventureStarted", last=first - 1):
        before[event.originator_version] = event
    for record in part:
        if record["type"] == "EventVoided":
            target = locate(record["target"])[1]
            if target < first:
                before[target] = source.event_at(target)
    ahead = source.view.next_of(source.key, ("SceneStarted",), last) or source.length
    after = {e.originator_version: e for e in source.events(last + 1, ahead)}
    for event in source.typed(*TOLD, first=ahead + 1):  # not the campaign's all
        after[event.originator_version] = event
    head = records(before[k] for k in sorted(before))
    return head + part + records(after[k] for k in sorted(after)), len(head)

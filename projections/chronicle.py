"""The chronicle builder: a session's events as a ChronicleModel to render.

Generic over rulesets: how a roll prints, the summary columns, the luck table,
the charted track and each scene's Master come from the ruleset's views (see
projections.sheet.view); a ruleset without them gets plain lines.
"""

from __future__ import annotations

from datetime import datetime

from domain.errors import NotFound
from projections.charts import track_series, values_in
from projections.chronicle_model import (
    CharacterSummary,
    ChartLine,
    ChronicleModel,
    Entry,
    SceneView,
)
from projections.describe import describe
from projections.phrases import phrase
from projections.records import to_records
from projections.sheet import sheet_json, summary, view
from projections.timeline import state_at

STRUCTURE = {"SessionStarted", "SessionEnded", "SceneStarted", "SceneEnded"}


def build_session(history: list, number: int | None, lang: str, now: datetime):
    """The chronicle of session `number` (the latest when None)."""
    records = to_records(history)
    number = number or latest_session(records)
    state = state_at(history, session_end(records, number))
    series = series_of(history)
    return _session(history, records, series, number, lang, now, state)


def series_of(history: list):
    """The charted track's values over the stream (None: the ruleset has none)."""
    return track_series(history, view(history[0].ruleset, "CHART_TRACK"))


def session_end(records: list[dict], number: int) -> int:
    """The position of the session's last event (its end, or the latest so far)."""
    start = _find(records, "SessionStarted", number)
    return max(r["seq"] for r in records if r["session"] == number or r is start)


def _session(history, records, series, number: int, lang: str, now, state):
    """Session `number`'s chronicle; `state` is the campaign at its end."""
    ruleset = history[0].ruleset
    start = _find(records, "SessionStarted", number)
    span = [r for r in records if r["session"] == number or r is start]
    end = max(r["seq"] for r in span)
    characters = _characters(state, lang)
    luck = view(ruleset, "luck")
    return ChronicleModel(
        lang=lang,
        campaign=history[0].name,
        ruleset=ruleset,
        title=phrase(lang, "session_title").format(number=number),
        session=number,
        date=start["date"],
        adventure=_adventure(records, end),
        present=tuple(start["present"]),
        scenes=_scenes(span, records, lang, ruleset),
        characters=characters,
        generated_at=now.isoformat(),
        luck=luck(span, [c.name for c in characters]) if luck else (),
        sheets=tuple(sheet_json(s, ruleset) for s in state.characters.values()),
        charts=_charts(series, state, start["seq"], end),
    )


def _charts(series: list, state, first: int, last: int) -> tuple:
    """Each character's charted track over the span (when the ruleset has one)."""
    if len(series) < 2:
        return ()
    track = view(state.ruleset, "CHART_TRACK")
    lines = []
    for sheet in state.characters.values():
        values = values_in(series, sheet.name, first, last)
        found = sheet.track_views().get(track)
        if values and found:
            top = found["max"] if found["max"] is not None else max(values)
            lines.append(ChartLine(sheet.name, found["label"], values, top))
    return tuple(lines)


def latest_session(records: list[dict]) -> int:
    numbers = [r["number"] for r in records if r["type"] == "SessionStarted"]
    if not numbers:
        raise NotFound("no session recorded yet", "journal: chronicles")
    return numbers[-1]


def _find(records: list[dict], kind: str, number: int) -> dict:
    for record in records:
        if record["type"] == kind and record["number"] == number:
            return record
    raise NotFound(f"there is no session {number}", "journal: chronicles")


def _adventure(records: list[dict], end: int) -> str | None:
    titles = [
        r["title"]
        for r in records
        if r["type"] == "AdventureStarted" and r["seq"] <= end
    ]
    return titles[-1] if titles else None


def _scenes(span: list[dict], records: list[dict], lang: str, ruleset: str) -> tuple:
    reasons = {r["target"]: r["reason"] for r in records if r["type"] == "EventVoided"}
    titles = {r["number"]: r["title"] for r in span if r["type"] == "SceneStarted"}
    order: list[int | None] = []
    groups: dict[int | None, list] = {}
    for record in span:
        if record["type"] in STRUCTURE:
            continue
        scene = record["scene"]
        if scene not in groups:
            order.append(scene)
            groups[scene] = []
        groups[scene].append(_entry(record, reasons, lang, ruleset))
    for number in titles:  # scenes where nothing but the frame was recorded
        if number not in groups:
            order.append(number)
            groups[number] = []
    masters = view(ruleset, "scene_masters", lambda span: {})(span)
    return tuple(
        SceneView(
            number=n,
            title=titles.get(n),
            entries=tuple(groups[n]),
            master=masters.get(n),
        )
        for n in order
    )


def _entry(record: dict, reasons: dict, lang: str, ruleset: str) -> Entry:
    roll_view = view(ruleset, "roll_view")
    roll = roll_view(record, lang) if roll_view else None
    return Entry(
        id=record["id"],
        kind=_kind(record["type"], roll is not None),
        text=describe(record, lang, actor=True, ruleset=ruleset),
        at=record["at"],
        actor=record.get("character"),
        note=record.get("note"),
        roll=roll,
        void=record["void"],
        void_reason=reasons.get(record["id"]) if record["void"] else None,
    )


def _kind(event_type: str, is_roll: bool) -> str:
    if is_roll:
        return "roll"
    if event_type == "CharacterCreated":
        return "character"
    return "void" if event_type == "EventVoided" else "other"


def _characters(state, lang: str) -> tuple:
    return tuple(
        CharacterSummary(
            name=s.name,
            player=s.player,
            status=s.status,
            columns=tuple(summary(s, state.ruleset, lang)),
        )
        for s in state.characters.values()
    )

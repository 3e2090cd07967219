"""The chronicle builder: a session's events as a ChronicleModel to render.

Generic over rulesets: how a roll prints, the summary columns, the luck table,
the charted track and each scene's Master come from the ruleset's views (see
journal.projections.sheet.view); a ruleset without them gets plain lines.
"""

from __future__ import annotations

from bisect import bisect_right

from journal.domain.errors import NotFound
from journal.i18n import N_, _
from journal.projections.charts import points_in, track_series
from journal.projections.chronicle_entries import entry, void_told
from journal.projections.chronicle_model import (
    CharacterSummary,
    ChartLine,
    ChronicleModel,
    SceneView,
)
from journal.projections.chronicle_parts import segments
from journal.projections.chronicle_routine import bookkeeping, changes
from journal.projections.phrases import phrase
from journal.projections.sheet import sheet_json, summary, view


def series_of(history: list):
    """The charted track's values over the stream (None: the ruleset has none)."""
    return track_series(history, view(history[0].ruleset, "CHART_TRACK"))


def part_end(records: list[dict], bounds: dict, number: int) -> int:
    """The position of the last event of session `number`'s part."""
    if number not in bounds:
        raise NotFound(
            _("there is no session {number}").format(number=number),
            N_("journal: chronicles"),
        )
    return records[bounds[number][1] - 1]["seq"]


def _session(book, number: int, state, before=None):
    """Session `number`'s chronicle; `state` is the campaign at its part's end
    (`before`, at its start: what changed on each sheet); `book` the records,
    bounds, story and series shared by every part."""
    records, lang, ruleset = book.records, book.lang, book.ruleset
    first, stop = book.bounds[number]
    part = records[first:stop]
    start = next(r for r in part if r["type"] == "SessionStarted")
    end = part[-1]["seq"]
    characters = _characters(state, lang)
    luck = view(ruleset, "luck")
    told = book.story_sessions.get(number, {})
    folded, routine = bookkeeping(part, lang, ruleset)
    return ChronicleModel(
        lang=lang,
        campaign=records[0]["name"],
        ruleset=ruleset,
        title=phrase(lang, "session_title").format(number=number),
        session=number,
        date=start["date"],
        adventure=_adventure(adventure_starts(records), end),
        present=tuple(start["present"]),
        scenes=_scenes(part, book, folded),
        characters=characters,
        generated_at=book.now.isoformat(),
        luck=luck(part, [c.name for c in characters]) if luck else (),
        sheets=_sheets(state, ruleset),
        charts=_charts(book.series, state, part[0]["seq"], end),
        summary=told.get("summary"),
        bookkeeping=routine,
        changes=changes(number, before, state, lang) if before is not None else (),
    )


def _sheets(state, ruleset: str) -> tuple:
    """Every character's sheet, the Master's too, then the ruleset's own
    opponents that are no character (Fuori dal Tempo's creatures)."""
    own = view(ruleset, "npc_sheets")
    sheets = [sheet_json(s, ruleset) for s in state.characters.values()]
    return tuple(sheets + (own(state) if own is not None else []))


def _charts(series: list, state, first: int, last: int) -> tuple:
    """Each character's charted track over the span (when the ruleset has one)."""
    if len(series) < 2:
        return ()
    track = view(state.ruleset, "CHART_TRACK")
    lines = []
    for sheet in state.characters.values():
        pairs = points_in(series, sheet.name, first, last)
        values = tuple(value for value, _ignored in pairs)
        found = sheet.track_views().get(track)
        if values and found:
            top = found["max"] if found["max"] is not None else max(values)
            scenes = tuple(scene for _ignored, scene in pairs)
            lines.append(ChartLine(sheet.name, found["label"], values, top, scenes))
    return tuple(lines)


def latest_session(records: list[dict]) -> int:
    numbers = [r["number"] for r in records if r["type"] == "SessionStarted"]
    if not numbers:
        raise NotFound(_("no session recorded yet"), N_("journal: chronicles"))
    return numbers[-1]


def _adventure(starts: tuple[list[int], list[str]], end: int) -> str | None:
    """The title of the last adventure begun at or before position `end`, of
    the campaign's adventure_starts (read once for any number of positions)."""
    positions, titles = starts
    before = bisect_right(positions, end)
    return titles[before - 1] if before else None


def adventure_starts(records: list[dict]) -> tuple[list[int], list[str]]:
    """The adventures' starts in play order: their positions and their titles."""
    starts = [
        (r["seq"], r["title"]) for r in records if r["type"] == "AdventureStarted"
    ]
    return [seq for seq, _title in starts], [title for _seq, title in starts]


def _scenes(part: list[dict], book, folded=frozenset()) -> tuple:
    """The part's segments in play order: scenes with their title, description
    and Master, and what happened outside them, where it happened (`folded`:
    the routine told in the bookkeeping line; a segment it empties is left out)."""
    masters = view(book.ruleset, "scene_masters", lambda span: {})(part)
    inside = {r["id"] for r in part}
    views = []
    for segment in segments(part):
        scene = book.story_scenes.get(segment.number, {})
        is_scene = segment.kind == "scene"
        entries = [
            entry(record, book)
            for record in segment.records
            if not void_told(record, inside) and record["id"] not in folded
        ]
        if not entries and not is_scene:
            continue
        views.append(
            SceneView(
                number=segment.number if is_scene else None,
                title=scene.get("title") if is_scene else None,
                entries=tuple(entries),
                master=masters.get(segment.number) if is_scene else None,
                description=scene.get("description") if is_scene else None,
                kind=segment.kind,
                follows=segment.number if segment.kind == "between" else None,
            )
        )
    return tuple(views)


def _characters(state, lang: str) -> tuple:
    return tuple(
        CharacterSummary(
            name=s.name,
            player=s.player,
            status=s.status,
            columns=tuple(summary(s, state.ruleset, lang)),
        )
        for s in state.characters.values()
        if not getattr(s, "npc", False)  # the party: the players' characters
    )

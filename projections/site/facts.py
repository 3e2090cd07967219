"""What the site needs beyond the chronicle, from one fold over the stream:
each character's sheet at the end of every session, every change of every
field of its sheet (the rows `journal why` gives), and its tracks' values.

Voided events are skipped, as in every projection: they never happened.
"""

from __future__ import annotations

import copy
import marshal
from dataclasses import dataclass, field

from journal.domain.rulesets import campaign_class
from journal.domain.voiding import folding
from journal.projections.chronicle import part_end
from journal.projections.chronicle_parts import part_bounds
from journal.projections.records import to_records, voided_ids
from journal.projections.sheet import sheet_json, summary, tracks_json
from journal.projections.sheethistory import Watched
from journal.projections.site.fields import changes


@dataclass
class SheetAt:
    """A character as a session ended: its sheet and its headline columns."""

    data: dict
    columns: list


@dataclass
class Facts:
    ruleset: str
    campaign: str
    records: list[dict]
    state: object  # the campaign now (projections' CampaignState)
    ends: dict[int, int]  # session number -> the position of its last event
    sheets_at: dict[int, dict[str, SheetAt]] = field(default_factory=dict)
    changes: dict[str, list[dict]] = field(default_factory=dict)  # by character id
    tracks: dict[str, list[tuple]] = field(default_factory=dict)  # (seq, session, {})
    touched: dict[str, int] = field(default_factory=dict)  # id -> last change's seq
    readings: dict[str, object] = field(default_factory=dict)  # by language

    def reading(self, lang: str):
        """The records as the chronicle reads them (its parts, story, reasons):
        read once a build, whichever page asks first."""
        from datetime import UTC, datetime

        from journal.projections.chronicle_book import reading_of

        if lang not in self.readings:
            now = datetime.fromtimestamp(0, UTC)
            self.readings[lang] = reading_of(self.records, lang, now)
        return self.readings[lang]


def gather(history: list, lang: str, fields: bool = True) -> Facts:
    """The facts of a campaign's whole stream (`history`: its events, in order);
    without `fields`, no history of every field (`changes`), the costliest part:
    the tracks and the sheets as sessions ended only (the Obsidian vault)."""
    records = to_records(history)
    ruleset = history[0].ruleset
    numbers = [r["number"] for r in records if r["type"] == "SessionStarted"]
    bounds = part_bounds(records)
    ends = {number: part_end(records, bounds, number) for number in numbers}
    state = campaign_class(ruleset).new_state()
    facts = Facts(ruleset, history[0].name, records, state, ends)
    _fold(facts, history, lang, fields)
    return facts


def _fold(facts: Facts, history: list, lang: str, fields: bool = True) -> None:
    watch = _Watch(facts, lang, fields)
    pending = sorted(facts.ends.items(), key=lambda item: item[1])
    voided = voided_ids(history)
    for event in history:
        while pending and event.originator_version > pending[0][1]:
            watch.session_ended(pending.pop(0)[0])
        for done in folding(facts.state, (event,), voided):
            watch.changed(done)
    for number, _ignored in pending:
        watch.session_ended(number)


class _Watch:
    """Compares each sheet an event touched with how it was before: first its
    fields as stored (a cheap snapshot), then, if those moved, its view. The
    touched sheets are those the fold asked the state's characters for
    (journal.projections.sheethistory.Watched, as the sheets' history finds
    them); a sheet never seen before is always looked at."""

    def __init__(self, facts: Facts, lang: str, fields: bool = True) -> None:
        self.facts, self.lang, self.fields = facts, lang, fields
        self.stamps: dict[str, object] = {}  # character id -> its fields, marshalled
        self.seen: dict[str, dict] = {}  # character id -> its sheet_json, a copy

    def changed(self, event) -> None:
        characters = self.facts.state.characters
        if type(characters) is Watched:
            touched = characters.touched
        else:  # the first event, or characters made anew: every sheet looked at
            characters = self.facts.state.characters = Watched(characters)
            touched = set(dict.keys(characters))
        characters.touched = set()
        for char_id, sheet in dict.items(characters):
            if char_id not in touched and char_id in self.stamps:
                continue  # not handed out by this event's fold: unchanged
            stamp = _stamp(sheet)
            if self.stamps.get(char_id) != stamp:
                self.stamps[char_id] = stamp
                self.facts.touched[char_id] = event.originator_version
                if self.fields:
                    data = sheet_json(sheet, self.facts.ruleset)
                    self._compare(char_id, data, event)
                else:
                    self._track(char_id, tracks_json(sheet), event)

    def _compare(self, char_id: str, data: dict, event) -> None:
        before = self.seen.get(char_id, {})
        if data == before:
            return
        rows = self.facts.changes.setdefault(char_id, [])
        rows += [change_row(*found, event) for found in changes(before, data)]
        self.seen[char_id] = _copy(data)
        self._track(char_id, data["tracks"], event)

    def _track(self, char_id: str, tracks: dict, event) -> None:
        values = {name: track["value"] for name, track in tracks.items()}
        series = self.facts.tracks.setdefault(char_id, [])
        if not series or series[-1][2] != values:
            series.append((event.originator_version, event.session, values))

    def session_ended(self, number: int) -> None:
        ruleset, state = self.facts.ruleset, self.facts.state
        self.facts.sheets_at[number] = {
            char_id: SheetAt(
                copy.deepcopy(sheet_json(sheet, ruleset)),
                [list(column) for column in summary(sheet, ruleset, self.lang)],
            )
            for char_id, sheet in state.characters.items()
        }


def change_row(name: str, before, after, event) -> dict:
    """One change of one field, shaped as `journal why --json` prints it."""
    numeric = isinstance(after, int) and isinstance(before, int | None)
    numeric = numeric and not isinstance(after, bool)
    return {
        "field": name,
        "id": event.event_id,
        "seq": event.originator_version,
        "type": type(event).__name__,
        "delta": after - (before or 0) if numeric else None,
        "value": after,
        "session": event.session,
        "scene": event.scene,
        "by": event.by,
        "at": event.timestamp.isoformat(),
    }


def _stamp(sheet) -> object:
    """A sheet's stored fields as bytes (marshal, version 2: no back-references,
    so equal fields give equal bytes); unlike anything when they cannot be."""
    try:
        return marshal.dumps(vars(sheet), 2)
    except (TypeError, ValueError):
        return object()


def _copy(data: dict) -> dict:
    """A copy sharing nothing with the live sheet (its lists change in place)."""
    try:
        return marshal.loads(marshal.dumps(data, 2))
    except (TypeError, ValueError):
        return copy.deepcopy(data)

"""Folding the sheets' history read model (projections/sheetstore.py): after
each event, the fields that changed on each sheet the event touched.

A fold reaches a character through the state's `characters` mapping, so a
mapping that notes every sheet handed out tells which sheets an event may have
changed (iterating them all notes them all); only those are compared, field by
field, with what they held before: a value as it is when it is a number or a
text, else its JSON. A character that appears is written whole (`@created`),
one that disappears (its creation voided) as `@gone`.
"""

from __future__ import annotations

import json
from typing import Any

from journal.domain.rulesets import campaign_class
from journal.projections.sheetstore import TRACKING

CREATED, GONE = "@created", "@gone"
PLAIN = (int, str, float, bool, type(None))


class Watched(dict):
    """A state's characters, noting every sheet handed out."""

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self.touched: set[str] = set()

    def __getitem__(self, key):
        self.touched.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self.touched.add(key)
        return super().get(key, default)

    def values(self):
        self.touched.update(self.keys())
        return super().values()

    def items(self):
        self.touched.update(self.keys())
        return super().items()

    def __iter__(self):
        self.touched.update(self.keys())
        return super().__iter__()

    def pop(self, key, *default):
        self.touched.add(key)
        return super().pop(key, *default)

    def __setitem__(self, key, value) -> None:
        self.touched.add(key)
        super().__setitem__(key, value)


def fold(event: Any, state: Any) -> None:
    """An event folded as the aggregate folds it (journal.projections.views.fold)."""
    from journal.projections.views import fold as folded

    folded(event, state)


def told(session, scene, kind: str, by: str, at: str) -> str:
    """The end of `why`'s line for a change: where, what, who and when."""
    where = f"s{session or '-'}/sc{scene or '-'}"
    return f"{where:<9} {kind} (by {by}, {at[:16]})"


def plain_fold(event: Any, state: Any) -> None:
    """An event folded as projections fold it: a void changes no sheet (the
    events it voids are skipped instead)."""
    event.fold(state)


def frozen(value: Any) -> Any:
    return value if type(value) in PLAIN else json.dumps(value, sort_keys=True)


def fields_of(sheet: Any) -> dict[str, Any]:
    return {name: frozen(value) for name, value in vars(sheet).items()}


class SheetFolder:
    """Folds events into each campaign's state, noting each sheet's changes.

    The history told is the corrected one (voided events never happened), but
    a fold learns of a void only when it reaches it: then it rewinds to the
    first event whose fate the void changed, drops the changes noted from there
    on, and folds that span again without the voided events (`rewind`, from a
    state the caller's `restart(campaign_id, position, voided)` gives)."""

    def __init__(self, view: Any, restart=None) -> None:
        self.view = view
        self.restart = restart
        self.states: dict[str, Any] = {}
        self.seen: dict[str, dict[str, dict]] = {}  # campaign -> sheet -> fields
        self.rewound: list[tuple[str, int]] = []  # (campaign, position) to drop

    def state_of(self, campaign_id: str, event: Any):
        if campaign_id not in self.states:
            state = self.view.sheets_state(campaign_id)
            state = state or campaign_class(event.ruleset).new_state()
            state.characters = Watched(state.characters)
            self.states[campaign_id] = state
            self.seen[campaign_id] = {
                cid: fields_of(sheet) for cid, sheet in dict.items(state.characters)
            }
        return self.states[campaign_id]

    def apply(self, event: Any, rows: list) -> None:
        campaign_id = str(event.originator_id)
        state = self.state_of(campaign_id, event)
        if event.is_void:
            voided = state.voided()
            fold(event, state)
            changed = voided ^ state.voided()
            if changed:
                return self.rewind(campaign_id, event, changed, rows)
            return None
        self.fold(campaign_id, event, rows)
        return None

    def fold(self, campaign_id: str, event: Any, rows: list, fold=fold) -> None:
        state = self.states[campaign_id]
        characters = state.characters
        characters.touched = set()
        fold(event, state)
        seen = self.seen[campaign_id]
        kind, at = type(event).__name__, event.timestamp.isoformat()
        meta = (
            event.event_id,
            told(event.session, event.scene, kind, event.by, at),
            kind,
            event.session,
            event.scene,
            event.by,
            at,
        )
        for char_id in characters.touched | (seen.keys() - dict.keys(characters)):
            self.compare(campaign_id, char_id, event, meta, rows)

    def rewind(self, campaign_id: str, void: Any, changed: set, rows: list) -> None:
        """Fold again, from the first event whose fate `void` changed, every
        event up to it that is not void now."""
        from journal.domain.ids import locate

        voided = self.states[campaign_id].voided()
        first = min(locate(event_id)[1] for event_id in changed)
        rows[:] = [r for r in rows if r[0] != campaign_id or r[3] < first]
        self.rewound.append((campaign_id, first))
        state, events = self.restart(campaign_id, first - 1, voided)
        state.characters = Watched(state.characters)
        self.states[campaign_id] = state
        self.seen[campaign_id] = {
            cid: fields_of(sheet) for cid, sheet in dict.items(state.characters)
        }
        for event in events(first, void.originator_version):
            if event.is_void or event.event_id not in voided:
                self.fold(campaign_id, event, rows, fold=plain_fold)

    def compare(self, campaign_id, char_id, event, meta, rows) -> None:
        sheet = dict.get(self.states[campaign_id].characters, char_id)
        before = self.seen[campaign_id].get(char_id)
        seq = event.originator_version
        if sheet is None:
            if before is not None:
                del self.seen[campaign_id][char_id]
                rows.append((campaign_id, char_id, GONE, seq, "null", *meta))
            return
        now = fields_of(sheet)
        self.seen[campaign_id][char_id] = now
        if before is None:
            whole = json.dumps(sheet.to_dict())
            rows.append((campaign_id, char_id, CREATED, seq, whole, *meta))
            return
        for name, value in now.items():
            if before.get(name, GONE) != value:
                stored = json.dumps(getattr(sheet, name))
                rows.append((campaign_id, char_id, name, seq, stored, *meta))

    def states_to_write(self) -> dict:
        for state in self.states.values():
            state.characters.touched = set()
        return {cid: state for cid, state in self.states.items()}


def restarter(app: Any, view: Any):
    """restart(campaign_id, position, voided): the corrected state at `position`
    (projections.slices: a valid snapshot and the events after it) and a reader of
    the campaign's events by position."""
    from uuid import UUID

    from journal.projections.slices import Slice

    def restart(campaign_id: str, position: int, voided: set):
        source = Slice(app, None, UUID(campaign_id), view)
        return source.state_at(position, voided), source.events

    return restart


def catch_up_sheets(app: Any, view: Any) -> int:
    """Fold every event the sheets' history has not seen; returns how many. When
    another process writes the same batch first, go on from where it got to."""
    from journal.projections.views import retried

    def attempt(seen: int) -> int:
        if seen >= (app.recorder.max_notification_id() or 0):
            return 0  # up to date: nothing more to import or read
        return _catch_up(app, view, seen + 1)

    return retried(view, TRACKING, attempt)


def _catch_up(app: Any, view: Any, start: int) -> int:
    from eventsourcing.persistence import Tracking

    from journal.projections.views import BATCH, _events, collector_off

    folder, done = SheetFolder(view, restarter(app, view)), 0
    with collector_off():
        while batch := app.recorder.select_notifications(start=start, limit=BATCH):
            rows: list = []
            for event, _tracking, _topic, _state in _events(app, batch, TRACKING):
                if hasattr(event, "event_id"):  # a campaign's event
                    folder.apply(event, rows)
            tracking = Tracking(TRACKING, batch[-1].id)
            rewound, folder.rewound = folder.rewound, []
            view.write_sheets(rows, folder.states_to_write(), tracking, rewound)
            start, done = batch[-1].id + 1, done + len(batch)
    return done

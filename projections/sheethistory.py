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
import marshal
import operator
from typing import Any

from journal.domain.rulesets import campaign_class
from journal.projections.sheetstore import TRACKING
from journal.projections.viewreads import key_of

CREATED, GONE = "@created", "@gone"
SPILL = 5000  # changes held before a fold that may spill writes them
PLAIN = frozenset((int, str, float, bool, type(None)))


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

    def __delitem__(self, key) -> None:
        self.touched.add(key)
        super().__delitem__(key)

    def __setitem__(self, key, value) -> None:
        self.touched.add(key)
        super().__setitem__(key, value)


def fold(event: Any, state: Any) -> None:
    """An event folded as the aggregate folds it (journal.projections.views.fold)."""
    from journal.projections.views import fold as folded

    folded(event, state)


SCALARS = frozenset((str, int, float, bool, type(None)))


def inputs(event: Any) -> str | None:
    """What `why` tells the event's line from, kept with its changes so that
    reading them needs no event: the event's own fields as its record takes them
    (journal.projections.records.to_record; the names of its characters and
    what the ruleset derives are added when it is read, in the language asked
    for), as JSON. None where a value would not come back from JSON as it is (a
    tuple, a date, a key not a text): that line reads its event instead."""
    from journal.projections.records import OWN_FIELDS

    if event.is_void:
        return None
    fields = {k: v for k, v in vars(event).items() if k not in OWN_FIELDS}
    if not _plain(fields):
        return None
    return _encode(fields)


# ASCII (as the values' JSON): a text no store's TEXT column can refuse
_encode = json.JSONEncoder(separators=(",", ":")).encode


def _plain(value: Any) -> bool:
    """JSON gives `value` back as it is: texts, numbers, lists and text-keyed dicts."""
    kind = type(value)
    if kind in SCALARS:
        return True
    if kind is dict:
        return all(type(k) is str and _plain(v) for k, v in value.items())
    if kind is list:
        return all(map(_plain, value))
    return False


def plain_fold(event: Any, state: Any) -> None:
    """An event folded as projections fold it: a void changes no sheet (the
    events it voids are skipped instead)."""
    event.fold(state)


def frozen(value: Any) -> Any:
    if type(value) in PLAIN or type(value) is _Json:
        return value
    return json.dumps(value, sort_keys=True)


def fields_of(sheet: Any) -> Seen:
    return Seen.of(vars(sheet))


class Seen:
    """What a sheet held when it was last compared, cheap to compare again: its
    fields of plain values as they are, the others together as marshalled
    bytes (equal bytes are equal values of equal types). Most events change a
    number or two: the other fields' bytes are equal and nothing else is
    compared. Where they differ (a change, or marshal sharing a value once
    where it wrote it twice before), each field is compared as `frozen`
    compares it (a number or a text as it is, else its JSON), so what counts
    as a change is what it always was. The fields' names and kinds (`Layout`)
    are shared from one comparison to the next while they hold."""

    __slots__ = ("group", "layout", "others", "plain")

    def __init__(self, layout: Layout, plain: tuple, group: bytes | None, others=None):
        self.layout, self.plain, self.group = layout, plain, group
        self.others = others  # {name: its JSON} where marshal could not keep them

    @classmethod
    def of(cls, fields: dict[str, Any], layout: Layout | None = None) -> Seen:
        values = tuple(fields.values())
        if layout is None or not layout.fits(fields, values):
            layout = Layout(fields)
        plain, others = layout.plain_of(values), layout.others_of(values)
        try:
            return cls(layout, plain, marshal.dumps(others, 4))
        except ValueError:  # a value marshal does not know: kept as its JSON
            pairs = zip(layout.others, others, strict=True)
            kept = {name: _Json(frozen(value)) for name, value in pairs}
            return cls(layout, plain, None, kept)

    def changed(self, fields: dict[str, Any]) -> tuple[Seen | None, list[str]]:
        """(what the sheet holds now, or None when it holds what it held; the
        names of the fields whose value changed)."""
        now = Seen.of(fields, self.layout)
        if now.layout is self.layout and now.group is not None:
            if now.group == self.group:
                if now.plain == self.plain:
                    return None, []
                names = self.layout.plain
                pairs = zip(names, self.plain, now.plain, strict=True)
                return now, [name for name, was, value in pairs if was != value]
        before = self.values()
        names = [
            name
            for name, value in fields.items()
            if name not in before or frozen(before[name]) != frozen(value)
        ]
        return now, names

    def values(self) -> dict[str, Any]:
        """Every field's value as it was (the others unmarshalled, or frozen
        where marshal could not keep them)."""
        found = dict(zip(self.layout.plain, self.plain, strict=True))
        if self.group is None:
            return {**found, **self.others}
        others = marshal.loads(self.group)
        return {**found, **dict(zip(self.layout.others, others, strict=True))}


class Layout:
    """A sheet's fields: their names and the types of their values, which hold
    plain values and which others; read in C."""

    __slots__ = ("names", "others", "others_of", "plain", "plain_of", "types")

    def __init__(self, fields: dict[str, Any]) -> None:
        self.names = tuple(fields)
        self.types = tuple(map(type, fields.values()))
        plain = [n for n, kind in enumerate(self.types) if kind in PLAIN]
        others = [n for n, kind in enumerate(self.types) if kind not in PLAIN]
        self.plain = tuple(self.names[n] for n in plain)
        self.others = tuple(self.names[n] for n in others)
        self.plain_of = _getter(plain)
        self.others_of = _getter(others)

    def fits(self, fields: dict[str, Any], values: tuple) -> bool:
        """The same names, in the same order, holding values of the same types."""
        return tuple(fields) == self.names and tuple(map(type, values)) == self.types


def _getter(places: list[int]):
    """A function of a tuple giving the tuple of its items at `places`."""
    if len(places) > 1:
        return operator.itemgetter(*places)
    if places:
        (place,) = places
        return lambda values: (values[place],)
    return lambda values: ()


def _json(value: Any) -> str:
    """json.dumps(value), an integer's without its call."""
    return str(value) if type(value) is int else json.dumps(value)


class _Json(str):
    """A value kept as its JSON (Seen): `frozen` of it is itself."""


class SheetFolder:
    """Folds events into each campaign's state, noting each sheet's changes.

    The history told is the corrected one (voided events never happened), but
    a fold learns of a void only when it reaches it: then it rewinds to the
    first event whose fate the void changed, drops the changes noted from there
    on, and folds that span again without the voided events (`rewind`, from a
    state the caller's `restart(campaign_id, position, voided)` gives)."""

    def __init__(self, view: Any, restart=None, spill=None) -> None:
        self.view = view
        self.restart = restart
        # spill(rows): write the changes noted so far (and `rewound`) and empty
        # `rows`, when they grow past SPILL (a void far back refolds the whole
        # campaign at once): for folds whose writes need not be one
        # transaction (a rebuild's tables, the audit's scratch table)
        self.spill = spill
        self.states: dict[str, Any] = {}
        self.seen: dict[str, dict[str, dict]] = {}  # campaign -> sheet -> fields
        self.rewound: list[tuple[str, int]] = []  # (campaign, position) to drop
        self.views: Any = None  # CampaignViews whose states this folder shares
        self.shared: set[str] = set()  # campaigns folded once, by the views
        self.voided: set[str] = set()  # a shared campaign's, before a void

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

    # -- one fold for the read models and the sheets' history (a rebuild) -----

    def share(self, views: Any) -> None:
        """Note the changes of the states `views` (CampaignViews) fold, instead
        of folding each event again: `watch` before the views fold an event,
        `noted` after. A void that changes an event's fate rewinds this folder
        into a state of its own (the history told is the corrected one); where
        that state is then the views' (a void restates the sheets as they would
        have been), the two are shared again."""
        self.views = views

    def watch(self, event: Any) -> None:
        """Before the views fold `event`."""
        campaign_id = key_of(event.originator_id)
        if campaign_id not in self.states and self.views is not None:
            if self.view.sheets_state(campaign_id) is None:
                self._share(campaign_id, self.views.state_of(campaign_id, event))
                self.seen[campaign_id] = {
                    cid: fields_of(sheet)
                    for cid, sheet in dict.items(self.states[campaign_id].characters)
                }
        if campaign_id in self.shared:
            state = self.states[campaign_id]
            if type(state.characters) is not Watched:
                state.characters = Watched(state.characters)
            state.characters.touched = set()
            self.voided = state.voided() if event.is_void else set()

    def noted(self, event: Any, rows: list) -> None:
        """After the views folded `event`: its changes (a campaign folded apart
        is folded here)."""
        campaign_id = key_of(event.originator_id)
        if campaign_id not in self.shared:
            self.apply(event, rows)
            return
        state = self.states[campaign_id]
        if event.is_void:
            changed = self.voided ^ state.voided()
            if changed:
                self.shared.discard(campaign_id)
                self.rewind(campaign_id, event, changed, rows)
                if self.states[campaign_id].to_dict() == state.to_dict():
                    self._share(campaign_id, state)
            return
        self.note(campaign_id, event, rows)

    def _share(self, campaign_id: str, state: Any) -> None:
        state.characters = Watched(state.characters)
        self.states[campaign_id] = state
        self.shared.add(campaign_id)

    def apply(self, event: Any, rows: list) -> None:
        campaign_id = key_of(event.originator_id)
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
        state.characters.touched = set()
        fold(event, state)
        self.note(campaign_id, event, rows)

    def note(self, campaign_id: str, event: Any, rows: list) -> None:
        """The changes of the sheets `event` touched, as it was just folded."""
        characters = self.states[campaign_id].characters
        seen = self.seen[campaign_id]
        found: list[tuple] = []
        for char_id in characters.touched | (seen.keys() - dict.keys(characters)):
            self.compare(campaign_id, char_id, event.originator_version, found)
        if found:  # what `why` tells of the event: made once, when it is needed
            kind, at = type(event).__name__, event.timestamp.isoformat()
            meta = (
                event.event_id,
                inputs(event),
                kind,
                event.session,
                event.scene,
                event.by,
                at,
            )
            rows += [(*change, *meta) for change in found]
            if self.spill is not None and len(rows) >= SPILL:
                self.spill(rows)

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

    def compare(self, campaign_id, char_id, seq: int, rows: list) -> None:
        """The changes of a sheet at event `seq`: (campaign, character, field,
        seq, value) each."""
        sheet = dict.get(self.states[campaign_id].characters, char_id)
        before = self.seen[campaign_id].get(char_id)
        if sheet is None:
            if before is not None:
                del self.seen[campaign_id][char_id]
                rows.append((campaign_id, char_id, GONE, seq, "null"))
            return
        if before is None:
            self.seen[campaign_id][char_id] = fields_of(sheet)
            whole = json.dumps(sheet.to_dict())
            rows.append((campaign_id, char_id, CREATED, seq, whole))
            return
        now, names = before.changed(vars(sheet))
        if now is None:
            return
        self.seen[campaign_id][char_id] = now
        for name in names:
            rows.append((campaign_id, char_id, name, seq, _json(getattr(sheet, name))))

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
    from journal.projections.views import BATCH, _events, collector_off

    sheets, done = SheetPass(app, view), 0
    with collector_off():
        while batch := app.recorder.select_notifications(start=start, limit=BATCH):
            sheets.process(list(_events(app, batch, TRACKING)))
            start, done = batch[-1].id + 1, done + len(batch)
    return done


class SheetPass:
    """The sheets' history folded a batch of decoded events at a time, each
    batch written with its position (the view's `sheets_tracking`): by `why`'s
    catch-up (`process`), and by a rebuild in the same pass as the other read
    models, from the same fold (`shared`: CampaignViews.process_with)."""

    def __init__(self, app: Any, view: Any, views: Any = None) -> None:
        self.view = view
        self.folder = SheetFolder(view, restarter(app, view))
        self.rows: list[tuple] = []
        if views is not None:  # a rebuild's tables: swapped in whole, at the end
            self.folder.share(views)
            self.folder.spill = self.spill

    def before(self, batch: list) -> None:
        pass

    def process(self, batch: list[tuple]) -> None:
        """(event, tracking, topic, state) for each event, in order."""
        for event, _tracking, _topic, _state in batch:
            if hasattr(event, "event_id"):  # a campaign's event
                self.folder.apply(event, self.rows)
        self.write(batch[-1][1])

    def watch(self, event: Any) -> None:
        self.folder.watch(event)

    def noted(self, event: Any) -> None:
        self.folder.noted(event, self.rows)

    def spill(self, rows: list) -> None:
        """The changes noted so far, written ahead of their batch (a rebuild)."""
        dropped, self.folder.rewound = self.folder.rewound, []
        self.view.write_sheet_rows(list(rows), dropped)
        rows.clear()

    def write(self, tracking: Any) -> None:
        """The changes noted so far, the states and the position, at once."""
        from eventsourcing.persistence import Tracking

        folder, rows, self.rows = self.folder, self.rows, []
        position = Tracking(self.view.sheets_tracking, tracking.notification_id)
        rewound, folder.rewound = folder.rewound, []
        self.view.write_sheets(rows, folder.states_to_write(), position, rewound)

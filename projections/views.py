"""Persistent read models: each campaign's state and its event log, kept in SQLite.

eventsourcing 9.5's projection pattern: a `Projection` writes into a tracking
recorder (the view), and every write carries the position of the last event it
covers, in the same transaction, so a view is never ahead of or behind what it
says. The 9.5 SQLite recorder offers no subscription, so instead of a
`ProjectionRunner` thread the journal catches the view up when it is read: it
selects the notifications after the view's tracking position and processes them
in batches (one transaction per batch).
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Callable, Iterable
from typing import Any
from uuid import UUID

from eventsourcing.persistence import StoredEvent, Tracking
from eventsourcing.projection import Projection

from journal.domain.errors import JournalError
from journal.domain.rulesets import campaign_class
from journal.domain.state import CampaignState
from journal.domain.voiding import restate
from journal.projections.records import character_names, enricher, to_record
from journal.projections.viewreads import key_of, micros
from journal.projections.viewstore import ViewRecorder

BATCH = 2000  # events a batch folds (and a rebuild holds) at once


class Changes:
    """What a batch of events changes in the views."""

    def __init__(self) -> None:
        self.states: dict[str, CampaignState] = {}
        self.log_rows: list[tuple] = []
        self.void_flags: list[tuple] = []


class CampaignViews(Projection[ViewRecorder]):
    """Folds each campaign's events into its state and its event log."""

    name = "journal_views"

    def __init__(self, view: ViewRecorder, mapper: Any = None) -> None:
        super().__init__(view)
        self.mapper = mapper  # to store an event given alone (process_event)
        self.states: dict[str, CampaignState] = {}

    def process_event(self, domain_event: Any, tracking: Tracking) -> None:
        stored = self.mapper.to_stored_event(domain_event)
        self.process_batch([(domain_event, tracking, stored.topic, stored.state)])

    def process_batch(self, batch: list[tuple]) -> None:
        """(event, tracking, stored topic, stored state) for each event, in order."""
        changes = Changes()
        for event, _tracking, topic, state in batch:
            if hasattr(event, "event_id"):  # a campaign's event (not the registry)
                self.apply(event, topic, state, changes)
        self.view.write(changes, batch[-1][1])

    def process_with(self, batch: list[tuple], sheets: Any) -> None:
        """process_batch, the sheets' history noted from the same fold
        (journal.projections.sheethistory.SheetPass, in a rebuild); each void
        is written at once, with what came before it: a void that changes an
        event's fate rewinds the sheets' history, which reads the log up to it."""
        changes, written = Changes(), None
        for event, tracking, topic, state in batch:
            if hasattr(event, "event_id"):  # a campaign's event (not the registry)
                sheets.watch(event)
                self.apply(event, topic, state, changes)
                if event.is_void:
                    self.view.write(changes, tracking)
                    changes, written = Changes(), tracking
                sheets.noted(event)
        if written is not batch[-1][1]:
            self.view.write(changes, batch[-1][1])
        sheets.write(batch[-1][1])

    def apply(self, event: Any, topic: str, stored: bytes, changes: Changes) -> None:
        """Fold the event into its campaign's state; the log keeps it as stored
        (records are made when the log is read: a rebuild need not make them)."""
        campaign_id = key_of(event.originator_id)
        state = self.state_of(campaign_id, event)
        voided = state.voided() if event.is_void else set()  # only a void changes it
        fold(event, state)
        changes.states[campaign_id] = state
        number = getattr(event, "number", None)
        changes.log_rows.append(
            (
                campaign_id,
                event.originator_version,
                event.event_id,
                topic,
                stored,
                type(event).__name__,
                number if type(number) is int else None,
                micros(event.timestamp),
            )
        )
        if event.is_void:
            now = state.voided()
            for event_id in voided ^ now:
                changes.void_flags.append((int(event_id in now), campaign_id, event_id))

    def state_of(self, campaign_id: str, event: Any) -> CampaignState:
        if campaign_id not in self.states:
            stored = self.view.state(campaign_id)
            self.states[campaign_id] = (
                stored or campaign_class(event.ruleset).new_state()
            )
        return self.states[campaign_id]


def fold(event: Any, state: CampaignState) -> None:
    """An event applied as the aggregate applies it (a void restates sheets)."""
    event.fold(state)
    if event.is_void:
        restate(state, event.restated)


def catch_up(
    app: Any,
    views: CampaignViews,
    progress: Callable | None = None,
    name: str = "",
    also: Iterable = (),
    sheets: Any = None,
) -> int:
    """Process every event the views have not seen yet; returns how many.
    `name`: the views' tracking name (default: the application's); `also`:
    what sees each batch before it is folded (a rebuild's check of the chain,
    journal.chainread.ChainWalk); `sheets`: the sheets' history, noted from
    the same fold (journal.projections.sheethistory.SheetPass)."""
    done, name = 0, name or app.name
    start = (views.view.max_tracking_id(name) or 0) + 1
    with collector_off():
        while batch := app.recorder.select_notifications(start=start, limit=BATCH):
            events = list(_events(app, batch, name))
            for other in also:
                other.before(batch)
            if sheets is not None:
                views.process_with(events, sheets)
            else:
                views.process_batch(events)
            start, done = batch[-1].id + 1, done + len(batch)
            if progress:
                progress(len(batch))
    return done


@contextlib.contextmanager
def collector_off():
    """Folding makes no reference cycles, and collecting slows it down: the
    collector is off while it folds, then as it was (journal.cli.main turns it
    off for a whole command)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def catch_up_shared(
    app: Any, view: Any, progress: Callable | None = None, name: str = ""
) -> int:
    """catch_up while other processes may be catching the same views up. When one
    of them wrote first, our batch's write fails whole (its log rows or tracking
    position are there already), or our fold fails first (we read a state the
    other had already moved past our position): then go on from where the other
    got to, with fresh states. Each such failure means the views moved on, so
    this ends; a failure while nobody else moves them is a real fault."""
    done, name = [0], name or app.name

    def folded(count: int) -> None:
        done[0] += count
        if progress:
            progress(count)

    def attempt(seen: int) -> int:
        catch_up(app, CampaignViews(view, app.mapper), folded, name)
        return done[0]

    return retried(view, name, attempt)


def retried(view: Any, name: str, attempt: Callable[[int], int]) -> int:
    """`attempt(seen)` (a catch-up of the views tracked as `name`, from position
    `seen`), again from where another process got to whenever one wrote first
    (see catch_up_shared); a failure while nobody moves them is raised."""
    from eventsourcing.persistence import IntegrityError

    while True:
        seen = view.max_tracking_id(name) or 0
        try:
            return attempt(seen)
        except (IntegrityError, JournalError):
            if (view.max_tracking_id(name) or 0) <= seen:
                raise


def _events(app: Any, notifications: Iterable, name: str) -> Iterable[tuple]:
    for notification in notifications:  # the mapper decodes plain events fast
        event = app.mapper.to_domain_event(notification)
        tracking = Tracking(name, notification.id)
        yield event, tracking, notification.topic, notification.state


def log_events(app: Any, campaign_id: str, rows: list) -> list:
    """The campaign's events from the event-log view's rows (ViewRecorder.log_rows)."""
    to_event, originator = app.mapper.to_domain_event, UUID(campaign_id)
    return [
        to_event(StoredEvent(originator, seq, topic, state))
        for seq, topic, state, _void in rows
    ]


def log_records(app: Any, campaign_id: str, rows: list) -> list[dict]:
    """The event log's records, with the view's void flags."""
    events = log_events(app, campaign_id, rows)
    voided = {e.event_id for e, row in zip(events, rows, strict=True) if row[3]}
    names = character_names(events)
    ruleset = getattr(events[0], "ruleset", None) if events else None
    enrich = enricher(ruleset) if ruleset else None  # a filtered log: plain
    return [to_record(event, names, voided, enrich) for event in events]

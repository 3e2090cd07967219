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

import json
from collections.abc import Callable, Iterable
from typing import Any

from eventsourcing.persistence import Tracking
from eventsourcing.projection import Projection
from eventsourcing.sqlite import SQLiteTrackingRecorder

from domain.rulesets import campaign_class
from domain.state import CampaignState
from domain.voiding import restate
from projections.records import to_record

BATCH = 1000


class ViewRecorder(SQLiteTrackingRecorder):
    """The read models' tables, beside the events in the store's SQLite file."""

    def construct_create_table_statements(self) -> list[str]:
        return [
            *super().construct_create_table_statements(),
            "CREATE TABLE IF NOT EXISTS journal_states "
            "(campaign_id TEXT PRIMARY KEY, state TEXT)",
            "CREATE TABLE IF NOT EXISTS journal_log (campaign_id TEXT, "
            "seq INTEGER, event_id TEXT, void INTEGER, record TEXT, "
            "PRIMARY KEY (campaign_id, seq))",
        ]

    def write(self, changes: Changes, tracking: Tracking) -> None:
        """Every change of a batch and its tracking position, in one transaction."""
        with self.datastore.transaction(commit=True) as c:
            c.executemany(
                "INSERT OR REPLACE INTO journal_states VALUES (?, ?)",
                [(cid, json.dumps(s.to_dict())) for cid, s in changes.states.items()],
            )
            c.executemany(
                "INSERT INTO journal_log VALUES (?, ?, ?, 0, ?)", changes.log_rows
            )
            c.executemany(
                "UPDATE journal_log SET void = ? "
                "WHERE campaign_id = ? AND event_id = ?",
                changes.void_flags,
            )
            self._insert_tracking(c, tracking)

    def state(self, campaign_id: str) -> CampaignState | None:
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                "SELECT state FROM journal_states WHERE campaign_id = ?", (campaign_id,)
            )
            row = c.fetchone()
        return CampaignState.from_dict(json.loads(row[0])) if row else None

    def log(self, campaign_id: str) -> list[dict]:
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                "SELECT void, record FROM journal_log WHERE campaign_id = ? "
                "ORDER BY seq",
                (campaign_id,),
            )
            rows = c.fetchall()
        return [{**json.loads(record), "void": bool(void)} for void, record in rows]

    def clear(self, application_name: str) -> None:
        """Forget every read model and its position: the next catch-up rebuilds."""
        with self.datastore.transaction(commit=True) as c:
            c.execute("DELETE FROM journal_states")
            c.execute("DELETE FROM journal_log")
            c.execute(
                "DELETE FROM tracking WHERE application_name = ?", (application_name,)
            )


class Changes:
    """What a batch of events changes in the views."""

    def __init__(self) -> None:
        self.states: dict[str, CampaignState] = {}
        self.log_rows: list[tuple] = []
        self.void_flags: list[tuple] = []


class CampaignViews(Projection[ViewRecorder]):
    """Folds each campaign's events into its state and its event log."""

    name = "journal_views"

    def __init__(self, view: ViewRecorder) -> None:
        super().__init__(view)
        self.states: dict[str, CampaignState] = {}

    def process_event(self, domain_event: Any, tracking: Tracking) -> None:
        self.process_batch([(domain_event, tracking)])

    def process_batch(self, batch: list[tuple[Any, Tracking]]) -> None:
        changes = Changes()
        for event, _tracking in batch:
            if hasattr(event, "event_id"):  # a campaign's event (not the registry)
                self.apply(event, changes)
        self.view.write(changes, batch[-1][1])

    def apply(self, event: Any, changes: Changes) -> None:
        campaign_id = str(event.originator_id)
        state = self.state_of(campaign_id, event)
        voided = state.voided()
        fold(event, state)
        names = {cid: sheet.name for cid, sheet in state.characters.items()}
        record = json.dumps(to_record(event, names, set()), default=str)
        changes.states[campaign_id] = state
        changes.log_rows.append(
            (campaign_id, event.originator_version, event.event_id, record)
        )
        for event_id in voided ^ state.voided():
            flag = int(event_id in state.voided())
            changes.void_flags.append((flag, campaign_id, event_id))

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


def catch_up(app: Any, views: CampaignViews, progress: Callable | None = None) -> int:
    """Process every event the views have not seen yet; returns how many."""
    done = 0
    start = (views.view.max_tracking_id(app.name) or 0) + 1
    while batch := app.recorder.select_notifications(start=start, limit=BATCH):
        views.process_batch(list(_events(app, batch)))
        start, done = batch[-1].id + 1, done + len(batch)
        if progress:
            progress(len(batch))
    return done


def _events(app: Any, notifications: Iterable) -> Iterable[tuple[Any, Tracking]]:
    for notification in notifications:
        yield (
            app.mapper.to_domain_event(notification),
            Tracking(app.name, notification.id),
        )

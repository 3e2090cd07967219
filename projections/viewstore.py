"""Where the read models live: tables beside the events, in the store's SQLite file.

Reading a view needs only this module (no eventsourcing.projection import), so a
`show` whose views are up to date starts fast; projections.views writes them.
"""

from __future__ import annotations

import json

from eventsourcing.persistence import Tracking
from eventsourcing.sqlite import SQLiteTrackingRecorder

from domain.state import CampaignState


class ViewRecorder(SQLiteTrackingRecorder):
    """The read models' tables, beside the events in the store's SQLite file."""

    def construct_create_table_statements(self) -> list[str]:
        return [
            *super().construct_create_table_statements(),
            "CREATE TABLE IF NOT EXISTS journal_states "
            "(campaign_id TEXT PRIMARY KEY, state TEXT)",
            "CREATE TABLE IF NOT EXISTS journal_event_log (campaign_id TEXT, "
            "seq INTEGER, event_id TEXT, void INTEGER, topic TEXT, state BLOB, "
            "PRIMARY KEY (campaign_id, seq))",
        ]

    def write(self, changes, tracking: Tracking) -> None:
        """Every change of a batch and its tracking position, in one transaction."""
        with self.datastore.transaction(commit=True) as c:
            c.executemany(
                "INSERT OR REPLACE INTO journal_states VALUES (?, ?)",
                [(cid, json.dumps(s.to_dict())) for cid, s in changes.states.items()],
            )
            c.executemany(
                "INSERT INTO journal_event_log VALUES (?, ?, ?, 0, ?, ?)",
                changes.log_rows,
            )
            c.executemany(
                "UPDATE journal_event_log SET void = ? "
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

    def log_rows(self, campaign_id: str, types=None) -> list[tuple]:
        """The campaign's events as stored, in order: (seq, topic, state, void);
        with `types`, only events of those class names (of any module)."""
        where, values = "", [campaign_id]
        if types:
            where = " AND (" + " OR ".join("topic LIKE ?" for _ in types) + ")"
            values += [f"%:{name}" for name in types]
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                "SELECT seq, topic, state, void FROM journal_event_log "
                f"WHERE campaign_id = ?{where} ORDER BY seq",
                values,
            )
            return [tuple(row) for row in c.fetchall()]

    def clear(self, application_name: str) -> None:
        """Forget every read model and its position: the next catch-up rebuilds."""
        with self.datastore.transaction(commit=True) as c:
            c.execute("DELETE FROM journal_states")
            c.execute("DELETE FROM journal_event_log")
            c.execute(
                "DELETE FROM tracking WHERE application_name = ?", (application_name,)
            )

"""Where the read models live: tables beside the events, in the store's SQLite file.

Reading a view needs only this module (no eventsourcing.projection import), so a
`show` whose views are up to date starts fast; journal.projections.views writes them.

The read models carry a schema version (`VERSION`, in the store's `journal_meta`
table). A store whose version differs (an upgrade, or a store from before
versions) rebuilds them before it is read. A rebuild writes new tables
(`NextViews`) and swaps them in with the tracking position in one transaction, so
a rebuild that fails half way leaves the old tables serving. The SQL is plain
(placeholders and `INSERT OR REPLACE` aside) so a PostgreSQL twin stays small.
"""

from __future__ import annotations

import json

from eventsourcing.persistence import Tracking
from eventsourcing.sqlite import SQLiteTrackingRecorder

from journal.domain.state import CampaignState
from journal.projections.checkpoints import TABLE as CHECKPOINTS
from journal.projections.checkpoints import CheckpointReads
from journal.projections.checkpoints import table as checkpoint_table
from journal.projections.sheetstore import (
    REBUILDING_SHEETS,
    TRACKING,
    SheetReads,
    sheet_tables,
)
from journal.projections.viewreads import LogReads, indexes, mark_voids

VERSION = "8"  # bump when the tables, their indexes or the state they keep change
# shape (4: the log's type index ends with seq, journal.projections.viewreads.INDEXES;
# 5: the states folded under the rules of issue 28, µD6's dying and limits, BRP's
# poisons and attacks, FdT's rounds and Mana items, ...: rebuilt once on upgrade;
# 6: a sheet says whether it is an NPC's, issue 24; 7: the corrected states a void
# keeps, journal.projections.checkpoints, and the sheets' history folded by the
# rebuild itself; 8: the sheets' history keeps what `why` tells each line from,
# journal.projections.sheethistory.inputs, where it kept an English line's end)
REBUILDING = "journal#rebuilding"  # the tracking row of a rebuild in progress
LEGACY_TABLES = ("journal_log",)  # read models of older versions, dropped at a swap
META = (  # shared with journal.chainsql, which creates it too
    "CREATE TABLE IF NOT EXISTS journal_meta "
    "(name TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL)"
)


class ViewRecorder(LogReads, SheetReads, CheckpointReads, SQLiteTrackingRecorder):
    """The read models' tables, beside the events in the store's SQLite file."""

    states = "journal_states"
    log = "journal_event_log"
    p = "?"

    def construct_create_table_statements(self) -> list[str]:
        return [
            *super().construct_create_table_statements(),
            f"CREATE TABLE IF NOT EXISTS {self.states} "
            "(campaign_id TEXT PRIMARY KEY, state TEXT)",
            f"CREATE TABLE IF NOT EXISTS {self.log} (campaign_id TEXT, "
            "seq INTEGER, event_id TEXT, void INTEGER, topic TEXT, state BLOB, "
            "type TEXT, number INTEGER, at INTEGER, PRIMARY KEY (campaign_id, seq))",
            *(
                table.format(changes=self.changes, sheets=self.sheets)
                for table in sheet_tables(clustered=" WITHOUT ROWID")
            ),
            checkpoint_table().format(checkpoints=CHECKPOINTS),
            META,
        ]

    def statement(self, text: str) -> str:
        return text.format(
            states=self.states,
            log=self.log,
            changes=self.changes,
            sheets=self.sheets,
            checkpoints=CHECKPOINTS,
            tracking="tracking",
            p=self.p,
        )

    def _create_table(self, c) -> None:
        """Tables made now are of this version: say so, so the first reader of a
        new store does not rebuild them (tables already there keep their word)."""
        c.execute(
            f"SELECT name FROM sqlite_master WHERE type = 'table' AND name = {self.p}",
            (self.states,),
        )
        new = c.fetchone() is None
        super()._create_table(c)
        if new and self.states == ViewRecorder.states:
            p = self.p
            for index in indexes(self.log):  # tables of an older version: at the swap
                c.execute(index)
            c.execute(
                f"INSERT OR REPLACE INTO journal_meta VALUES ({p}, {p})",
                ("views", VERSION),
            )

    def write(self, changes, tracking: Tracking) -> None:
        """Every change of a batch and its tracking position, in one transaction."""
        p = self.p
        with self.datastore.transaction(commit=True) as c:
            c.executemany(
                f"INSERT OR REPLACE INTO {self.states} VALUES ({p}, {p})",
                [(cid, json.dumps(s.to_dict())) for cid, s in changes.states.items()],
            )
            c.executemany(
                f"INSERT INTO {self.log} VALUES "
                f"({p}, {p}, {p}, 0, {p}, {p}, {p}, {p}, {p})",
                changes.log_rows,
            )
            mark_voids(c, self.statement, changes.void_flags, _changed)
            self._insert_tracking(c, tracking)

    def state(self, campaign_id: str) -> CampaignState | None:
        return self.state_in("{states}", campaign_id)

    def version(self) -> str | None:
        """The read models' schema version in this store (None: before versions)."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                f"SELECT value FROM journal_meta WHERE name = {self.p}", ("views",)
            )
            row = c.fetchone()
        return row[0] if row else None


class NextViews(ViewRecorder):
    """The read models a rebuild writes: new tables, tracked as REBUILDING."""

    states = "journal_states_next"
    log = "journal_event_log_next"
    changes = "journal_sheet_changes_next"
    sheets = "journal_sheet_states_next"
    sheets_tracking = REBUILDING_SHEETS

    def reset(self) -> None:
        """Empty tables for a rebuild (a failed one may have left rows)."""
        with self.datastore.transaction(commit=True) as c:
            for table in (self.states, self.log, self.changes, self.sheets):
                c.execute(f"DELETE FROM {table}")
            c.execute(
                f"DELETE FROM tracking WHERE application_name IN ({self.p}, {self.p})",
                (REBUILDING, REBUILDING_SHEETS),
            )

    def swap_in(self, application_name: str) -> None:
        """Replace the read models with these tables (the sheets' history's too),
        their positions and the current version, in one transaction."""
        live, p = ViewRecorder, self.p
        renamed = (
            (self.states, live.states),
            (self.log, live.log),
            (self.changes, live.changes),
            (self.sheets, live.sheets),
        )
        with self.datastore.transaction(commit=True) as c:
            for table in (*(new for _, new in renamed), *LEGACY_TABLES):
                c.execute(f"DROP TABLE IF EXISTS {table}")
            for old, new in renamed:
                c.execute(f"ALTER TABLE {old} RENAME TO {new}")
            for index in indexes(live.log):
                c.execute(index)
            self.forget_checkpoints(c)
            rename = f"UPDATE tracking SET application_name = {p} WHERE {{0}} = {p}"
            for name, rebuilt in (
                (application_name, REBUILDING),
                (TRACKING, REBUILDING_SHEETS),
            ):
                c.execute(f"DELETE FROM tracking WHERE application_name = {p}", (name,))
                c.execute(rename.format("application_name"), (name, rebuilt))
            c.execute(f"DELETE FROM journal_meta WHERE name = {p}", ("views",))
            c.execute(f"INSERT INTO journal_meta VALUES ({p}, {p})", ("views", VERSION))


def _changed(c) -> int:
    """How many rows the last statement changed (SQLite's own count)."""
    c.execute("SELECT changes()")
    return c.fetchone()[0]

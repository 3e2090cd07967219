"""The read models' tables in a PostgreSQL store: the twin of viewstore.py.

Same tables, same columns, same methods, statement for statement; only the
dialect differs (`%s` placeholders, `ON CONFLICT`, psycopg `SQL` objects added to
`sql_create_statements`, names qualified by the store's schema). A change to one
store's schema is made to both.
"""

from __future__ import annotations

import json

from eventsourcing.persistence import Tracking
from eventsourcing.postgres import PostgresTrackingRecorder
from psycopg.sql import SQL, Identifier

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
from journal.projections.viewreads import INDEXES, LogReads, mark_voids
from journal.projections.viewstore import LEGACY_TABLES, REBUILDING, VERSION


class PgViewRecorder(LogReads, SheetReads, CheckpointReads, PostgresTrackingRecorder):
    """The read models' tables, beside the events in the store's database."""

    states = "journal_states"
    log = "journal_event_log"

    def __init__(self, datastore, **kwargs) -> None:
        super().__init__(datastore, **kwargs)
        self.sql_create_statements += [
            self.sql(
                "CREATE TABLE IF NOT EXISTS {meta} "
                "(name TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL)"
            ),
            self.sql(
                "CREATE TABLE IF NOT EXISTS {states} "
                "(campaign_id TEXT PRIMARY KEY, state TEXT)"
            ),
            self.sql(
                "CREATE TABLE IF NOT EXISTS {log} (campaign_id TEXT, "
                "seq BIGINT, event_id TEXT, void INTEGER, topic TEXT, state BYTEA, "
                "type TEXT, number BIGINT, at BIGINT, PRIMARY KEY (campaign_id, seq))"
            ),
            *(self.sql(table) for table in sheet_tables("BIGINT")),
            self.sql(checkpoint_table("BIGINT", "BYTEA")),
        ]

    def indexes(self) -> list:
        """The live log's indexes (projections.viewreads), in the store's schema."""
        schema, log = self.datastore.schema, PgViewRecorder.log
        return [
            SQL("CREATE INDEX IF NOT EXISTS {index} ON {log} ({columns})").format(
                index=Identifier(f"{log}_{name}"),
                log=Identifier(schema, log),
                columns=SQL(columns),
            )
            for name, columns in INDEXES
        ]

    scratch = "CREATE TEMP TABLE IF NOT EXISTS journal_audit_changes (LIKE {changes})"

    def plain_rows(self, rows: list) -> list:
        return [tuple(row.values()) for row in rows]  # psycopg's dict rows

    def statement(self, text: str) -> SQL:
        return self.sql(text.replace("{p}", "%s"))

    def sql(self, text: str, **names: str) -> SQL:
        schema = self.datastore.schema
        return SQL(text).format(
            states=Identifier(schema, self.states),
            log=Identifier(schema, self.log),
            meta=Identifier(schema, "journal_meta"),
            changes=Identifier(schema, self.changes),
            sheets=Identifier(schema, self.sheets),
            checkpoints=Identifier(schema, CHECKPOINTS),
            tracking=Identifier(schema, self.tracking_table_name),
            **{key: Identifier(schema, name) for key, name in names.items()},
        )

    def create_table(self) -> None:
        """Tables made now are of this version: say so (see viewstore.py)."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                "SELECT to_regclass(%s) IS NULL AS new",
                (Identifier(self.datastore.schema, self.states).as_string(c),),
            )
            new = c.fetchone()["new"]
        super().create_table()
        if new and self.states == PgViewRecorder.states:
            with self.datastore.transaction(commit=True) as c:
                for index in self.indexes():  # older tables: indexed at the swap
                    c.execute(index)
                c.execute(
                    self.sql(
                        "INSERT INTO {meta} VALUES (%s, %s) ON CONFLICT (name) "
                        "DO UPDATE SET value = EXCLUDED.value"
                    ),
                    ("views", VERSION),
                )

    def write(self, changes, tracking: Tracking) -> None:
        """Every change of a batch and its tracking position, in one transaction."""
        states = sorted(changes.states.items())  # one order: no deadlock between two
        with self.datastore.transaction(commit=True) as c:
            c.executemany(
                self.sql(
                    "INSERT INTO {states} VALUES (%s, %s) ON CONFLICT (campaign_id) "
                    "DO UPDATE SET state = EXCLUDED.state"
                ),
                [(cid, json.dumps(s.to_dict())) for cid, s in states],
            )
            c.executemany(
                self.sql(
                    "INSERT INTO {log} VALUES (%s, %s, %s, 0, %s, %s, %s, %s, %s)"
                ),
                changes.log_rows,
            )
            mark_voids(c, self.statement, changes.void_flags, _changed)
            self._insert_tracking(c, tracking)

    def state(self, campaign_id: str) -> CampaignState | None:
        return self.state_in("{states}", campaign_id)

    def version(self) -> str | None:
        """The read models' schema version in this store (None: before versions)."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.sql("SELECT value FROM {meta} WHERE name = %s"), ("views",))
            row = c.fetchone()
        return row["value"] if row else None

    def clear(self, application_name: str) -> None:
        """Forget every read model and its position: the next catch-up rebuilds."""
        with self.datastore.transaction(commit=True) as c:
            c.execute(self.sql("DELETE FROM {states}"))
            c.execute(self.sql("DELETE FROM {log}"))
            c.execute(
                self.sql("DELETE FROM {tracking} WHERE application_name = %s"),
                (application_name,),
            )


class PgNextViews(PgViewRecorder):
    """The read models a rebuild writes: new tables, tracked as REBUILDING (the
    twin of viewstore.NextViews)."""

    states = "journal_states_next"
    log = "journal_event_log_next"
    changes = "journal_sheet_changes_next"
    sheets = "journal_sheet_states_next"
    sheets_tracking = REBUILDING_SHEETS

    def reset(self) -> None:
        """Empty tables for a rebuild (a failed one may have left rows)."""
        with self.datastore.transaction(commit=True) as c:
            for table in ("{states}", "{log}", "{changes}", "{sheets}"):
                c.execute(self.sql(f"DELETE FROM {table}"))
            c.execute(
                self.sql("DELETE FROM {tracking} WHERE application_name IN (%s, %s)"),
                (REBUILDING, REBUILDING_SHEETS),
            )

    def swap_in(self, application_name: str) -> None:
        """Replace the read models with these tables (the sheets' history's
        too), their positions and the current version, in one transaction
        (PostgreSQL's DDL is transactional)."""
        live, schema = PgViewRecorder, self.datastore.schema
        renamed = (
            (self.states, live.states),
            (self.log, live.log),
            (self.changes, live.changes),
            (self.sheets, live.sheets),
        )
        with self.datastore.transaction(commit=True) as c:
            for table in (*(new for _, new in renamed), *LEGACY_TABLES):
                c.execute(self.sql("DROP TABLE IF EXISTS {t}", t=table))
            for old, new in renamed:
                rename = SQL("ALTER TABLE {old} RENAME TO {new}")
                c.execute(
                    rename.format(old=Identifier(schema, old), new=Identifier(new))
                )
            for index in self.indexes():
                c.execute(index)
            self.forget_checkpoints(c)
            for name, rebuilt in (
                (application_name, REBUILDING),
                (TRACKING, REBUILDING_SHEETS),
            ):
                c.execute(
                    self.sql("DELETE FROM {tracking} WHERE application_name = %s"),
                    (name,),
                )
                c.execute(
                    self.sql(
                        "UPDATE {tracking} SET application_name = %s "
                        "WHERE application_name = %s"
                    ),
                    (name, rebuilt),
                )
            c.execute(self.sql("DELETE FROM {meta} WHERE name = %s"), ("views",))
            c.execute(
                self.sql("INSERT INTO {meta} VALUES (%s, %s)"), ("views", VERSION)
            )


def _changed(c) -> int:
    """How many rows the last statement changed (psycopg's count)."""
    return c.rowcount

"""The journal's PostgreSQL infrastructure: eventsourcing's factory and recorders,
subclassed so the journal owns them, with tables made once per store.

`PgEventRecorder` is eventsourcing's application recorder under the journal's
name: a mixin that writes beside the events in the same transaction (overriding
`_insert_events(curs, stored_events)`) composes into it as into the SQLite one.

Many processes open a store at once; eventsourcing's `create_table` run by two of
them together can fail (`CREATE OR REPLACE FUNCTION` races). So a process first
checks that a recorder's tables exist (one query) and creates them only when
they are missing, holding an advisory lock that serialises creators.
"""

from __future__ import annotations

import re
from typing import Any
from uuid import UUID

from eventsourcing.persistence import InterfaceError, OperationalError
from eventsourcing.postgres import (
    PostgresAggregateRecorder,
    PostgresApplicationRecorder,
    PostgresFactory,
)
from eventsourcing.utils import retry
from psycopg.sql import SQL

from journal.chainsql import ChainSQL
from journal.chainstore import ChainedRecorder, SealedSnapshots
from journal.stores.pgconn import OneConnection

CREATE_LOCK = 7_403_519_211  # pg_advisory_lock key: "creating the journal's tables"
CHAIN_LOCK = CREATE_LOCK + 1  # "chaining a store from before the chain"
TABLE = re.compile(r'CREATE TABLE IF NOT EXISTS ("[^"]+"\."[^"]+"|\S+)')
PIPELINED_BYTES = 8 * 1024  # a batch up to this size goes through the pipeline


def chain_sql(schema: str, app: str = "journal") -> ChainSQL:
    """The chain's statements on PostgreSQL: `%s`, the store's schema."""
    prefix = f'"{schema}".'
    return ChainSQL(
        "%s",
        events=f'{prefix}"{app}_events"',
        snapshots=f'{prefix}"{app}_snapshots"',
        prefix=prefix,
    )


class LargeBatches:
    """A large batch written without psycopg's pipeline.

    eventsourcing sends a batch of events in psycopg's pipeline mode and then
    calls `Pipeline.sync()`, which may leave the tail of a large message in
    libpq's output buffer (its last flush is not awaited) and wait for the
    server's answer, while the server waits for that tail: both wait forever
    (psycopg 3.3.9; one batch of 1,000 events of 600 bytes hung every time on a
    local socket). `store copy` and `import` write such batches. A batch of
    more than PIPELINED_BYTES is written statement by statement (each sent
    whole before its answer is read), in one transaction, through the same
    steps as eventsourcing's (`_insert_events`, `_insert_stored_events`,
    `_fetch_ids_after_insert_events`); a command's few events keep the pipeline
    (one round trip to the server)."""

    def insert_events(self, stored_events, **kwargs: Any):
        size = sum(len(e.state) + len(e.topic) for e in stored_events)
        if size <= PIPELINED_BYTES:
            return super().insert_events(stored_events, **kwargs)
        return self._insert_unpipelined(stored_events, **kwargs)

    @retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def _insert_unpipelined(self, stored_events, **kwargs: Any):
        with self.datastore.get_connection() as conn, conn.transaction():
            with conn.cursor() as curs:
                self._insert_events(curs, stored_events, **kwargs)
            with conn.cursor() as curs:
                self._insert_stored_events(curs, stored_events, **kwargs)
                return self._fetch_ids_after_insert_events(
                    curs, stored_events, **kwargs
                )


class PgEventRecorder(ChainedRecorder, LargeBatches, PostgresApplicationRecorder):
    """The events of a PostgreSQL store (notifications, LISTEN/NOTIFY included),
    with the hash chain written in the events' transaction (journal.chainstore).
    eventsourcing calls `_insert_events` before the events' insert: there the
    streams are verified (a refusal there rolls the transaction back) and the
    digests computed; they are written once the insert is synced, so that a
    stream another process extended first fails on the events' own key (an
    IntegrityError: the command is decided again) before any digest is written.
    (eventsourcing holds an error raised during the insert itself until its
    transaction block has ended: nothing that can refuse may run there.)"""

    events_inserted_first = False

    def __init__(self, datastore, **kwargs) -> None:
        super().__init__(datastore, **kwargs)
        self.chain = chain_sql(datastore.schema)
        self.sql_create_statements += [SQL(text) for text in self.chain.create]

    def create_table(self) -> None:
        super().create_table()
        self.marks = None
        self.ensure_chain()

    def claim(self, c) -> None:
        c.execute("SELECT pg_advisory_xact_lock(%s)", (CHAIN_LOCK,))

    def _insert_events(self, c, stored_events, **kwargs) -> None:
        """Verify what the events extend and compute their digests (see the class)."""
        self.pending.links = self.links_for(c, stored_events)

    def _fetch_ids_after_insert_events(self, curs, stored_events, **kwargs):
        """After the insert has been synced (a lost race has raised by now): the
        notification ids, then the digests, in the same transaction."""
        ids = super()._fetch_ids_after_insert_events(curs, stored_events, **kwargs)
        rows, self.pending.links = self.pending.links, None
        if rows:
            with curs.connection.cursor() as chain:
                chain.executemany(self.chain.insert_link, rows)
                self.append_signatures(chain, rows)
        return ids

    @property
    def pending(self):
        """The digests computed for the batch being inserted, per thread."""
        found = self.__dict__.get("_pending")
        if found is None:
            import threading

            found = self.__dict__["_pending"] = threading.local()
        return found

    def event_key(self, originator_id: Any) -> Any:
        return originator_id if isinstance(originator_id, UUID) else UUID(originator_id)


class PgSnapshots(SealedSnapshots, PostgresAggregateRecorder):
    """Snapshots sealed as they are written; only sealed ones are read."""

    def __init__(self, datastore, **kwargs) -> None:
        super().__init__(datastore, **kwargs)
        self.chain = chain_sql(datastore.schema)

    def _insert_stored_events(self, curs, stored_events, **kwargs) -> None:
        super()._insert_stored_events(curs, stored_events, **kwargs)
        self.seal_snapshots(curs, stored_events)

    def event_key(self, originator_id: Any) -> Any:
        return originator_id if isinstance(originator_id, UUID) else UUID(originator_id)


class PgStoreFactory(PostgresFactory):
    """eventsourcing's PostgreSQL factory, with the journal's recorders."""

    application_recorder_class = PgEventRecorder
    aggregate_recorder_class = PgSnapshots

    def __init__(self, env) -> None:
        super().__init__(env)
        pool = self.datastore.pool
        given = {**pool.kwargs, "sslmode": self.env.get("POSTGRES_SSLMODE")}
        given.pop("password", None)  # libpq reads $PGPASSWORD or ~/.pgpass itself
        if not self.env.get(self.POSTGRES_PORT):
            given.pop("port", None)  # not 5432 regardless: libpq's default ($PGPORT)
        kwargs = {key: value for key, value in given.items() if value}
        kwargs.pop("row_factory", None)  # the connection's own: dict rows
        timeout = float(self.env.get(self.POSTGRES_CONNECT_TIMEOUT) or 30)
        # One connection a command, not psycopg_pool's pool (journal.stores.pgconn)
        self.datastore.pool = OneConnection(
            kwargs, self.datastore.after_connect_func(), timeout
        )
        self._view = None
        open_pool(self.datastore.pool, timeout)

    def env_create_table(self) -> bool:
        return False  # ensure_tables creates what is missing, once

    def application_recorder(self):
        return ensure_tables(super().application_recorder())

    def aggregate_recorder(self, purpose: str = "events"):
        return ensure_tables(super().aggregate_recorder(purpose))

    def tracking_recorder(self, tracking_recorder_class=None):
        return ensure_tables(super().tracking_recorder(tracking_recorder_class))

    def view_recorder(self):
        """The read models' store (projections/viewstore_pg.py), one per factory."""
        if self._view is None:
            from journal.projections.viewstore_pg import PgViewRecorder

            self._view = self.tracking_recorder(PgViewRecorder)
        return self._view

    def next_view_recorder(self):
        """The tables a rebuild writes before swapping them in."""
        from journal.projections.viewstore_pg import PgNextViews

        return self.tracking_recorder(PgNextViews)

    def rebuild_lock(self):
        """Held while a rebuild runs (journal.rebuildlock): one at a time."""
        from journal.rebuildlock import advisory_lock, held

        return held(self, lambda: advisory_lock(self.datastore, self.datastore.schema))


def open_pool(pool, timeout: float) -> None:
    """The command's connection made now (or the probe's taken over), so that
    a server that cannot be reached is said before anything else."""
    import psycopg
    from eventsourcing.persistence import OperationalError

    try:
        pool.open(wait=True, timeout=timeout)
    except psycopg.OperationalError as error:
        raise OperationalError(str(error)) from error


def ensure_tables(recorder):
    """Create the recorder's tables when one is missing, one creator at a time."""
    names = [
        match.group(1)
        for statement in recorder.sql_create_statements
        if (match := TABLE.search(statement.as_string()))
    ]
    if names and not missing(recorder.datastore, names):
        return recorder
    with recorder.datastore.get_connection() as conn:
        conn.execute("SELECT pg_advisory_lock(%s)", (CREATE_LOCK,))
        try:
            recorder.create_table()
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (CREATE_LOCK,))
    return recorder


def missing(datastore, names: list[str]) -> int:
    with datastore.get_connection() as conn:
        row = conn.execute(
            "SELECT count(*) AS n FROM unnest(%s::text[]) AS t(name) "
            "WHERE to_regclass(name) IS NULL",
            (names,),
        ).fetchone()
    return row["n"]


def store_exists(conn, schema: str, app_name: str = "journal") -> bool:
    """Whether a journal store is in the database (its events table is there)."""
    from psycopg import sql

    name = sql.Identifier(schema or "public", f"{app_name}_events").as_string(conn)
    row = conn.execute("SELECT to_regclass(%s) IS NOT NULL", (name,)).fetchone()
    return bool(row[0])

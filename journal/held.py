"""A script as one transaction of the store itself (`journal run`).

The store is opened once; its datastore is then held on one connection inside
one transaction (SQLite: BEGIN IMMEDIATE, the write lock taken at once;
PostgreSQL: BEGIN), and every transaction a command asks for becomes a
savepoint of it: each line is a real command that sees what the lines before it
recorded, a line that fails rolls back to its savepoint, and at the end the
whole transaction commits, or rolls back and nothing was recorded. A kill
leaves nothing: the store rolls the open transaction back itself. So a script
costs what it records, not what the store holds (the journal used to copy the
whole store first).

While a script holds a SQLite store, other commands that record in it wait for
it (up to the store's lock timeout); reads go on, from what was committed.
"""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_names = itertools.count(1)


class Held:
    """An application's datastore held in one transaction until `finish`."""

    def __init__(self, app: Any) -> None:
        self.app = app
        # Each line loads its campaign as the line before it left it
        # (eventsourcing's aggregate cache, fast-forwarded by what was recorded
        # since), and a recording verifies only what was not verified in this
        # process already (journal.chainstore's heads): a line costs what it
        # records, not a replay from the latest snapshot. A line
        # that fails ends the script, so no copy is needed to keep the cached
        # campaign clean; a line decided again starts from a fresh load.
        app.env["AGGREGATE_CACHE_MAXSIZE"] = "8"
        app.env["DEEPCOPY_FROM_AGGREGATE_CACHE"] = "n"
        app._repository = app.construct_repository()
        datastore = app.factory.datastore
        self.datastore = datastore
        self.saved = {"get_connection": datastore.__dict__.get("get_connection")}
        if hasattr(datastore, "pool") and hasattr(datastore.pool, "getconn"):
            self._hold_postgres(datastore)
        else:
            self._hold_sqlite(datastore)

    # -- SQLite -----------------------------------------------------------------

    def _hold_sqlite(self, datastore: Any) -> None:
        connection = datastore.pool.get_connection(is_writer=True)
        raw = connection._sqlite_conn
        raw.execute("BEGIN IMMEDIATE")  # the write lock now, waited for
        self.connection, self.raw = connection, raw
        connection.transaction = self._savepoint

        @contextmanager
        def pinned(*, commit: bool = True) -> Iterator[Any]:
            yield connection

        datastore.get_connection = pinned

    @contextmanager
    def _savepoint(self, *, commit: bool) -> Iterator[Any]:
        from eventsourcing.sqlite import SQLiteCursor

        name = f"journal_{next(_names)}"
        cursor = self.raw.cursor()
        cursor.execute(f"SAVEPOINT {name}")
        try:
            yield SQLiteCursor(cursor)
        except BaseException as error:
            cursor.execute(f"ROLLBACK TO {name}")
            cursor.execute(f"RELEASE {name}")
            if isinstance(error, sqlite3.Error):
                raise _persistence_error(error) from error
            raise
        else:
            if not commit:
                cursor.execute(f"ROLLBACK TO {name}")
            cursor.execute(f"RELEASE {name}")
        finally:
            cursor.close()

    # -- PostgreSQL -----------------------------------------------------------

    def _hold_postgres(self, datastore: Any) -> None:
        pool = datastore.pool
        connection = pool.getconn()
        self.transaction = connection.transaction()
        self.transaction.__enter__()
        self.connection, self.pool = connection, pool
        self.saved_pool_connection = pool.__dict__.get("connection")

        @contextmanager
        def pinned(*args: Any, **kwargs: Any) -> Iterator[Any]:
            # Each use in a savepoint of its own: a statement that fails (a
            # race lost, a table another process made first) rolls back to
            # it, not the whole script.
            with connection.transaction():
                yield connection

        pool.connection = pinned

    # -- the end ----------------------------------------------------------------

    def finish(self, commit: bool) -> None:
        """Commit everything the script recorded, or nothing; release the
        connection to the application as it was."""
        if not commit:  # what the script recorded is gone: so are its heads
            self.app.recorder.forget_heads()
        if hasattr(self, "raw"):
            try:
                self.raw.execute("COMMIT" if commit else "ROLLBACK")
            finally:
                del self.connection.transaction
                self._restore_get_connection()
                self.datastore.pool.put_connection(self.connection)
            return
        try:
            if commit:
                self.transaction.__exit__(None, None, None)
            else:
                error = _Rollback()
                self.transaction.__exit__(type(error), error, None)
        finally:
            if self.saved_pool_connection is None:
                del self.pool.connection
            else:
                self.pool.connection = self.saved_pool_connection
            self.pool.putconn(self.connection)

    def _restore_get_connection(self) -> None:
        if self.saved["get_connection"] is None:
            del self.datastore.get_connection
        else:
            self.datastore.get_connection = self.saved["get_connection"]


class _Rollback(Exception):
    """Ends the held PostgreSQL transaction with a rollback."""


def _persistence_error(error: sqlite3.Error) -> Exception:
    """sqlite3's error as eventsourcing's (as its own transactions map them)."""
    from eventsourcing import persistence as p

    for kind, mapped in (
        (sqlite3.IntegrityError, p.IntegrityError),
        (sqlite3.OperationalError, p.OperationalError),
        (sqlite3.InterfaceError, p.InterfaceError),
        (sqlite3.DataError, p.DataError),
        (sqlite3.InternalError, p.InternalError),
        (sqlite3.ProgrammingError, p.ProgrammingError),
        (sqlite3.NotSupportedError, p.NotSupportedError),
        (sqlite3.DatabaseError, p.DatabaseError),
    ):
        if isinstance(error, kind):
            return mapped(error)
    return p.PersistenceError(error)

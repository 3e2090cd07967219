"""One connection a command (issue 29): what eventsourcing's PostgreSQL
datastore is given instead of psycopg_pool's pool. A command runs its
statements one after the other, so a pool (worker threads, connections opened
in the background, a second one grown when the first was slow to come) only
cost it time: this keeps one connection, the one the store's probe opened when
it is handed over (journal.stores.postgres.probe), else one made when first
asked. Only while that one is in use does a second caller (a watch's listener,
on its own thread) get a connection of its own, closed when given back.

It offers what the datastore and journal.held use of psycopg_pool's pool:
open, connection() (a context manager), getconn/putconn, close, kwargs."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

_handed: dict[tuple, Any] = {}  # the probe's connection, by its target


def hand_over(key: tuple, connection: Any) -> None:
    """The probe's connection, left for the pool of the same target."""
    for left in _handed.values():
        left.close()
    _handed.clear()
    _handed[key] = connection


def target_key(kwargs: dict) -> tuple:
    names = ("user", "host", "port", "dbname", "sslmode")
    return tuple(str(kwargs.get(name) or "") for name in names)


class OneConnection:
    """A pool of one kept connection (see the module's docstring)."""

    def __init__(self, kwargs: dict, configure: Callable, timeout: float) -> None:
        self.kwargs = kwargs
        self.configure = configure
        self.timeout = timeout
        self.kept: Any = None  # the command's connection
        self.idle = False  # whether it is free
        self.lock = threading.Lock()

    # -- psycopg_pool's surface -------------------------------------------------

    def open(self, wait: bool = True, timeout: float | None = None) -> None:
        with self.lock:
            if self.kept is None or self.kept.closed:
                self.kept, self.idle = self._connect(timeout), True

    def getconn(self, timeout: float | None = None) -> Any:
        with self.lock:
            if self.kept is not None and self.idle and not self.kept.closed:
                self.idle = False
                return self.kept
            if self.kept is None or self.kept.closed:
                self.kept, self.idle = self._connect(timeout), False
                return self.kept
        return self._connect(timeout)  # the kept one is in use: another caller

    def putconn(self, connection: Any) -> None:
        if connection is not self.kept:
            connection.close()
            return
        from psycopg.pq import TransactionStatus

        status = connection.info.transaction_status
        if status in (TransactionStatus.INTRANS, TransactionStatus.INERROR):
            connection.rollback()  # as psycopg_pool resets a returned connection
        elif status != TransactionStatus.IDLE:  # broken: made again when asked
            connection.close()
        with self.lock:
            self.idle = True

    @contextmanager
    def connection(self, timeout: float | None = None) -> Iterator[Any]:
        connection = self.getconn(timeout)
        try:
            yield connection
        finally:
            self.putconn(connection)

    def close(self, timeout: float = 0) -> None:
        with self.lock:
            if self.kept is not None:
                self.kept.close()
            self.kept, self.idle = None, False

    def __enter__(self) -> OneConnection:
        self.open()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- connecting -------------------------------------------------------------

    def _connect(self, timeout: float | None) -> Any:
        import psycopg
        from psycopg.rows import dict_row

        connection = _handed.pop(target_key(self.kwargs), None)
        if connection is None or connection.closed:
            wait = max(1, round(timeout or self.timeout))
            connection = psycopg.Connection.connect(
                **{**self.kwargs, "row_factory": dict_row}, connect_timeout=wait
            )
        else:
            connection.row_factory = dict_row
        self.configure(connection)
        return connection

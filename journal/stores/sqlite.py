"""The journal's SQLite infrastructure: eventsourcing's factory, with the read
models' store beside the events in the same file."""

from __future__ import annotations

import time

from eventsourcing.persistence import IntegrityError, OperationalError
from eventsourcing.sqlite import SQLiteFactory

TRIES = 20  # table creation racing other processes: tried again, a little later


class SQLiteStoreFactory(SQLiteFactory):
    """eventsourcing's SQLite factory; the read models are projections/viewstore.py."""

    _view = None

    def view_recorder(self):
        """The read models' store, one per factory (see `made`)."""
        from journal.projections.viewstore import ViewRecorder

        if self._view is None:
            self._view = made(lambda: self.tracking_recorder(ViewRecorder))
        return self._view

    def next_view_recorder(self):
        """The tables a rebuild writes before swapping them in (NextViews)."""
        from journal.projections.viewstore import NextViews

        return made(lambda: self.tracking_recorder(NextViews))

    def rebuild_lock(self):
        """Held while a rebuild runs (journal.rebuildlock): one at a time."""
        from contextlib import nullcontext

        from journal.rebuildlock import file_lock, held

        store = self.env.get("SQLITE_DBNAME") or ""
        if not store or store.startswith("file:") or store == ":memory:":
            return nullcontext()  # a store of this process alone
        return held(self, lambda: file_lock(store))


def made(create):
    """A recorder whose tables other processes may be creating at the same
    moment: the library's creation then fails in all but one (a tracking row
    written twice, or a write that found the database locked by the other's
    transaction); the others try again and find the tables made."""
    for attempt in range(TRIES):
        try:
            return create()
        except (IntegrityError, OperationalError):
            if attempt == TRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))
    raise AssertionError("unreachable")

"""The journal's SQLite infrastructure: eventsourcing's factory, with the read
models' store beside the events in the same file."""

from __future__ import annotations

from eventsourcing.persistence import IntegrityError
from eventsourcing.sqlite import SQLiteFactory


class SQLiteStoreFactory(SQLiteFactory):
    """eventsourcing's SQLite factory; the read models are projections/viewstore.py."""

    _view = None

    def view_recorder(self):
        """The read models' store, one per factory. The first readers of a store
        may create its tables together: the library's table creation then fails
        in all but one (its tracking table's first row is written twice), and the
        others find the tables made."""
        from projections.viewstore import ViewRecorder

        if self._view is None:
            try:
                self._view = self.tracking_recorder(ViewRecorder)
            except IntegrityError:
                self._view = self.tracking_recorder(ViewRecorder)
        return self._view

"""The journal's SQLite infrastructure: eventsourcing's factory, with the read
models' store beside the events in the same file."""

from __future__ import annotations

from eventsourcing.sqlite import SQLiteFactory


class SQLiteStoreFactory(SQLiteFactory):
    """eventsourcing's SQLite factory; the read models are projections/viewstore.py."""

    _view = None

    def view_recorder(self):
        """The read models' store, one per factory."""
        if self._view is None:
            from projections.viewstore import ViewRecorder

            self._view = self.tracking_recorder(ViewRecorder)
        return self._view

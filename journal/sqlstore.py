"""The SQLite store with the hash chain: eventsourcing's recorders plus the
chain's mixins (journal.chainstore), and the factory that builds them."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.sqlite import SQLiteAggregateRecorder, SQLiteApplicationRecorder

from journal.chainstore import ChainedRecorder, ChainSQL, SealedSnapshots
from journal.stores.sqlite import SQLiteStoreFactory, made

SQL = ChainSQL("?")


class ChainedSQLiteRecorder(ChainedRecorder, SQLiteApplicationRecorder):
    chain = SQL

    def construct_create_table_statements(self) -> list[str]:
        return [*super().construct_create_table_statements(), *self.chain.create]

    def _create_table(self, c) -> None:
        super()._create_table(c)
        self.marks = self.read_marks(c)  # read only: no write lock taken here

    def create_table(self) -> None:
        # Another process making the same tables at the same moment (a store of
        # an older format opened by several at once): tried again (`made`).
        made(lambda: super(ChainedSQLiteRecorder, self).create_table())
        made(self.ensure_chain)  # a store from before the chain: chained once

    def claim(self, c) -> None:
        c.execute(self.chain.claim)  # a write: SQLite's write lock, waited for

    def event_key(self, originator_id: Any) -> Any:
        return originator_id.hex if isinstance(originator_id, UUID) else originator_id


class SealedSQLiteSnapshots(SealedSnapshots, SQLiteAggregateRecorder):
    chain = SQL  # its tables: created by the application recorder, made first

    def event_key(self, originator_id: Any) -> Any:
        return originator_id.hex if isinstance(originator_id, UUID) else originator_id


class JournalSQLiteFactory(SQLiteStoreFactory):
    """The SQLite store's factory: chained events, sealed snapshots, and the read
    models beside them (`view_recorder()`, journal.stores.sqlite)."""

    application_recorder_class = ChainedSQLiteRecorder
    aggregate_recorder_class = SealedSQLiteSnapshots

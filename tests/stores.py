"""Stores as older journals wrote them, for tests of stored formats."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path


def pre_chain_store(path: Path, rows: list[dict]) -> None:
    """A store as the journal wrote it before the hash chain: eventsourcing's own
    tables only, holding `rows` (originator_id, originator_version, topic, state)."""
    from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteDatastore

    datastore = SQLiteDatastore(str(path))
    SQLiteApplicationRecorder(datastore).create_table()
    datastore.close()
    with sqlite3.connect(path) as db:
        db.executemany(
            "insert into stored_events values (?, ?, ?, ?)",
            [
                (
                    r["originator_id"],
                    r["originator_version"],
                    r["topic"],
                    json.dumps(r["state"], ensure_ascii=False).encode(),
                )
                for r in rows
            ],
        )
    db.close()

"""A consistent copy of the whole store while others may be recording.

SQLite's online backup copies every page in one step inside one read
transaction, so the copy is the store as it was at one moment, whatever other
processes record meanwhile (in WAL mode they are not even blocked). The copy is
written beside its destination and renamed into place, owner-only.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from journal.domain.errors import NotFound


def backup(store: Path, out: Path) -> None:
    if not store.exists():
        raise NotFound(f"no journal store at {store}", "journal: backup")
    out.parent.mkdir(parents=True, exist_ok=True)
    part = out.with_name(f".{out.name}.part")
    part.unlink(missing_ok=True)
    os.close(os.open(part, os.O_CREAT | os.O_WRONLY | os.O_EXCL, 0o600))
    source, copy = sqlite3.connect(store), sqlite3.connect(part)
    try:
        with copy:
            source.backup(copy)  # pages=-1: all of it in one step
        copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
    finally:
        copy.close()
        source.close()
    os.replace(part, out)

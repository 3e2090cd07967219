"""What the journal printed or published, kept outside the store: anchors.

A fingerprint the journal prints (`session end`, a chronicle's sessions, an
export's head, an import, a site, an audit) is the digest of one point of a
campaign's hash chain. Each is kept here, in the user's own anchors file (its
folder: $JOURNAL_ANCHORS, else `anchors` in the user data folder), beside the
store's location: a store cut short, or rewritten and chained again by someone
who can edit it, no longer holds a point this file remembers, and `journal
audit` says so (journal.integrity). `journal audit --fingerprint` looks a
fingerprint up here (`Anchors.matching`) as well as in the chain.

A finding of `audit` is kept in the same folder too (journal.verdicts.Findings).

The anchors file is a SQLite file, owner-only; nothing in it is secret.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import NamedTuple

from journal.verdicts import folder, private_folder

FILE = "anchors.sqlite3"
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS anchors (campaign TEXT NOT NULL, seq INTEGER NOT "
    "NULL, digest TEXT NOT NULL, store TEXT NOT NULL, place TEXT NOT NULL, at TEXT "
    "NOT NULL, PRIMARY KEY (campaign, seq, digest, store, place))"
)


class Point(NamedTuple):
    """One printed fingerprint: a campaign's event (its position) and its digest."""

    campaign: str  # the campaign's stream id, 32 hex digits
    seq: int
    digest: str  # the whole digest, 64 hex digits
    store: str  # the store as the journal named it when it printed this
    place: str  # where it was printed: "session end", "chronicle", "export", ...
    at: str  # when (ISO 8601, UTC)


class Anchors:
    """The anchors file (created on first write, owner-only)."""

    def __init__(self, where: Path | None = None) -> None:
        self.path = (where or folder()) / FILE

    def _connect(self, write: bool):
        import sqlite3

        if not write and not self.path.exists():
            return None
        if write and not self.path.exists():
            private_folder(self.path.parent)
            flags = os.O_CREAT | os.O_WRONLY | os.O_NOFOLLOW
            try:
                os.close(os.open(self.path, flags | os.O_EXCL, 0o600))
            except FileExistsError:
                pass  # another process made it first
        db = sqlite3.connect(self.path, timeout=10)
        db.execute(SCHEMA)
        return db

    def add(self, points: Iterable[Point]) -> None:
        rows = list(points)
        if not rows:
            return
        db = self._connect(write=True)
        try:
            with db:
                db.executemany(
                    "INSERT OR IGNORE INTO anchors VALUES (?, ?, ?, ?, ?, ?)", rows
                )
        finally:
            db.close()

    def of(self, campaign: str) -> list[Point]:
        """Every point kept for a campaign (its stream id, 32 hex digits)."""
        return self._select("WHERE campaign = ? ORDER BY seq, at", (campaign,))

    def matching(self, fingerprint: str) -> list[Point]:
        """Every point whose digest starts with a fingerprint as printed
        (`ebd4-c546-df4a-165d`, dashes or not, any case)."""
        prefix = "".join(fingerprint.split("-")).strip().lower()
        if not prefix or any(c not in "0123456789abcdef" for c in prefix):
            return []
        return self._select(
            "WHERE substr(digest, 1, ?) = ? ORDER BY at", (len(prefix), prefix)
        )

    def _select(self, where: str, values: tuple) -> list[Point]:
        db = self._connect(write=False)
        if db is None:
            return []
        try:
            rows = db.execute(f"SELECT * FROM anchors {where}", values).fetchall()
        finally:
            db.close()
        return [Point(*row) for row in rows]


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")

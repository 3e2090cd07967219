"""A consistent copy of the whole store while others may be recording.

SQLite's online backup copies every page in one step inside one read
transaction, so the copy is the store as it was at one moment, whatever other
processes record meanwhile (in WAL mode they are not even blocked). The copy is
written in a private folder made beside its destination, then renamed into
place, owner-only (a link planted at the destination is replaced, never
followed; a kill leaves the folder to the next command: journal.leftovers).
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from journal.domain.errors import NotFound
from journal.i18n import N_, _
from journal.leftovers import tracked
from journal.outfile import new_file


def backup(store: Path, out: Path) -> None:
    if not store.exists():
        raise NotFound(
            _("no journal store at {store}").format(store=store), N_("journal: backup")
        )
    with beside(out) as part:
        os.close(new_file(part))
        source, copy = sqlite3.connect(store), sqlite3.connect(part)
        try:
            with copy:
                source.backup(copy)  # pages=-1: all of it in one step
            copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
        finally:
            copy.close()
            source.close()
        os.replace(part, out)


@contextmanager
def beside(out: Path) -> Iterator[Path]:
    """A path for a file to be renamed to `out`, in a private folder made beside
    it (nobody else can swap the file for a link while it is written)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    folder = tempfile.mkdtemp(prefix=f".{out.name[:40]}.", dir=out.parent)
    with tracked(folder):
        yield Path(folder) / "part"

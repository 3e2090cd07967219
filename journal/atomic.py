"""Atomic scripts: every line runs on a copy of the store, then the events they
recorded move into the store in one transaction, or nothing does.

The copy is SQLite's online backup of the store (journal.backup), or a copy of
a PostgreSQL store's events (journal.stores.copy), in a private temporary
folder. Each line is a real `journal` command on the copy, so later lines see
what earlier ones recorded. At the end the new events are inserted
into the store through its chained recorder in one transaction: if another
table recorded in the same campaign meanwhile, the insert fails whole (the
events' positions are taken) and the script is refused; nothing was recorded.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from eventsourcing.persistence import IntegrityError, StoredEvent

from journal.backup import backup
from journal.domain.errors import JournalError
from journal.domain.registry import REGISTRY_ID
from journal.store import open_app
from journal.stores.url import is_postgres_url

SECTION = "journal: scripts"


@contextmanager
def sandbox(store: str) -> Iterator[Path]:
    """A private SQLite copy of `store` (a file or a URL; empty when there is
    no store yet)."""
    with tempfile.TemporaryDirectory(prefix="journal-run-") as folder:
        copy = Path(folder) / "sandbox.sqlite3"
        if is_postgres_url(store):
            _copy_from(store, copy)
        elif Path(store).exists():
            backup(Path(store), copy)
        yield copy


def _copy_from(url: str, copy: Path) -> None:
    from journal.stores import open_store
    from journal.stores.copy import copy_events

    try:
        source = open_store(url, create=False)
    except JournalError:
        return  # no store there yet: the script starts from nothing
    target = open_app(copy, create=True)
    try:
        copy_events(source, target)
    finally:
        source.close()
        target.close()


def run_atomically(store: str, run_lines: Callable[[Path], None]) -> int:
    """Run the script's lines on a sandbox; move their events into `store`.
    Returns how many events were recorded."""
    with sandbox(store) as copy:
        start = last_notification(copy)
        run_lines(copy)
        events = new_events(copy, start)
    if events:
        commit(store, events)
    return len(events)


def last_notification(path: Path) -> int:
    if not path.exists():
        return 0
    app = open_app(path, create=False)
    try:
        return app.recorder.max_notification_id() or 0
    finally:
        app.close()


def new_events(path: Path, start: int) -> list[StoredEvent]:
    if not path.exists():
        return []
    app = open_app(path, create=False)
    try:
        found = app.recorder.select_notifications(start=start + 1, limit=10**9)
    finally:
        app.close()
    return [
        StoredEvent(n.originator_id, n.originator_version, n.topic, n.state)
        for n in found
    ]


def commit(store: str, events: list[StoredEvent]) -> None:
    from journal.stores import open_store

    app = open_store(store, create=True)
    try:
        app.recorder.insert_events(events)
    except IntegrityError:
        raise JournalError(
            "someone else recorded in this store while the script ran; nothing "
            "from the script was recorded: run it again",
            SECTION,
        ) from None
    try:
        take_snapshots(app, events)
    finally:
        app.close()


def take_snapshots(app, events: list[StoredEvent]) -> None:
    """The snapshots the lines would have taken one by one: at every multiple of
    a campaign's snapshot interval (a snapshot is a cache: one that fails is
    skipped, the events are recorded)."""
    intervals: dict = {}
    for event in events:
        originator, version = event.originator_id, event.originator_version
        if originator == REGISTRY_ID:
            continue
        if originator not in intervals:
            aggregate = app.repository.get(originator)
            intervals[originator] = app.snapshotting_intervals.get(type(aggregate))
        if intervals[originator] and version % intervals[originator] == 0:
            try:
                app.take_snapshot(originator, version=version)
            except Exception:  # noqa: BLE001, S110 - a missed cache, no more
                pass

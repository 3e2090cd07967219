"""One rebuild of a store at a time (journal.rebuildlock): two at once wrote the
same new tables, and one swapped in read models that missed campaigns."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from journal.rebuildlock import SUFFIX, advisory_lock, file_lock
from tests.conftest import Table, play_ready


def rebuild(store: str) -> subprocess.Popen:
    command = [sys.executable, "-m", "journal", "--store", store, "rebuild"]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def waits_then_runs(run: subprocess.Popen, waiting, release) -> None:
    """`run` comes to wait for the lock (`waiting()` says so), then, released,
    rebuilds."""
    deadline = time.monotonic() + 60
    while not waiting():
        assert run.poll() is None, run.communicate()  # it did not wait
        assert time.monotonic() < deadline, "the rebuild never waited"
        time.sleep(0.05)
    release()
    out, err = run.communicate(timeout=120)
    assert run.returncode == 0, err.decode()


def blocked_on(path: str, pid: int) -> bool:
    """Whether process `pid` waits for a flock of `path` (Linux: /proc/locks)."""
    inode = os.stat(path).st_ino
    for line in Path("/proc/locks").read_text().splitlines():
        fields = line.split()
        if "->" in fields and "FLOCK" in fields:
            rest = fields[fields.index("->") + 1 :]
            if int(rest[3]) == pid and int(rest[4].rsplit(":", 1)[1]) == inode:
                return True
    return False


def test_a_rebuild_waits_for_the_one_running_and_leaves_no_lock_file(tmp_path):
    store = tmp_path / "journal.sqlite3"
    play_ready(Table(store))
    lock = file_lock(str(store))
    lock.__enter__()
    assert Path(str(store) + SUFFIX).exists()
    run = rebuild(str(store))
    waiting = lambda: blocked_on(str(store) + SUFFIX, run.pid)  # noqa: E731
    waits_then_runs(run, waiting, lambda: lock.__exit__(None, None, None))
    assert not Path(str(store) + SUFFIX).exists()
    assert Table(store).run("show", "Kira").output.startswith("Kira")


def test_a_waiter_locks_the_file_at_the_path_not_one_removed_meanwhile(tmp_path):
    path = str(tmp_path / "s.sqlite3")
    with file_lock(path):
        stale = os.open(path + SUFFIX, os.O_RDWR)  # as a waiter opened it
    with file_lock(path):  # the rebuild removed it: a new one is made and locked
        assert os.path.exists(path + SUFFIX)
        assert not os.path.samestat(os.fstat(stale), os.stat(path + SUFFIX))
    os.close(stale)


def test_on_postgresql_a_rebuild_waits_for_the_one_running(pg_url):
    from journal.stores.postgres import open_postgres

    play_ready(Table(pg_url))
    app = open_postgres(pg_url, create=False)
    try:
        lock = advisory_lock(app.factory.datastore, app.factory.datastore.schema)
        lock.__enter__()
        run = rebuild(pg_url)
        waits_then_runs(
            run, lambda: advisory_waits(pg_url), lambda: lock.__exit__(None, None, None)
        )
    finally:
        app.close()
    assert Table(pg_url).run("show", "Kira").output.startswith("Kira")


def advisory_waits(url: str) -> bool:
    """Whether a session waits for an advisory lock on the database of `url`."""
    import psycopg

    from journal.stores.url import parse_url

    with psycopg.connect(**parse_url(url).conninfo(), autocommit=True) as conn:
        row = conn.execute(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' "
            "AND NOT granted AND database = "
            "(SELECT oid FROM pg_database WHERE datname = current_database())"
        ).fetchone()
    return row[0] > 0

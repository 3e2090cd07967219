"""`journal watch`, the table's second screen: one process sees, in order, every
event three other processes record (PostgreSQL: LISTEN/NOTIFY; SQLite: polling)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

WORKER = Path(__file__).resolve().parent.parent / "tableworker.py"


class Watcher:
    """`journal watch --json` in its own process; its lines gathered as they come."""

    def __init__(self, store: str) -> None:
        command = [sys.executable, "-m", "journal", "--store", store, "watch", "--json"]
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        self.lines: list[str] = []
        threading.Thread(target=self._gather, daemon=True).start()
        assert self.process.stderr.readline().startswith("watching: ")

    def _gather(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line)

    def wait_for(self, count: int, seconds: float = 60) -> list[dict]:
        deadline = time.monotonic() + seconds
        while len(self.lines) < count and time.monotonic() < deadline:
            time.sleep(0.05)
        return [json.loads(line) for line in self.lines]

    def interrupt(self) -> tuple[int, str]:
        self.process.send_signal(signal.SIGINT)  # Ctrl-C
        rest = self.process.stderr.read()
        return self.process.wait(timeout=30), rest


def test_a_watcher_sees_in_order_every_event_three_laptops_record(ready):
    before = len(ready.json("log"))
    watcher = Watcher(str(ready.store))
    laptops = [
        subprocess.Popen(
            [sys.executable, str(WORKER), str(ready.store), "30", str(seed)],
            stdout=subprocess.PIPE,
        )
        for seed in (11, 12, 13)
    ]
    for laptop in laptops:
        assert laptop.wait(timeout=300) == 0
    recorded = ready.json("log")[before:]
    seen = watcher.wait_for(len(recorded))
    code, stderr = watcher.interrupt()
    assert len(recorded) > 30  # three laptops really recorded
    assert [e["id"] for e in seen] == [e["id"] for e in recorded]
    assert [(e["type"], e["by"]) for e in seen] == [
        (e["type"], e["by"]) for e in recorded
    ]
    assert (code, stderr) == (0, "stopped watching\n")  # Ctrl-C ends it cleanly


def test_watch_prints_what_the_log_prints(ready):
    watcher = Watcher(str(ready.store))
    ready.run("reserve", "award", "Kira", "2", "--reason", "danger")
    ready.run("roll", "Kira", "--char", "agilita", "--target", "2", "--dice", "6,4,1")
    award, roll = watcher.wait_for(2)
    watcher.interrupt()
    assert [award, roll] == ready.json("log")[-2:]
    assert (award["character"], award["amount"]) == ("Kira Voss", 2)
    assert roll["chance"] == 1 / 2  # what the ruleset derives (Dàimon's chance)


def test_watch_tells_each_event_as_the_ruleset_does(ready):
    command = [sys.executable, "-m", "journal", "--store", str(ready.store), "watch"]
    pipes = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, "text": True}
    watcher = subprocess.Popen(command, **pipes)
    assert watcher.stderr.readline().startswith("watching: ")
    roll = "roll Kira --char agilita --target 2 --dice 6,4,1".split()
    (rolled,) = ready.json(*roll)
    line = watcher.stdout.readline()
    watcher.send_signal(signal.SIGINT)
    assert watcher.wait(timeout=30) == 0
    assert line == f"{rolled['id']}  Kira Voss: Prova Agilità 3 = 3D → 6 4 1: " + (
        "2 successes vs target 2, success (margin 0)\n"
    )


def test_watch_rides_out_a_postgresql_restart(tmp_path):
    """The server restarts under `watch`: it says so, waits, and goes on from
    the last event it printed, nothing skipped or repeated."""
    from tests.conftest import PgTable, play_ready
    from tests.pgserver import Server

    server = Server().start()  # its own: the session's server stays up
    try:
        table = play_ready(PgTable(server))
        watcher = Watcher(table.store)
        award = ("reserve", "award", "Kira", "1", "--reason", "interpretation")
        table.run(*award)
        table.run("roll", "Kira", "--char", "agilita", "--target", "2", "--seed", "1")
        assert len(watcher.wait_for(2)) == 2
        server.restart()
        table.run(*award)
        table.run("roll", "Dario", "--char", "potenza", "--target", "1", "--seed", "2")
        seen = watcher.wait_for(4, seconds=90)
        code, stderr = watcher.interrupt()
        recorded = table.json("log")[-4:]
        assert [e["id"] for e in seen] == [e["id"] for e in recorded]
        assert "note: the store stopped answering (" in stderr
        assert "note: the store answers again; watching on from notification " in (
            stderr
        )
        assert code == 0 and stderr.endswith("stopped watching\n")
    finally:
        server.stop()

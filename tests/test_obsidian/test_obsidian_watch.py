"""`journal watch --vault DIR` keeps the vault in step while the table plays,
on SQLite (polling) and PostgreSQL (LISTEN/NOTIFY): an export as it starts,
then after each command's events, until the vault is what a fresh export
writes."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

from tests.test_obsidian.vaults import notes, props_of


def test_watch_keeps_the_vault_in_step(ready, tmp_path):
    vault, fresh = tmp_path / "vault", tmp_path / "fresh"
    command = [sys.executable, "-m", "journal", "--store", str(ready.store)]
    watcher = subprocess.Popen(
        [*command, "watch", "--vault", str(vault)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    first = watcher.stderr.readline()  # the export as it starts, then watching
    assert first.startswith("vault: wrote 7 of 7 notes into "), first
    assert watcher.stderr.readline().startswith("watching: ")
    ready.run("roll", "Kira", "--char", "agilita", "--reserve", "2", "--target", "2",
              "--dice", "6,4,1,5,2")  # fmt: skip
    ready.run("scene", "end")
    deadline, kept = time.monotonic() + 60, False
    while time.monotonic() < deadline and not kept:
        ready.run("export", "--format", "obsidian", "--out", str(fresh))
        kept = notes(vault) == notes(fresh)
        time.sleep(0.2)
    watcher.send_signal(signal.SIGINT)  # Ctrl-C
    code = watcher.wait(timeout=60)
    rest = watcher.stderr.read()
    assert kept, rest
    assert code == 0 and rest.endswith("stopped watching\n"), rest
    assert props_of(vault, "Characters/Kira Voss.md")["tracks"]["reserve"] == 5
    (roll,) = props_of(vault, "Sessions/Session 1.md")["rolls"]
    assert (roll["character"], roll["dice"]) == ("Kira Voss", [6, 4, 1, 5, 2])
    assert "vault: wrote " in rest  # said what each export did


def test_watch_refuses_a_folder_that_is_no_vault_before_it_starts(ready, tmp_path):
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "tax.pdf").write_bytes(b"%PDF")
    line = ready.refused("watch", "--vault", str(busy))
    assert line.startswith(f"refused: {busy} is not empty and holds no vault")

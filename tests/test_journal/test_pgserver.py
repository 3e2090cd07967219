"""The test servers' clean-up removes only what a killed run left behind."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.pgserver import OWNER, forget_dead_servers


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_only_a_folder_whose_maker_is_dead_is_removed(tmp_path):
    gone = dead_pid()
    killed = tmp_path / "journal-pg-killed"
    (killed / "data").mkdir(parents=True)
    (killed / OWNER).write_text(str(gone))
    (killed / "data" / "postmaster.pid").write_text(f"{gone}\n")
    # initdb at work: its bootstrap backend wrote postmaster.pid and exited,
    # while the process making the cluster is alive (CI lost a cluster so)
    making = tmp_path / "journal-pg-making"
    (making / "data").mkdir(parents=True)
    (making / OWNER).write_text(str(os.getppid()))
    (making / "data" / "postmaster.pid").write_text(f"{gone}\n")
    # just made by mkdtemp, its maker's pid not written yet
    fresh = tmp_path / "journal-pg-fresh"
    fresh.mkdir()
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / OWNER).write_text(str(gone))

    forget_dead_servers(str(tmp_path))

    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "elsewhere",
        "journal-pg-fresh",
        "journal-pg-making",
    ]

"""tests/benchmarks/bench_run.py in its small mode, so that it cannot rot: it
sets its stores up, runs its scripts and reports every ratio (judged only by
the full run; speed goals are never asserted in a unit test)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_run.py"


def test_the_scripts_benchmark_runs_in_its_small_mode():
    done = subprocess.run(
        [sys.executable, str(BENCH), "--ci"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith("scripts of 20 and 80 lines") for line in lines)
    for store in ("empty", "large"):
        for clock in ("wall", "CPU"):
            assert any(line.startswith(f"{store} store, {clock}: ") for line in lines)
    assert sum("large store / empty store" in line for line in lines) == 2
    goals = [line for line in lines if line.startswith("goal: run: ")]
    assert len(goals) == 3, lines
    assert all(line.endswith((": met", ": MISSED")) for line in goals)

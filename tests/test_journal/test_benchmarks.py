"""Every benchmark runs in CI in its small mode, so that none can rot: each
script must finish and print every goal's verdict (met or MISSED; the figures
of a shared CI machine are not judged here, the scripts' full runs are)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
QUICK = {  # script: the arguments of its small mode (each a few seconds of CPU)
    "bench_chain.py": ["--quick"],
    "bench_obsidian.py": ["--quick"],
    "bench_pdf.py": ["--quick"],
    "bench_plugins.py": ["--quick"],
    "bench_reads.py": ["--quick"],
    "bench_roll.py": ["--quick"],
    "bench_roll_brp.py": ["--quick"],
    "bench_site.py": ["--quick"],
    "bench_store.py": ["--quick"],
    "bench_views.py": ["--quick"],
    "bench_write.py": ["--quick"],
}
ELSEWHERE = {"bench_run.py": "tests/test_journal/test_bench_run.py"}
GOAL = re.compile(r"^goal: .+: (met|MISSED)$")


def test_every_benchmark_has_a_small_mode_in_ci():
    scripts = {path.name for path in BENCHMARKS.glob("bench_*.py")}
    assert scripts == set(QUICK) | set(ELSEWHERE)


@pytest.mark.parametrize("script", sorted(QUICK))
def test_a_benchmark_runs_in_its_small_mode(script):
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *QUICK[script]],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    goals = [line for line in done.stdout.splitlines() if line.startswith("goal:")]
    assert goals, done.stdout
    for line in goals:
        assert GOAL.match(line), line
    if script == "bench_views.py":  # what bounds the rebuild's ratio, beside it
        bound = re.search(r"at most (\d+\.\d\d)x the replay's", done.stdout)
        assert bound and 0 < float(bound[1]) < 1, done.stdout

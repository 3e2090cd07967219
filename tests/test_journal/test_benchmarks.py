"""Every benchmark runs in CI in its small mode, so that none can rot: each
script must finish and print its goal's verdict (met or MISSED; the figures of
a shared CI machine are not judged here, the scripts' full runs are)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
QUICK = {  # script: the arguments of its small mode
    "bench_plugins.py": ["--quick"],
}


@pytest.mark.parametrize("script", sorted(QUICK))
def test_a_benchmark_runs_in_its_small_mode(script):
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *QUICK[script]],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    assert "goal:" in done.stdout and ("met" in done.stdout or "MISSED" in done.stdout)

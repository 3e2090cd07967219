"""Benchmark: reads of part of a long campaign, against `show` in the same run.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_reads.py [--events N] [--runs R] [--check]
    python tests/benchmarks/bench_reads.py --quick --check      # CI: ~1 minute

1. Generates a Dàimon campaign of about N events (default 100,000) in-process,
   as bench_views.py does (or copies `--store FILE`, a store it generated).
2. Catches the read models up (one untimed `show`), then times each command
   below in a fresh subprocess, interleaved with `journal show Kira` (the
   floor: the same start-up and store, the read model's state), one untimed
   warm-up each, R timed runs of each; each run's peak RSS is measured by a
   small wrapper process (RUSAGE_CHILDREN).

   show --as-of session:1, why Kira reserve, diff Kira session:1 session:2,
   chronicle --session 1 --format md, void last (recording: each run voids
   the newest play event left), log | head (the first 10 lines read, then the
   pipe closed), and log to the end (its memory).

Goals: each at most 1.5x `show` (median against median) and at most 60 MB peak
RSS; `log` to the end at most 60 MB. Prints min/median/max of each. Exit code
0, unless --check is given and a goal is missed. Children cache .pyc files in
the temp dir (PYTHONPYCACHEPREFIX), as an installed journal would. Not a pytest
test: bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_views import (  # noqa: E402
    MEASURE_CODE,
    child_env,
    environment,
    journal,
    prepare_store,
    run,
)

RATIO_GOAL = 1.5
MEMORY_GOAL_MB = 60
HEAD_LINES = 10
# Reads the first lines of a child's output, then closes the pipe (as `head`
# does) and waits for the child to end: its time and peak RSS.
HEAD_CODE = """
import json, resource, subprocess, sys, time
start = time.perf_counter()
child = subprocess.Popen(sys.argv[2:], stdout=subprocess.PIPE)
for _ in range(int(sys.argv[1])):
    if not child.stdout.readline():
        break
child.stdout.close()
child.wait()
seconds = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"seconds": seconds, "maxrss_kb": usage.ru_maxrss}))
"""


def measured(command: list[str], env: dict, head: int = 0) -> tuple[float, float]:
    """(seconds, peak RSS in MB) of one child, through a wrapper process."""
    if head:
        wrapper = [sys.executable, "-c", HEAD_CODE, str(head), *command]
    else:
        wrapper = [sys.executable, "-c", MEASURE_CODE, *command]
    done = subprocess.run(wrapper, capture_output=True, text=True, env=env)
    if done.returncode != 0 and not head:
        sys.exit(f"failed: {' '.join(command)}\n{done.stderr}")
    figures = json.loads(done.stdout)
    return figures["seconds"], figures["maxrss_kb"] / 1024


def commands(store: Path, out: Path) -> dict[str, tuple[list[str], int]]:
    """name -> (command, lines read before the pipe is closed: 0 for all)."""
    return {
        "show --as-of session:1": (
            journal(store, "show", "Kira", "--as-of", "session:1"),
            0,
        ),
        "why Kira reserve": (journal(store, "why", "Kira", "reserve"), 0),
        "diff session:1 session:2": (
            journal(store, "diff", "Kira", "session:1", "session:2"),
            0,
        ),
        "chronicle --session 1 (md)": (
            journal(
                store,
                "chronicle",
                "--session",
                "1",
                "--format",
                "md",
                "--out",
                str(out),
            ),
            0,
        ),
        "void last": (journal(store, "void", "last", "--reason", "bench"), 0),
        "log | head": (journal(store, "log"), HEAD_LINES),
    }


def interleaved(
    first: Callable[[], tuple], second: Callable[[], tuple], runs: int
) -> tuple[list, list]:
    first(), second()  # one untimed warm-up each
    a, b = [], []
    for _ in range(runs):
        a.append(first())
        b.append(second())
    return a, b


def ms(values: list[float]) -> str:
    lows = 1000 * min(values), 1000 * statistics.median(values), 1000 * max(values)
    return "min {:.0f} / median {:.0f} / max {:.0f} ms".format(*lows)


def report(name: str, ours: list, show: list) -> tuple[bool, str]:
    times, peaks = [t for t, _ in ours], [m for _, m in ours]
    floor = [t for t, _ in show]
    ratio = statistics.median(times) / statistics.median(floor)
    peak = max(peaks)
    passed = ratio <= RATIO_GOAL and peak <= MEMORY_GOAL_MB
    print(f"   {name}: {ms(times)}; peak RSS {peak:.0f} MB")
    print(f"   {'show Kira (floor)':<{len(name)}}: {ms(floor)}")
    print(f"   -> {ratio:.2f}x show, {peak:.0f} MB: {'PASS' if passed else 'FAIL'}")
    return (
        passed,
        f"{name:<30}{ratio:>6.2f}x{peak:>8.0f} MB  {'PASS' if passed else 'FAIL'}",
    )


def whole_log(store: Path, env: dict, runs: int) -> tuple[bool, str]:
    found = [measured(journal(store, "log"), env) for _ in range(max(1, runs // 3))]
    times, peak = [t for t, _ in found], max(m for _, m in found)
    passed = peak <= MEMORY_GOAL_MB
    print(f"   log (to the end): {ms(times)}; peak RSS {peak:.0f} MB")
    verdict = "PASS" if passed else "FAIL"
    return passed, f"{'log (to the end)':<30}{'':>7}{peak:>8.0f} MB  {verdict}"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--store", type=Path, help="a store generated before")
    parser.add_argument("--quick", action="store_true", help="5,000 events, 5 runs")
    parser.add_argument("--check", action="store_true", help="exit 1 if a goal fails")
    args = parser.parse_args(argv)
    if args.quick:
        args.events, args.runs = 5000, 5
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    print(f"environment: {environment()}")
    with tempfile.TemporaryDirectory(prefix="bench-reads-") as name:
        tmp = Path(name)
        store, env = tmp / "journal.sqlite3", child_env(tmp / "pycache")
        prepare_store(store, args.store, args.events)
        start = time.perf_counter()
        run(journal(store, "show", "Kira"), env)  # catches the read models up
        run(journal(store, "why", "Kira", "reserve"), env)  # and the sheets' history
        print(f"\nread models caught up in {time.perf_counter() - start:.1f} s")
        show = journal(store, "show", "Kira")
        print(f"\nruns: {args.runs} each, interleaved with `show Kira`")
        lines = []
        for label, (command, head) in commands(store, tmp / "c.md").items():
            ours, floor = interleaved(
                lambda c=command, h=head: measured(c, env, h),
                lambda: measured(show, env),
                args.runs,
            )
            lines.append(report(label, ours, floor))
        lines.append(whole_log(store, env, args.runs))
    print(f"\n{'command':<30}{'ratio':>7}{'peak':>11}")
    for _, line in lines:
        print(line)
    return 1 if args.check and not all(ok for ok, _ in lines) else 0


if __name__ == "__main__":
    sys.exit(main())

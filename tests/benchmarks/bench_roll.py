"""Benchmark: how long one real `journal roll` takes, next to a bare baseline.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_roll.py [--runs N] [--events K] [--check]

It builds a fresh store in a temp dir (campaign, player, Kira, adventure,
session, scene; untimed), optionally records K extra rolls in-process, then
times N fresh subprocesses of each, interleaved so machine noise hits both:

    baseline: python -c "import eventsourcing.application, eventsourcing.sqlite, click"
    roll:     journal --store STORE roll Kira --char agilita --target 3 --seed I

It prints median, p90 and min of each, and the ratio of the medians against the
goal (at most 1.5x). Exit code 0, unless --check is given and the goal is missed.
Children cache .pyc files in the temp dir (PYTHONPYCACHEPREFIX), as an installed
journal would, even where PYTHONDONTWRITEBYTECODE=1 is set; --no-bytecode-cache
makes them compile every project module from source on each run instead.
Not a pytest test: bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import math
import os
import platform
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
KIRA = REPO / "campaigns" / "ombre-su-milano" / "kira.toml"
GOAL = 1.5
BASELINE_CODE = "import eventsourcing.application, eventsourcing.sqlite, click"
ROLL_ARGS = ("roll", "Kira", "--char", "agilita", "--target", "3")
SETUP = (
    ("campaign", "new", "Bench"),
    ("player", "add", "Ana"),
    ("character", "create", "--from", str(KIRA)),
    ("adventure", "start", "X"),
    ("session", "start"),
    ("scene", "start"),
)


def journal_command() -> list[str]:
    """The `journal` script next to this Python, else `python -m journal`."""
    script = Path(sys.executable).parent / "journal"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "journal"]


def child_env(pycache: Path | None) -> dict[str, str]:
    """The children's environment: bytecode cached under `pycache`, or never."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JOURNAL_")}
    env["JOURNAL_USER"] = "bench"
    env.pop("PYTHONPYCACHEPREFIX", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if pycache is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    return env


def set_up_store(store: Path, env: dict[str, str]) -> None:
    for args in SETUP:
        command = [*journal_command(), "--store", str(store), *args]
        result = subprocess.run(command, capture_output=True, text=True, env=env)
        if result.returncode != 0:
            sys.exit(f"setup failed: {' '.join(command)}\n{result.stderr}")


def record_extra_rolls(store: Path, count: int) -> None:
    """Append `count` rolls through the application API, in this process."""
    from datetime import UTC, datetime

    from domain.campaign import Stamp
    from domain.daimon2090.rules import Prova
    from domain.dice import Dice
    from journal.store import open_app

    app = open_app(store, create=False)
    try:
        prova = Prova("Kira", "agilita", 3)
        for i in range(count):
            stamp = Stamp(at=datetime.now(UTC), by="bench")
            app.change(
                None, lambda c, i=i, s=stamp: c.roll_prova(prova, Dice.seeded(i), s)
            )
    finally:
        app.close()


def store_counts(store: Path) -> tuple[int, int]:
    """(stored events, snapshots) in the store file."""
    with sqlite3.connect(store) as db:
        events = db.execute("select count(*) from stored_events").fetchone()[0]
        snapshots = db.execute("select count(*) from stored_snapshots").fetchone()[0]
    return events, snapshots


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    result = subprocess.run(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env
    )
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr.decode()}")
    return elapsed


def roll_command(store: Path) -> Callable[[int], list[str]]:
    base = [*journal_command(), "--store", str(store), *ROLL_ARGS]
    return lambda seed: [*base, "--seed", str(seed)]


def measure(
    store: Path, runs: int, env: dict[str, str]
) -> tuple[list[float], list[float]]:
    """Interleaved timings (seconds): baseline, roll, baseline, roll, ..."""
    baseline = [sys.executable, "-c", BASELINE_CODE]
    roll = roll_command(store)
    timed(baseline, env)  # one untimed warm-up each: file caches, .pyc files
    timed(roll(0), env)
    base_times, roll_times = [], []
    for i in range(runs):
        base_times.append(timed(baseline, env))
        roll_times.append(timed(roll(i + 1), env))
    return base_times, roll_times


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)]


def row(label: str, values: list[float]) -> str:
    ms = [1000 * v for v in (statistics.median(values), p90(values), min(values))]
    return f"{label:<14}" + "".join(f"{v:>10.1f}" for v in ms)


def environment() -> str:
    version = importlib.metadata.version("eventsourcing")
    return (
        f"python {platform.python_version()} ({sys.executable}), "
        f"eventsourcing {version}, {os.cpu_count()} CPUs, {platform.platform()}"
    )


def describe_setup(env: dict[str, str], events: int, snapshots: int) -> None:
    cached = "PYTHONPYCACHEPREFIX" in env
    cache = "on (in the temp dir)" if cached else "off (PYTHONDONTWRITEBYTECODE=1)"
    command = " ".join([*journal_command(), "--store", "STORE", *ROLL_ARGS])
    print(f"environment: {environment()}")
    print(f"bytecode cache: {cache}")
    print(f"roll command: {command} --seed N")
    print(f"store before timing: {events} stored events, {snapshots} snapshots")


def report(base: list[float], roll: list[float]) -> float:
    ratio = statistics.median(roll) / statistics.median(base)
    verdict = "PASS" if ratio <= GOAL else "FAIL"
    print(f"runs: {len(base)} each, interleaved\n")
    print(f"{'(ms)':<14}{'median':>10}{'p90':>10}{'min':>10}")
    print(row("baseline", base))
    print(row("journal roll", roll))
    print(f"\nratio roll/baseline (medians): {ratio:.2f}x", end="  ")
    print(f"goal: at most {GOAL}x  {verdict}")
    return ratio


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Time `journal roll` against a baseline."
    )
    parser.add_argument("--runs", type=int, default=30, help="timed runs of each")
    parser.add_argument("--events", type=int, default=0, help="extra rolls first")
    parser.add_argument("--check", action="store_true", help="exit 1 above the goal")
    parser.add_argument(
        "--no-bytecode-cache",
        action="store_true",
        help="children run with PYTHONDONTWRITEBYTECODE=1 (default: .pyc files "
        "cached in the temp dir, as an installed journal would have them)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-roll-") as tmp:
        store = Path(tmp) / "journal.sqlite3"
        env = child_env(None if args.no_bytecode_cache else Path(tmp) / "pycache")
        set_up_store(store, env)
        record_extra_rolls(store, args.events)
        describe_setup(env, *store_counts(store))
        base, roll = measure(store, args.runs, env)
        ratio = report(base, roll)
    return 1 if args.check and ratio > GOAL else 0


if __name__ == "__main__":
    sys.exit(main())

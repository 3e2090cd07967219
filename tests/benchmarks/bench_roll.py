"""Benchmark: how long one real `journal roll` takes, against its physical floor.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_roll.py [--runs N] [--events K] [--check]

It builds a fresh store in a temp dir (campaign, player, Kira, adventure,
session, scene; untimed), optionally records K extra rolls in-process, then
times N fresh subprocesses of each of these, interleaved (one round runs each
once, in turn) so machine noise hits them all alike:

    python:   python -c pass
    floor:    python, `import sqlite3`, open the same store, INSERT one row of
              an event's size into a scratch table, commit (the physical floor
              of recording one event in that file)
    imports:  python -c "import eventsourcing.application, eventsourcing.sqlite,
              click" (the kind baseline: the libraries, no store, no insert)
    roll:     journal --store STORE roll Kira --char agilita --target 3 --seed I
              (a cold start: it imports everything, as every command does)

It prints min, median and max of each, and the ratios of the medians: each roll
against the floor (goal: at most 3x, issue 17) and against the kind baseline
(informational). Exit code 0, unless --check is given and the roll misses the
goal (the libraries' import alone is about 2.7x the floor).
Children cache .pyc files in the temp dir (PYTHONPYCACHEPREFIX), as an installed
journal would, even where PYTHONDONTWRITEBYTECODE=1 is set; --no-bytecode-cache
makes them compile every project module from source on each run instead.
Not a pytest test: bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import importlib.metadata
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
GOAL = 3.0  # roll / floor, medians
BASELINE_CODE = "import eventsourcing.application, eventsourcing.sqlite, click"
FLOOR_TABLE = "bench_floor"  # a scratch table in the store: the floor's INSERT
FLOOR_CODE = (
    "import sqlite3, sys\n"
    "db = sqlite3.connect(sys.argv[1])\n"
    f"db.execute('insert into {FLOOR_TABLE} values (?, ?)',\n"
    "           (sys.argv[2], b'x' * 600))\n"
    "db.commit()\n"
)
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

    from journal.domain.campaign import Stamp
    from journal.domain.daimon2090.rules import Prova
    from journal.domain.dice import Dice
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


def prepare_floor(store: Path) -> None:
    """The scratch table the floor inserts into (the journal never reads it)."""
    with sqlite3.connect(store) as db:
        db.execute(f"create table if not exists {FLOOR_TABLE} (k text, v blob)")


def commands(store: Path) -> dict[str, Callable[[int], list[str]]]:
    """The timed commands, by label, each given the run's number."""
    python = sys.executable
    return {
        "python": lambda i: [python, "-c", "pass"],
        "floor": lambda i: [python, "-c", FLOOR_CODE, str(store), str(i)],
        "imports": lambda i: [python, "-c", BASELINE_CODE],
        "journal roll": roll_command(store),
    }


def measure(store: Path, runs: int, env: dict[str, str]) -> dict[str, list[float]]:
    """Interleaved timings (seconds) of each command, by label."""
    prepare_floor(store)
    timed_commands = commands(store)
    for command in timed_commands.values():  # one untimed warm-up each
        timed(command(0), env)
    times: dict[str, list[float]] = {label: [] for label in timed_commands}
    for i in range(runs):
        for label, command in timed_commands.items():
            times[label].append(timed(command(i + 1), env))
    return times


def row(label: str, values: list[float]) -> str:
    ms = [1000 * v for v in (min(values), statistics.median(values), max(values))]
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


def report(times: dict[str, list[float]]) -> float:
    """Prints the table and the ratios; returns the roll's ratio to the floor."""
    median = {label: statistics.median(values) for label, values in times.items()}
    print(f"runs: {len(times['floor'])} each, interleaved\n")
    print(f"{'(ms)':<14}{'min':>10}{'median':>10}{'max':>10}")
    for label, values in times.items():
        print(row(label, values))
    print()
    ratio = median["journal roll"] / median["floor"]
    verdict = "PASS" if ratio <= GOAL else "FAIL"
    goal = f"goal: at most {GOAL}x  {verdict}"
    print(f"journal roll / floor (medians): {ratio:.2f}x  {goal}")
    libraries = median["imports"] / median["floor"]
    print(f"imports / floor (medians): {libraries:.2f}x  (what a cold start imports)")
    kind = median["journal roll"] / median["imports"]
    print(f"journal roll / imports (medians): {kind:.2f}x  (informational)")
    above = 1000 * (median["journal roll"] - median["floor"])
    print(f"journal roll above the floor: {above:.1f} ms")
    return ratio


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Time `journal roll` against its physical floor."
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
        ratio = report(measure(store, args.runs, env))
    return 1 if args.check and ratio > GOAL else 0


if __name__ == "__main__":
    sys.exit(main())

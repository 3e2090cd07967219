"""Benchmark: the shared PostgreSQL store next to the SQLite file, and a floor.

    python tests/benchmarks/bench_store.py [--runs N] [--burst K] [--check]

It starts a throwaway PostgreSQL server (tests/pgserver.py: unix socket in a
temporary folder, on disk and flushing commits as a real server does, unlike the
tests' server), sets the same table up in a SQLite file (on disk, in the same
temporary space) and in a PostgreSQL database, then, in rounds whose order
rotates so machine noise hits everything alike:

- a real `journal roll` process on each store (one recording command as a player
  types it), next to that store's floor, `python -c "import
  eventsourcing.application, eventsourcing.sqlite|postgres, click"` (what any
  journal process on it pays before touching it: psycopg's import is most of
  the difference between the two stores);
- a real `journal show Kira` process on each store (a read);
- a burst of K recording commands through the command line inside one process,
  on each store: recording commands per second without Python's start-up.

It prints min, median and max of each, and the ratios of the medians. The goal
(--check exits 1 when it is missed): for a roll and for a show, the time above
its store's floor (the journal's own work: opening the store, loading, deciding,
saving or reading) is on PostgreSQL at most 1.5x what it is on SQLite.
Not a pytest test: bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.pgserver import Server  # noqa: E402

FLOORS = {  # what any journal process on the store pays before touching it
    "sqlite": "import eventsourcing.application, eventsourcing.sqlite, click",
    "pg": "import eventsourcing.application, eventsourcing.postgres, click",
}
ROLL = ("roll", "Kira", "--char", "agilita", "--target", "2", "--dice", "6,4,1")
GOAL = 1.5  # a command's own work on PostgreSQL, at most 1.5x the same on SQLite


def journal() -> list[str]:
    script = Path(sys.executable).parent / "journal"
    return [str(script)] if script.exists() else [sys.executable, "-m", "journal"]


def timed(command: list[str]) -> float:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JOURNAL_")}
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - start
    if done.returncode:
        sys.exit(f"failed: {' '.join(command)}\n{done.stderr}")
    return elapsed


def burst(store: str, count: int) -> float:
    """Recording commands per second through the CLI, inside this process."""
    from click.testing import CliRunner

    from journal.cli import cli

    runner, start = CliRunner(), time.perf_counter()
    for _ in range(count):
        result = runner.invoke(cli, ["--store", store, *ROLL])
        assert result.exit_code == 0, result.output
    return count / (time.perf_counter() - start)


def set_up(stores: dict[str, str]) -> None:
    from tests.conftest import Table, play_ready

    for store in stores.values():
        play_ready(Table(store))


def measure(stores: dict[str, str], runs: int, count: int) -> dict[str, list[float]]:
    jobs = {}
    for kind, store in stores.items():
        jobs[f"floor {kind}"] = lambda k=kind: timed([sys.executable, "-c", FLOORS[k]])
        jobs[f"roll {kind}"] = lambda s=store: timed([*journal(), "--store", s, *ROLL])
        jobs[f"show {kind}"] = lambda s=store: timed(
            [*journal(), "--store", s, "show", "Kira"]
        )
        jobs[f"burst {kind}"] = lambda s=store: burst(s, count)
    samples: dict[str, list[float]] = {name: [] for name in jobs}
    names = list(jobs)
    for round_ in range(runs):
        shift = round_ % len(names)
        for name in names[shift:] + names[:shift]:
            samples[name].append(jobs[name]())
    return samples


def report(samples: dict[str, list[float]]) -> list[str]:
    """Print every figure; return the goals missed."""
    for name, values in samples.items():
        unit, scale = ("cmd/s", 1) if name.startswith("burst") else ("ms", 1000)
        figures = [min(values), statistics.median(values), max(values)]
        low, mid, high = (f"{v * scale:8.1f}" for v in figures)
        print(f"{name:14} min {low}  median {mid}  max {high} {unit}")
    median = {name: statistics.median(values) for name, values in samples.items()}
    missed = [what for what in ("roll", "show") if compare(median, what) > GOAL]
    ratio = median["burst pg"] / median["burst sqlite"]
    print(f"recording in one process: pg / sqlite {ratio:.2f}x the commands/s")
    return missed


def compare(median: dict[str, float], what: str) -> float:
    """Print `what` against each floor; return pg's work / sqlite's work."""
    work = {k: median[f"{what} {k}"] - median[f"floor {k}"] for k in FLOORS}
    for kind in FLOORS:
        ratio = median[f"{what} {kind}"] / median[f"floor {kind}"]
        print(f"{what} {kind}: {ratio:.2f}x its floor, {work[kind] * 1000:.1f} ms over")
    whole = median[f"{what} pg"] / median[f"{what} sqlite"]
    ratio = work["pg"] / work["sqlite"]
    goal = f"goal at most {GOAL}x"
    print(f"{what} pg / sqlite: {whole:.2f}x; over the floors {ratio:.2f}x ({goal})")
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--burst", type=int, default=50)
    parser.add_argument("--check", action="store_true")
    options = parser.parse_args()
    server = Server(durable=True).start()
    try:
        with tempfile.TemporaryDirectory() as folder:
            stores = {
                "sqlite": str(Path(folder) / "bench.sqlite3"),
                "pg": server.url(server.new_database()),
            }
            set_up(stores)
            missed = report(measure(stores, options.runs, options.burst))
    finally:
        server.stop()
    if options.check and missed:
        sys.exit(f"missed: {', '.join(missed)}")


if __name__ == "__main__":
    main()

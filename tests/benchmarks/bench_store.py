"""Benchmark: the shared PostgreSQL store next to the SQLite file, and a floor.

    python tests/benchmarks/bench_store.py [--runs N] [--burst K] [--check]
        [--quick] [--save]

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

It prints min, median and max of each, and each round's ratios (a round runs
everything once: its figures are a pair). Goals (--check exits 1 when one is
missed), judged on the wall clock (PostgreSQL's work is in its server, not in
the child's CPU time), the median of the rounds' ratios: for a roll and for a
show, the time above its store's floor (the journal's own work: opening the
store, loading, deciding, saving or reading) is on PostgreSQL at most 1.5x what
it is on SQLite; the whole roll's rate on PostgreSQL at least 0.33x SQLite's
(issue 29: one connection a command). --quick (2 rounds, bursts of 5) is what
CI runs; --save keeps the output for the docs.
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

sys.path.insert(0, str(REPO / "tests" / "benchmarks"))
import benchkit  # noqa: E402

FLOORS = {  # what any journal process on the store pays before touching it
    "sqlite": "import eventsourcing.application, eventsourcing.sqlite, click",
    "pg": "import eventsourcing.application, eventsourcing.postgres, click",
}
ROLL = ("roll", "Kira", "--char", "agilita", "--target", "2", "--seed", "1")
GOAL = 1.5  # a command's own work on PostgreSQL, at most 1.5x the same on SQLite
RATE_GOAL = 0.33  # the whole roll's rate on PostgreSQL / on SQLite, at least


def journal() -> list[str]:
    script = Path(sys.executable).parent / "journal"
    return [str(script)] if script.exists() else [sys.executable, "-m", "journal"]


def timed(command: list[str]) -> float:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JOURNAL_")}
    start = time.perf_counter()
    done = subprocess.run(
        command, capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL
    )
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


def report(samples: dict[str, list[float]], out) -> list:
    """Print every figure; return the goals."""
    for name, values in samples.items():
        unit, scale = ("cmd/s", 1) if name.startswith("burst") else ("ms", 1000)
        figures = [min(values), statistics.median(values), max(values)]
        low, mid, high = (f"{v * scale:.1f}" for v in figures)
        out.say(f"{name}: wall min {low} / median {mid} / max {high} {unit}")
    goals = [compare(samples, what, out) for what in ("roll", "show")]
    rates = [
        sqlite / pg
        for sqlite, pg in zip(samples["roll sqlite"], samples["roll pg"], strict=True)
    ]
    goals.append(ratio("the whole roll's rate, PostgreSQL / SQLite", rates, RATE_GOAL))
    goals[-1].at_most = False
    bursts = [
        pg / sqlite
        for pg, sqlite in zip(samples["burst pg"], samples["burst sqlite"], strict=True)
    ]
    out.say(
        f"recording in one process: pg / sqlite {statistics.median(bursts):.2f}x "
        "the commands/s (median of the rounds)"
    )
    return goals


def ratio(name: str, values: list[float], limit: float) -> benchkit.Goal:
    return benchkit.Goal(
        name,
        statistics.median(values),
        limit,
        judged=f"wall time, median of {len(values)} rounds' ratios",
        detail=f"rounds min {min(values):.2f}, max {max(values):.2f}",
    )


def compare(samples: dict[str, list[float]], what: str, out) -> benchkit.Goal:
    """Print `what` against each floor; the goal: pg's work / sqlite's work,
    round by round."""
    rounds = len(samples["floor pg"])
    work = {
        kind: [
            samples[f"{what} {kind}"][i] - samples[f"floor {kind}"][i]
            for i in range(rounds)
        ]
        for kind in FLOORS
    }
    for kind in FLOORS:
        over = statistics.median(work[kind]) * 1000
        out.say(f"{what} {kind}: {over:.1f} ms over its floor (median of the rounds)")
    whole = [
        samples[f"{what} pg"][i] / samples[f"{what} sqlite"][i] for i in range(rounds)
    ]
    out.say(f"{what} pg / sqlite, the whole command: {statistics.median(whole):.2f}x")
    ratios = [
        pg / sqlite for pg, sqlite in zip(work["pg"], work["sqlite"], strict=True)
    ]
    return ratio(f"{what}'s own work, PostgreSQL / SQLite", ratios, GOAL)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--burst", type=int, default=50)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--quick", action="store_true", help="2 rounds, bursts of 5")
    parser.add_argument("--save", action="store_true", help="keep the output")
    options = parser.parse_args()
    if options.quick:
        options.runs, options.burst = 2, 5
    out = benchkit.Output("bench_store", sys.argv[1:])
    server = Server(durable=True).start()
    try:
        with tempfile.TemporaryDirectory() as folder:
            stores = {
                "sqlite": str(Path(folder) / "bench.sqlite3"),
                "pg": server.url(server.new_database()),
            }
            set_up(stores)
            met = out.goals(report(measure(stores, options.runs, options.burst), out))
    finally:
        server.stop()
    if options.save:
        out.save()
    return 1 if options.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())

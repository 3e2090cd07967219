"""Benchmark: `journal export --format obsidian` on a 10,000-event campaign,
against floors measured in the same run.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_obsidian.py [--events N] [--runs R] [--check]

1. Generates a campaign of about N events (default 10,000) in-process, as
   bench_views.py does (four characters, sessions of four scenes, seeded rolls,
   awards, spends, wounds, heals). Untimed.
2. Times, in fresh subprocesses, interleaved, R runs each (start-up included;
   CPU seconds of each child and its peak RSS, as bench_site.py does):
   - floor: eventsourcing replaying the stream (read, deserialise, mutate);
   - reference: `journal site --out NEW`, the same campaign as a website (the
     vault reads through the site's projections);
   - the vault into an empty folder;
   - the vault again, nothing changed (the stream's head and the code are as
     exported: only the notes' hashes are checked);
   - the vault after one more roll (recorded untimed into a copy of the store
     before each run, in the scene the generator left open): what `watch
     --vault` does after a command at the table.
   Goals: the full export at most 8x the floor and 0.75x the site; nothing
   changed at most 2x the floor; one more roll about a full export (at most
   1.1x: every note is made again, only the changed ones are written); every
   peak RSS under 250 MB.

Exit code 0, unless --check is given and a goal is missed.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import bench_views  # noqa: E402 - the generator and subprocess helpers
from bench_site import MEMORY_GOAL_MB, Runs, _ratio  # noqa: E402
from bench_views import (  # noqa: E402
    REPLAY_CODE,
    Goal,
    child_env,
    environment,
    journal,
    report_table,
    run,
)

FLOOR_FULL, SHARE_SITE, FLOOR_UNCHANGED, SHARE_SESSION = 8.0, 0.75, 2.0, 1.1


def vault(store: Path, out: Path) -> list[str]:
    return journal(store, "export", "--format", "obsidian", "--out", str(out))


def measure(store: Path, tmp: Path, runs: int, env: dict) -> tuple[Runs, list[int]]:
    found, added = Runs(), []
    growing = tmp / "growing.sqlite3"
    shutil.copy(store, growing)
    floor = [sys.executable, "-c", REPLAY_CODE, str(store)]
    same, more = tmp / "same", tmp / "more"
    run(vault(store, same), env)  # untimed: warms the caches
    run(vault(growing, more), env)
    for number in range(runs):
        found.measure("floor: replay", floor, env)
        site = tmp / f"site-{number}"
        found.measure(
            "reference: site, full build",
            journal(store, "site", "--out", str(site)),
            env,
        )
        shutil.rmtree(site)
        fresh = tmp / f"fresh-{number}"
        found.measure("vault, full export", vault(store, fresh), env)
        shutil.rmtree(fresh)
        found.measure("vault, nothing changed", vault(store, same), env)
        roll = ["roll", "Kira", "--char", "agilita", "--target", "2", "--dice", "6,4,1"]
        run(journal(growing, *roll), env)
        added.append(1)
        found.measure("vault, one more roll", vault(growing, more), env)
    return found, added


def report(found: Runs, added: list[int], events: int) -> list[Goal]:
    import statistics

    print(f"\n2. {len(added)} runs each, interleaved, fresh subprocesses")
    print(f"   campaign: {events:,} events, start-up included in every figure")
    for name, values in found.cpu.items():
        print(
            f"   {name:<30} CPU median {statistics.median(values):5.2f} s "
            f"(min {min(values):.2f}, max {max(values):.2f}); wall median "
            f"{statistics.median(found.wall[name]):5.2f} s; peak RSS "
            f"{max(found.memory[name]):.0f} MB"
        )
    floor, site = (
        found.median("floor: replay"),
        found.median("reference: site, full build"),
    )
    full = found.median("vault, full export")
    goals = [
        _ratio("full export / floor", full, floor, FLOOR_FULL),
        _ratio("full export / site", full, site, SHARE_SITE),
        _ratio(
            "nothing changed / floor",
            found.median("vault, nothing changed"),
            floor,
            FLOOR_UNCHANGED,
        ),
        _ratio(
            "one more roll / full export",
            found.median("vault, one more roll"),
            full,
            SHARE_SESSION,
        ),
    ]
    peak = max(max(values) for values in found.memory.values())
    goals.append(
        Goal(
            "peak RSS, every run",
            f"{peak:.0f} MB",
            f"< {MEMORY_GOAL_MB} MB",
            peak < MEMORY_GOAL_MB,
        )
    )
    return goals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="journal export --format obsidian.")
    parser.add_argument("--events", type=int, default=10_000, help="campaign size")
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each")
    parser.add_argument("--check", action="store_true", help="exit 1 if a goal fails")
    args = parser.parse_args(argv)
    print(f"environment: {environment()}")
    with tempfile.TemporaryDirectory(prefix="bench-obsidian-") as name:
        tmp = Path(name)
        store = tmp / "journal.sqlite3"
        env = child_env(tmp / "pycache")
        done = bench_views.generate(store, args.events)
        events = bench_views.store_counts(store)[0]
        print(f"\n1. generated {events:,} events in {done.seconds:.1f} s")
        goals = report(*measure(store, tmp, args.runs, env), events)
    report_table(goals)
    missed = [goal for goal in goals if not goal.passed]
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())

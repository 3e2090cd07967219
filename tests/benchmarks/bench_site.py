"""Benchmark: `journal site` on a 10,000-event campaign, against floors measured
in the same run.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_site.py [--events N] [--runs R] [--check]

1. Generates a campaign of about N events (default 10,000) in-process, as
   bench_views.py does (four characters, sessions of four scenes, seeded rolls,
   awards, spends, wounds, heals), with a void every 1,000 events. Untimed.
2. Times, in fresh subprocesses, interleaved, R runs each (start-up included;
   peak RSS of each child through a small wrapper, as bench_views.py does):
   - floor: eventsourcing replaying the stream (read, deserialise, mutate: the
     least any page built from the events needs);
   - reference: `journal chronicle --all --format html`, the whole campaign as
     one page (the site holds all of it and more);
   - `journal site --out NEW`: a full build into an empty folder;
   - `journal site --out SAME`: the same again, nothing changed;
   - `journal site --out SAME` after one more session (about 250 events, recorded
     untimed before each run into a copy of the store, so the other figures stay
     those of the same campaign): the run after every session.
   Ratios of CPU time (user + system of each child: on a shared machine the
   wall clock counts the other processes' turns too; both are printed).
   Goals: the full build at most 12x the floor and half the reference; nothing
   changed at most 2x the floor (the stream's head and the code are as built:
   only the files' hashes are checked); one more session at most 8x the floor
   and 75% of the full build; every peak RSS under 250 MB.

Exit code 0, unless --check is given and a goal is missed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import bench_views  # noqa: E402 - the generator and subprocess helpers
from bench_views import (  # noqa: E402
    REPLAY_CODE,
    Goal,
    Table,
    child_env,
    environment,
    journal,
    report_table,
    run,
)

MEMORY_GOAL_MB = 250
# Times a command: wall seconds, CPU seconds (user + system) and peak RSS. A
# wrapper, because a child's ru_maxrss counts what it had between fork and exec.
MEASURE_CODE = """
import json, resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
seconds = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = usage.ru_utime + usage.ru_stime
print(json.dumps({"seconds": seconds, "cpu": cpu, "maxrss_kb": usage.ru_maxrss}))
sys.exit(done.returncode)
"""
FLOOR_FULL, SHARE_REFERENCE = 12.0, 0.5
FLOOR_UNCHANGED, FLOOR_SESSION, SHARE_SESSION = 2.0, 8.0, 0.75


def one_more_session(store: Path, seed: int) -> int:
    """Record a whole session (untimed, in-process); returns its events."""
    from journal.store import open_app

    app = open_app(store, create=False)
    try:
        table = Table(app.load(None), seed)
        before = table.campaign.version
        while table.step() != "session" or table.campaign.version == before + 1:
            pass
        while table.campaign.state.session:
            table.step()
        app.save(table.campaign)
        return table.campaign.version - before
    finally:
        app.close()


class Runs:
    """Each measured command's CPU seconds, wall seconds and peak MB, by run.
    Ratios use CPU time: on a shared machine the wall clock also counts the
    other processes' turns (both figures are printed)."""

    def __init__(self) -> None:
        self.cpu: dict[str, list[float]] = {}
        self.wall: dict[str, list[float]] = {}
        self.memory: dict[str, list[float]] = {}

    def measure(self, name: str, command: list[str], env: dict) -> None:
        found = json.loads(
            run([sys.executable, "-c", MEASURE_CODE, *command], env).stdout
        )
        self.cpu.setdefault(name, []).append(found["cpu"])
        self.wall.setdefault(name, []).append(found["seconds"])
        self.memory.setdefault(name, []).append(found["maxrss_kb"] / 1024)

    def median(self, name: str) -> float:
        return statistics.median(self.cpu[name])


def measure(store: Path, tmp: Path, runs: int, env: dict) -> tuple[Runs, list[int]]:
    """The floor, the reference and the site's builds, interleaved. Sessions are
    added to a copy of the store, so every other figure is of the same campaign."""
    found, added = Runs(), []
    growing = tmp / "growing.sqlite3"
    shutil.copy(store, growing)
    floor = [sys.executable, "-c", REPLAY_CODE, str(store)]
    chronicle = journal(
        store, "chronicle", "--all", "--format", "html", "--out", str(tmp / "all.html")
    )
    same, more = tmp / "same", tmp / "more"
    run(journal(store, "site", "--out", str(same)), env)  # untimed: warms the caches
    run(journal(growing, "site", "--out", str(more)), env)
    for number in range(runs):
        found.measure("floor: replay", floor, env)
        found.measure("reference: chronicle --all html", chronicle, env)
        fresh = tmp / f"fresh-{number}"
        found.measure(
            "site, full build", journal(store, "site", "--out", str(fresh)), env
        )
        shutil.rmtree(fresh)
        found.measure(
            "site, nothing changed", journal(store, "site", "--out", str(same)), env
        )
        added.append(one_more_session(growing, 7000 + number))
        found.measure(
            "site, one more session", journal(growing, "site", "--out", str(more)), env
        )
    return found, added


def report(found: Runs, added: list[int], events: int) -> list[Goal]:
    runs = len(added)
    print(f"\n2. {runs} runs each, interleaved, fresh subprocesses, start-up included")
    print(
        f"   campaign: {events:,} events; 'one more session': a copy of it, "
        f"{min(added)}-{max(added)} events more before each run"
    )
    for name, values in found.cpu.items():
        wall, memory = found.wall[name], found.memory[name]
        print(
            f"   {name:<34} CPU median {statistics.median(values):5.2f} s "
            f"(min {min(values):.2f}, max {max(values):.2f}); wall median "
            f"{statistics.median(wall):5.2f} s; peak RSS {max(memory):.0f} MB"
        )
    floor, reference = (
        found.median("floor: replay"),
        found.median("reference: chronicle --all html"),
    )
    full = found.median("site, full build")
    unchanged, session = (
        found.median("site, nothing changed"),
        found.median("site, one more session"),
    )
    goals = [
        _ratio("full build / floor", full, floor, FLOOR_FULL),
        _ratio("full build / reference", full, reference, SHARE_REFERENCE),
        _ratio("nothing changed / floor", unchanged, floor, FLOOR_UNCHANGED),
        _ratio("one more session / floor", session, floor, FLOOR_SESSION),
        _ratio("one more session / full build", session, full, SHARE_SESSION),
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


def _ratio(name: str, ours: float, base: float, limit: float) -> Goal:
    ratio = ours / base
    return Goal(
        name,
        f"{ours:.2f} / {base:.2f} s = {ratio:.2f}x",
        f"<= {limit}x",
        ratio <= limit,
    )


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="journal site on a generated campaign."
    )
    parser.add_argument("--events", type=int, default=10_000, help="campaign size")
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each")
    parser.add_argument("--check", action="store_true", help="exit 1 if a goal fails")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    print(f"environment: {environment()}")
    bench_views.VOID_EVERY = 1000
    with tempfile.TemporaryDirectory(prefix="bench-site-") as name:
        tmp = Path(name)
        store = tmp / "journal.sqlite3"
        env = child_env(tmp / "pycache")
        done = bench_views.generate(store, args.events)
        events = bench_views.store_counts(store)[0]
        seconds = done.seconds
        print(
            f"\n1. generated {events:,} events ({done.voids} voids) in {seconds:.1f} s"
        )
        goals = report(*measure(store, tmp, args.runs, env), events)
    report_table(goals)
    missed = [goal for goal in goals if not goal.passed]
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())

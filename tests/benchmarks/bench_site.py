"""Benchmark: `journal site` on a 10,000-event campaign, against floors measured
in the same run.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_site.py [--events N] [--runs R] [--check]
        [--quick] [--save]

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
   Each run measures all five in turn, and each goal's ratio is that run's
   (benchkit: min / median / max of the runs' ratios, judged on the median, CPU
   time of each child; the wall clock is printed too).
   Goals: the full build at most 12x the floor and half the reference; nothing
   changed at most 2x the floor (the stream's head and the code are as built:
   only the files' hashes are checked); one more session at most 8x the floor
   and 75% of the full build; every peak RSS under 250 MB.

--quick (CI: it cannot rot): 400 events, 2 runs. --save keeps the output in
tests/benchmarks/results/bench_site.txt. Exit code 0, unless --check is given
and a goal is missed.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import bench_views  # noqa: E402 - the generator
import benchkit  # noqa: E402
from bench_views import REPLAY_CODE, Table  # noqa: E402
from benchkit import Goal, Run, journal, ratio_goal  # noqa: E402

MEMORY_GOAL_MB = 250
FLOOR_FULL, SHARE_REFERENCE = 12.0, 0.5
FLOOR_UNCHANGED, FLOOR_SESSION, SHARE_SESSION = 2.0, 8.0, 0.75
NAMES = (
    "floor: replay",
    "reference: chronicle --all html",
    "site, full build",
    "site, nothing changed",
    "site, one more session",
)


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


def measure(
    store: Path, tmp: Path, runs: int, env: dict
) -> tuple[list[dict[str, Run]], list[int]]:
    """The floor, the reference and the site's builds, one after the other in
    each run. Sessions are added to a copy of the store, so every other figure
    is of the same campaign."""
    found: list[dict[str, Run]] = []
    added: list[int] = []
    growing = tmp / "growing.sqlite3"
    shutil.copy(store, growing)
    floor = [sys.executable, "-c", REPLAY_CODE, str(store)]
    chronicle = journal(
        store, "chronicle", "--all", "--format", "html", "--out", str(tmp / "all.html")
    )
    same, more = tmp / "same", tmp / "more"
    benchkit.run(journal(store, "site", "--out", str(same)), env)  # warms caches
    benchkit.run(journal(growing, "site", "--out", str(more)), env)
    for number in range(runs):
        fresh = tmp / f"fresh-{number}"
        one = {
            NAMES[0]: benchkit.measure(floor, env),
            NAMES[1]: benchkit.measure(chronicle, env),
            NAMES[2]: benchkit.measure(
                journal(store, "site", "--out", str(fresh)), env
            ),
            NAMES[3]: benchkit.measure(journal(store, "site", "--out", str(same)), env),
        }
        shutil.rmtree(fresh)
        added.append(one_more_session(growing, 7000 + number))
        one[NAMES[4]] = benchkit.measure(
            journal(growing, "site", "--out", str(more)), env
        )
        found.append(one)
    return found, added


def report(
    out: benchkit.Output, found: list[dict[str, Run]], added: list[int], events: int
) -> list[Goal]:
    out.say(
        "",
        f"2. {len(found)} runs, each measuring all five in turn (fresh subprocesses, "
        "start-up included)",
        f"   campaign: {events:,} events; 'one more session': a copy of it, "
        f"{min(added)}-{max(added)} events more before each run",
    )
    for name in NAMES:
        out.say("   " + benchkit.describe(name, [one[name] for one in found]))

    def pairs(a: str, b: str) -> list[tuple[Run, Run]]:
        return [(one[a], one[b]) for one in found]

    goals = [
        ratio_goal("site full build / floor", pairs(NAMES[2], NAMES[0]), FLOOR_FULL),
        ratio_goal(
            "site full build / reference", pairs(NAMES[2], NAMES[1]), SHARE_REFERENCE
        ),
        ratio_goal(
            "site nothing changed / floor", pairs(NAMES[3], NAMES[0]), FLOOR_UNCHANGED
        ),
        ratio_goal(
            "site one more session / floor", pairs(NAMES[4], NAMES[0]), FLOOR_SESSION
        ),
        ratio_goal(
            "site one more session / full build",
            pairs(NAMES[4], NAMES[2]),
            SHARE_SESSION,
        ),
        benchkit.memory_goal(
            "site peak RSS, every run",
            [run for one in found for run in one.values()],
            MEMORY_GOAL_MB,
        ),
    ]
    return goals


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="journal site on a generated campaign."
    )
    parser.add_argument("--events", type=int, default=10_000, help="campaign size")
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each")
    parser.add_argument("--check", action="store_true", help="exit 1 if a goal fails")
    parser.add_argument("--quick", action="store_true", help="400 events, 2 runs (CI)")
    parser.add_argument("--save", action="store_true", help="keep the output")
    args = parser.parse_args(argv)
    if args.quick:
        args.events, args.runs = 400, 2
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    out = benchkit.Output("bench_site", sys.argv[1:] if argv is None else argv)
    bench_views.VOID_EVERY = 1000 if args.events > 2000 else max(100, args.events // 4)
    with tempfile.TemporaryDirectory(prefix="bench-site-") as name:
        tmp = Path(name)
        store = tmp / "journal.sqlite3"
        env = benchkit.child_env(tmp)
        done = bench_views.generate(store, args.events)
        events = bench_views.store_counts(store)[0]
        out.say(
            "",
            f"1. generated {events:,} events ({done.voids} voids, {done.refused} "
            f"refused) in {done.seconds:.1f} s",
        )
        found, added = measure(store, tmp, args.runs, env)
        met = out.goals(report(out, found, added, events))
    if args.save:
        out.save()
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())

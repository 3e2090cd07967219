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

import bench_views  # noqa: E402 - the generator
import benchkit  # noqa: E402
from bench_site import MEMORY_GOAL_MB  # noqa: E402
from bench_views import REPLAY_CODE  # noqa: E402
from benchkit import Goal, Run, journal, ratio_goal  # noqa: E402

FLOOR_FULL, SHARE_SITE, FLOOR_UNCHANGED, SHARE_SESSION = 8.0, 0.75, 2.0, 1.1
NAMES = (
    "floor: replay",
    "reference: site, full build",
    "vault, full export",
    "vault, nothing changed",
    "vault, one more roll",
)
ROLL = (
    "roll",
    "Kira",
    "--char",
    "agilita",
    "--target",
    "2",
    "--seed",
    "1",
)  # dice: as many as Kira rolls by then


def vault(store: Path, out: Path) -> list[str]:
    return journal(store, "export", "--format", "obsidian", "--out", str(out))


def measure(store: Path, tmp: Path, runs: int, env: dict) -> list[dict[str, Run]]:
    """Each run measures all five in turn (a run's ratios are its own)."""
    found: list[dict[str, Run]] = []
    growing = tmp / "growing.sqlite3"
    shutil.copy(store, growing)
    floor = [sys.executable, "-c", REPLAY_CODE, str(store)]
    same, more = tmp / "same", tmp / "more"
    benchkit.run(vault(store, same), env)  # untimed: warms the caches
    benchkit.run(vault(growing, more), env)
    for number in range(runs):
        site, fresh = tmp / f"site-{number}", tmp / f"fresh-{number}"
        one = {
            NAMES[0]: benchkit.measure(floor, env),
            NAMES[1]: benchkit.measure(journal(store, "site", "--out", str(site)), env),
            NAMES[2]: benchkit.measure(vault(store, fresh), env),
            NAMES[3]: benchkit.measure(vault(store, same), env),
        }
        shutil.rmtree(site), shutil.rmtree(fresh)
        benchkit.run(journal(growing, *ROLL), env)
        one[NAMES[4]] = benchkit.measure(vault(growing, more), env)
        found.append(one)
    return found


def report(out: benchkit.Output, found: list[dict[str, Run]], events: int) -> list:
    out.say(
        "",
        f"2. {len(found)} runs, each measuring all five in turn, fresh subprocesses",
        f"   campaign: {events:,} events, start-up included in every figure",
    )
    for name in NAMES:
        out.say("   " + benchkit.describe(name, [one[name] for one in found]))

    def pairs(a: str, b: str) -> list[tuple[Run, Run]]:
        return [(one[a], one[b]) for one in found]

    goals: list[Goal] = [
        ratio_goal("vault full export / floor", pairs(NAMES[2], NAMES[0]), FLOOR_FULL),
        ratio_goal("vault full export / site", pairs(NAMES[2], NAMES[1]), SHARE_SITE),
        ratio_goal(
            "vault nothing changed / floor", pairs(NAMES[3], NAMES[0]), FLOOR_UNCHANGED
        ),
        ratio_goal(
            "vault one more roll / full export",
            pairs(NAMES[4], NAMES[2]),
            SHARE_SESSION,
        ),
        benchkit.memory_goal(
            "vault peak RSS, every run",
            [run for one in found for run in one.values()],
            MEMORY_GOAL_MB,
        ),
    ]
    return goals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="journal export --format obsidian.")
    parser.add_argument("--events", type=int, default=10_000, help="campaign size")
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each")
    parser.add_argument("--check", action="store_true", help="exit 1 if a goal fails")
    parser.add_argument("--quick", action="store_true", help="300 events, 2 runs (CI)")
    parser.add_argument("--save", action="store_true", help="keep the output")
    args = parser.parse_args(argv)
    if args.quick:
        args.events, args.runs = 300, 2
    out = benchkit.Output("bench_obsidian", sys.argv[1:] if argv is None else argv)
    with tempfile.TemporaryDirectory(prefix="bench-obsidian-") as name:
        tmp = Path(name)
        store = tmp / "journal.sqlite3"
        env = benchkit.child_env(tmp)
        done = bench_views.generate(store, args.events)
        events = bench_views.store_counts(store)[0]
        out.say("", f"1. generated {events:,} events in {done.seconds:.1f} s")
        met = out.goals(report(out, measure(store, tmp, args.runs, env), events))
    if args.save:
        out.save()
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())

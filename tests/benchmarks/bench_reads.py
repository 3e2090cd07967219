"""Benchmark: reads of part of a long campaign, against `show` in the same run.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_reads.py [--events N] [--runs R] [--check]
        [--store FILE] [--quick] [--save] [--only WORDS ...]

1. Generates a Dàimon campaign of about N events (default 100,000) in-process,
   as bench_views.py does (or copies `--store FILE`, a store it generated), and
   a copy of it where the campaign's 10th event (or the first after it the
   journal lets void) is voided: a correction far back.
2. Catches the read models up (untimed), then measures each command below in
   a fresh subprocess paired with `journal show Kira` (the floor: the same
   start-up and store, the read model's state): A B A B, one untimed warm-up
   of each, R pairs (benchkit: CPU and wall time, each child's peak RSS):

   show --as-of session:1, why Kira reserve, diff Kira session:1 session:2,
   chronicle --session 1 (md), chronicle (the latest session, the default),
   void last (recording), log | head (10 lines, then the pipe closed); on the
   voided copy: show --as-of, diff and chronicle --session 1; why right after a
   rebuild (each run rebuilds first, untimed).
3. Memory alone, R runs (at least one): log to the end (text and --json),
   audit, the whole campaign's chronicle in md and html.

Goals (issue 29): each ratio at most 1.5x `show`, judged on the median of the
pairs' CPU ratios; each peak at most 60 MB; the whole-campaign chronicles at
most 100 MB. --quick (600 events, one pair each, no warm-up) is what CI runs;
--save keeps the output for the docs; --only WORDS (repeatable) measures only
the items whose label holds WORDS (`--only "latest session" --only why`: the
default chronicle and both `why`s, at a size where the whole run is hours).
Exit code 0, unless --check is given and a goal is missed. Not a pytest test:
bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import benchkit  # noqa: E402
from bench_views import prepare_store  # noqa: E402
from benchkit import Goal, Run, journal, memory_goal, ratio_goal  # noqa: E402

RATIO_GOAL = 1.5
MEMORY_GOAL_MB = 60
BOOK_GOAL_MB = 100  # the whole campaign's md and html
HEAD_LINES = 10
FAR_BACK = 10  # the event voided in the corrected copy


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
            journal(store, "chronicle", "--session", "1", "--out", str(out)),
            0,
        ),
        "chronicle, the latest session (md)": (
            journal(store, "chronicle", "--out", str(out)),
            0,
        ),
        "void last": (journal(store, "void", "last", "--reason", "bench"), 0),
        "log | head": (journal(store, "log"), HEAD_LINES),
    }


def after_void(store: Path, out: Path) -> dict[str, tuple[list[str], int]]:
    return {
        f"after a void of event {FAR_BACK}: show --as-of session:1": (
            journal(store, "show", "Kira", "--as-of", "session:1"),
            0,
        ),
        f"after a void of event {FAR_BACK}: diff session:1 session:2": (
            journal(store, "diff", "Kira", "session:1", "session:2"),
            0,
        ),
        f"after a void of event {FAR_BACK}: chronicle --session 1": (
            journal(store, "chronicle", "--session", "1", "--out", str(out)),
            0,
        ),
    }


def void_far_back(store: Path, env: dict) -> int:
    """Void the 10th event, or the first after it the journal lets void; its
    position."""
    log = json.loads(benchkit.run(journal(store, "log", "--json"), env))
    for entry in log[FAR_BACK - 1 : FAR_BACK + 40]:
        done = benchkit.subprocess.run(
            journal(store, "void", entry["id"], "--reason", "far back"),
            capture_output=True,
            env=env,
            stdin=benchkit.subprocess.DEVNULL,
        )
        if done.returncode == 0:
            return entry["seq"]
    sys.exit("no event near the start could be voided")


def pairs_of(command: list[str], head: int, show: list[str], env, runs, warm):
    return benchkit.paired(
        lambda: benchkit.measure(command, env, head=head),
        lambda: benchkit.measure(show, env),
        runs,
        warm=warm,
    )


def report(out, name: str, pairs: list[tuple[Run, Run]]) -> list[Goal]:
    out.say(*("   " + line for line in benchkit.describe_pairs((name, "show"), pairs)))
    return [
        ratio_goal(f"{name} / show", pairs, RATIO_GOAL),
        memory_goal(f"{name}, peak RSS", [a for a, _ in pairs], MEMORY_GOAL_MB),
    ]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--store", type=Path, help="a store generated before")
    parser.add_argument("--quick", action="store_true", help="600 events, 1 pair")
    parser.add_argument("--check", action="store_true", help="exit 1 if a goal fails")
    parser.add_argument("--save", action="store_true", help="keep the output")
    parser.add_argument(
        "--only",
        action="append",
        metavar="WORDS",
        help="measure only what a label containing WORDS names (repeatable: "
        "--only 'latest session' --only why); every goal otherwise",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.events, args.runs = 600, 1
    return args


def chosen(items: dict, only: list[str] | None) -> dict:
    """The items whose label holds one of `only`'s words (all without it)."""
    if not only:
        return items
    return {
        label: item for label, item in items.items() if any(w in label for w in only)
    }


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    out = benchkit.Output("bench_reads", sys.argv[1:] if argv is None else argv)
    warm = not args.quick
    with tempfile.TemporaryDirectory(prefix="bench-reads-") as name:
        tmp = Path(name)
        store, env = tmp / "journal.sqlite3", benchkit.child_env(tmp)
        prepare_store(store, args.store, args.events)
        voided = tmp / "voided.sqlite3"
        corrected = chosen(after_void(voided, tmp / "v.md"), args.only)
        if corrected:
            shutil.copy(store, voided)
        start = time.perf_counter()
        benchkit.run(journal(store, "show", "Kira"), env)  # the read models
        benchkit.run(journal(store, "why", "Kira", "reserve"), env)  # and history
        out.say(f"read models caught up in {time.perf_counter() - start:.1f} s")
        if corrected:
            position = void_far_back(voided, env)
            out.say(f"the copy: event {position} voided, far back")
        goals: list[Goal] = []
        show = journal(store, "show", "Kira")
        out.say("", f"pairs: {args.runs} of each with `show Kira`, A B A B")
        read = chosen(commands(store, tmp / "c.md"), args.only)
        for label, (command, head) in read.items():
            goals += report(
                out, label, pairs_of(command, head, show, env, args.runs, warm)
            )
        show_voided = journal(voided, "show", "Kira")
        for label, (command, head) in corrected.items():
            found = pairs_of(command, head, show_voided, env, args.runs, warm)
            goals += report(out, label, found)
        why = journal(store, "why", "Kira", "reserve")

        def rebuilt_why() -> Run:
            benchkit.run(journal(store, "rebuild"), env)
            return benchkit.measure(why, env)

        if chosen({"why right after a rebuild": 0}, args.only):
            found = benchkit.paired(
                rebuilt_why, lambda: benchkit.measure(show, env), args.runs, warm=warm
            )
            goals += report(out, "why right after a rebuild", found)
        out.say("", "memory alone:")
        alone = {
            "log (to the end)": (journal(store, "log"), MEMORY_GOAL_MB),
            "log --json (to the end)": (
                journal(store, "log", "--json"),
                MEMORY_GOAL_MB,
            ),
            "audit": (journal(store, "audit"), MEMORY_GOAL_MB),
            "chronicle --all (md)": (
                journal(store, "chronicle", "--all", "--out", str(tmp / "all.md")),
                BOOK_GOAL_MB,
            ),
            "chronicle --all (html)": (
                journal(
                    store,
                    "chronicle",
                    "--all",
                    "--format",
                    "html",
                    "--out",
                    str(tmp / "all.html"),
                ),
                BOOK_GOAL_MB,
            ),
        }
        for label, (command, limit) in chosen(alone, args.only).items():
            runs = [
                benchkit.measure(command, env) for _ in range(max(1, args.runs // 3))
            ]
            out.say("   " + benchkit.describe(label, runs))
            goals.append(memory_goal(f"{label}, peak RSS", runs, limit))
        met = out.goals(goals)
    if args.save:
        out.save()
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark: what a line of `journal run` costs, whatever the script's length and
the store's size (issues 26 and 29).

    python tests/benchmarks/bench_run.py [--short 500] [--long 4000]
        [--events 10000] [--pairs 3] [--check] [--ci]

A script is one transaction of the store itself (journal/held.py): its cost
should follow what it records, not what the store holds nor how long the script
is. Two stores are set up (untimed): an empty one (a campaign, a player, Kira,
an adventure, a session and a scene) and the same with EVENTS more rolls
recorded in-process. On each, scripts of SHORT and LONG lines (rolls and
Riserva awards and spends, seeded: the same lines each time) run in fresh
subprocesses on fresh copies of the store, in pairs, short then long, A B A B
(PAIRS pairs), beside a one-line script that gives the start-up. A line's cost
is (time − the one-line script's time) / (lines − 1), on the wall clock and in
CPU time (user + system: on a shared machine the wall clock also counts the
waits for a core); each pair's ratio is the long script's cost per line over
the short one's; the goal is at most 1.2 on both stores (the median of the
pairs), and the long script's cost per line on the large store at most 1.2
times the empty one's (pair by pair). Goals are judged on CPU time and said
met or MISSED (benchkit); the wall clock is printed too.

--ci (or --quick): a small mode (20 and 80 lines, 300 events, 1 pair) that
checks the script still runs, so it cannot rot; its goals are printed, never
failed on. --save keeps the output for the docs. Exit code 0, unless --check
is given and a goal is missed.
Not a pytest test: bench_*.py files are not collected (tests/test_journal/
test_bench_run.py runs --ci).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchkit  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
KIRA = REPO / "campaigns" / "ombre-su-milano" / "kira.toml"
GOAL = 1.2
SETUP = (
    ("campaign", "new", "Bench"),
    ("player", "add", "Ana"),
    ("character", "create", "--from", str(KIRA)),
    ("adventure", "start", "X"),
    ("session", "start"),
    ("scene", "start"),
)


def journal_command() -> list[str]:
    return [sys.executable, "-m", "journal"]


def child_env(folder: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JOURNAL_")}
    env["JOURNAL_USER"] = "bench"
    env["JOURNAL_ANCHORS"] = str(folder / "anchors")
    env["PYTHONPYCACHEPREFIX"] = str(folder / "pycache")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall, CPU) seconds of a subprocess (CPU: user + system, the child's)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        sys.exit(f"failed: {' '.join(command)}\n{done.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


def set_up(store: Path, env: dict[str, str], events: int) -> None:
    for args in SETUP:
        run([*journal_command(), "--store", str(store), *args], env)
    if events:
        record_rolls(store, events)


def record_rolls(store: Path, count: int) -> None:
    """`count` rolls through the application, in this process (untimed)."""
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


def script(folder: Path, lines: int) -> Path:
    """Rolls, and a Riserva award and spend, in turn: the same lines each time."""
    kinds = (
        "roll Kira --char agilita --target 3 --seed {n}",
        "reserve award Kira 1 --reason interpretation",
        "reserve spend Kira 1 --for corsa",
    )
    path = folder / f"s{lines}.journal"
    text = "\n".join(kinds[n % 3].format(n=n) for n in range(lines)) + "\n"
    path.write_text(text, encoding="utf-8")
    return path


def timed_script(base: Path, path: Path, folder: Path, env) -> tuple[float, float]:
    """One run of the script on a fresh copy of `base` (the copy is untimed)."""
    store = folder / "copy.sqlite3"
    for leftover in folder.glob("copy.sqlite3*"):
        leftover.unlink()
    shutil.copyfile(base, store)
    return run([*journal_command(), "--store", str(store), "run", str(path)], env)


def measure(base: Path, folder: Path, env, short: int, long: int, pairs: int):
    """Per pair and per clock (0: wall, 1: CPU): (cost per line of the short
    script, of the long one), seconds."""
    one, a, b = script(folder, 1), script(folder, short), script(folder, long)
    timed_script(base, one, folder, env)  # warm-up: bytecode, caches
    found: list[list[tuple[float, float]]] = [[], []]
    for _ in range(pairs):
        start_a = timed_script(base, one, folder, env)
        run_a = timed_script(base, a, folder, env)
        start_b = timed_script(base, one, folder, env)
        run_b = timed_script(base, b, folder, env)
        for clock in (0, 1):
            line_a = (run_a[clock] - start_a[clock]) / (short - 1)
            line_b = (run_b[clock] - start_b[clock]) / (long - 1)
            found[clock].append((line_a, line_b))
    return found


def report(folder: Path, env, stores: dict[str, Path], args, out) -> list:
    """Print each store's ratios, on both clocks; return the goals (CPU)."""
    longs: dict[tuple[str, str], list[float]] = {}
    goals = []
    for label, base in stores.items():
        found = measure(base, folder, env, args.short, args.long, args.pairs)
        for clock, pairs in zip(("wall", "CPU"), found, strict=True):
            ratios = [b / a for a, b in pairs]
            ratio = statistics.median(ratios)
            longs[label, clock] = [b for _, b in pairs]
            ms = ", ".join(f"{1000 * a:.2f}/{1000 * b:.2f}" for a, b in pairs)
            out.say(
                f"{label} store, {clock}: ms a line (short/long) {ms}; long/short "
                f"{ratio:.2f}x (pairs: {', '.join(f'{r:.2f}' for r in ratios)})"
            )
            if clock == "CPU":
                goals.append(
                    benchkit.Goal(
                        f"run: a line of {args.long} / of {args.short}, {label} store",
                        ratio,
                        GOAL,
                        judged=f"CPU time, median of {len(ratios)} pairs' ratios",
                        detail=f"pairs min {min(ratios):.2f}, max {max(ratios):.2f}",
                    )
                )
    for clock in ("wall", "CPU"):
        ratios = [
            big / small
            for big, small in zip(
                longs["large", clock], longs["empty", clock], strict=True
            )
        ]
        ratio = statistics.median(ratios)
        out.say(
            f"{clock}: a line of the long script, large store / empty store: "
            f"{ratio:.2f}x"
        )
        if clock == "CPU":
            goals.append(
                benchkit.Goal(
                    f"run: a line of {args.long}, {args.events:,}-event store / empty",
                    ratio,
                    GOAL,
                    judged=f"CPU time, median of {len(ratios)} pairs' ratios",
                    detail=f"pairs min {min(ratios):.2f}, max {max(ratios):.2f}",
                )
            )
    return goals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--short", type=int, default=500)
    parser.add_argument("--long", type=int, default=4000)
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--ci", action="store_true", help="a small mode for CI")
    parser.add_argument("--quick", action="store_true", help="the same as --ci")
    parser.add_argument("--save", action="store_true", help="keep the output")
    args = parser.parse_args(argv)
    args.ci = args.ci or args.quick
    if args.ci:
        args.short, args.long, args.events, args.pairs = 20, 80, 300, 1
    out = benchkit.Output("bench_run", sys.argv[1:] if argv is None else argv)
    with tempfile.TemporaryDirectory(prefix="bench-run-") as tmp:
        folder = Path(tmp)
        env = child_env(folder)
        stores = {"empty": folder / "empty.sqlite3", "large": folder / "large.sqlite3"}
        set_up(stores["empty"], env, 0)
        shutil.copyfile(stores["empty"], stores["large"])
        record_rolls(stores["large"], args.events)
        out.say(
            f"scripts of {args.short} and {args.long} lines, {args.pairs} pair(s), "
            f"A B A B; stores: empty, and {args.events} more events"
        )
        met = out.goals(report(folder, env, stores, args, out))
    if args.save:
        out.save()
    if args.ci:
        return 0
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())

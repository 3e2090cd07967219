"""Benchmark: how long one real `journal roll` takes, against its physical floor.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_roll.py [--runs N] [--events K] [--check]
        [--quick] [--save]

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

It prints min, median and max of each on both clocks (benchkit), and each
round's ratios (min / median / max): the whole cold roll against the floor
(goal: at most 3x, issue 17) and against the prescribed libraries' import
(goal: at most 1.4x, issue 29). --check exits 1 when either is missed;
--quick (3 rounds) is what CI runs; --save keeps the output for the docs.
Every child runs with stdin closed and is waited for (no terminal, no signal
needed: a shell that ignores SIGINT changes nothing).
Children cache .pyc files in the temp dir (PYTHONPYCACHEPREFIX), as an installed
journal would, even where PYTHONDONTWRITEBYTECODE=1 is set; --no-bytecode-cache
makes them compile every project module from source on each run instead.
Not a pytest test: bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchkit  # noqa: E402
from benchkit import Goal, Ratios, Run, ratio_goal  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
KIRA = REPO / "campaigns" / "ombre-su-milano" / "kira.toml"
GOAL = 3.0  # roll / floor, the median of the rounds' ratios (issue 17)
IMPORTS_GOAL = 1.4  # roll / the libraries' import (issue 29)
NAME, OUTPUT = "journal roll", "bench_roll"  # bench_roll_brp.py sets its own
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
        result = subprocess.run(
            command,
            capture_output=True,
            text=True,
            env=env,
            stdin=subprocess.DEVNULL,
        )
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


def measure(store: Path, runs: int, env: dict[str, str]) -> list[dict[str, Run]]:
    """Each round runs every command once, in turn (benchkit: both clocks, peak
    RSS; stdin closed, so nothing waits on a terminal); a round's ratios are
    its own (pairs)."""
    prepare_floor(store)
    timed_commands = commands(store)
    for command in timed_commands.values():  # one untimed warm-up each
        benchkit.measure(command(0), env)
    return [
        {
            label: benchkit.measure(command(i + 1), env)
            for label, command in timed_commands.items()
        }
        for i in range(runs)
    ]


def describe_setup(
    out: benchkit.Output, env: dict[str, str], events: int, snapshots: int
) -> None:
    cached = "PYTHONPYCACHEPREFIX" in env
    cache = "on (in the temp dir)" if cached else "off (PYTHONDONTWRITEBYTECODE=1)"
    command = " ".join([*journal_command(), "--store", "STORE", *ROLL_ARGS])
    out.say(
        f"bytecode cache: {cache}",
        f"roll command: {command} --seed N",
        f"store before timing: {events} stored events, {snapshots} snapshots",
    )


def report(out: benchkit.Output, rounds: list[dict[str, Run]]) -> list[Goal]:
    """Prints each command's figures and the ratios; the goals, of the whole
    cold roll (start-up, imports, the store opened, verified, recorded)."""
    out.say(f"runs: {len(rounds)} rounds, each command once a round, in turn", "")
    for label in rounds[0]:
        out.say(benchkit.describe(label, [one[label] for one in rounds]))

    def pairs(a: str, b: str) -> list[tuple[Run, Run]]:
        return [(one[a], one[b]) for one in rounds]

    out.say(
        "",
        f"imports / floor: {Ratios(pairs('imports', 'floor'))} (what a cold start "
        "imports)",
        f"journal roll / python: {Ratios(pairs('journal roll', 'python'))}",
    )
    return [
        ratio_goal(f"{NAME} / floor", pairs("journal roll", "floor"), GOAL),
        ratio_goal(
            f"{NAME} / imports (eventsourcing + click)",
            pairs("journal roll", "imports"),
            IMPORTS_GOAL,
        ),
    ]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Time `journal roll` against its physical floor."
    )
    parser.add_argument("--runs", type=int, default=30, help="timed runs of each")
    parser.add_argument("--events", type=int, default=0, help="extra rolls first")
    parser.add_argument("--check", action="store_true", help="exit 1 on a miss")
    parser.add_argument("--quick", action="store_true", help="3 rounds (CI)")
    parser.add_argument("--save", action="store_true", help="keep the output")
    parser.add_argument(
        "--no-bytecode-cache",
        action="store_true",
        help="children run with PYTHONDONTWRITEBYTECODE=1 (default: .pyc files "
        "cached in the temp dir, as an installed journal would have them)",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.runs = 3
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    out = benchkit.Output(OUTPUT, sys.argv[1:] if argv is None else argv)
    with tempfile.TemporaryDirectory(prefix="bench-roll-") as tmp:
        store = Path(tmp) / "journal.sqlite3"
        env = child_env(None if args.no_bytecode_cache else Path(tmp) / "pycache")
        set_up_store(store, env)
        record_extra_rolls(store, args.events)
        describe_setup(out, env, *store_counts(store))
        met = out.goals(report(out, measure(store, args.runs, env)))
    if args.save:
        out.save()
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())

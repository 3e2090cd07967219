"""Benchmark: read models, `show` and the session PDF on a big campaign.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_views.py [--events N] [--runs R] [--check]

1. Generates a campaign of about N events (default 100,000) in a fresh store in
   a temp dir, in-process: four characters from the sample sheets, sessions and
   scenes every ~50 events, seeded rolls, awards, spends, wounds and clinic
   heals, a void every 20,000 events; saved every ~1,000 events. Timed, no goal.
2. Times `journal --store STORE rebuild` (a fresh subprocess each run; each run
   clears and refolds every read model) against eventsourcing replaying the
   campaign's stream into the aggregate without snapshots, in a fresh subprocess
   (timed inside it: stored-event reads, deserialisation and mutate; start-up
   excluded). Goals: rebuild rate (events/s, start-up included) at least the
   replay rate; the rebuild's peak RSS (RUSAGE_CHILDREN of a small wrapper
   process that runs it) under 60 MB. The replay decodes with the same mapper
   (the application's: plain events by json alone) and, as the rebuild does,
   with the garbage collector off; it streams the events as the rebuild does.
   Beside each pair, what bounds the ratio: the replay, the chain's
   verification and one row per event written as stored, each timed alone in
   one child; their sum is the least a rebuild that verifies the chain and
   writes the event log can cost, so replay / sum is the best ratio it could
   reach (printed, not judged).
3. `journal --store STORE show Kira` against `journal --help`, fresh
   subprocesses, interleaved, medians. Goal: at most 1.5x.
4. On the bundled sample (`journal sample`): `journal chronicle --session 1
   --format pdf` against WeasyPrint alone rendering the same HTML (what `journal
   chronicle --format html` writes), interleaved, medians. Goal: at most 1.5x.

Exit code 0, unless --check is given and a goal is missed. Children cache .pyc
files in the temp dir (PYTHONPYCACHEPREFIX), as an installed journal would.
Not a pytest test: bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
import platform
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
SAMPLE = REPO / "campaigns" / "ombre-su-milano"
SHEETS = (  # sheet file, name, player: the sample's two and two renamed copies
    ("kira.toml", "Kira Voss", "Ana"),
    ("dario.toml", "Dario Neri", "Bruno"),
    ("kira.toml", "Nadia Sala", "Carla"),
    ("dario.toml", "Marco Bassi", "Dino"),
)
CHARACTERISTICS = ("potenza", "destrezza", "agilita", "intelligenza", "spirito")
AWARDS = (("interpretation", 1), ("danger", 2), ("narration", 1))
SCENE_EVENTS = 50  # play events per scene
SCENES_PER_SESSION = 4
SESSIONS_PER_ADVENTURE = 25
SAVE_EVERY = 1000  # pending events saved in one transaction
VOID_EVERY = 20_000
MEMORY_GOAL_MB = 60  # issue 17
RATIO_GOAL = 1.5
SHOW_ARGS = ("show", "Kira")
REPLAYED = """
import gc, json, sys, time
from pathlib import Path
from journal.store import open_app
app = open_app(Path(sys.argv[1]), create=False)
campaign_id = app.campaign_id(None)
gc.disable()  # as the rebuild folds: no reference cycles to collect
start = time.perf_counter()
aggregate, count = None, 0
for event in app.events.get(campaign_id):  # the application's own mapper
    aggregate = event.mutate(aggregate)
    count += 1
seconds = time.perf_counter() - start
"""
REPLAY_CODE = REPLAYED + 'print(json.dumps({"events": count, "seconds": seconds}))\n'
# What a rebuild cannot skip, each part timed alone in one child: the replay
# above, the chain's verification (a rebuild never folds an edited history:
# journal.trusted's check_chain, every stream), and one row per stored event
# written into a new SQLite table next to the store, as stored (no encoding, no
# index but the key): the least the event log's rows cost.
BOUND_CODE = (
    REPLAYED
    + """
import sqlite3
start = time.perf_counter()
app.check_chain()
chain = time.perf_counter() - start
start = time.perf_counter()
with app.recorder.datastore.transaction(commit=False) as c:
    c.execute(
        "SELECT originator_id, originator_version, topic, state FROM stored_events"
    )
    rows = c.fetchall()
db = sqlite3.connect(sys.argv[2])
db.execute("CREATE TABLE rows (stream, seq, topic, state, PRIMARY KEY (stream, seq))")
with db:
    db.executemany("INSERT INTO rows VALUES (?, ?, ?, ?)", map(tuple, rows))
db.close()
written = time.perf_counter() - start
print(json.dumps({"replay": seconds, "chain": chain, "rows": written}))
"""
)
# Times a command and reports its peak RSS. A wrapper, because a child's
# ru_maxrss counts what it had between fork and exec: this (big) process's pages.
MEASURE_CODE = """
import json, resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
seconds = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"seconds": seconds, "maxrss_kb": usage.ru_maxrss}))
sys.exit(done.returncode)
"""
WEASYPRINT_CODE = """
import sys, weasyprint
html = open(sys.argv[1], encoding="utf-8").read()
weasyprint.HTML(string=html).write_pdf(sys.argv[2])
"""


# -- subprocesses -------------------------------------------------------------


def journal_command() -> list[str]:
    """The `journal` script next to this Python, else `python -m journal`."""
    script = Path(sys.executable).parent / "journal"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "journal"]


def journal(store: Path, *args: str) -> list[str]:
    return [*journal_command(), "--store", str(store), *args]


def child_env(pycache: Path) -> dict[str, str]:
    """The children's environment: bytecode cached under `pycache`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JOURNAL_")}
    env["JOURNAL_USER"] = "bench"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    return env


def run(command: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    """Run untimed; stop the benchmark if it fails."""
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr}")
    return result


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    result = subprocess.run(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env
    )
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr.decode()}")
    return elapsed


def timed_with_memory(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(seconds, peak RSS in MB) of one child, through a small wrapper process
    (see MEASURE_CODE)."""
    wrapper = [sys.executable, "-c", MEASURE_CODE, *command]
    figures = json.loads(run(wrapper, env).stdout)
    return figures["seconds"], figures["maxrss_kb"] / 1024  # Linux: kilobytes


def interleaved(
    first: Callable[[], float], second: Callable[[], float], runs: int
) -> tuple[list[float], list[float]]:
    """One untimed warm-up each, then `runs` timings of each, alternating."""
    first(), second()
    a, b = [], []
    for _ in range(runs):
        a.append(first())
        b.append(second())
    return a, b


# -- 1. generation --------------------------------------------------------------


@dataclass
class Generated:
    seconds: float = 0.0
    commands: int = 0
    refused: int = 0
    voids: int = 0
    saves: int = 0
    kinds: dict[str, int] = field(default_factory=dict)


def stamp():
    from journal.context import Env

    return Env(None, None, "en").stamp()


def sheets() -> list[dict]:
    from journal.domain.daimon2090.sheetfile import parse_sheet

    found = []
    for file, name, player in SHEETS:
        with (SAMPLE / file).open("rb") as handle:
            sheet = parse_sheet(tomllib.load(handle))
        found.append({**sheet, "name": name, "player": player})
    return found


def set_up(app) -> Any:
    """A campaign with its players, characters and first adventure; loaded."""
    app.new_campaign("Bench", "daimon2090", stamp())
    campaign = app.load(None)
    campaign.add_players([player for _, _, player in SHEETS], stamp())
    for sheet in sheets():
        campaign.create_character(sheet, stamp())
    campaign.start_adventure("Adventure 1", stamp())
    app.save(campaign)
    return campaign


class Table:
    """Plays commands on one loaded campaign aggregate, as a busy table would."""

    def __init__(self, campaign: Any, seed: int) -> None:
        self.campaign = campaign
        self.rng = random.Random(seed)
        self.rolls = 0
        self.scene_events = 0
        self.scenes = 0
        self.sessions = 0

    def step(self) -> str:
        """One command: structure when due, else a play action."""
        state = self.campaign.state
        if not state.session:
            return self.open_session()
        if not state.scene:
            return self.open_scene()
        if self.scene_events >= SCENE_EVENTS:
            return self.close_scene()
        self.scene_events += 1
        return self.play()

    def open_session(self) -> str:
        if self.sessions and self.sessions % SESSIONS_PER_ADVENTURE == 0:
            title = f"Adventure {self.sessions // SESSIONS_PER_ADVENTURE + 1}"
            self.campaign.start_adventure(title, stamp())
        self.sessions += 1
        self.campaign.start_session("2090-01-01", [], stamp())
        return "session"

    def open_scene(self) -> str:
        self.scenes += 1
        self.scene_events = 0
        self.campaign.start_scene(f"Scene {self.scenes}", stamp())
        return "scene"

    def close_scene(self) -> str:
        name = self.rng.choice(self.names())
        self.campaign.end_scene(stamp(), [(name, 1, "narration")])
        if self.scenes % SCENES_PER_SESSION == 0:
            self.campaign.end_session(stamp())
        return "scene end"

    def names(self) -> list[str]:
        return [sheet.name for sheet in self.campaign.characters()]

    def play(self) -> str:
        sheet = self.rng.choice(self.campaign.characters())
        action = self.rng.choices(
            ("roll", "award", "spend", "wound"), weights=(6, 2, 1, 1)
        )[0]
        if action == "wound" and sheet.wounds:
            action = "heal"  # at most one light wound: nobody drops out of play
        if action in ("spend", "heal") and not sheet.reserve:
            action = "award"  # both cost a die: a broke character earns one
        getattr(self, action)(sheet)
        return action

    def roll(self, sheet) -> None:
        from journal.domain.daimon2090.rules import Prova
        from journal.domain.dice import Dice

        reserve = self.rng.randint(0, min(2, sheet.reserve))
        characteristic = self.rng.choice(CHARACTERISTICS)
        prova = Prova(
            sheet.name, characteristic, self.rng.randint(1, 5), reserve=reserve
        )
        self.rolls += 1
        self.campaign.roll_prova(prova, Dice.seeded(self.rolls), stamp())

    def award(self, sheet) -> None:
        reason, dice = self.rng.choice(AWARDS)
        self.campaign.award(sheet.name, dice, reason, stamp())

    def spend(self, sheet) -> None:
        # A plain spend: a kind of its own (reload, ...) now needs an item.
        self.campaign.spend_reserve(sheet.name, 1, "reload", stamp())

    def wound(self, sheet) -> None:
        self.campaign.suffer_wound(sheet.name, 1, "bench", stamp())

    def heal(self, sheet) -> None:
        self.campaign.heal(sheet.name, None, True, "patient", stamp())


def generate(store: Path, target: int, seed: int = 2090) -> Generated:
    """About `target` events into a new store, through the application API."""
    from journal.domain.errors import JournalError
    from journal.store import open_app

    done = Generated()
    start = time.perf_counter()
    app = open_app(store, create=True)
    try:
        table = Table(set_up(app), seed)
        next_void = VOID_EVERY
        while table.campaign.version < target:
            try:
                kind = table.step()
            except JournalError:
                done.refused += 1
                continue
            done.commands += 1
            done.kinds[kind] = done.kinds.get(kind, 0) + 1
            if len(table.campaign.pending_events) >= SAVE_EVERY:
                app.save(table.campaign)
                done.saves += 1
            if table.campaign.version >= next_void:
                table.campaign = void_last(app, table.campaign)
                done.voids += 1
                next_void += VOID_EVERY
        app.save(table.campaign)
    finally:
        app.close()
    done.seconds = time.perf_counter() - start
    return done


def void_last(app, campaign) -> Any:
    """Save, void the last play event through the application, reload."""
    app.save(campaign)
    app.void(None, "last", "bench correction", stamp())
    return app.load(None)


def store_counts(store: Path) -> tuple[int, int]:
    """(stored events, snapshots) in the store file."""
    with sqlite3.connect(store) as db:
        events = db.execute("select count(*) from stored_events").fetchone()[0]
        snapshots = db.execute("select count(*) from stored_snapshots").fetchone()[0]
    return events, snapshots


# -- 2. rebuild against the library's replay --------------------------------------


@dataclass
class Rebuild:
    events: int
    seconds: list[float]
    memory_mb: list[float]
    replay_events: int
    replay_seconds: list[float]
    bounds: list[dict[str, float]] = field(default_factory=list)  # BOUND_CODE's

    @property
    def rate(self) -> float:
        return self.events / statistics.median(self.seconds)

    @property
    def replay_rate(self) -> float:
        return self.replay_events / statistics.median(self.replay_seconds)


def replay(store: Path, env: dict[str, str]) -> tuple[int, float]:
    """(events, seconds) of eventsourcing replaying the campaign, in a child."""
    command = [sys.executable, "-c", REPLAY_CODE, str(store)]
    figures = json.loads(run(command, env).stdout)
    return figures["events"], figures["seconds"]


def bound(store: Path, env: dict[str, str]) -> dict[str, float]:
    """What a rebuild cannot skip, each part's seconds (BOUND_CODE), in a child."""
    rows = store.with_name("bound-rows.sqlite3")
    rows.unlink(missing_ok=True)
    try:
        command = [sys.executable, "-c", BOUND_CODE, str(store), str(rows)]
        return json.loads(run(command, env).stdout)
    finally:
        rows.unlink(missing_ok=True)


def measure_rebuild(store: Path, runs: int, env: dict[str, str]) -> Rebuild:
    """Rebuild, replay and the rebuild's floor in turn, `runs` times each. No
    warm-up run: each rebuild starts from scratch anyway, and the bytecode
    cache is already warm (see `prepare_sample`)."""
    events = store_counts(store)[0]
    seconds, memory, replays, bounds = [], [], [], []
    for _ in range(runs):
        elapsed, peak = timed_with_memory(journal(store, "rebuild"), env)
        seconds.append(elapsed)
        memory.append(peak)
        replays.append(replay(store, env))
        bounds.append(bound(store, env))
    replayed = [s for _, s in replays]
    return Rebuild(events, seconds, memory, replays[0][0], replayed, bounds)


# -- 3. show against --help ------------------------------------------------------


def measure_show(store: Path, runs: int, env: dict[str, str]):
    run(journal(store, *SHOW_ARGS), env)  # untimed: catches the read models up
    show = journal(store, *SHOW_ARGS)
    help_ = [*journal_command(), "--help"]
    return interleaved(lambda: timed(show, env), lambda: timed(help_, env), runs)


# -- 4. the session PDF against WeasyPrint alone ------------------------------------


def chronicle(store: Path, fmt: str, out: Path) -> list[str]:
    return journal(
        store, "chronicle", "--session", "1", "--format", fmt, "--out", str(out)
    )


def prepare_sample(tmp: Path, env: dict[str, str]) -> tuple[Path, Path]:
    """The bundled sample's store and its session's HTML (untimed). Also warms
    the bytecode cache: `sample` records, rebuilds nothing, renders a PDF."""
    sample = tmp / "sample"
    run([*journal_command(), "sample", "--out", str(sample)], env)
    store = sample / "sample.sqlite3"
    html = sample / "session-1.html"
    run(chronicle(store, "html", html), env)
    run(journal(store, "rebuild"), env)  # warms the cache of what rebuild imports
    return store, html


def measure_pdf(store: Path, html: Path, runs: int, env: dict[str, str]):
    ours_pdf, alone_pdf = html.with_name("journal.pdf"), html.with_name("alone.pdf")
    ours = chronicle(store, "pdf", ours_pdf)
    alone = [sys.executable, "-c", WEASYPRINT_CODE, str(html), str(alone_pdf)]
    times = interleaved(lambda: timed(ours, env), lambda: timed(alone, env), runs)
    sizes = (ours_pdf.stat().st_size, alone_pdf.stat().st_size)
    return times, html.stat().st_size, sizes


# -- report ----------------------------------------------------------------------


@dataclass
class Goal:
    name: str
    measured: str
    limit: str
    passed: bool

    @property
    def verdict(self) -> str:
        return "met" if self.passed else "MISSED"


def environment() -> str:
    versions = ", ".join(
        f"{name} {importlib.metadata.version(name)}"
        for name in ("eventsourcing", "weasyprint")
    )
    return (
        f"python {platform.python_version()} ({sys.executable}), {versions}, "
        f"{os.cpu_count()} CPUs, {platform.platform()}"
    )


def ms(values: list[float]) -> str:
    return f"median {1000 * statistics.median(values):.0f} ms " + (
        f"(min {1000 * min(values):.0f}, max {1000 * max(values):.0f})"
    )


def prepare_store(store: Path, source: Path | None, events: int) -> None:
    """The benchmark's store: a copy of `source` (a store generated before), or
    a campaign of about `events` events generated now (reported)."""
    if source is not None:
        import shutil

        shutil.copyfile(source, store)
        copied = store_counts(store)[0]
        print(f"\n1. copied {copied:,} stored events from {source}")
    else:
        report_generation(generate(store, events), store)


def report_generation(done: Generated, store: Path) -> None:
    events, snapshots = store_counts(store)
    kinds = ", ".join(f"{k} {n}" for k, n in sorted(done.kinds.items()))
    print(
        f"\n1. generated {events:,} stored events ({snapshots} snapshots) in "
        f"{done.seconds:.1f} s ({events / done.seconds:,.0f} events/s)"
    )
    print(
        f"   {done.commands:,} commands ({kinds}); {done.refused} refused; "
        f"{done.voids} voids; {done.saves} bulk saves"
    )


def report_rebuild(result: Rebuild) -> list[Goal]:
    print(
        f"\n2. rebuild ({len(result.seconds)} runs, each a fresh subprocess, "
        "start-up included):"
    )
    print(
        f"   journal rebuild: {result.events:,} events, {ms(result.seconds)}, "
        f"{result.rate:,.0f} events/s"
    )
    print(f"   peak RSS: {', '.join(f'{m:.0f}' for m in result.memory_mb)} MB")
    print(
        f"   eventsourcing replay (fresh subprocess, timed inside it: read, "
        f"deserialise, mutate): {result.replay_events:,} events, "
        f"{ms(result.replay_seconds)}, {result.replay_rate:,.0f} events/s"
    )
    if result.bounds:
        report_bound(result)
    peak = max(result.memory_mb)
    ratios = [  # each rebuild's rate over the replay's next to it
        (result.events / ours) / (result.replay_events / theirs)
        for ours, theirs in zip(result.seconds, result.replay_seconds, strict=True)
    ]
    ratio = statistics.median(ratios)
    return [
        Goal(
            "rebuild rate / replay rate",
            f"{result.rate:,.0f} vs {result.replay_rate:,.0f} ev/s; {ratio:.2f}x "
            f"(median of {len(ratios)} pairs' ratios; min {min(ratios):.2f}, max "
            f"{max(ratios):.2f})",
            ">= 1.00x",
            ratio >= 1.0,
        ),
        Goal(
            "rebuild peak RSS",
            f"{peak:.0f} MB",
            f"<= {MEMORY_GOAL_MB} MB",
            peak <= MEMORY_GOAL_MB,
        ),
    ]


def report_bound(result: Rebuild) -> None:
    """What bounds the rebuild's ratio: the parts it cannot skip, measured in the
    same run, and the best ratio a rebuild doing only those could reach."""
    parts = {name: [b[name] for b in result.bounds] for name in result.bounds[0]}
    floors = [sum(b.values()) for b in result.bounds]
    best = [b["replay"] / sum(b.values()) for b in result.bounds]
    pairs = zip(result.seconds, floors, strict=True)
    ours = [seconds / floor for seconds, floor in pairs]
    print(
        "   what a rebuild cannot skip (one child, each part alone): the replay "
        f"{ms(parts['replay'])}; the chain's verification {ms(parts['chain'])}; "
        f"one row per event written as stored {ms(parts['rows'])}"
    )
    print(
        f"   so a rebuild's rate is at most {statistics.median(best):.2f}x the "
        f"replay's (median of {len(best)}; min {min(best):.2f}, max {max(best):.2f});"
        f" journal rebuild / those parts: {statistics.median(ours):.2f}x "
        f"(min {min(ours):.2f}, max {max(ours):.2f})"
    )


def ratio_goal(name: str, ours: list[float], base: list[float]) -> Goal:
    """Judged on the median of the pairs' ratios (ours[i] ran next to base[i])."""
    ratios = [a / b for a, b in zip(ours, base, strict=True)]
    ratio = statistics.median(ratios)
    return Goal(
        name,
        f"{ratio:.2f}x (median of {len(ratios)} pairs' ratios, wall; min "
        f"{min(ratios):.2f}, max {max(ratios):.2f})",
        f"<= {RATIO_GOAL}x",
        ratio <= RATIO_GOAL,
    )


def report_show(show: list[float], help_: list[float]) -> Goal:
    print(f"\n3. show vs --help ({len(show)} runs each, interleaved):")
    print(f"   journal --store STORE {' '.join(SHOW_ARGS)}: {ms(show)}")
    print(f"   journal --help: {ms(help_)}")
    return ratio_goal("show / --help", show, help_)


def report_pdf(times, html_size: int, sizes: tuple[int, int]) -> Goal:
    ours, alone = times
    print(
        f"\n4. sample session PDF ({len(ours)} runs each, interleaved; "
        f"HTML {html_size:,} bytes):"
    )
    print(
        f"   journal chronicle --session 1 --format pdf: {ms(ours)}, {sizes[0]:,} bytes"
    )
    print(
        f"   weasyprint.HTML(string=html).write_pdf(): {ms(alone)}, {sizes[1]:,} bytes"
    )
    return ratio_goal("session PDF / WeasyPrint alone", ours, alone)


def report_table(goals: list[Goal]) -> None:
    """Every goal, as benchkit says them: `goal: NAME: FIGURE; limit ...: met`."""
    print("\ngoals:")
    for goal in goals:
        print(f"goal: {goal.name}: {goal.measured}; limit {goal.limit}: {goal.verdict}")


# -- main ------------------------------------------------------------------------


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Rebuild, show and PDF timings on a generated campaign."
    )
    parser.add_argument("--events", type=int, default=100_000, help="campaign size")
    parser.add_argument(
        "--runs", type=int, default=15, help="timed runs of show/--help and PDFs"
    )
    parser.add_argument(
        "--rebuild-runs", type=int, default=3, help="timed rebuilds and replays"
    )
    parser.add_argument("--check", action="store_true", help="exit 1 if a goal fails")
    parser.add_argument("--store", type=Path, help="copy this generated store")
    parser.add_argument(
        "--quick", action="store_true", help="1,000 events, 3 runs, no PDF (CI)"
    )
    parser.add_argument("--save", action="store_true", help="keep the output")
    args = parser.parse_args(argv)
    if args.quick:
        args.events, args.runs, args.rebuild_runs = 1000, 3, 2
    return args


def main(argv: list[str] | None = None) -> int:
    import benchkit

    args = parse_args(argv)
    shown = sys.argv[1:] if argv is None else argv
    with benchkit.kept("bench_views", shown, args.save):
        return measured(args)


def measured(args: argparse.Namespace) -> int:
    print(f"environment: {environment()}")
    print("bytecode cache: on (PYTHONPYCACHEPREFIX in the temp dir)")
    with tempfile.TemporaryDirectory(prefix="bench-views-") as name:
        tmp = Path(name)
        store = tmp / "journal.sqlite3"
        env = child_env(tmp / "pycache")
        prepare_store(store, args.store, args.events)
        if args.quick:  # the bytecode cache warmed by one untimed rebuild
            run(journal(store, "rebuild"), env)
        else:
            sample, html = prepare_sample(tmp, env)
        goals = report_rebuild(measure_rebuild(store, args.rebuild_runs, env))
        goals.append(report_show(*measure_show(store, args.runs, env)))
        if args.quick:  # WeasyPrint's own start-up is seconds: bench_pdf.py's
            print("\n4. sample session PDF: not measured in the quick mode")
        else:
            goals.append(report_pdf(*measure_pdf(sample, html, args.runs, env)))
    report_table(goals)
    missed = [goal for goal in goals if not goal.passed]
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())

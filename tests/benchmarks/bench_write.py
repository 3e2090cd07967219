"""Benchmark: the write path inside one process, against the library's own
(issue 29).

    python tests/benchmarks/bench_write.py [--store FILE | --events N]
        [--saves K] [--pairs P] [--no-postgres] [--check] [--save] [--quick]

A campaign is kept in memory, and each step rolls one Prova and `save()`s it:
the journal's application (JournalApp: the hash chain verified and extended,
snapshots sealed, the verdict checked) against eventsourcing's own
`Application` with the library's stock recorders (eventsourcing.sqlite,
eventsourcing.postgres), the same aggregate class, the same mapper and
transcodings, the same snapshot interval. Each side records into its own copy
of the same campaign (N events, default 100,000, or the store FILE; on
PostgreSQL the copy is made with `journal store copy`), loaded once.

A run is K steps (default 200, a whole snapshot interval) of one side; runs go
in pairs, journal then library, A B A B (P pairs, default 9), after one
untimed run of each. Each pair's ratio is journal / library on the process's
CPU time (the wall clock is printed too; on PostgreSQL the server's work is in
the wall clock only). Goal: at most 1.5x on SQLite and on PostgreSQL (the
median of the pairs' CPU ratios).

--quick: 300 events, 40 steps, 3 pairs (CI: it cannot rot). Not a pytest test.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchkit import (  # noqa: E402
    Goal,
    Output,
    Ratios,
    Run,
    child_env,
    journal,
    journal_command,
    run,
    spread,
)

GOAL = 1.5


def library_class():
    """eventsourcing's Application as shipped, with the journal's aggregate,
    mapper and transcodings, snapshotting at the same interval."""
    from eventsourcing.application import Application

    from journal.app import ByClass, JournalApp, StateAsDict

    class Library(Application):
        name = "journal"
        snapshotting_intervals = ByClass()
        construct_mapper = JournalApp.construct_mapper

        def register_transcodings(self, transcoder) -> None:
            super().register_transcodings(transcoder)
            transcoder.register(StateAsDict())

    return Library


def library_env(store: str) -> dict:
    """The library's stock persistence on the store at `store` (a SQLite file or
    a PostgreSQL URL), as the journal would open it."""
    from journal.stores.url import is_postgres_url, parse_url

    if is_postgres_url(store):
        env = {"PERSISTENCE_MODULE": "eventsourcing.postgres", **parse_url(store).env()}
        env["POSTGRES_POOL_SIZE"] = "1"
        return env
    return {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": store}


class Side:
    """One application with the campaign loaded, rolling and saving."""

    def __init__(self, app, campaign_id) -> None:
        self.app = app
        self.campaign = app.repository.get(campaign_id)
        self.rolls = 0

    def steps(self, count: int) -> Run:
        from journal.domain.campaign import Stamp
        from journal.domain.daimon2090.rules import Prova
        from journal.domain.dice import Dice

        prova = Prova("Kira", "agilita", 3)
        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(count):
            self.rolls += 1
            stamp = Stamp(at=datetime.now(UTC), by="bench")
            self.campaign.roll_prova(prova, Dice.seeded(self.rolls), stamp)
            self.app.save(self.campaign)
        return Run(time.perf_counter() - wall, time.process_time() - cpu, 0.0)


def sides(journal_store: str, library_store: str):
    """(journal side, library side) on two copies of the same campaign."""
    from journal.stores import open_store

    ours = open_store(journal_store, create=False)
    theirs = library_class()(env=library_env(library_store))
    return Side(ours, ours.campaign_id(None)), Side(theirs, ours.campaign_id(None))


def measure(out: Output, label: str, stores: tuple[str, str], args) -> Goal:
    ours, theirs = sides(*stores)
    try:
        ours.steps(args.saves), theirs.steps(args.saves)  # warm: caches, snapshots
        pairs = [
            (ours.steps(args.saves), theirs.steps(args.saves))
            for _ in range(args.pairs)
        ]
    finally:
        ours.app.close()
        theirs.app.close()
    per = [(a.cpu / args.saves, b.cpu / args.saves) for a, b in pairs]
    out.say(
        f"{label}: journal CPU {spread(a for a, _ in per)} a save, wall "
        f"{spread(a.wall / args.saves for a, _ in pairs)}",
        f"{label}: library CPU {spread(b for _, b in per)} a save, wall "
        f"{spread(b.wall / args.saves for _, b in pairs)}",
        f"{label}: journal / library {Ratios(pairs, 'cpu')}; {Ratios(pairs, 'wall')}",
    )
    ratios = Ratios(pairs, "cpu")
    return Goal(
        f"recording in one process on {label}, journal / library",
        ratios.median,
        GOAL,
        judged=f"CPU time of the process, median of {len(pairs)} pairs' ratios "
        f"of {args.saves} saves each",
        detail=f"pairs min {min(ratios.values):.2f}, max {max(ratios.values):.2f}; "
        f"wall median {Ratios(pairs, 'wall').median:.2f}",
    )


def prepare(folder: Path, args, env: dict) -> Path:
    """The campaign: a copy of --store, or N events generated now."""
    store = folder / "campaign.sqlite3"
    if args.store:
        shutil.copyfile(args.store, store)
    else:
        import bench_views

        bench_views.generate(store, args.events)
    run(journal(store, "show", "Kira"), env)  # the read models, as a table has them
    return store


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, help="a store generated before")
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--pairs", type=int, default=9)
    parser.add_argument("--no-postgres", action="store_true")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--save", action="store_true", help="keep the output")
    parser.add_argument("--quick", action="store_true", help="CI's small mode")
    args = parser.parse_args(argv)
    if args.quick:
        args.events, args.saves, args.pairs, args.store = 300, 40, 3, None
    out = Output("bench_write", argv if argv is not None else sys.argv[1:])
    with tempfile.TemporaryDirectory(prefix="bench-write-") as name:
        folder = Path(name)
        env = child_env(folder)
        import os

        os.environ.update({k: env[k] for k in ("JOURNAL_ANCHORS", "JOURNAL_USER")})
        os.environ["XDG_CONFIG_HOME"] = env["XDG_CONFIG_HOME"]
        store = prepare(folder, args, env)
        copies = folder / "journal.sqlite3", folder / "library.sqlite3"
        for copy in copies:
            shutil.copyfile(store, copy)
        out.say(
            f"campaign: {store_events(store):,} events; {args.pairs} pairs of "
            f"{args.saves} saves, journal then library"
        )
        goals = [measure(out, "SQLite", tuple(map(str, copies)), args)]
        if not args.no_postgres:
            goals.append(on_postgres(out, store, env, args))
    met = out.goals(goals)
    if args.save:
        out.save()
    return 1 if args.check and not met else 0


def on_postgres(out: Output, store: Path, env: dict, args) -> Goal:
    from tests.pgserver import Server

    server = Server(durable=True).start()
    try:
        urls = []
        for _ in range(2):
            url = server.url(server.new_database())
            run([*journal_command(), "store", "copy", str(store), url], env)
            urls.append(url)
        return measure(out, "PostgreSQL", (urls[0], urls[1]), args)
    finally:
        server.stop()


def store_events(store: Path) -> int:
    import sqlite3

    with sqlite3.connect(store) as db:
        return db.execute("select count(*) from stored_events").fetchone()[0]


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark: what the hash chain costs a recording command on a long campaign.

    python tests/benchmarks/bench_chain.py [--events K] [--runs N]

It records a campaign of K events (Riserva awards and spends, in-process,
untimed; snapshots every 200 as usual), then times N recordings of one award
each way, interleaved: as the journal records (the whole chain verified first)
and with the verification skipped (the floor: the stored head trusted). It
prints min/median/max of both, the difference per recording and per event.
Not a pytest test: bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from click.testing import CliRunner

from journal.chain import raw
from journal.chainstore import ChainedRecorder
from journal.cli import cli
from journal.context import Env
from journal.store import open_app

KIRA = Path(__file__).resolve().parents[2] / "campaigns" / "ombre-su-milano"
SETUP = (
    ("campaign", "new", "Bench"),
    ("player", "add", "Ana"),
    ("character", "create", "--from", str(KIRA / "kira.toml")),
    ("adventure", "start", "X"),
    ("session", "start"),
    ("scene", "start"),
)


def trusting_head(self, c, originator_id, upto):
    """The floor: the stored digest of event `upto`, not verified."""
    c.execute(self.chain.link_at, (self.chain.key(originator_id), upto))
    row = c.fetchone()
    return raw(row["digest"]) if row else bytes(32)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    store = Path(tempfile.mkdtemp()) / "bench.sqlite3"
    for line in SETUP:
        assert CliRunner().invoke(cli, ["--store", str(store), *line]).exit_code == 0
    app, stamp = open_app(store, create=False), Env(None, None, "en").stamp()
    while (app.recorder.max_notification_id() or 0) < args.events:
        app.change(None, lambda c: c.spend_reserve("Kira", 1, "x", stamp))
        app.change(None, lambda c: c.award("Kira", 1, "interpretation", stamp))
    verified, floor = [], []
    for _ in range(args.runs):
        for times, trust in ((verified, False), (floor, True)):
            if trust:
                ChainedRecorder.verified_head, saved = (
                    trusting_head,
                    ChainedRecorder.verified_head,
                )
            start = time.perf_counter()
            app.change(None, lambda c: c.award("Kira", 1, "interpretation", stamp))
            times.append((time.perf_counter() - start) * 1000)
            if trust:
                ChainedRecorder.verified_head = saved
    events = len(app.campaign_events(None))
    print(f"campaign: {events} events; runs: {args.runs} each, interleaved")
    print(f"{'(ms)':<18}{'min':>8}{'median':>8}{'max':>8}")
    for label, times in (("verified chain", verified), ("floor (trusted)", floor)):
        print(
            f"{label:<18}{min(times):>8.1f}{statistics.median(times):>8.1f}{max(times):>8.1f}"
        )
    cost = statistics.median(verified) - statistics.median(floor)
    print(
        f"chain check: {cost:.1f} ms a recording, "
        f"{cost * 1000 / events:.1f} µs an event"
    )


if __name__ == "__main__":
    main()

"""Benchmark: what the hash chain costs a recording command on a long campaign.

    python tests/benchmarks/bench_chain.py [--events K] [--runs N] [--quick]
        [--check] [--save]

It records a campaign of K events (Riserva awards and spends, in-process,
untimed; snapshots every 200 as usual), then times N recordings of one award
each way, interleaved: as the journal records (the whole chain verified first)
and with the verification skipped (the floor: the stored head trusted). It
prints min/median/max of both, the difference per recording and per event,
and each pair's ratio: the goal is at most 1.5x the floor (a recording verifies
only its own link, issue 29), judged on the median of the pairs' ratios (wall
time, in-process). --quick (300 events, 7 pairs) is what CI runs.
Not a pytest test: bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from click.testing import CliRunner

from journal.chain import raw
from journal.chainstore import ChainedRecorder
from journal.cli import cli
from journal.context import Env
from journal.store import open_app

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchkit  # noqa: E402

GOAL = 1.5  # a recording / the floor's, the median of the pairs' ratios

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--quick", action="store_true", help="300 events, 7 pairs")
    parser.add_argument("--check", action="store_true", help="exit 1 on a miss")
    parser.add_argument("--save", action="store_true", help="keep the output")
    args = parser.parse_args()
    if args.quick:
        args.events, args.runs = 300, 7
    out = benchkit.Output("bench_chain", sys.argv[1:])
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
    app.close()
    out.say(f"campaign: {events} events; runs: {args.runs} pairs, interleaved")
    for label, times in (("verified chain", verified), ("floor (trusted)", floor)):
        out.say(f"{label}: wall {benchkit.spread([t / 1000 for t in times])}")
    cost = statistics.median(verified) - statistics.median(floor)
    out.say(
        f"chain check: {cost:.1f} ms a recording, "
        f"{cost * 1000 / events:.1f} µs an event"
    )
    ratios = [a / b for a, b in zip(verified, floor, strict=True)]
    goal = benchkit.Goal(
        "a recording with its chain verified / the head trusted",
        statistics.median(ratios),
        GOAL,
        judged=f"wall time in-process, median of {len(ratios)} pairs' ratios",
        detail=f"pairs min {min(ratios):.2f}, max {max(ratios):.2f}",
    )
    met = out.goals([goal])
    if args.save:
        out.save()
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())

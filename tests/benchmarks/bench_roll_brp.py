"""Benchmark: one real BRP `journal roll` next to the same bare baseline.

    python tests/benchmarks/bench_roll_brp.py [--runs N] [--events K] [--check]

The machinery of bench_roll.py (rounds of each command in turn, each round's
ratios, its goals), with
a Basic Roleplaying campaign: Giulia of the sample, a session and a scene, then
`journal roll Giulia --skill Ascoltare --seed I`. Not collected by pytest.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_roll as bench  # noqa: E402

GIULIA = bench.REPO / "campaigns" / "la-casa-sul-lago" / "giulia.toml"
bench.ROLL_ARGS = ("roll", "Giulia", "--skill", "Ascoltare")
bench.NAME, bench.OUTPUT = "journal roll (BRP)", "bench_roll_brp"
bench.SETUP = (
    ("campaign", "new", "Bench", "--ruleset", "brp"),
    ("player", "add", "Ana"),
    ("character", "create", "--from", str(GIULIA)),
    ("adventure", "start", "X"),
    ("session", "start"),
    ("scene", "start"),
)


def record_extra_rolls(store: Path, count: int) -> None:
    """Append `count` skill rolls through the application API, in this process."""
    from datetime import UTC, datetime

    from journal.domain.brp.play import Check
    from journal.domain.campaign import Stamp
    from journal.domain.dice import Dice
    from journal.store import open_app

    app = open_app(store, create=False)
    try:
        check = Check("Giulia", "Ascoltare")
        for i in range(count):
            stamp = Stamp(at=datetime.now(UTC), by="bench")
            app.change(
                None,
                lambda c, i=i, s=stamp: c.roll_skill(check, None, Dice.seeded(i), s),
            )
    finally:
        app.close()


bench.record_extra_rolls = record_extra_rolls

if __name__ == "__main__":
    sys.exit(bench.main())

"""docs/benchmarks.md quotes each benchmark's goals as its script printed them
(issue 29: the figures come from the benchmarks' output): each `#### NAME`
block of "Every goal, as the scripts printed it" holds every `goal:` line of
tests/benchmarks/results/NAME.txt, the output the script kept last (a block
may quote an earlier run too, said as such), so a kept output the docs do not
show fails here."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "tests" / "benchmarks" / "results"
SECTION = "### Every goal, as the scripts printed it"


def goals(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("goal: ")]


def quoted() -> dict[str, str]:
    docs = (ROOT / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    section = docs.split(SECTION, 1)[1]
    blocks = re.split(r"^#### (\S+)\n", section, flags=re.M)[1:]
    return dict(zip(blocks[::2], blocks[1::2], strict=True))


def test_the_docs_quote_every_kept_output_and_only_those():
    kept = {path.stem for path in RESULTS.glob("*.txt")}
    assert set(quoted()) == kept


def test_each_quoted_goal_is_the_kept_output_s_own():
    for name, block in quoted().items():
        kept = (RESULTS / f"{name}.txt").read_text(encoding="utf-8")
        missing = [goal for goal in goals(kept) if goal not in goals(block)]
        assert not missing, (name, missing)
        for run in (line for line in kept.splitlines() if line.startswith("run: ")):
            assert run[len("run: ") :] in block, name  # the same run: date, load

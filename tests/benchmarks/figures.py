"""docs/benchmarks.md's goals, written from the benchmarks' own output.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/figures.py            # rewrites the docs' section
    python tests/benchmarks/figures.py --check    # exit 1 if it is not current

Each script's `--save` keeps what it printed in tests/benchmarks/results/NAME.txt
(benchkit.Output, benchkit.kept). The section "Every goal, as the scripts
printed it" of docs/benchmarks.md is made from those files alone, one block a
script: its arguments and run line, then its goal lines as printed (or, for a
run that printed none, all it printed). Nothing in it is typed by hand, so a
figure there is a figure some run printed; what the docs say around it (the
tables, the history, what bounds a miss) is prose, and quotes the same lines.
tests/test_journal/test_bench_docs.py fails when the docs are not what this
writes. Not a pytest test: bench_*.py and this file are not collected.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
DOCS = HERE.parents[1] / "docs" / "benchmarks.md"
SECTION = "### Every goal, as the scripts printed it"
ORDER = (  # the docs' order: the table's commands first, then the books
    "bench_roll",
    "bench_roll_brp",
    "bench_write",
    "bench_chain",
    "bench_store",
    "bench_run",
    "bench_plugins",
    "bench_views",
    "bench_reads",
    "bench_pdf",
    "bench_site",
    "bench_obsidian",
)
INTRO = (
    "Written by `tests/benchmarks/figures.py` from `tests/benchmarks/results/`, the\n"
    "output each script kept with `--save` (its last full run); not edited by hand.\n"
)


def block(name: str, text: str) -> str:
    """One script's kept output as the docs show it."""
    lines = text.splitlines()
    command = lines[0] if lines else name
    run = next((line[len("run: ") :] for line in lines if line.startswith("run: ")), "")
    head = f"`{command}`" + (f" — run: {run}" if run else "")
    goals = [line for line in lines if line.startswith("goal: ")]
    if goals:
        return f"#### {name}\n\n{head}\n\n```\n" + "\n".join(goals) + "\n```\n"
    body = "\n".join(lines)
    return (
        f"#### {name}\n\n{head}\n\nNo goals printed (it failed or did not "
        f"finish); all it printed:\n\n```\n{body}\n```\n"
    )


def section(results: Path = RESULTS) -> str:
    kept = {path.stem: path for path in results.glob("*.txt")}
    names = [n for n in ORDER if n in kept] + sorted(set(kept) - set(ORDER))
    blocks = [block(n, kept[n].read_text(encoding="utf-8")) for n in names]
    return f"{SECTION}\n\n{INTRO}\n" + "\n".join(blocks) + "\n"


def written(docs: str, results: Path = RESULTS) -> str:
    """`docs` with its section made anew: from its heading to the next `## `."""
    start = docs.index(SECTION)
    end = docs.find("\n## ", start)
    end = len(docs) if end < 0 else end + 1
    return docs[:start] + section(results) + docs[end:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if stale")
    parser.add_argument("--docs", type=Path, default=DOCS, help="the page to write")
    parser.add_argument("--results", type=Path, default=RESULTS, help="kept outputs")
    args = parser.parse_args(argv)
    docs = args.docs.read_text(encoding="utf-8")
    new = written(docs, args.results)
    if args.check:
        if new != docs:
            print(f"{args.docs} is not what the kept outputs say: run {HERE.name}/")
            print(f"{Path(__file__).name} to write it")
            return 1
        return 0
    if new != docs:
        args.docs.write_text(new, encoding="utf-8")
        print(f"wrote {args.docs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""docs/benchmarks.md's goals are the benchmarks' own output (issue 29: the
figures come from the benchmarks' output, never typed by hand): the section
"Every goal, as the scripts printed it" is what tests/benchmarks/figures.py
writes from tests/benchmarks/results/, the outputs the scripts kept (`--save`);
and a script that prints its own lines keeps them as the others do."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "tests" / "benchmarks"
sys.path.insert(0, str(BENCH))

import benchkit  # noqa: E402
import figures  # noqa: E402


def test_the_docs_goals_are_what_the_kept_outputs_say():
    docs = figures.DOCS.read_text(encoding="utf-8")
    assert figures.written(docs) == docs, "run tests/benchmarks/figures.py"


def test_each_kept_output_is_a_block_of_its_goal_lines(tmp_path):
    (tmp_path / "bench_b.txt").write_text(
        "bench_b --runs 3\nrun: 2026-11-27, Python 3.11.7 (load 1.0)\n"
        "1. measured\n\ngoals:\ngoal: b / a: 1.10x; limit <= 1.5x: met\n",
        encoding="utf-8",
    )
    (tmp_path / "bench_roll.txt").write_text(
        "bench_roll\nrun: 2026-11-26, x\nfailed: journal roll\n", encoding="utf-8"
    )
    docs = f"# B\n\n{figures.SECTION}\n\nold, by hand\n\n## Next\n\ntext\n"
    new = figures.written(docs, tmp_path)
    assert "old, by hand" not in new and new.endswith("## Next\n\ntext\n")
    roll, other = new.split("#### ")[1:]
    assert roll.startswith("bench_roll\n\n`bench_roll` — run: 2026-11-26, x")
    assert "No goals printed" in roll and "failed: journal roll" in roll
    assert other == (
        "bench_b\n\n`bench_b --runs 3` — run: 2026-11-27, Python 3.11.7 (load 1.0)"
        "\n\n```\ngoal: b / a: 1.10x; limit <= 1.5x: met\n```\n\n## Next\n\ntext\n"
    )


def test_a_script_that_prints_its_own_lines_keeps_them(tmp_path, monkeypatch):
    monkeypatch.setattr(benchkit, "RESULTS", tmp_path)
    try:
        with benchkit.kept("bench_x", ["--quick"], save=True):
            print("goal: x: 1.0x; limit <= 1.2x: met")
            raise RuntimeError("stopped")
    except RuntimeError:
        pass  # what it printed before it failed is kept too
    lines = (tmp_path / "bench_x.txt").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "bench_x --quick" and lines[1].startswith("run: ")
    assert lines[2:] == ["goal: x: 1.0x; limit <= 1.2x: met"]


def test_figures_check_fails_on_stale_docs_and_the_script_writes_them(tmp_path):
    docs = tmp_path / "benchmarks.md"
    stale = f"# B\n\n{figures.SECTION}\n\n#### bench_roll\n\ngoal: typed: met\n"
    docs.write_text(stale, encoding="utf-8")
    script = [sys.executable, str(BENCH / "figures.py"), "--docs", str(docs)]
    check = subprocess.run([*script, "--check"], capture_output=True, text=True)
    assert check.returncode == 1 and "is not what the kept outputs say" in check.stdout
    assert docs.read_text(encoding="utf-8") == stale
    subprocess.run(script, check=True, capture_output=True)
    assert "goal: typed" not in docs.read_text(encoding="utf-8")
    again = subprocess.run([*script, "--check"], capture_output=True, text=True)
    assert again.returncode == 0


def test_the_readme_s_figures_are_the_kept_outputs():
    """The README quotes two figures: a roll's CPU (bench_roll's median) and
    the whole-campaign PDF's peaks (bench_pdf's goal line); both as kept."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    readme = " ".join(readme.split())
    roll = (figures.RESULTS / "bench_roll.txt").read_text(encoding="utf-8")
    median = re.search(r"^journal roll: CPU min [\d.]+ / median ([\d.]+) /", roll, re.M)
    assert f"a roll takes about {round(float(median[1]))} ms of CPU" in readme
    pdf = (figures.RESULTS / "bench_pdf.txt").read_text(encoding="utf-8")
    goal = re.search(
        r"^goal: whole-campaign PDF peak, ([\d,]+) / ([\d,]+) events: [\d.]+x "
        r"\((\d+) / (\d+) MB\)",
        pdf,
        re.M,
    )
    larger, smaller, peak, small_peak = goal.groups()
    pages = re.search(r"^   the book: (\d+) pages", pdf, re.M)[1]
    assert (
        f"{small_peak} MB at its peak for {smaller} events and {peak} MB for "
        f"{larger} ({int(pages):,} pages" in readme
    )

"""Benchmark: the whole campaign's PDF, laid out a few sessions at a time, against
WeasyPrint alone laying out one chunk of it, in the same run.

Run from anywhere (with the project's virtualenv):

    python tests/benchmarks/bench_pdf.py [--events N] [--runs R] [--check]
        [--smaller M] [--quick] [--save] [--journal COMMAND]
    python tests/benchmarks/bench_pdf.py --store FILE      # a store made before

1. Generates a Dàimon campaign of about N events (default 10,000) in-process, as
   bench_views.py does (sessions of four scenes of 50 events: about 210 events
   a session), or copies `--store FILE`. Untimed.
2. Writes, in-process and untimed, the HTML of the book's first chunk (the
   sessions `journal chronicle --all --format pdf` lays out together, as
   journal.projections.pdf_chunks cuts them): the floor. Why this floor: laying the
   pages out is nearly all the work, and one chunk is the most the journal lays
   out at once, so WeasyPrint alone on it is the least memory any chunk takes,
   and its time per chunk the least time the book takes per chunk.
3. Times, in fresh subprocesses, interleaved, R runs each (start-up included;
   through a small wrapper, the peak RSS of each child's process tree: the
   command and the worker it lays chunks out in, summed, sampled every 20 ms
   from /proc; and the largest single process's, RUSAGE_CHILDREN, as
   bench_views.py measures): `journal chronicle --all --format pdf` and
   `weasyprint.HTML(string=chunk).write_pdf()`. With --one-pass, also the same
   chronicle laid out in one pass (the chunk's budget raised past the book: what
   the journal did before), for the before/after (slow: 1.8 GiB at 10,000).

4. The same chronicle of a smaller campaign (M events, default N / 10),
   measured next to it in each run: the book's peak must not grow with the
   campaign (issue 29: the peak at 100,000 within 1.2x the peak at 10,000).

Goals (--check): every run's peak RSS of the chronicle's process tree at most
1 GiB; its highest peak at most 1.2x the smaller campaign's. --journal measures
another checkout's `journal` (a before/after). --quick (150 events against
60, one run, no warm-up) is what CI runs; --save keeps the output for the docs. Prints
min/median/max of each, the time per chunk against the floor's, the peak above
the floor's, the pages and the file's size. Exit code 0 unless --check is given
and the goal is missed. Not a pytest test: bench_*.py files are not collected.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import benchkit  # noqa: E402
from bench_views import (  # noqa: E402
    WEASYPRINT_CODE,
    child_env,
    environment,
    journal,
    journal_command,
    prepare_store,
    run,
)

# bench_views.MEASURE_CODE, and the peak of the whole process tree: the chunks
# are laid out in a worker (journal.projections.pdf_worker), which the largest
# single process (RUSAGE_CHILDREN) leaves out. Every 20 ms the RSS of the
# command and of each of its descendants (/proc/PID/task/*/children) are
# summed; also kept: the command's own peak and the largest descendant's.
# Pages two processes share (libraries; a child forked to run ldconfig while
# WeasyPrint is imported, before it execs) count in each: an upper bound.
TREE_CODE = """
import json, os, resource, subprocess, sys, time

def children(pid):
    found = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children") as file:
                found += [int(n) for n in file.read().split()]
        except OSError:
            pass
    return found

def rss_kb(pid):
    try:
        with open(f"/proc/{pid}/statm") as file:
            return int(file.read().split()[1]) * PAGE_KB
    except (OSError, IndexError):
        return 0

PAGE_KB = os.sysconf("SC_PAGE_SIZE") // 1024
start = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
tree = own = other = 0
while child.poll() is None:
    rss, todo = rss_kb(child.pid), children(child.pid)
    own, total = max(own, rss), rss
    while todo:
        pid = todo.pop()
        rss = rss_kb(pid)
        other, total = max(other, rss), total + rss
        todo += children(pid)
    tree = max(tree, total)
    time.sleep(0.02)
seconds = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"seconds": seconds, "maxrss_kb": usage.ru_maxrss,
                  "tree_kb": tree, "own_kb": own, "descendant_kb": other}))
sys.exit(child.returncode)
"""
MEMORY_GOAL_MB = 1024
GROWTH_GOAL = 1.2  # the book's peak / the smaller campaign's book's peak
# `journal` with the chunk's budget raised past any book: one pass, as before.
ONE_PASS_CODE = """
import journal.projections.pdf_chunks as chunks
chunks.CHUNK_ENTRIES = 10**12
from journal.cli import main
main()  # its arguments: sys.argv[1:]
"""


class Run(NamedTuple):
    """One command's run: seconds; the peak of its process tree, MB (the RSS
    of the command and its descendants summed, sampled; never below the
    largest single process); the largest single process's peak (RUSAGE_CHILDREN);
    the command's own peak and its largest descendant's (sampled)."""

    seconds: float
    peak: float
    single: float
    own: float
    descendant: float


def measured(command: list[str], env: dict) -> Run:
    """One child's run, through a wrapper process (TREE_CODE)."""
    done = subprocess.run(
        [sys.executable, "-c", TREE_CODE, *command],
        capture_output=True,
        text=True,
        env=env,
    )
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{done.stderr}")
    found = json.loads(done.stdout)
    single = found["maxrss_kb"] / 1024
    return Run(
        found["seconds"],
        max(found["tree_kb"] / 1024, single),
        single,
        found["own_kb"] / 1024,
        found["descendant_kb"] / 1024,
    )


def first_chunk(store: Path, html: Path) -> tuple[int, int, int]:
    """Write the first chunk's HTML; (sessions in it, sessions, chunks)."""
    from journal.bookparts import BookParts
    from journal.context import Env
    from journal.projections import pdf_chunks

    env = Env(str(store), None, "en")
    try:
        book = BookParts(env.app, None, "all", None, "en", env.stamp().at)
        front = book.front()
        chunks = list(pdf_chunks._chunked(book.parts(), pdf_chunks.CHUNK_ENTRIES))
        page, _ = pdf_chunks.chunk_html(front, chunks[0], len(chunks) == 1)
        html.write_text(page, encoding="utf-8")
        return len(chunks[0]), len(book.numbers), len(chunks)
    finally:
        env.close()


def pages_of(pdf: Path) -> int:
    from pypdf import PdfReader

    return len(PdfReader(pdf).pages)


def line(name: str, found: list[Run]) -> str:
    times = sorted(run.seconds for run in found)
    peaks = [run.peak for run in found]
    return (
        f"   {name}: min {times[0]:.1f} / median {statistics.median(times):.1f} / "
        f"max {times[-1]:.1f} s; peak RSS of the process tree min "
        f"{min(peaks):.0f} / max {max(peaks):.0f} MB\n"
        f"      one process at most {max(run.single for run in found):.0f} MB "
        f"(the command {max(run.own for run in found):.0f} MB, its largest "
        f"descendant {max(run.descendant for run in found):.0f} MB)"
    )


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--store", type=Path, help="a store generated before")
    parser.add_argument("--one-pass", action="store_true", help="the before, too")
    parser.add_argument("--check", action="store_true", help="exit 1 if it fails")
    parser.add_argument("--smaller", type=int, help="the smaller campaign (N / 10)")
    parser.add_argument("--quick", action="store_true", help="150 / 60 events, 1 run")
    parser.add_argument("--save", action="store_true", help="keep the output")
    parser.add_argument(
        "--journal", help="the journal command to measure (another checkout's)"
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.events, args.smaller, args.runs = 150, 60, 1
    if args.smaller is None:
        args.smaller = max(100, args.events // 10)
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    shown = sys.argv[1:] if argv is None else argv
    with benchkit.kept("bench_pdf", shown, args.save):
        print(f"environment: {environment()}")
        return books(args)


def books(args: argparse.Namespace) -> int:
    """Both campaigns' books and the floor, measured and reported."""
    with tempfile.TemporaryDirectory(prefix="bench-pdf-") as name:
        tmp = Path(name)
        store, env = tmp / "journal.sqlite3", child_env(tmp / "pycache")
        prepare_store(store, args.store, args.events)
        run(journal(store, "show", "Kira"), env)  # catches the read models up
        small = tmp / "smaller.sqlite3"
        prepare_store(small, None, args.smaller)
        run(journal(small, "show", "Kira"), env)
        args.small_store = small
        html = tmp / "chunk.html"
        held, sessions, chunks = first_chunk(store, html)
        print(
            f"\n{sessions} sessions in {chunks} chunks (the first: {held} sessions, "
            f"{html.stat().st_size:,} bytes of HTML); {args.runs} runs each, "
            "interleaved"
        )
        files = tmp / "book.pdf", tmp / "chunk.pdf", tmp / "one.pdf"
        found = timings(store, html, files, env, args)
        return report(found, chunks, files, args)


def timings(store: Path, html: Path, files: tuple, env: dict, args) -> dict:
    """The chronicle, the floor (and the one pass), interleaved, `args.runs` each."""
    out, alone, before = files
    line_args = ["--store", str(store), "chronicle", "--all", "--format", "pdf"]
    ours = [args.journal] if args.journal else journal_command()
    commands = {
        "ours": [*ours, *line_args, "--out", str(out)],
        "floor": [sys.executable, "-c", WEASYPRINT_CODE, str(html), str(alone)],
    }
    if args.one_pass:
        one_pass = [sys.executable, "-c", ONE_PASS_CODE, *line_args]
        commands["one"] = [*one_pass, "--out", str(before)]
    commands["smaller"] = [
        *ours,
        "--store",
        str(args.small_store),
        *line_args[2:],
        "--out",
        str(out.with_name("smaller.pdf")),
    ]
    if not args.quick:
        measured(commands["floor"], env)  # warm-up: WeasyPrint's bytecode
    found: dict[str, list] = {"ours": [], "floor": [], "one": [], "smaller": []}
    for _ in range(args.runs):
        for name, command in commands.items():
            found[name].append(measured(command, env))
    return found


def report(found: dict, chunks: int, files: tuple, args) -> int:
    ours, floor = found["ours"], found["floor"]
    out, alone, before = files
    print(line("journal chronicle --all --format pdf", ours))
    print(line("WeasyPrint alone, the first chunk (floor)", floor))
    print(line(f"the same of {args.smaller:,} events", found["smaller"]))
    if found["one"]:
        print(line("the same, laid out in one pass (before)", found["one"]))
    per_chunk = statistics.median(run.seconds for run in ours) / chunks
    base = statistics.median(run.seconds for run in floor)
    peak, floor_peak = max(run.peak for run in ours), max(run.peak for run in floor)
    print(
        f"   per chunk: {per_chunk:.1f} s, {per_chunk / base:.2f}x the floor's "
        f"{base:.1f} s; peak {peak:.0f} MB, {peak - floor_peak:+.0f} MB over the "
        f"floor's {floor_peak:.0f} MB"
    )
    print(
        f"   the book: {pages_of(out)} pages, {out.stat().st_size:,} bytes; the "
        f"chunk alone: {pages_of(alone)} pages, {alone.stat().st_size:,} bytes"
    )
    if found["one"]:
        print(f"   in one pass: {before.stat().st_size:,} bytes")
    small_peak = max(run.peak for run in found["smaller"])
    goals = [
        benchkit.Goal(
            "whole-campaign PDF peak RSS",
            peak,
            MEMORY_GOAL_MB,
            unit=" MB",
            judged="the highest peak RSS of the process tree of every run",
        ),
        benchkit.Goal(
            f"whole-campaign PDF peak, {args.events:,} / {args.smaller:,} events",
            peak / small_peak,
            GROWTH_GOAL,
            judged="the highest peak RSS of the process tree of each size",
            detail=f"{peak:.0f} / {small_peak:.0f} MB",
        ),
    ]
    print("\ngoals:")
    for goal in goals:
        print(goal.line())
    met = all(goal.met for goal in goals)
    return 1 if args.check and not met else 0


if __name__ == "__main__":
    sys.exit(main())

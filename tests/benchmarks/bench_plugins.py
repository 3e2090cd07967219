"""Benchmark: what finding a ruleset by name costs a command (issue 23).

    python tests/benchmarks/bench_plugins.py [--runs N] [--check] [--quick]

Every ruleset, the built-in ones included, is a `journal.rulesets` entry point
(journal/plugins.py). Each of these runs in a fresh Python process that first
imports the command line (`journal.cli`, as every command does), with a cache
folder of its own, then gets the Dàimon 2090 ruleset's campaign class:

    floor:    the descriptor loaded from its "module:attribute" reference,
              with no lookup at all (what a static table of the built-in
              rulesets did): the physical floor of having the ruleset
    indexed:  `ruleset("daimon2090")` through the index the journal keeps in
              the cache folder (warm: a user's every command after the first)
    scanned:  the same, the entry points read from the installed packages'
              metadata (what each command would pay without the index)

Each figure is the child's CPU time (user + system; the wall clock of a
shared machine mostly measures its neighbours). Runs are paired and interleaved
(floor, indexed, floor, scanned, ...), so the
machine's noise hits both sides of a pair alike; each figure is the ratio of
the two runs of a pair, printed as min/median/max, with the milliseconds.
Goal: indexed at most 1.05x the floor (median of the pairs' ratios).
`--check` exits 1 when the goal is missed; `--quick` (3 pairs) is what CI runs
so that the script cannot rot. Not a pytest test: bench_*.py files are not
collected.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import benchkit  # noqa: E402

GOAL = 1.05
FLOOR = (
    "import journal.cli\n"
    "from journal.domain.rulesets import load\n"
    "load('journal.domain.daimon2090.plugin:RULESET').campaign_class()\n"
)
INDEXED = (
    "import journal.cli\n"
    "from journal.domain.rulesets import ruleset\n"
    "ruleset('daimon2090').campaign_class()\n"
)
SCANNED = (
    "import journal.cli\n"
    "import journal.plugins as plugins\n"
    "point = next(d for d in plugins.scan() if d.name == 'daimon2090')\n"
    "plugins.load_declared(point).campaign_class()\n"
)


def timed(code: str, env: dict) -> float:
    """The child's CPU time (user + system), in ms: on a machine shared with
    other work the wall clock mostly measures the neighbours."""
    child = subprocess.Popen([sys.executable, "-c", code], env=env)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise SystemExit(f"a child failed ({child.returncode}):\n{code}")
    return (usage.ru_utime + usage.ru_stime) * 1000


def spread(values: list[float]) -> str:
    return (
        f"min {min(values):.3f}  median {statistics.median(values):.3f}  "
        f"max {max(values):.3f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="pairs of each kind")
    parser.add_argument("--check", action="store_true", help="exit 1 on a miss")
    parser.add_argument("--quick", action="store_true", help="3 pairs (CI)")
    parser.add_argument("--save", action="store_true", help="keep the output")
    args = parser.parse_args()
    with benchkit.kept("bench_plugins", sys.argv[1:], args.save):
        return measured(args)


def measured(args: argparse.Namespace) -> int:
    runs = 3 if args.quick else args.runs
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "XDG_CACHE_HOME": cache}
        for code in (FLOOR, INDEXED, SCANNED):  # warm: .pyc files, the index
            timed(code, env)
        times: dict[str, list[float]] = {"floor": [], "indexed": [], "scanned": []}
        ratios: dict[str, list[float]] = {"indexed": [], "scanned": []}
        for _ in range(runs):
            for name, code in (("indexed", INDEXED), ("scanned", SCANNED)):
                floor, other = timed(FLOOR, env), timed(code, env)
                times["floor"].append(floor)
                times[name].append(other)
                ratios[name].append(other / floor)
    print(f"{runs} pairs each, {os.cpu_count()} CPUs, Python {sys.version.split()[0]}")
    for name, values in times.items():
        print(f"{name:<8} CPU ms {spread(values)}")
    for name, values in ratios.items():
        print(f"{name:<8} / floor  {spread(values)}")
    median = statistics.median(ratios["indexed"])
    met = median <= GOAL
    values = ratios["indexed"]
    print(
        f"goal: plugins indexed / floor: {median:.3f}x (pairs min {min(values):.3f}, "
        f"max {max(values):.3f}); limit <= {GOAL}x, judged on CPU time, median of "
        f"{len(values)} pairs' ratios: {'met' if met else 'MISSED'}"
    )
    return 0 if met or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())

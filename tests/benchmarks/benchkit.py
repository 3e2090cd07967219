"""What every benchmark shares (issue 29): children measured on both clocks with
their peak memory, runs in pairs, each pair's ratio, goals said as met or
MISSED, and the output kept for the docs.

- `measure(command, env)`: one child through a small wrapper process, which
  reports the child's wall time, its CPU time (user + system, from os.wait4:
  the child's own, not its neighbours') and its peak RSS (the wrapper is
  small, so the child's ru_maxrss is its own, not a copy of a big parent's).
- `paired(a, b, pairs)`: A B A B ..., after one untimed warm-up of each; the
  machine is shared, so noise hits both runs of a pair alike, and each pair
  gives its own ratio (`Ratios`: min / median / max of the pairs' ratios).
- `Goal`: a figure against its limit, printed `goal: NAME: FIGURE ... met` or
  `... MISSED`, saying which figure it is judged on.
- `Output`: prints, and with `--save` keeps the run's output in
  tests/benchmarks/results/NAME.txt; `kept()` does the same for a script
  that prints its own lines. tests/benchmarks/figures.py writes
  docs/benchmarks.md's goals from those files (tests/test_journal/
  test_bench_docs.py fails when the docs are not what it writes).
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
RESULTS = HERE / "results"

# Runs a command and reports it: wall seconds, the child's CPU seconds and peak
# RSS (os.wait4: its own rusage). With HEAD > 0 it reads that many lines of the
# child's output, then closes the pipe (as `head` does) and waits for it.
MEASURE_CODE = r"""
import json, os, subprocess, sys, time
head = int(sys.argv[1])
stdin = open(sys.argv[2], "rb") if sys.argv[2] else subprocess.DEVNULL
out = subprocess.PIPE if head else subprocess.DEVNULL
start = time.perf_counter()
child = subprocess.Popen(sys.argv[3:], stdin=stdin, stdout=out,
                         stderr=subprocess.PIPE if not head else subprocess.DEVNULL)
if head:
    for _ in range(head):
        if not child.stdout.readline():
            break
    child.stdout.close()
    err = b""
else:
    err = child.stderr.read()
_, status, usage = os.wait4(child.pid, 0)
wall = time.perf_counter() - start
code = os.waitstatus_to_exitcode(status)
print(json.dumps({"wall": wall, "cpu": usage.ru_utime + usage.ru_stime,
                  "kb": usage.ru_maxrss, "code": code,
                  "err": err.decode("utf-8", "replace")[-2000:]}))
"""


@dataclass
class Run:
    """One child's figures: seconds on the wall clock, CPU seconds, peak MB."""

    wall: float
    cpu: float
    mb: float

    def clock(self, name: str) -> float:
        return self.cpu if name == "cpu" else self.wall


def measure(
    command: list[str],
    env: dict[str, str] | None = None,
    head: int = 0,
    stdin: Path | None = None,
    ok: Iterable[int] = (0,),
) -> Run:
    """Run `command` once, through the wrapper; stop the benchmark if it fails
    (an exit code outside `ok`; with `head`, a closed pipe is no failure)."""
    wrapper = [sys.executable, "-c", MEASURE_CODE, str(head), str(stdin or "")]
    done = subprocess.run(
        [*wrapper, *command],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
    )
    if done.returncode != 0:
        sys.exit(f"the wrapper failed: {' '.join(command)}\n{done.stderr}")
    found = json.loads(done.stdout)
    if not head and found["code"] not in ok:
        sys.exit(f"failed ({found['code']}): {' '.join(command)}\n{found['err']}")
    return Run(found["wall"], found["cpu"], found["kb"] / 1024)


def run(command: list[str], env: dict[str, str] | None = None) -> str:
    """Run untimed (a set-up step); its output. Stops the benchmark on failure."""
    done = subprocess.run(
        command, capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL
    )
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{done.stderr[-3000:]}")
    return done.stdout


def paired(
    first: Callable[[], Run], second: Callable[[], Run], pairs: int, warm: bool = True
) -> list[tuple[Run, Run]]:
    """A B A B ...: `pairs` pairs, after one untimed run of each (bytecode,
    caches)."""
    if warm:
        first(), second()
    return [(first(), second()) for _ in range(pairs)]


class Ratios:
    """Each pair's ratio (first / second) on one clock: min / median / max."""

    def __init__(self, pairs: list[tuple[Run, Run]], clock: str = "cpu") -> None:
        self.clock = clock
        self.values = [a.clock(clock) / b.clock(clock) for a, b in pairs]

    @property
    def median(self) -> float:
        return statistics.median(self.values)

    def __str__(self) -> str:
        v = self.values
        return (
            f"{min(v):.2f} / {statistics.median(v):.2f} / {max(v):.2f}x "
            f"({self.clock}, min / median / max of {len(v)} pairs)"
        )


def spread(values: Iterable[float], scale: float = 1000, unit: str = "ms") -> str:
    """'min 12.3 / median 13.0 / max 15.2 ms'."""
    v = [x * scale for x in values]
    digits = 1 if max(v) < 1000 else 0
    return (
        f"min {min(v):.{digits}f} / median {statistics.median(v):.{digits}f} / "
        f"max {max(v):.{digits}f} {unit}"
    )


def describe(name: str, runs: list[Run]) -> str:
    """A command's figures on both clocks, and its peak memory."""
    return (
        f"{name}: CPU {spread(r.cpu for r in runs)}; wall "
        f"{spread(r.wall for r in runs)}; peak RSS {max(r.mb for r in runs):.0f} MB"
    )


def describe_pairs(names: tuple[str, str], pairs: list[tuple[Run, Run]]) -> list[str]:
    """Both sides of a paired measure, and each clock's ratios."""
    return [
        describe(names[0], [a for a, _ in pairs]),
        describe(names[1], [b for _, b in pairs]),
        f"{names[0]} / {names[1]}: {Ratios(pairs, 'cpu')}; {Ratios(pairs, 'wall')}",
    ]


@dataclass
class Goal:
    """A figure against its limit; `judged` says which figure it is."""

    name: str
    figure: float
    limit: float
    unit: str = "x"
    judged: str = "CPU time, median of the pairs' ratios"
    at_most: bool = True
    detail: str = ""

    @property
    def met(self) -> bool:
        return self.figure <= self.limit if self.at_most else self.figure >= self.limit

    def line(self) -> str:
        sign = "<=" if self.at_most else ">="
        detail = f" ({self.detail})" if self.detail else ""
        verdict = "met" if self.met else "MISSED"
        return (
            f"goal: {self.name}: {self.figure:.2f}{self.unit}{detail}; limit "
            f"{sign} {self.limit:g}{self.unit}, judged on {self.judged}: {verdict}"
        )


def memory_goal(name: str, runs: list[Run], limit: float) -> Goal:
    return Goal(
        name,
        max(r.mb for r in runs),
        limit,
        unit=" MB",
        judged="the highest peak RSS of every run",
    )


def ratio_goal(
    name: str,
    pairs: list[tuple[Run, Run]],
    limit: float,
    clock: str = "cpu",
    at_most: bool = True,
) -> Goal:
    ratios = Ratios(pairs, clock)
    values = ratios.values
    return Goal(
        name,
        ratios.median,
        limit,
        judged=f"{'CPU' if clock == 'cpu' else 'wall'} time, median of "
        f"{len(values)} pairs' ratios",
        at_most=at_most,
        detail=f"pairs min {min(values):.2f}, max {max(values):.2f}",
    )


class Output:
    """Prints each line; `save()` keeps them all in results/NAME.txt."""

    def __init__(self, name: str, argv: list[str]) -> None:
        self.name = name
        self.lines: list[str] = []
        self.say(f"{name} {' '.join(argv)}".rstrip())
        self.say(f"run: {datetime.date.today().isoformat()}, {environment()}")

    def say(self, *lines: str) -> None:
        for line in lines:
            print(line, flush=True)
            self.lines.append(line)

    def goals(self, goals: list[Goal]) -> bool:
        """Print every goal; whether all are met."""
        self.say("", "goals:")
        for goal in goals:
            self.say(goal.line())
        return all(goal.met for goal in goals)

    def save(self) -> Path:
        RESULTS.mkdir(exist_ok=True)
        path = RESULTS / f"{self.name}.txt"
        path.write_text("\n".join(self.lines) + "\n", encoding="utf-8")
        return path


class _Tee:
    """Standard output, every piece written kept too."""

    def __init__(self, target) -> None:
        self.target, self.pieces = target, []

    def write(self, piece: str) -> int:
        self.pieces.append(piece)
        return self.target.write(piece)

    def flush(self) -> None:
        self.target.flush()


@contextmanager
def kept(name: str, argv: list[str], save: bool) -> Iterator[None]:
    """For a script that prints its own lines: `Output`'s header (its name and
    arguments, the run's date and machine), and with `save` all it printed
    kept by `Output.save` when the script ends (a failure's output too: what
    it printed before)."""
    out = Output(name, argv)
    tee = _Tee(sys.stdout)
    try:
        with redirect_stdout(tee):
            yield
    finally:
        if save:
            out.lines += "".join(tee.pieces).splitlines()
            out.save()


def environment() -> str:
    import importlib.metadata

    version = importlib.metadata.version("eventsourcing")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"Python {platform.python_version()}, eventsourcing {version}, "
        f"{os.cpu_count()} CPUs (load {load:.1f} at the start), {platform.system()}"
    )


def journal_command() -> list[str]:
    """The `journal` script next to this Python, else `python -m journal`."""
    script = Path(sys.executable).parent / "journal"
    return [str(script)] if script.exists() else [sys.executable, "-m", "journal"]


def journal(store: Path | str, *args: str) -> list[str]:
    return [*journal_command(), "--store", str(store), *args]


def child_env(folder: Path) -> dict[str, str]:
    """The children's environment: bytecode cached in `folder` (as an installed
    journal has it, even where PYTHONDONTWRITEBYTECODE is set), anchors and
    caches kept there too, no JOURNAL_* of the caller's."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JOURNAL_")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(folder / "pycache")
    env["JOURNAL_USER"] = "bench"
    env["JOURNAL_ANCHORS"] = str(folder / "anchors")
    env["XDG_CACHE_HOME"] = str(folder / "cache")
    env["XDG_CONFIG_HOME"] = str(folder / "config")  # no signing key of the caller's
    return env

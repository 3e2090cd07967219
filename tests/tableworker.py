"""One player's laptop, for the tests of a shared store: a process that records
COUNT commands through the real command line (in this process, one after the
other, each opening the store afresh as `journal` does) and prints a summary.

    python tests/tableworker.py STORE COUNT SEED [READ_EVERY]

The commands are Riserva awards and spends and Prove committing Riserva, on the
characters of the `ready` table, so some are refused when a character has no
Riserva left; every READ_EVERY-th command a `show` reads the sheet (catching the
read models up while others do the same).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from click.testing import CliRunner  # noqa: E402

from journal.cli import cli  # noqa: E402


def command(rng: random.Random) -> list[str]:
    name = rng.choice(["Kira", "Dario"])
    kind = rng.choices(["award", "spend", "roll"], weights=[4, 2, 4])[0]
    if kind == "award":
        return ["reserve", "award", name, str(rng.randint(1, 2)), "--reason", "danger"]
    if kind == "spend":
        return ["reserve", "spend", name, str(rng.randint(1, 3)), "--for", "x"]
    reserve, seed = str(rng.randint(0, 2)), str(rng.randint(0, 10**6))
    roll = ["roll", name, "--char", "agilita", "--target", "2"]
    return [*roll, "--reserve", reserve, "--seed", seed]


def run(store: str, count: int, seed: int, read_every: int) -> dict:
    rng, runner = random.Random(seed), CliRunner()
    summary = {"acknowledged": 0, "ids": [], "retries": 0, "refusals": 0}
    summary.update({"gave_up": 0, "reads": 0, "failures": []})
    for number in range(1, count + 1):
        result = runner.invoke(cli, ["--store", store, *command(rng), "--json"])
        tally(summary, result)
        if read_every and number % read_every == 0:
            read = runner.invoke(cli, ["--store", store, "show", "Kira", "--json"])
            summary["reads"] += 1
            if read.exit_code:
                summary["failures"].append(read.output)
    return summary


def tally(summary: dict, result) -> None:
    for line in result.stderr.splitlines():
        if line.startswith("note: others recorded"):
            summary["retries"] += int(line.rsplit("attempt ", 1)[1].rstrip(")")) - 1
    said = json.loads(result.stdout) if result.stdout.startswith(("{", "[")) else {}
    if result.exit_code == 0:
        summary["acknowledged"] += 1
        summary["ids"] += [event["id"] for event in said]
    elif result.exit_code == 1 and "refused" in said:  # --json: refusals are JSON
        summary["refusals"] += 1
    elif "someone else recorded" in said.get("error", ""):
        summary["gave_up"] += 1
    else:
        summary["failures"].append(repr((result.exit_code, result.output)))
    if "Traceback" in result.output or not isinstance(
        result.exception, SystemExit | type(None)
    ):
        summary["failures"].append(f"{result.output} {result.exception!r}")


if __name__ == "__main__":
    store, count, seed, *rest = sys.argv[1:]
    summary = run(store, int(count), int(seed), int(rest[0]) if rest else 0)
    print(json.dumps(summary))

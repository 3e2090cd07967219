"""Print a pip constraints file pinning every dependency to its floor.

Each requirement of pyproject.toml (the build's, the project's and its
extras') names the oldest version that works with `>=`; CI's floors job
(.ci/floors) installs exactly those and runs the tests, so a floor that no
longer works fails CI instead of a user's install.

    python .ci/floors.py > constraints.txt
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REQUIREMENT = re.compile(r"^\s*([A-Za-z0-9._-]+)(\[[^\]]*\])?\s*(.*)$")


def floors(pyproject: dict) -> dict[str, str]:
    project = pyproject["project"]
    wanted = list(pyproject.get("build-system", {}).get("requires", []))
    wanted += project.get("dependencies", [])
    for extra in project.get("optional-dependencies", {}).values():
        wanted += extra
    found: dict[str, str] = {}
    for requirement in wanted:
        name, _, specifiers = REQUIREMENT.match(requirement).groups()
        if name.lower() == project["name"].lower():
            continue  # the project's own extras, listed above anyway
        floor = next(
            (s.strip()[2:].strip() for s in specifiers.split(",") if ">=" in s), None
        )
        if floor is None:
            sys.exit(f"{requirement!r} names no floor (>=): every dependency needs one")
        found[name.lower()] = floor
    return found


def main() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    for name, floor in sorted(floors(pyproject).items()):
        print(f"{name}=={floor}")


if __name__ == "__main__":
    main()

"""CI runs what the README says, and the floors job pins what pyproject.toml
declares: a dependency without a floor, or a README command CI does not run,
fails here first."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ci_runs_the_readmes_second_command_and_the_floors_job():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    second = re.findall(r"```sh\n(.*?)\n```", readme, re.S)[1]
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert second.replace("pip install ", "pip install -q ") in run.replace("\\\n", "")
    assert ".ci/floors" in run and "pytest" in second


def test_the_floors_are_every_requirement_pinned_at_its_floor():
    done = subprocess.run(
        [sys.executable, str(ROOT / ".ci" / "floors.py")],
        capture_output=True,
        text=True,
        check=True,
    )
    pinned = dict(line.split("==") for line in done.stdout.split())
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project = pyproject["project"]
    declared = [
        *pyproject["build-system"]["requires"],
        *project["dependencies"],
        *(r for extra in project["optional-dependencies"].values() for r in extra),
    ]
    names = {
        re.match(r"[A-Za-z0-9._-]+", r).group(0).lower()
        for r in declared
        if not r.startswith("journal[")
    }
    assert set(pinned) == names
    assert pinned["weasyprint"] == "68" and pinned["setuptools"] == "68"

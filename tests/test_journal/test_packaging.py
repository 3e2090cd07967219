"""The journal as a Python packager sees it: one wheel whose only top-level
name is `journal`, with every template, sample and ruleset in it, that installs
into a fresh virtualenv and runs there as a user runs it.

Slow (a wheel is built and installed with its dependencies, about a minute
with pip's cache warm); marked `slow` so that `-m "not slow"` leaves it out of
a quick local run. CI runs it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import venv
import zipfile
from importlib.metadata import version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


SCRATCH = {".venv", "__pycache__", ".hypothesis", ".pytest_cache", ".ruff_cache"}
SCRATCH |= {"build", "dist", ".git"}


def tracked() -> list[str]:
    """The files git tracks or would track (untracked, not ignored), as paths;
    in a copy of the tree without git (CI's floors job), every file but the
    scratch a run leaves."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if listed.returncode == 0:
        found = listed.stdout.split("\0")
        return [path for path in found if path and (ROOT / path).exists()]
    return [
        path.relative_to(ROOT).as_posix()
        for path in ROOT.rglob("*")
        if path.is_file()
        and not SCRATCH & set(path.relative_to(ROOT).parts)
        and not any(part.endswith(".egg-info") for part in path.parts)
    ]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built from a copy of the tree (pip builds in the tree it is
    given, and the developer's tree stays as it is)."""
    source, out = tmp_path_factory.mktemp("src"), tmp_path_factory.mktemp("wheel")
    for path in tracked():
        (source / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / path, source / path)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out)]
        + [str(source)],
        check=True,
        capture_output=True,
    )
    (found,) = out.glob("journal-*.whl")
    return found


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh virtualenv with the wheel and its dependencies: its bin folder."""
    home = tmp_path_factory.mktemp("venv")
    venv.create(home, with_pip=True)
    subprocess.run(
        [str(home / "bin" / "python"), "-m", "pip", "install", "-q", str(wheel)],
        check=True,
        capture_output=True,
    )
    return home / "bin"


def test_the_wheel_holds_one_top_level_name_and_everything_under_it(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names}
    assert tops == {"journal", f"journal-{version('journal')}.dist-info"}
    # Every file of the mapped folders, under journal/ (code and data alike).
    folders = ("journal/", "domain/", "projections/", "templates/", "campaigns/")
    moved = {
        path if path.startswith("journal/") else f"journal/{path}"
        for path in tracked()
        if path.startswith(folders) and "__pycache__" not in path
    }
    assert moved <= set(names), sorted(moved - set(names))[:5]
    points = zipfile.ZipFile(wheel).read(
        f"journal-{version('journal')}.dist-info/entry_points.txt"
    )
    assert b"daimon2090 = journal.domain.daimon2090.plugin:RULESET" in points


def test_a_fresh_virtualenv_runs_the_sample(installed, tmp_path):
    journal = str(installed / "journal")
    said = subprocess.run([journal, "--version"], capture_output=True, text=True)
    assert said.stdout.strip() == f"journal, version {version('journal')}"
    listed = subprocess.run(
        [journal, "--store", str(tmp_path / "s.sqlite3"), "rulesets", "--json"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert listed.count('"origin": "built in"') == 5
    done = subprocess.run(
        [journal, "sample", "--out", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    for name in ("chronicle.md", "chronicle.pdf", "chronicle.it.md"):
        assert (tmp_path / "out" / name).stat().st_size > 1000, name
    # Nothing of the repository was on its path: only the installed package.
    where = subprocess.run(
        [str(installed / "python"), "-c", "import journal; print(journal.__file__)"],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    ).stdout
    assert str(installed.parent) in where and str(ROOT) not in where


def test_the_installed_journal_speaks_italian(installed, tmp_path):
    # The compiled catalogues are in the wheel: the system locale is enough.
    said = subprocess.run(
        [str(installed / "journal"), "session", "--bogus"],
        capture_output=True,
        text=True,
        env={"LANG": "it_IT.UTF-8", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert said.returncode == 2
    assert said.stderr.splitlines()[-1] == "Errore: Nessuna opzione '--bogus'."

"""Rulesets are plug-ins: the core knows none, and one from another package works.

`tests/data/plugins/` holds two installed-looking packages (a `.dist-info` each
registering a `journal.rulesets` entry point): `journal-coin`, a coin-flip
ruleset with one track, and `journal-broken`, whose code cannot be imported.
The journal runs in a subprocess with that folder on its path, as it would with
the packages installed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from journal.plugins import built_in

PLUGINS = Path(__file__).resolve().parents[1] / "data" / "plugins"
SAMPLE = Path(__file__).resolve().parents[2] / "campaigns" / "ombre-su-milano"


class Shell:
    """`journal` as a user runs it, in a fresh process, on one store."""

    def __init__(self, store: Path, folder: Path) -> None:
        self.store, self.folder = store, folder
        path = os.pathsep.join([str(PLUGINS), os.environ.get("PYTHONPATH", "")])
        self.env = {**os.environ, "PYTHONPATH": path, "JOURNAL_USER": "test"}

    def run(self, *args: str, expect: int = 0) -> subprocess.CompletedProcess:
        done = subprocess.run(
            [sys.executable, "-m", "journal", "--store", str(self.store), *args],
            capture_output=True,
            text=True,
            env=self.env,
            cwd=self.folder,
        )
        assert done.returncode == expect, (args, done.stdout, done.stderr)
        assert "Traceback" not in done.stderr
        return done

    def json(self, *args: str):
        return json.loads(self.run(*args, "--json").stdout)


@pytest.fixture
def shell(tmp_path: Path) -> Shell:
    (tmp_path / "ada.toml").write_text('name = "Ada"\nplayer = "Ana"\nfortuna = 1\n')
    return Shell(tmp_path / "journal.sqlite3", tmp_path)


def test_the_core_imports_no_ruleset():
    # Every core module, the command line's included, and not one ruleset module.
    core = [
        "journal.domain.campaign",
        "journal.domain.events",
        "journal.domain.state",
        "journal.domain.voiding",
        "journal.domain.rulesets",
        "journal.domain.notation",
        "journal.domain.table",
        "journal.cli",
        "journal.app",
        "journal.plugins",
        "journal.commands.play",
        "journal.commands.read",
        "journal.commands.table",
        "journal.commands.character",
        "journal.projections.chronicle_book",
        "journal.projections.render",
        "journal.projections.why",
        "journal.projections.diff",
        "journal.projections.views",
        "journal.projections.status",
        "journal.projections.logdocs",
    ]
    names = [*built_in(), "coin"]
    code = (
        f"import importlib, sys\nfor m in {core!r}: importlib.import_module(m)\n"
        f"print(sorted(m for m in sys.modules if any(n in m for n in {names!r})))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"


def test_a_ruleset_from_another_package_works_end_to_end(shell, tmp_path):
    # A table plays "Testa o croce": no line of the journal knows it.
    shell.run("campaign", "new", "Monete", "--ruleset", "coin")
    shell.run("player", "add", "Ana")
    shell.run("character", "create", "--from", "ada.toml")
    shell.run("session", "start", "--date", "2026-11-20")
    shell.run("scene", "start", "Il ponte")
    heads = shell.run("roll", "Ada", "--dice", "2").stdout
    assert "Ada flips the coin: testa" in heads
    (flip,) = shell.json("lancia", "Ada", "--dice", "2")  # its Italian alias
    assert flip["type"] == "CoinFlipped" and flip["face"] == 2
    assert shell.json("show", "Ada")["tracks"]["fortuna"] == {
        "value": 3,
        "min": 0,
        "max": 3,
    }
    # Its track moves freely with the core's commands, within its bounds.
    shell.run("track", "spend", "Ada", "fortuna", "2", "--reason", "un ponte crolla")
    refused = shell.run("track", "spend", "Ada", "luck", "2", expect=1).stderr
    assert refused.startswith("refused: Ada's fortuna would be -1, below its minimum 0")
    shell.run("void", flip["id"], "--reason", "the coin fell off the table")
    shell.run("scene", "end")
    shell.run("session", "end")
    now = shell.json("show", "Ada")
    assert now["fortuna"] == 0 and now["ruleset"] == "coin"  # 1 +1 (−1 void) −2
    assert shell.json("show", "Ada", "--as-of", "scene:1")["fortuna"] == 0
    assert [row["delta"] for row in shell.json("why", "Ada", "fortuna")] == [1, 1, -2]
    _chronicles(shell, tmp_path)


def _chronicles(shell: Shell, tmp_path: Path) -> None:
    shell.run("chronicle", "--format", "md", "--out", "c.md", "--lang", "it")
    markdown = (tmp_path / "c.md").read_text()
    assert "**Ada** lancia la moneta: testa" in markdown
    assert "~~**Ada** lancia la moneta: testa~~" in markdown  # the voided flip
    assert "Dadi (1, inseriti): **`2`** — testa" in markdown
    assert "*Fortuna durante la sessione (Ada): 1 → 2 → 0*" in markdown
    shell.run("chronicle", "--format", "pdf", "--out", "c.pdf")
    text = subprocess.run(
        ["pdftotext", str(tmp_path / "c.pdf"), "-"], capture_output=True, text=True
    ).stdout
    assert "Ada flips the coin: testa" in " ".join(text.split())


def test_campaigns_of_two_rulesets_side_by_side(shell):
    shell.run("campaign", "new", "Ombre", "--ruleset", "daimon2090")
    shell.run("player", "add", "Ana")
    shell.run("character", "create", "--from", str(SAMPLE / "kira.toml"))
    shell.run("campaign", "new", "Monete", "--ruleset", "coin")
    shell.run("player", "add", "Ana")
    shell.run("character", "create", "--from", "ada.toml")
    assert shell.json("--campaign", "Ombre", "show", "Kira")["reserve"] == 7
    assert shell.json("--campaign", "Monete", "show", "Ada")["fortuna"] == 1
    # Each campaign's `roll` is its own ruleset's.
    prova = shell.run("--campaign", "Ombre", "roll", "--help").stdout
    coin = shell.run("--campaign", "Monete", "roll", "--help").stdout
    assert "Prova" in prova and "Flip the coin" in coin
    listed = {r["name"]: r for r in shell.json("rulesets")}
    assert set(built_in()) <= set(listed)
    assert listed["coin"]["origin"] == "package journal-coin 0.1"
    assert listed["daimon2090"]["origin"] == "built in"


def test_an_unknown_ruleset_is_refused_with_the_known_ones(shell):
    done = shell.run("campaign", "new", "X", "--ruleset", "gurps", expect=2)
    known = "known rulesets: azioni, brp, daimon2090, fdt, microd6, coin"
    assert f"no ruleset called 'gurps'; {known}" in done.stderr
    assert not shell.store.exists()


def test_a_broken_package_is_one_line_and_breaks_nothing_else(shell):
    shell.run("campaign", "new", "Ombre")
    shell.run("player", "add", "Ana")
    done = shell.run("rulesets")
    warning = [line for line in done.stderr.splitlines() if "broken" in line]
    assert warning == [
        "warning: the ruleset 'broken' of journal-broken 0.2 cannot be loaded: "
        "ModuleNotFoundError: No module named 'journal_broken_missing_dependency'"
    ]
    assert "coin" in done.stdout
    refused = shell.run("campaign", "new", "Y", "--ruleset", "broken", expect=1)
    assert refused.stderr.count("\n") == 1 and "journal-broken 0.2" in refused.stderr
    shell.run("character", "create", "--from", str(SAMPLE / "kira.toml"))
    assert shell.json("show", "Kira")["reserve"] == 7

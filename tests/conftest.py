"""Shared fixtures: a table with a fresh store, driven through the real CLI."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from journal.cli import cli

SAMPLE = Path(__file__).resolve().parent.parent / "campaigns" / "ombre-su-milano"


class Table:
    """A gaming table recording into its own store through `journal` commands."""

    def __init__(self, store: Path) -> None:
        self.store = store
        self.runner = CliRunner()

    def run(self, *args: str, expect: int | None = 0):
        result = self.runner.invoke(cli, ["--store", str(self.store), *args])
        if expect is not None:
            assert result.exit_code == expect, (result.output, result.stderr)
        return result

    def json(self, *args: str):
        return json.loads(self.run(*args, "--json").stdout)

    def event_count(self) -> int:
        with sqlite3.connect(self.store) as db:
            return db.execute("select count(*) from stored_events").fetchone()[0]

    def refused(self, *args: str) -> str:
        """Run a command that must be refused: exit 1, one line, nothing recorded."""
        before = self.event_count()
        result = self.run(*args, expect=1)
        assert self.event_count() == before
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("refused: "), result.stderr
        assert "Traceback" not in result.output
        return lines[0]


@pytest.fixture
def table(tmp_path: Path) -> Table:
    return Table(tmp_path / "journal.sqlite3")


@pytest.fixture
def ready(table: Table) -> Table:
    """Two characters, an adventure, session 1 and scene 1 open."""
    table.run("campaign", "new", "Ombre su Milano")
    table.run("player", "add", "Ana", "Bruno")
    table.run("character", "create", "--from", str(SAMPLE / "kira.toml"))
    table.run("character", "create", "--from", str(SAMPLE / "dario.toml"))
    table.run("adventure", "start", "Il furto")
    table.run("session", "start", "--date", "2026-11-20")
    table.run("scene", "start", "Il molo")
    return table


@pytest.fixture
def sample_dir() -> Path:
    return SAMPLE

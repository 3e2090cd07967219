"""Shared fixtures: a table with a fresh store, driven through the real CLI."""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import settings

from journal.cli import cli
from tests.pgserver import PgStore

# No per-example deadline: CI runs two suites on two cores, and a property that
# took 520 ms against hypothesis's 200 ms once failed there as "Flaky". Speed is
# the benchmarks' to judge (tests/benchmarks/), never a test's.
settings.register_profile("journal", deadline=None)
settings.load_profile("journal")

SAMPLE = Path(__file__).resolve().parent.parent / "campaigns" / "ombre-su-milano"
# What the journal keeps outside a store (journal.anchors) never goes to the
# developer's own folder; each test has its own (the `anchors` fixture).
os.environ["JOURNAL_ANCHORS"] = tempfile.mkdtemp(prefix="journal-anchors-")
os.environ["JOURNAL_KEYS"] = tempfile.mkdtemp(prefix="journal-keys-")  # none in use
os.environ.pop("JOURNAL_KEY", None)
# The tests read English unless they ask for Italian, whatever the machine's
# locale (journal.i18n: $JOURNAL_LANG comes before $LANG).
os.environ["JOURNAL_LANG"] = "en"


@pytest.fixture(autouse=True)
def english_words():
    """Each test starts in English (journal.i18n keeps the language a command
    chose for the process: a test after an Italian one would inherit it)."""
    from journal import i18n

    i18n.set_language("en", "default")
    yield
    i18n.set_language("en", "default")


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

    def app_env(self) -> dict:
        """The eventsourcing environment of this table's store."""
        return {
            "PERSISTENCE_MODULE": "journal.stores.sqlite:SQLiteStoreFactory",
            "SQLITE_DBNAME": str(self.store),
        }

    def event_count(self) -> int:
        with sqlite3.connect(self.store) as db:
            return db.execute("select count(*) from stored_events").fetchone()[0]

    def refused(self, *args: str) -> str:
        """Run a command that must be refused: exit 1, one line, nothing recorded."""
        before = self.event_count()
        result = self.run(*args, expect=1)
        assert self.event_count() == before
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1, result.stderr
        assert lines[0].startswith(("refused: ", "rifiutato: ")), result.stderr
        assert "Traceback" not in result.output
        return lines[0]


class PgTable(PgStore, Table):
    """The same table recording into a database of the test server."""


# The CLI scenario modules that run on PostgreSQL too: every test in a module of
# one of these names (under tests/, any ruleset's folder included) that uses the
# `table` or `ready` fixture runs twice, [sqlite] and [postgres].
ON_POSTGRES = {
    "test_cli",  # µD6 and "Le azioni" at the table
    "test_scenarios",  # Basic Roleplaying and Fuori dal Tempo at the table
    "test_concurrency",
    "test_confront",
    "test_economy",
    "test_eventlog",
    "test_evo",
    "test_fight",
    "test_health",
    "test_chronicles",
    "test_logdocs",
    "test_hostile_input",
    "test_replay_audit",
    "test_enhancements",
    "test_oracle",
    "test_refusals",
    "test_resources",
    "test_session_arithmetic",
    "test_slices",
    "test_techlog",
    "test_transfer_pages",
    "test_replacement",
    "test_views",
    "test_watch",
    "test_obsidian_watch",
}


def pytest_generate_tests(metafunc) -> None:
    if "store_kind" in metafunc.fixturenames:
        on_postgres = Path(metafunc.module.__file__).stem in ON_POSTGRES
        kinds = ["sqlite", "postgres"] if on_postgres else ["sqlite"]
        metafunc.parametrize("store_kind", kinds, indirect=True)


@pytest.fixture(autouse=True)
def anchors(tmp_path_factory, monkeypatch) -> Path:
    """This test's own anchors folder: the fingerprints it prints, its findings."""
    folder = tmp_path_factory.mktemp("anchors")
    monkeypatch.setenv("JOURNAL_ANCHORS", str(folder))
    monkeypatch.setenv("JOURNAL_KEYS", str(tmp_path_factory.mktemp("keys")))
    return folder


@pytest.fixture
def store_kind(request) -> str:
    return request.param


@pytest.fixture(scope="session")
def pg_server():
    """A throwaway PostgreSQL server for the whole test session (tests/pgserver.py)."""
    from tests.pgserver import Server

    server = Server().start()
    SERVERS.append(server)
    yield server
    SERVERS.remove(server)
    server.stop()


SERVERS: list = []  # the session's PostgreSQL server, once a test has asked for it


@pytest.fixture(autouse=True)
def pg_databases_dropped():
    """The databases a test made are dropped when it ends (templates are kept)."""
    yield
    for server in SERVERS:
        server.drop_made()


@pytest.fixture
def pg_url(pg_server) -> str:
    """The URL of a fresh, empty database on the test server."""
    return pg_server.url(pg_server.new_database())


@pytest.fixture
def table(request, tmp_path: Path, store_kind: str) -> Table:
    if store_kind == "postgres":
        server = request.getfixturevalue("pg_server")
        return PgTable(server)
    return Table(tmp_path / "journal.sqlite3")


def play_ready(table: Table) -> Table:
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
def ready(request, table: Table) -> Table:
    """Two characters, an adventure, session 1 and scene 1 open (on PostgreSQL: a
    copy of a database the session played that way once, to save time)."""
    if isinstance(table, PgTable):
        return table.copy_of(request.getfixturevalue("pg_ready_template"))
    return play_ready(table)


@pytest.fixture(scope="session")
def pg_ready_template(pg_server) -> str:
    return pg_server.keep(play_ready(PgTable(pg_server)).dbname)


@pytest.fixture
def sample_dir() -> Path:
    return SAMPLE

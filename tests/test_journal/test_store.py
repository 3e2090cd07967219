"""Where the events live: the store file, its permissions, and how it is chosen."""

from __future__ import annotations

import stat

import pytest
from click.testing import CliRunner

from journal.cli import cli


def test_a_new_store_is_readable_by_its_owner_only(table):
    table.run("campaign", "new", "Privata")
    assert stat.S_IMODE(table.store.stat().st_mode) == 0o600


def test_the_store_comes_from_the_environment_when_no_option_is_given(tmp_path):
    store = tmp_path / "env.sqlite3"
    runner = CliRunner(env={"JOURNAL_STORE": str(store)})
    assert runner.invoke(cli, ["campaign", "new", "Da env"]).exit_code == 0
    assert store.exists()
    other = tmp_path / "option.sqlite3"
    assert (
        runner.invoke(cli, ["--store", str(other), "campaign", "list"]).exit_code == 1
    )
    assert not other.exists()  # reading never creates a store


def test_the_default_store_is_in_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("JOURNAL_STORE", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path))
    result = CliRunner().invoke(cli, ["campaign", "new", "Predefinita"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "data" / "journal" / "journal.sqlite3").exists()


def test_reading_a_missing_store_is_refused_in_one_line(tmp_path):
    result = CliRunner().invoke(cli, ["--store", str(tmp_path / "no.db"), "log"])
    assert result.exit_code == 1
    assert result.stderr.startswith("refused: no journal store at ")


def test_a_file_that_is_not_a_store_gives_one_line_not_a_traceback(tmp_path):
    bogus = tmp_path / "notes.txt"
    bogus.write_text("just some notes, not a database\n" * 50)
    result = CliRunner().invoke(cli, ["--store", str(bogus), "campaign", "list"])
    assert result.exit_code == 1
    assert result.stderr.startswith("error: the store cannot be used")
    assert "Traceback" not in result.output


def test_campaigns_are_chosen_by_option_environment_or_use(table):
    table.run("campaign", "new", "Prima")
    table.run("campaign", "new", "Seconda")
    assert table.run("campaign", "list").stdout.splitlines() == [
        "  Prima  (daimon2090)",
        "* Seconda  (daimon2090)",
    ]
    table.run("campaign", "use", "prima")
    table.run("player", "add", "Ana")
    table.run("--campaign", "Seconda", "player", "add", "Bruno")
    firsts = table.json("--campaign", "Prima", "log")
    assert [e.get("player") for e in firsts if e["type"] == "PlayerJoined"] == ["Ana"]
    assert "Nessuna" in table.refused("--campaign", "Nessuna", "log")


def test_two_tables_recording_at_once_cannot_both_win(ready):
    # Two processes load the campaign, both record; the second save must fail
    # whole (optimistic concurrency) and the CLI says so in one line.
    from eventsourcing.persistence import IntegrityError

    from journal.context import Env
    from journal.failures import describe_failure
    from journal.store import open_app

    first, second = (open_app(ready.store, create=False) for _ in range(2))
    stamp = Env(None, None, "en").stamp()
    one, two = first.load(None), second.load(None)
    one.award("Kira", 1, None, stamp)
    two.spend_reserve("Kira", 2, "x", stamp)
    first.save(one)
    before = ready.event_count()
    with pytest.raises(IntegrityError) as error:
        second.save(two)
    assert ready.event_count() == before
    assert "at the same moment" in describe_failure(error.value)

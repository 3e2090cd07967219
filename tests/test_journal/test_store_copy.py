"""`journal store copy SRC DST`: a whole store from SQLite to PostgreSQL and back,
verified, into an empty target only."""

from __future__ import annotations

import json

from click.testing import CliRunner

from journal.cli import cli
from journal.context import Env
from journal.stores import open_store

STAMP = Env(None, None, "en").stamp()


def journal(store: str, *args: str):
    result = CliRunner().invoke(cli, ["--store", store, *args])
    assert result.exit_code == 0, result.output
    return result.stdout


def copy(src: str, dst: str, expect: int = 0):
    result = CliRunner().invoke(cli, ["store", "copy", src, dst])
    assert result.exit_code == expect, result.output
    return result


def what_a_table_sees(store: str) -> dict:
    def read(*args: str):
        return json.loads(journal(store, *args, "--json"))

    return {
        "log": read("log"),
        "sheets": [read("show", name) for name in ("Kira", "Dario")],
        "then": read("show", "Kira", "--as-of", "session:1"),
        "campaigns": journal(store, "campaign", "list"),
    }


def test_sqlite_to_postgresql_to_sqlite_gives_the_same_log_and_sheets(
    ready, pg_url, tmp_path
):
    ready.run("roll", "Kira", "--char", "agilita", "--target", "2", "--dice", "6,4,1")
    ready.run("wound", "Dario", "2", "--reason", "manganello")
    ready.run("reserve", "award", "Kira", "1")
    ready.run("void", "last", "--reason", "typo")
    ready.run("scene", "end")
    ready.run("session", "end")
    app = open_store(str(ready.store), create=False)
    for _ in range(205):  # past a snapshot (every 200 events), which comes along
        app.change(None, lambda c: c.award("Dario", 1, None, STAMP))
    app.close()
    before = what_a_table_sees(str(ready.store))
    result = copy(str(ready.store), pg_url)
    events, logged = ready.event_count(), len(before["log"])
    assert result.stdout == f"Ombre su Milano: {logged} events, verified\n" + (
        f"copied {events} events\n"  # the campaign's and the campaign index's
    )
    assert what_a_table_sees(pg_url) == before
    back = tmp_path / "back" / "journal.sqlite3"
    copy(pg_url, str(back))
    assert what_a_table_sees(str(back)) == before
    for store in (pg_url, str(back)):
        app = open_store(store, create=False)
        campaign_id = app.campaign_id(None)
        assert list(app.snapshots.get(campaign_id, desc=True, limit=1))
        app.close()


def test_a_target_that_is_not_empty_is_refused_and_left_alone(ready, pg_url, tmp_path):
    other = tmp_path / "other.sqlite3"
    journal(str(other), "campaign", "new", "Altra")
    journal(pg_url, "campaign", "new", "Altra")
    for target in (str(other), pg_url):
        result = copy(str(ready.store), target, expect=1)
        assert "not empty: store copy fills only an empty store" in result.stderr
        assert json.loads(journal(target, "log", "--json"))[0]["name"] == "Altra"


def test_a_copy_into_a_new_file_leaves_nothing_behind_but_the_store(ready, tmp_path):
    target = tmp_path / "copie" / "copia.sqlite3"
    copy(str(ready.store), str(target))
    assert [p.name for p in target.parent.iterdir()] == ["copia.sqlite3"]
    assert (
        journal(str(target), "campaign", "list") == "* Ombre su Milano  (daimon2090)\n"
    )


def test_a_copy_that_fails_verification_is_not_kept(ready, tmp_path, monkeypatch):
    # Every campaign passes the checks in journal.stores.copy.CHECKS (where a
    # hash-chain check goes); one that fails leaves no target file behind.
    from journal.stores import copy as copying

    monkeypatch.setattr(copying, "CHECKS", [lambda src, dst, cid: "its chain breaks"])
    target = tmp_path / "copie" / "copia.sqlite3"
    result = copy(str(ready.store), str(target), expect=1)
    assert result.stdout.startswith("Ombre su Milano: 14 events, its chain breaks\n")
    assert result.stderr == (
        "refused: the copy of Ombre su Milano does not match its source (journal)\n"
    )
    assert list(target.parent.iterdir()) == []

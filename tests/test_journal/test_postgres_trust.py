"""The history defends itself on a shared PostgreSQL store too: the hash chain
written with the events, `audit`, a tampered byte found and refused, export and
import, and read models rebuilt into new tables then swapped in."""

from __future__ import annotations

import json

import pytest

from tests.conftest import SAMPLE, PgTable


@pytest.fixture
def pg_ready(pg_server) -> PgTable:
    table = PgTable(pg_server)
    table.run("campaign", "new", "Ombre su Milano")
    table.run("player", "add", "Ana", "Bruno")
    table.run("character", "create", "--from", str(SAMPLE / "kira.toml"))
    table.run("adventure", "start", "Il furto")
    table.run("session", "start", "--date", "2026-11-20")
    table.run("scene", "start", "Il molo")
    return table


def sql(table: PgTable, statement: str, *params) -> list:
    with table.server.connect(table.dbname) as db:
        cursor = db.execute(statement, params)
        rows = cursor.fetchall() if cursor.description else []
        db.commit()
        return rows


def test_the_chain_is_written_with_the_events_and_audits_clean(pg_ready):
    events = sql(pg_ready, "select count(*) from journal_events")[0][0]
    links = sql(pg_ready, "select count(*) from journal_chain")[0][0]
    assert events == links > 0  # one digest an event, the registry's included
    report = pg_ready.json("audit")
    assert report["ok"] is True and report["campaigns"][0]["problems"] == []
    campaign = pg_ready.event_count() - 4  # the campaign index holds 4 events
    assert report["campaigns"][0]["events"] == campaign


def test_an_edited_byte_is_found_and_nothing_is_recorded_on_it(pg_ready):
    scene = [e for e in pg_ready.json("log") if e["type"] == "SceneStarted"]
    # Someone edits the stored scene title in the database by hand.
    sql(
        pg_ready,
        "update journal_events set state = convert_to(replace(convert_from("
        "state, 'UTF8'), 'Il molo', 'Il mola'), 'UTF8') "
        "where topic like '%%SceneStarted'",
    )
    result = pg_ready.run("audit", "--json", expect=1)
    problems = json.loads(result.stdout)["campaigns"][0]["problems"]
    assert problems and problems[0]["id"] == scene[0]["id"]
    before = pg_ready.event_count()
    refused = pg_ready.run("dice", "1d6", "--dice", "3", expect=1)
    assert "journal audit" in refused.stderr and pg_ready.event_count() == before


def test_export_then_import_keeps_every_event(pg_ready, tmp_path):
    out = tmp_path / "ombre.jsonl"
    pg_ready.run("export", "--out", str(out))
    pg_ready.run("import", str(out), "--as", "Copia")
    copy = [e["type"] for e in pg_ready.json("--campaign", "Copia", "log")]
    original = [
        e["type"] for e in pg_ready.json("--campaign", "Ombre su Milano", "log")
    ]
    assert copy == original and len(copy) > 6
    again = tmp_path / "again.jsonl"
    pg_ready.run("--campaign", "Copia", "export", "--out", str(again))
    # Every event line the same, byte for byte (the header names the copy).
    assert again.read_text().splitlines()[1:] == out.read_text().splitlines()[1:]


def test_a_rebuild_swaps_new_tables_in(pg_ready):
    pg_ready.run("reserve", "spend", "Kira", "2", "--for", "una corsa")
    pg_ready.run("rebuild")
    assert pg_ready.json("show", "Kira")["reserve"] == 5
    version = sql(pg_ready, "select value from journal_meta where name = 'views'")
    assert version and version[0][0]
    leftovers = sql(pg_ready, "select to_regclass('journal_states_next')")[0][0]
    assert leftovers is None  # renamed into place


def test_a_store_whose_chain_was_removed_is_refused_not_chained_again(pg_ready):
    sql(pg_ready, "delete from journal_chain")
    sql(pg_ready, "delete from journal_seals")
    sql(pg_ready, "delete from journal_meta where name = 'chain'")
    for args in (("log",), ("audit",), ("dice", "1d6", "--dice", "3")):
        result = pg_ready.run(*args, expect=1)
        assert "this store's hash chain was removed" in result.stderr, args
    assert sql(pg_ready, "select count(*) from journal_chain")[0][0] == 0

"""Every stored format the journal has released still opens, reads, audits, records.

`tests/data/stores/` keeps one store per format, each written by the journal of
its time (see its build.py): events, snapshots and read models as that version
left them. Each holds the sample campaign, then 90 Riserva spends and awards for
Kira (a snapshot at event 200) and a void of the last award, the resolution
rules' campaign "Formato", and from v4 on the sample campaign of every other
built-in ruleset (brp, fdt, microd6, azioni).
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from journal.projections.viewstore import VERSION
from tests.stores import pre_chain_store

STORES = Path(__file__).resolve().parents[1] / "data" / "stores"
FIXTURES = sorted(STORES.glob("*.sqlite3"))


@pytest.fixture(params=FIXTURES, ids=[path.stem for path in FIXTURES])
def old(request, table):
    shutil.copyfile(request.param, table.store)
    table.fixture = request.param
    with sqlite3.connect(table.store) as db:
        table.counts = dict(
            db.execute(
                "select originator_id, count(*) from stored_events group by 1"
            ).fetchall()
        )
        table.snapshots = db.execute("select count(*) from stored_snapshots").fetchone()
    db.close()
    return table


def test_there_is_a_fixture_per_released_format():
    assert [path.stem for path in FIXTURES] == [
        "v1-events",
        "v2-views",
        "v3-event-log",
        "v4-chain",
        "v5-journal-topics",
    ]


def shown_alike(today: dict, then: dict) -> dict:
    """What `then` showed that `today` shows otherwise: keys added since (a new
    rule's field, say `poisons`) are not a change of what was shown."""
    return {
        key: (today.get(key), value)
        for key, value in then.items()
        if today.get(key) != value
    }


def test_an_old_store_shows_the_sheets_its_own_journal_showed(old):
    # Every character of every campaign, as the 0.1 journal showed it on this
    # very store (v1..v4: tests/data/stores/build.py --sheets 82e4eab), and as
    # 0.2 wrote and showed v5: the move under one import name changed no sheet
    # (today's journal may show more keys, never other values).
    label = old.fixture.stem
    path = STORES / f"{label}.sheets.json"
    shown = json.loads(path.read_text(encoding="utf-8"))
    assert sum(len(sheets) for sheets in shown.values()) >= 5
    for campaign, sheets in shown.items():
        for name, sheet in sheets.items():
            today = old.json("--campaign", campaign, "show", name)
            assert shown_alike(today, sheet) == {}, (label, campaign, name)


def test_an_old_store_shows_its_whole_log_and_sheets(old):
    assert old.snapshots[0] >= 1  # written at event 200, in that version's layout
    names = [row["name"] for row in old.json("campaign", "list")]
    assert {"Ombre su Milano", "Formato"} <= set(names)  # v4: every ruleset's too
    logged = [len(old.json("--campaign", name, "log")) for name in names]
    index = old.counts.pop("01fdd8280da75d74b5ee2a7cc0bd42ff")
    assert sorted(logged) == sorted(old.counts.values()) and index >= len(names)
    kira = old.json("--campaign", "Ombre su Milano", "show", "Kira")
    # 1 at the sample's end, +1 at session 2, 90 × (−1 +1), the last award void.
    assert (kira["reserve"], kira["wounds"]["current"]) == (1, 0)
    assert old.json("--campaign", "Ombre su Milano", "log")[-1]["type"] == (
        "EventVoided"
    )


def test_an_old_store_audits_clean_and_records(old):
    assert old.json("audit")["ok"] is True
    old.run(
        "--campaign", "Ombre su Milano", "reserve", "spend", "Kira", "1", "--for", "x"
    )
    report = old.json("audit")
    assert report["ok"] is True
    events = {c["name"]: c["events"] for c in report["campaigns"]}
    assert events["Ombre su Milano"] == max(old.counts.values()) + 1
    assert old.json("--campaign", "Ombre su Milano", "show", "Kira")["reserve"] == 0


def test_an_old_store_gets_todays_read_models(old):
    old.run("--campaign", "Ombre su Milano", "log")
    with sqlite3.connect(old.store) as db:
        tables = {row[0] for row in db.execute("select name from sqlite_master")}
        version = db.execute("select value from journal_meta where name = 'views'")
        assert version.fetchone()[0] == VERSION
    db.close()
    assert "journal_log" not in tables  # the first read models' table, replaced
    assert not any(name.endswith("_next") for name in tables)


def test_a_store_older_than_every_format_is_refused_clearly(table):
    # The first commits nested events in their aggregates: Registry.Opened.
    state = {"timestamp": {"_type_": "datetime_iso", "_data_": "2026-11-21T10:00:00"}}
    row = {
        "originator_id": "01fdd8280da75d74b5ee2a7cc0bd42ff",
        "originator_version": 1,
        "topic": "domain.registry:Registry.Opened",
        "state": state,
    }
    pre_chain_store(table.store, [row])
    line = table.refused("log")
    assert "(domain.registry:Registry.Opened)" in line
    assert line.endswith("(journal: stored formats)")


@pytest.mark.parametrize("path", [FIXTURES[0], FIXTURES[-2]], ids=lambda p: p.stem)
def test_an_old_store_copied_to_postgresql_shows_the_same_sheets_there(
    path, pg_url, tmp_path
):
    # A group moving a 0.1 store (classes named domain.…) onto a shared server:
    # the events travel as stored, and the server's journal reads them alike.
    from click.testing import CliRunner

    from journal.cli import cli

    store = tmp_path / path.name
    shutil.copyfile(path, store)

    def run(where: str, *args: str):
        result = CliRunner().invoke(cli, ["--store", where, *args])
        assert result.exit_code == 0, result.output
        return result.stdout

    run(str(store), "store", "copy", str(store), pg_url)
    assert json.loads(run(pg_url, "audit", "--json"))["ok"] is True
    shown = json.loads((STORES / f"{path.stem}.sheets.json").read_text("utf-8"))
    for campaign, sheets in shown.items():
        for name, sheet in sheets.items():
            today = json.loads(
                run(pg_url, "--campaign", campaign, "show", name, "--json")
            )
            assert shown_alike(today, sheet) == {}, (path.stem, campaign, name)

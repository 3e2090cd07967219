"""Each problem gets its own one-line diagnosis: an edited campaign index, a
digest left behind, an interrupted copy, a PostgreSQL backup, a file name too
long, an import whose header contradicts its events, a store from before the
chain opened by several processes at once."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

STORES = Path(__file__).resolve().parents[1] / "data" / "stores"
INDEX = "01fdd8280da75d74b5ee2a7cc0bd42ff"


def sql(store, statement: str, *params) -> list:
    db = sqlite3.connect(store, isolation_level=None)
    try:
        return db.execute(statement, params).fetchall()
    finally:
        db.close()


def test_a_renamed_current_campaign_is_an_edited_index_not_a_keyerror(ready):
    sql(
        ready.store,
        "update stored_events set state = replace(state, 'Ombre su Milano', "
        "'Ombre su Torino') where topic like '%CampaignRegistered'",
    )
    result = ready.run("audit", expect=1)
    assert "(campaign index): 4 events" in result.stdout
    assert "does not match its digest" in result.stdout
    assert "KeyError" not in result.output
    assert "not a campaign of the index" not in result.stdout
    line = ready.refused("reserve", "award", "Kira", "2", "--reason", "danger")
    assert "does not verify" in line or "found this store's history edited" in line


def test_a_digest_left_where_the_next_event_goes_is_named_not_a_race(ready):
    ((key, last),) = sql(
        ready.store,
        "select originator_id, max(originator_version) from stored_events "
        "where originator_id != ? group by 1",
        INDEX,
    )
    sql(
        ready.store,
        "delete from stored_events where originator_id = ? and originator_version = ?",
        key,
        last,
    )
    line = ready.refused("reserve", "award", "Kira", "2", "--reason", "danger")
    assert f"does not verify at event {last} (" in line
    assert "the event is missing (its digest remains)" in line
    assert "someone else recorded" not in line


def test_an_interrupted_copy_into_postgresql_is_refused_by_every_command(
    ready, pg_url, monkeypatch
):
    from click.testing import CliRunner

    from journal.cli import cli
    from journal.stores import copy as copying

    real = copying.copy_events

    def interrupted(src, dst):
        page = src.recorder.select_notifications(start=1, limit=5)
        dst.recorder.insert_events([copying._stored(n) for n in page])
        raise KeyboardInterrupt  # Ctrl-C, or the process killed, half way

    monkeypatch.setattr(copying, "copy_events", interrupted)
    runner = CliRunner()
    result = runner.invoke(cli, ["store", "copy", str(ready.store), pg_url])
    assert result.exit_code == 130, result.output  # not click's "Aborted!", exit 1
    assert result.stderr.splitlines()[-1] == "interrupted: nothing more was recorded"
    monkeypatch.setattr(copying, "copy_events", real)
    for args in (["log"], ["audit"], ["campaign", "list"], ["dice", "1d6"]):
        result = runner.invoke(cli, ["--store", pg_url, *args])
        assert result.exit_code == 1, (args, result.output)
        assert result.stderr.startswith("refused: this store is an incomplete copy")
        assert "(store copy from " in result.stderr
    again = runner.invoke(cli, ["store", "copy", str(ready.store), pg_url])
    assert again.exit_code == 1 and "incomplete copy" in again.stderr


def test_a_postgresql_store_backs_up_into_a_sqlite_file(pg_ready_template, pg_server):
    from tests.conftest import PgTable

    table = PgTable(pg_server).copy_of(pg_ready_template)
    out = Path(pg_server.dir).parent / f"{table.dbname}.sqlite3"
    try:
        result = table.run("backup", "--out", str(out))
        assert result.stdout.startswith(f"wrote {out}: a SQLite store of ")
        from click.testing import CliRunner

        from journal.cli import cli

        copied = CliRunner().invoke(cli, ["--store", str(out), "log", "--json"])
        assert json.loads(copied.stdout) == table.json("log")
    finally:
        out.unlink(missing_ok=True)


def test_a_file_name_too_long_is_named_as_such(ready, tmp_path):
    out = tmp_path / ("x" * 300 + ".md")
    result = ready.run("chronicle", "--session", "1", "--out", str(out), expect=1)
    line = result.stderr.strip()
    assert line.startswith("error: cannot use ") and "File name too long" in line
    assert "the store cannot be used" not in line
    assert len(line) < 200


def test_an_import_whose_header_contradicts_its_events_is_refused(ready, tmp_path):
    out = tmp_path / "c.jsonl"
    ready.run("export", "--out", str(out))
    lines = out.read_text().splitlines()
    header = json.loads(lines[0])
    header["ruleset"] = "brp"
    out.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    line = ready.refused("import", str(out), "--as", "Copia")
    assert "line 1: the header's ruleset 'brp' is not the one its events" in line


@pytest.mark.parametrize("round_", range(5))
def test_four_processes_opening_a_store_from_before_the_chain_at_once(tmp_path, round_):
    store = tmp_path / "old.sqlite3"
    shutil.copyfile(STORES / "v3-event-log.sqlite3", store)
    command = [sys.executable, "-m", "journal", "--store", str(store), "log"]
    runs = [
        subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        for _ in range(4)
    ]
    errors = [run.communicate(timeout=120)[1].decode() for run in runs]
    assert [run.returncode for run in runs] == [0, 0, 0, 0], errors
    chained = sql(
        store,
        "select count(*) from stored_events where topic like '%HistoryChained'",
    )
    assert chained == [(1,)]  # chained once, recorded once


def test_ctrl_c_while_a_command_works_says_so_with_the_shell_s_130(ready, monkeypatch):
    """Ctrl-C in a command's work was click's "Aborted!", exit 1 (the journal's
    own line, exit 130, never ran: click turned the interrupt into an Abort
    first); under Italian, in Italian. A prompt's Ctrl-C stays click's."""
    from journal.projections import slices

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(slices.Slice, "records_at", interrupted)
    monkeypatch.setattr(slices.Slice, "__init__", interrupted)
    for lang, line in (
        ("en", "interrupted: nothing more was recorded"),
        ("it", "interrotto: nient'altro è stato registrato"),
    ):
        result = ready.run(
            "--lang", lang, "diff", "Kira", "session:1", "session:1", expect=130
        )
        assert result.stderr.splitlines() == [line], result.output


def test_ctrl_c_in_a_script_s_line_stops_the_script_and_records_nothing(
    ready, monkeypatch, tmp_path
):
    from journal.projections import slices

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    before = len(ready.json("log"))
    monkeypatch.setattr(slices.Slice, "__init__", interrupted)
    script = tmp_path / "s.journal"
    script.write_text(
        "reserve award Kira 2 --reason danger\ndiff Kira session:1 session:1\n"
    )
    result = ready.run("run", str(script), expect=130)
    assert result.stderr.splitlines() == [
        "interrupted: nothing more was recorded",
        "stopped at line 2 of s.journal (diff Kira session:1 session:1): "
        "nothing was recorded",
    ]
    monkeypatch.undo()
    assert len(ready.json("log")) == before  # the award went with the script

"""Optional signatures: a person's key signs what they record; audit names who
signed what and, where a campaign requires signatures, reports an unsigned
event or one signed by a key the index does not know; a wrong signature is
always a problem."""

from __future__ import annotations

import sqlite3
import subprocess
import sys

import pytest

INDEX = "01fdd8280da75d74b5ee2a7cc0bd42ff"


def sql(store, statement: str, *params) -> list:
    db = sqlite3.connect(store, isolation_level=None)
    try:
        return db.execute(statement, params).fetchall()
    finally:
        db.close()


@pytest.fixture
def signed(ready, tmp_path, monkeypatch):
    monkeypatch.setenv("JOURNAL_KEYS", str(tmp_path / "ana-keys"))
    made = ready.run("key", "new", "ana").stdout
    assert made.startswith("key ana made in ") and "and in use" in made
    ready.run("key", "introduce")
    said = ready.run("key", "require").stdout
    ready.start = int(said.split("from event ")[1].split()[0])
    ready.run("reserve", "award", "Kira", "2", "--reason", "danger")
    ready.run("roll", "Kira", "--char", "agilita", "--target", "2", "--dice", "6,5,1")
    return ready


def campaign_rows(table, statement: str, *params):
    (key,) = {
        row[0]
        for row in sql(
            table.store,
            "select originator_id from stored_events where originator_id != ?",
            INDEX,
        )
    }
    return key, sql(table.store, statement, key, *params)


def test_audit_names_who_signed_what(signed):
    (campaign,) = signed.json("audit")["campaigns"]
    assert campaign["signed"] == {"ana": 2, "unsigned": campaign["events"] - 2}
    assert "  signed: unsigned 14, ana 2\n" in signed.run("audit").stdout


def test_a_wrong_signature_is_a_problem(signed):
    key, rows = campaign_rows(
        signed,
        "select originator_version, signature from journal_signatures "
        "where originator_id = ?",
    )
    version, signature = rows[-1]
    forged = ("0" if signature[0] != "0" else "1") + signature[1:]
    sql(
        signed.store,
        "update journal_signatures set signature = ? where originator_id = ? and "
        "originator_version = ?",
        forged,
        key,
        version,
    )
    result = signed.run("audit", expect=1)
    assert f"event {version} (" in result.stdout
    assert "its signature (ana) does not verify" in result.stdout


def test_an_unsigned_event_where_signatures_are_required_is_a_problem(signed):
    key, _ = campaign_rows(signed, "select 1 where ? is not null")
    sql(
        signed.store,
        "delete from journal_signatures where originator_id = ? and "
        "originator_version = ?",
        key,
        signed.start,
    )
    result = signed.run("audit", expect=1)
    assert f"event {signed.start} (" in result.stdout
    assert "the event is not signed (the campaign requires it)" in result.stdout


def test_a_key_the_index_does_not_know_is_a_problem(signed, tmp_path, monkeypatch):
    monkeypatch.setenv("JOURNAL_KEYS", str(tmp_path / "mallory-keys"))
    signed.run("key", "new", "mallory")  # not introduced
    signed.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    result = signed.run("audit", expect=1)
    assert "signed by key " in result.stdout
    assert "a key the campaign index does not know" in result.stdout


def test_without_a_key_a_campaign_that_requires_signatures_refuses(
    signed, tmp_path, monkeypatch
):
    monkeypatch.setenv("JOURNAL_KEYS", str(tmp_path / "no-keys"))
    line = signed.refused("reserve", "award", "Kira", "2", "--reason", "danger")
    assert "this campaign requires signed events" in line


def test_a_command_that_does_not_sign_never_imports_the_library(ready):
    code = (
        "import sys\n"
        "from journal.cli import main\n"
        f"sys.argv = ['journal', '--store', {str(ready.store)!r}, 'roll', 'Kira',"
        " '--char', 'agilita', '--target', '1', '--dice', '6']\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('crypto', "
        "'journal.signing'))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert done.stdout.strip().splitlines()[-1] == "[]", done.stderr

"""The hash chain: what audit reports, what commands refuse, the fingerprint."""

from __future__ import annotations

import json
import sqlite3

import pytest

from journal.app import JournalApp
from journal.chain import GENESIS, link, verify
from journal.context import Env
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.ids import short_id
from journal.store import store_env


def sql(store, statement: str, *params) -> list:
    with sqlite3.connect(store) as db:
        rows = db.execute(statement, params).fetchall()
    db.close()
    return rows


def edit_event(store, seq: int, old: str, new: str) -> None:
    """Change an event's stored JSON by hand, as a forger with the file would."""
    ((state,),) = sql(
        store,
        "select state from stored_events where originator_version = ? and topic "
        "not like '%domain.registry:%'",
        seq,
    )
    assert old.encode() in state
    sql(
        store,
        "update stored_events set state = ? where originator_version = ? and "
        "topic not like '%domain.registry:%'",
        state.replace(old.encode(), new.encode(), 1),
        seq,
    )


def test_session_end_prints_the_fingerprint_that_audit_and_chronicles_show(
    ready, tmp_path
):
    ready.run("scene", "end")
    said = ready.run("session", "end").stdout.splitlines()[-1]
    assert said.startswith("fingerprint of session 1: ")
    assert said.endswith("every chronicle print it again)")
    fingerprint = said.split()[4]
    (campaign,) = ready.json("audit")["campaigns"]
    assert campaign["fingerprint"] == fingerprint  # nothing recorded since: the head
    assert campaign["head"].startswith(fingerprint.replace("-", ""))
    ready.run("chronicle", "--format", "md", "--out", str(tmp_path / "c.md"))
    assert f"`{fingerprint}`" in (tmp_path / "c.md").read_text()
    ready.run("session", "start")  # the second session: its Master needs no roll
    (*_, ended) = ready.json("session", "end")
    assert ended["fingerprint"] == ready.json("audit")["campaigns"][0]["fingerprint"]


def test_a_session_keeps_its_fingerprint_whatever_is_recorded_after_it(ready, tmp_path):
    # Session 1 ends; between sessions Dario is wounded and the Master awards
    # Kira a die: the head moves on, session 1's fingerprint does not
    said = ready.run("session", "end").stdout.splitlines()[-1]
    first = said.split()[4]
    ready.run("wound", "Dario", "1", "--reason", "una caduta")
    ready.run("time", "advance", "--days", "1")
    assert ready.json("audit")["campaigns"][0]["fingerprint"] != first
    (listed,) = ready.json("session", "list")
    assert listed["fingerprint"] == first
    assert f"fingerprint {first}" in ready.run("session", "list").stdout
    for scope in (["--session", "1"], ["--all"], ["--adventure", "1"]):
        ready.run(
            "chronicle", *scope, "--format", "md", "--out", str(tmp_path / "c.md")
        )
        assert f"`{first}`" in (tmp_path / "c.md").read_text(), scope
    ready.run("session", "start")  # an open session has no fingerprint yet
    listed = ready.json("session", "list")
    assert [s["fingerprint"] for s in listed] == [first, None]
    ready.run("chronicle", "--format", "md", "--out", str(tmp_path / "open.md"))
    assert "Fingerprint" not in (tmp_path / "open.md").read_text()


def test_an_award_edited_in_the_store_is_named_by_audit_and_refused(ready):
    (award,) = ready.json("reserve", "award", "Kira", "2", "--reason", "danger")
    kira = ready.json("show", "Kira")
    edit_event(ready.store, award["seq"], '"amount":2', '"amount":7')
    roll = ("roll", "Kira", "--char", "agilita", "--target", "1")
    line = ready.refused(*roll)  # the award is among what a recording verifies
    assert f"does not verify at event {award['seq']} ({award['id']})" in line
    assert line.endswith("run `journal audit` (journal: integrity)")
    result = ready.run("audit", "--json", expect=1)
    (problem,) = json.loads(result.stdout)["campaigns"][0]["problems"]
    assert problem == {
        "seq": award["seq"],
        "id": award["id"],
        "problem": "the event does not match its digest",
    }
    line = ready.refused(*roll)  # now the audit's finding stands in the store
    assert (
        "`journal audit` found this store's history edited "
        f"(event {award['seq']} ({award['id']}) of campaign 'Ombre su Milano': "
        "the event does not match its digest)" in line
    )
    ready.refused("rebuild")  # a rebuild never folds the forged award
    assert ready.json("show", "Kira") == kira  # the read models kept serving


def frequent_snapshots(store):
    class Frequent(JournalApp):
        snapshotting_intervals = {DaimonCampaign: 4}

    app = Frequent(env=store_env(store))
    stamp = Env(None, None, "en").stamp()
    for _ in range(4):
        app.change(None, lambda c: c.award("Kira", 1, "interpretation", stamp))
    app.close()
    return sql(store, "select originator_version, state from stored_snapshots")[-1]


def test_a_forged_snapshot_is_never_used_and_blocks_recording(ready):
    version, state = frequent_snapshots(ready.store)
    forged = state.replace(b'"potenza":3', b'"potenza":9', 1)
    assert forged != state
    sql(
        ready.store,
        "update stored_snapshots set state = ? where originator_version = ?",
        forged,
        version,
    )
    app = JournalApp(env=store_env(ready.store))
    kira = app.load(None).state.character("Kira")
    assert kira.characteristics["potenza"] == 3  # replayed from the events
    app.close()
    line = ready.refused("roll", "Kira", "--char", "potenza", "--target", "1")
    assert f"at event {version} ({short_id(version)})" in line
    problems = ready.run("audit", "--json", expect=1).stdout
    assert "the snapshot does not match its seal" in problems


def test_a_snapshot_without_a_seal_is_ignored(ready):
    version, _ = frequent_snapshots(ready.store)
    sql(ready.store, "delete from journal_seals")  # as if written before the chain
    sql(
        ready.store,
        "update stored_snapshots set state = ? where originator_version = ?",
        b"{not even json",
        version,
    )
    ready.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    assert ready.json("audit")["ok"] is True


def test_an_event_slipped_in_behind_the_journals_back_is_not_read(ready):
    log = ready.json("log")
    (row,) = sql(
        ready.store,
        "select originator_id, topic, state from stored_events "
        "where originator_version = ? and topic like '%PlayerJoined'",
        2,
    )
    seq = len(log) + 1
    sql(
        ready.store,
        "insert into stored_events values (?, ?, ?, ?)",
        row[0],
        seq,
        *row[1:],
    )
    assert f"at event {seq} ({short_id(seq)})" in ready.refused("log")
    assert "the event has no digest" in ready.run("audit", expect=1).stdout


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda rows: [rows[1], rows[0], *rows[2:]], "does not match its digest"),
        (lambda rows: rows[:1] + rows[2:], "the event is missing"),
        (lambda rows: rows[:-1], "the event is missing (its digest remains)"),
    ],
)
def test_reordered_dropped_or_truncated_events_break_the_chain(change, problem):
    rows = [(v, "t", f"state {v}".encode()) for v in range(1, 5)]
    digests, prev = {}, GENESIS
    for version, topic, state in rows:
        prev = link(prev, version, topic, state)
        digests[version] = prev.hex()
    assert verify(rows, digests).problems == []
    changed = change(rows)
    if changed[0][0] == 2:  # reordered: the positions travel with the rows
        changed = [(n, t, s) for n, (_, t, s) in enumerate(changed, 1)]
    assert any(problem in p.problem for p in verify(changed, digests).problems)

"""Tampers that launder a history rather than edit a byte of it: removing the
chain so that the journal chains the edited store again, cutting a campaign's
tail, deleting the verdict of a failed audit, editing a read model the journal
serves from. Each must make `audit` fail (exit 1) or be refused outright; the
single-byte edits are tests/test_journal/test_tamper.py's.

The fingerprints a test prints (session end, a chronicle, an export) are kept in
its own anchors folder (the conftest's `anchors` fixture), as a player's laptop
keeps them in its user data folder.
"""

from __future__ import annotations

import json
import sqlite3

import pytest

INDEX = "01fdd8280da75d74b5ee2a7cc0bd42ff"


def sql(store, statement: str, *params) -> list:
    db = sqlite3.connect(store, isolation_level=None)
    try:
        return db.execute(statement, params).fetchall()
    finally:
        db.close()


def campaign_key(table) -> str:
    ((key,),) = sql(
        table.store,
        "select distinct originator_id from stored_events where originator_id != ?",
        INDEX,
    )
    return key


def edit(table, seq: int, old: bytes, new: bytes) -> None:
    key = campaign_key(table)
    ((state,),) = sql(
        table.store,
        "select state from stored_events where originator_id = ? and "
        "originator_version = ?",
        key,
        seq,
    )
    assert old in state
    sql(
        table.store,
        "update stored_events set state = ? where originator_id = ? and "
        "originator_version = ?",
        state.replace(old, new, 1),
        key,
        seq,
    )


def dechain(table, also_the_record: bool = False) -> None:
    """What a forger deletes so that the journal would chain the store again."""
    sql(table.store, "delete from journal_chain")
    sql(table.store, "delete from journal_seals")
    sql(table.store, "delete from journal_meta where name = 'chain'")
    if also_the_record:  # the index's record that it was chained, and its gap
        ((seq,),) = sql(
            table.store,
            "select originator_version from stored_events where topic like "
            "'%HistoryChained'",
        )
        sql(table.store, "delete from stored_events where topic like '%HistoryChained'")
        sql(
            table.store,
            "update stored_events set originator_version = originator_version - 1 "
            "where originator_id = ? and originator_version > ?",
            INDEX,
            seq,
        )


def danger_award(table) -> dict:
    awards = [e for e in table.json("log") if e["type"] == "ReserveAwarded"]
    return next(e for e in awards if e["reason"] == "danger")


def audit_fails(table) -> str:
    result = table.run("audit", expect=1)
    return result.stdout + result.stderr


@pytest.fixture
def played(ready):
    """A session ended (its fingerprint printed), then more play."""
    ready.run("reserve", "award", "Kira", "2", "--reason", "danger")
    ready.run("scene", "end")
    ready.run("session", "end")
    ready.run("session", "start")
    ready.run("scene", "start", "Il tetto")
    ready.run("reserve", "spend", "Kira", "1", "--for", "una corsa")
    return ready


def test_a_store_whose_chain_was_removed_is_never_chained_again(played):
    award = danger_award(played)
    edit(played, award["seq"], b'"amount":2', b'"amount":7')
    dechain(played)
    line = played.refused("rebuild")
    assert "this store's hash chain was removed" in line
    assert "the journal never chains a history again" in line
    assert "hash chain was removed" in audit_fails(played)
    played.refused("reserve", "award", "Kira", "2", "--reason", "danger")


def test_removing_the_record_of_the_chain_too_is_caught_by_the_fingerprints(played):
    award = danger_award(played)
    edit(played, award["seq"], b'"amount":2', b'"amount":7')
    dechain(played, also_the_record=True)
    played.run("rebuild")  # the journal cannot tell: it chains the store again
    said = audit_fails(played)
    assert "no longer matches the history at this event" in said
    assert "(session end, " in said and "it was cut or rewritten" in said
    played.refused("reserve", "award", "Kira", "2", "--reason", "danger")


def test_a_cut_tail_is_caught_by_the_fingerprint_printed_at_session_end(played):
    ended = next(e for e in played.json("log") if e["type"] == "SessionEnded")
    key = campaign_key(played)
    for table in ("stored_events", "journal_chain", "journal_seals"):
        column = "originator_id"
        sql(
            played.store,
            f"delete from {table} where {column} = ? and originator_version >= ?",
            key,
            ended["seq"],
        )
    played.run("rebuild")
    said = audit_fails(played)
    assert f"is of event {ended['seq']}, but the history ends at event " in said
    assert "it was cut or rewritten" in said


def test_a_chronicle_and_an_export_anchor_their_fingerprints_too(ready, tmp_path):
    ready.run("scene", "end")
    ready.run("session", "end", "--json")  # printed in the JSON only
    ready.run("chronicle", "--session", "1", "--format", "md", "--out", "-")
    ready.run("export", "--out", str(tmp_path / "c.jsonl"))
    from journal.anchors import Anchors

    places = {point.place for point in Anchors().of(campaign_key(ready))}
    assert places == {"session end", "chronicle", "export"}


def test_a_failed_audits_verdict_is_not_lifted_by_deleting_its_row(played):
    edit(played, 2, b"Ana", b"Ada")
    audit_fails(played)
    sql(played.store, "delete from journal_meta where name = 'verdict'")
    line = played.refused("reserve", "award", "Kira", "2", "--reason", "danger")
    assert "`journal audit` found this store's history edited (event 2 (" in line


READ_MODEL_EDITS = {
    "state": "update journal_states set state = replace(state, '\"reserve\": 7', "
    "'\"reserve\": 3')",
    "void flag": "update journal_event_log set void = 1 where seq = 3",
    "type": "update journal_event_log set type = 'SessionEnded' where seq = 3",
    "number": "update journal_event_log set number = 9 where number is not null",
    "time": "update journal_event_log set at = at + 1 where seq = 3",
    "event id": "update journal_event_log set event_id = 'aaaaaaaa' where seq = 3",
    "why's history": "update journal_sheet_changes set value = '3' where "
    "field = 'reserve' and seq = (select max(seq) from journal_sheet_changes "
    "where field = 'reserve')",
    "why's history, a row gone": "delete from journal_sheet_changes where "
    "field = 'reserve'",
    "why's words": "update journal_sheet_changes set told = '{}' where "
    "field = 'reserve' and seq = (select max(seq) from journal_sheet_changes "
    "where field = 'reserve')",
    "why's state": "update journal_sheet_states set state = replace(state, "
    "'\"reserve\": 7', '\"reserve\": 3')",
    "a state kept after a void": "update journal_checkpoints set state = "
    "(select state from journal_checkpoints order by seq limit 1) "
    "where seq = (select max(seq) from journal_checkpoints)",
    "a state kept after a void, keyed wrong": "update journal_checkpoints set "
    "voids = voids || ',aaaaaaaa'",
}


@pytest.mark.parametrize("change", READ_MODEL_EDITS, ids=list(READ_MODEL_EDITS))
def test_every_read_model_served_from_is_audited(played, change, monkeypatch):
    import journal.projections.checkpoints as checkpoints

    monkeypatch.setattr(checkpoints, "INTERVAL", 2)  # a void keeps states
    first = played.json("log")[10]
    played.run("void", first["id"], "--reason", "per prova")
    played.run("why", "Kira", "reserve")  # the sheets' history, caught up
    assert played.json("audit")["ok"] is True
    changed = sql(played.store, READ_MODEL_EDITS[change] + " returning 1")
    assert changed, change
    said = audit_fails(played)
    assert "read model differs from the events: run `journal rebuild`" in said
    played.run("rebuild")
    assert played.json("audit")["ok"] is True


def test_a_forged_event_in_one_campaign_is_blamed_on_that_campaign_only(played):
    played.run("campaign", "new", "Seconda")
    played.run("player", "add", "Ugo")
    played.run("campaign", "use", "Ombre su Milano")
    key = campaign_key_of(played, "Ombre su Milano")
    sql(
        played.store,
        "insert into stored_events select originator_id, originator_version + 1000, "
        "topic, state from stored_events where originator_id = ? and "
        "originator_version = 2",
        key,
    )
    report = json.loads(played.run("audit", "--json", expect=1).stdout)
    problems = {c["name"]: c["problems"] for c in report["campaigns"]}
    assert problems["Seconda"] == []
    assert problems["Ombre su Milano"]


def campaign_key_of(table, name: str) -> str:
    report = table.json("audit")
    (entry,) = [c for c in report["campaigns"] if c["name"] == name]
    rows = sql(
        table.store,
        "select distinct originator_id from journal_chain where digest = ?",
        entry["head"],
    )
    return rows[0][0]


def test_an_export_cut_short_or_rewritten_around_a_printed_fingerprint_is_refused(
    played, tmp_path
):
    out = tmp_path / "c.jsonl"
    played.run("export", "--out", str(out))
    lines = out.read_text().splitlines()
    header = json.loads(lines[0])
    ended = next(e for e in played.json("log") if e["type"] == "SessionEnded")
    assert ended["seq"] in [point["seq"] for point in header["fingerprints"]]
    from journal.chain import GENESIS, link

    cut = ended["seq"] - 1  # the file ends before the session's end
    events = [json.loads(line) for line in lines[1 : 1 + cut]]
    prev = GENESIS
    for event in events:  # a forger recomputes every digest
        state = json.dumps(event["state"], separators=(",", ":"), ensure_ascii=False)
        prev = link(prev, event["seq"], event["topic"], state.encode())
        event["digest"] = prev.hex()
    header |= {"events": cut, "head": prev.hex()}
    out.write_text("\n".join(json.dumps(x) for x in [header, *events]) + "\n")
    line = played.refused("import", str(out), "--as", "Copia")
    assert f"was printed for event {ended['seq']}, past the file's last event" in line

"""A campaign imported as a copy into the store it came from: ids of its own,
each remembering the id it had; the same history and fingerprints."""

from __future__ import annotations

import json

import pytest


@pytest.fixture
def copied(ready, tmp_path):
    # Session 1 is played and ended; an event-log entry, an award voided by
    # mistake; then the campaign is exported and imported beside itself
    ready.run("eventlog", "add", "Il giornalista sparisce")
    (award,) = ready.json("reserve", "award", "Kira", "2", "--reason", "danger")
    ready.run("void", award["id"], "--reason", "era per Dario")
    ready.run("session", "end")
    path = tmp_path / "ombre.jsonl"
    ready.run("export", "--out", str(path))
    result = ready.run("import", str(path), "--as", "Copia")
    assert result.stdout.splitlines()[0] == "[Copia]"
    assert "current campaign: Copia (was Ombre su Milano)" in result.stdout
    return ready


def test_a_copy_gets_ids_of_its_own_and_each_event_remembers_its_original(copied):
    original = copied.json("--campaign", "Ombre su Milano", "log")
    copy = copied.json("--campaign", "Copia", "log")
    assert len(copy) == len(original) > 10
    assert not {e["id"] for e in copy} & {e["id"] for e in original}  # store-unique
    for mine, theirs in zip(copy, original, strict=True):
        assert mine["original_id"] == theirs["id"] and mine["seq"] == theirs["seq"]
        assert "original_id" not in theirs
    (void,) = [e for e in copy if e["type"] == "EventVoided"]
    (voided,) = [e for e in copy if e["void"]]
    assert void["target"] == voided["id"]  # the copy's own id of the award
    text = copied.run("--campaign", "Copia", "log").stdout
    assert voided["id"] in text and voided["original_id"] not in text


def test_a_copy_answers_to_its_own_ids_and_to_the_ones_it_remembers(copied):
    copy = copied.json("--campaign", "Copia", "log")
    (award,) = [e for e in copy if e["void"]]
    for ref in (award["id"], award["original_id"]):
        sheet = copied.json("--campaign", "Copia", "show", "Kira", "--as-of", ref)
        assert sheet["name"] == "Kira Voss"
    # the original campaign does not take the copy's ids: they are the copy's
    line = copied.refused(
        "--campaign", "Ombre su Milano", "show", "Kira", "--as-of", award["id"]
    )
    assert "belongs to campaign 'Copia'" in line
    (entry,) = copied.json("--campaign", "Copia", "eventlog", "list")
    assert entry["id"] == copy[[e["type"] for e in copy].index("LogEntryAdded")]["id"]
    copied.run(
        "--campaign", "Copia", "eventlog", "note", entry["id"], "Era un informatore"
    )
    (entry,) = copied.json("--campaign", "Copia", "eventlog", "list")
    assert [n["note"] for n in entry["notes"]] == ["Era un informatore"]


def test_a_copy_keeps_the_history_and_the_fingerprints_it_was_exported_with(
    copied, tmp_path
):
    first = copied.json("--campaign", "Ombre su Milano", "session", "list")
    copy = copied.json("--campaign", "Copia", "session", "list")
    assert [s["fingerprint"] for s in copy] == [s["fingerprint"] for s in first]
    assert first[0]["fingerprint"] is not None
    again = tmp_path / "again.jsonl"
    copied.run("export", "--campaign", "Copia", "--out", str(again))
    lines = again.read_text().splitlines()
    exported = (tmp_path / "ombre.jsonl").read_text().splitlines()
    assert lines[1:] == exported[1:]  # the same events, the original ids
    assert json.loads(lines[0])["campaign"] == "Copia"
    # the copy goes on with ids of its own band, new events too
    (award,) = copied.json(
        "--campaign",
        "Copia",
        "reserve",
        "award",
        "Kira",
        "1",
        "--reason",
        "interpretation",
    )
    ids = {e["id"] for e in copied.json("--campaign", "Ombre su Milano", "log")}
    assert award["id"] not in ids and "original_id" not in award
    assert copied.json("audit")["ok"] is True


def test_why_in_a_copy_names_the_copys_own_ids(copied):
    """`why` in a copy printed the export's ids, which match no line of the
    copy's `log` (and name the original's events too): it names each change as
    `log` does, `--json` remembering the export's id as `original_id`."""
    copy = copied.json("--campaign", "Copia", "log")
    own = {e["original_id"]: e["id"] for e in copy}
    rows = copied.json("--campaign", "Copia", "why", "Kira", "reserve")
    assert [(r["type"], r["value"]) for r in rows] == [("CharacterCreated", 7)]
    assert [r["id"] for r in rows] == [own[r["original_id"]] for r in rows]
    lines = copied.run("--campaign", "Copia", "why", "Kira", "reserve").stdout
    assert [line.split()[0] for line in lines.splitlines()] == [r["id"] for r in rows]
    original = copied.json("--campaign", "Ombre su Milano", "why", "Kira", "reserve")
    assert [r["id"] for r in original] == [r["original_id"] for r in rows]
    assert all("original_id" not in r for r in original)
    sheet = copied.json("--campaign", "Copia", "show", "Kira", "--as-of", rows[0]["id"])
    assert sheet["reserve"] == 7

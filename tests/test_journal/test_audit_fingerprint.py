"""`journal audit --fingerprint XXXX-XXXX-XXXX-XXXX`: any fingerprint the
journal printed (session end, session list, a chronicle, an export, an audit),
checked at any later time: which point of which campaign it seals and whether
everything up to it is unchanged (exit 0), or not (exit 1)."""

from __future__ import annotations

import json
import re

from tests.test_journal.test_chain import edit_event, sql

PRINTED = re.compile(r"\b[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}\b")


def printed_everywhere(ready, tmp_path) -> dict[str, str]:
    """The first session played out, then every place that prints a fingerprint."""
    roll = ("roll", "Kira", "--char", "agilita", "--target", "3", "--dice", "6,5,1")
    ready.run(*roll)
    ready.run("scene", "end")
    found = {"session end": PRINTED.findall(ready.run("session", "end").stdout)[-1]}
    found["session list"] = ready.json("session", "list")[0]["fingerprint"]
    ready.run("chronicle", "--session", "1", "--out", str(tmp_path / "c.md"))
    found["chronicle"] = PRINTED.findall((tmp_path / "c.md").read_text())[-1]
    out = tmp_path / "ombre.jsonl"
    found["export"] = ready.json("export", "--out", str(out))["fingerprint"]
    found["audit"] = ready.json("audit")["campaigns"][0]["fingerprint"]
    return found


def test_every_printed_fingerprint_is_checked_after_more_play(ready, tmp_path):
    found = printed_everywhere(ready, tmp_path)
    # A session's fingerprint is the same wherever it is printed; nothing was
    # recorded after the session ended, so the head (export, audit) is it too.
    assert len(set(found.values())) == 1
    ready.run("session", "start")
    ready.run("scene", "start", "Il ritorno")
    ready.run("roll", "Kira", "--char", "agilita", "--target", "1", "--dice", "5,5,5")
    ready.run("wound", "Dario", "1", "--reason", "una caduta")
    for place, value in found.items():
        checked = ready.json("audit", "--fingerprint", value)
        (point,) = checked["found"]
        assert checked["ok"] is True, place
        assert (point["campaign"], point["type"], point["session"]) == (
            "Ombre su Milano",
            "SessionEnded",
            1,
        )
        assert point["unchanged"] is True and point["problems"] == []
    said = ready.run("audit", "--fingerprint", found["chronicle"]).stdout
    assert said.startswith(f"{found['chronicle']} seals Ombre su Milano up to event ")
    assert "Session 1 ends" in said and "everything up to it is unchanged" in said
    places = {p["place"] for p in checked["found"][0]["printed"]}
    assert {"session end", "session list", "chronicle", "export", "audit"} <= places
    # Written without dashes, in capitals: the same point.
    bare = found["session end"].replace("-", "").upper()
    assert ready.json("audit", "--fingerprint", bare)["ok"] is True


def test_a_one_byte_edit_before_the_point_fails_its_fingerprint(ready, tmp_path):
    found = printed_everywhere(ready, tmp_path)
    ready.run("session", "start")
    (award,) = ready.json("reserve", "award", "Kira", "2", "--reason", "danger")
    later = ready.json("audit")["campaigns"][0]["fingerprint"]
    rolls = [e for e in ready.json("log") if e["type"] == "ProvaRolled"]
    edit_event(ready.store, rolls[0]["seq"], '"target":3', '"target":2')
    result = ready.run("audit", "--fingerprint", found["session end"], expect=1)
    assert "the history up to it was changed: event" in result.stdout
    checked = json.loads(
        ready.run(
            "audit", "--fingerprint", found["session end"], "--json", expect=1
        ).stdout
    )
    assert checked["ok"] is False
    (point,) = checked["found"]
    assert point["problems"][0]["seq"] == rolls[0]["seq"]
    # A point sealed after the edit fails as well: it seals the edited event too.
    again = ready.run("audit", "--fingerprint", later, "--json", expect=1)
    assert json.loads(again.stdout)["ok"] is False
    assert award["seq"] > rolls[0]["seq"]


def test_a_history_cut_short_no_longer_holds_what_was_printed(ready, tmp_path):
    found = printed_everywhere(ready, tmp_path)
    (end,) = [e for e in ready.json("log") if e["type"] == "SessionEnded"]
    # Someone with the file deletes the end of the session and its digests.
    sql(
        ready.store,
        "delete from stored_events where originator_version >= ?",
        end["seq"],
    )
    sql(
        ready.store,
        "delete from journal_chain where originator_version >= ?",
        end["seq"],
    )
    result = ready.run("audit", "--fingerprint", found["session end"], expect=1)
    said = result.stdout
    assert f"this laptop printed it for event {end['seq']} of Ombre su Milano" in said
    assert "the history no longer holds it: it was cut or rewritten" in said


def test_a_fingerprint_this_history_never_had_is_refused(ready):
    result = ready.run("audit", "--fingerprint", "0123-4567-89ab-cdef", expect=1)
    assert result.stdout.strip() == (
        "no point of this history has the fingerprint 0123-4567-89ab-cdef "
        "(printed from another history, or typed wrong?)"
    )
    bad = ready.run("audit", "--fingerprint", "12-34", expect=2)
    assert "'12-34' is not a fingerprint: 16 hex digits" in bad.stderr


def test_where_it_was_printed_is_said_in_the_reader_s_language(ready, tmp_path):
    found = printed_everywhere(ready, tmp_path)
    english = ready.run("audit", "--fingerprint", found["export"]).stdout
    italian = ready.run(
        "--lang", "it", "audit", "--fingerprint", found["export"]
    ).stdout
    assert "printed here: session end, " in english
    assert "fine della sessione, " in italian and "elenco delle sessioni, " in italian
    assert "session end" not in italian and "session list" not in italian

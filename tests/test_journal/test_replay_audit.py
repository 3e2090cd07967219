"""Replay and provenance across three sessions, with a voided event.

Kira's Riserva, hand-computed:
  session 1: 7 (adventure) +1 lost at 7; commits 3 and fails (2 back) -> 6;
             wound 2; awarded 2 (danger) -> 7 (1 lost)          end: 7, wounds 2
  session 2: +1 lost; spends 4 -> 3; awarded 1 -> 4;
             the spend is voided (never happened): 7, then +1 lost -> 7
             so the award of 1 is lost too                      end: 7
  session 3: +1 lost; commits 2 and succeeds -> 5               end: 5
"""

from __future__ import annotations

import pytest


@pytest.fixture
def three_sessions(ready):
    t = ready
    t.run(
        "roll",
        "Kira",
        "--char",
        "agilita",
        "--reserve",
        "3",
        "--target",
        "5",
        "--dice",
        "6,1,1,1,1,1",
    )
    t.run("wound", "Kira", "2")
    t.run("scene", "end", "--award", "Kira=2:danger")
    t.run("session", "end")
    t.run("session", "start", "--date", "2026-11-21")
    t.run("scene", "start", "Il magazzino")
    (spend,) = t.json("reserve", "spend", "Kira", "4", "--for", "un passaggio")
    t.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    t.run("void", spend["id"], "--reason", "the spend was Dario's")
    t.run("scene", "end")
    t.run("session", "end")
    t.run("session", "start", "--date", "2026-11-28")
    t.run("scene", "start", "La fuga")
    t.run(
        "roll",
        "Kira",
        "--char",
        "agilita",
        "--reserve",
        "2",
        "--target",
        "1",
        "--dice",
        "6,6,6,6",
    )
    t.run("scene", "end")
    t.run("session", "end")
    return t


@pytest.mark.parametrize(
    "ref, reserve, wounds",
    [
        ("session:1", 7, 2),
        ("session:2", 7, 2),
        ("session:3", 5, 2),
    ],
)
def test_the_sheet_as_of_each_session(three_sessions, ref, reserve, wounds):
    sheet = three_sessions.json("show", "Kira", "--as-of", ref)
    assert (sheet["reserve"], sheet["wounds"]["current"]) == (reserve, wounds)


def test_why_lists_each_change_and_the_deltas_sum_to_now(three_sessions):
    rows = three_sessions.json("why", "Kira", "reserve")
    assert [(r["type"], r["delta"], r["value"], r["session"]) for r in rows] == [
        ("CharacterCreated", 7, 7, None),
        ("ProvaRolled", -1, 6, 1),
        ("ReserveAwarded", 1, 7, 1),
        ("ProvaRolled", -2, 5, 3),
    ]
    assert sum(r["delta"] for r in rows) == rows[-1]["value"] == 5
    assert three_sessions.json("show", "Kira")["reserve"] == 5
    assert all(r["by"] and r["at"] for r in rows)


def test_why_follows_wounds_and_refuses_unknown_fields(three_sessions):
    rows = three_sessions.json("why", "Kira", "ferite")
    assert [(r["type"], r["delta"], r["value"]) for r in rows] == [
        ("CharacterCreated", 0, 0),
        ("WoundSuffered", 2, 2),
    ]
    line = three_sessions.refused("why", "Kira", "flying")
    assert "no field 'flying'" in line


def test_diff_between_sessions_names_the_events(three_sessions):
    found = three_sessions.json("diff", "Kira", "session:2", "session:3")
    assert {"field": "reserve", "before": 7, "after": 5} in found["changes"]
    types = [e["type"] for e in found["events"]]
    assert "ProvaRolled" in types and "ReserveSpent" not in types


def test_log_since_a_reference_and_limited(three_sessions):
    everything = three_sessions.json("log")
    ended = next(
        e for e in everything if e["type"] == "SessionEnded" and e["number"] == 1
    )
    after = three_sessions.json("log", "--since", "session:1", "--limit", "3")
    assert after == everything[ended["seq"] : ended["seq"] + 3]
    assert after[0]["type"] == "SessionStarted" and after[0]["number"] == 2
    assert three_sessions.json("log", "--limit", "0") == []
    second = three_sessions.json("log", "--session", "2")
    assert (second[0]["type"], second[0]["number"]) == ("SessionStarted", 2)
    assert (second[-1]["type"], second[-1]["number"]) == ("SessionEnded", 2)
    assert {e["session"] for e in second[1:]} == {2}
    voided = three_sessions.json("log", "--session", "2", "--character", "Kira")
    assert [e["void"] for e in voided if e["type"] == "ReserveSpent"] == [True]
    lines = three_sessions.run("log", "--since", ended["id"]).stdout.splitlines()
    assert len(lines) == len(everything) - ended["seq"]
    assert lines[0].split()[0] == str(ended["seq"] + 1)

"""Event names and fields are a stored format: an old stream must still read.

`tests/data/ombre-su-milano.v1.jsonl` is the sample campaign as version 0.1 stored
it. Renaming an event class, moving its module or renaming a field breaks these
tests: do it only with `register_topic` or an upcaster, and keep this file.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from journal.domain import current_topic  # released topics, moved under journal
from tests.stores import pre_chain_store

DATA = Path(__file__).resolve().parents[1] / "data"
OLD_STREAM = DATA / "ombre-su-milano.v1.jsonl"
RESOLUTION_STREAM = DATA / "resolution.v1.jsonl"  # from data/resolution/*.journal
# The same script under issue 10's rules (tools, resets, ...), recorded by
# data/resolution/record_stream.py; v1 keeps replaying beside it.
ISSUE_10_STREAM = DATA / "resolution.v2.jsonl"
# And under issue 28's (healing keeps its tools, maintenance needs them), then
# today's (v4: the campaign index also records that the store is chained,
# HistoryChained, issue 26): v1, v2 and v3 keep replaying beside it.
ISSUE_28_STREAM = DATA / "resolution.v3.jsonl"
TODAY_STREAM = DATA / "resolution.v4.jsonl"


def old_rows(path: Path = OLD_STREAM) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def load_stream(table, path: Path):
    pre_chain_store(table.store, old_rows(path))  # as the journal stored it then
    return table


@pytest.fixture
def old_store(table):
    return load_stream(table, OLD_STREAM)


def stored_fields(rows) -> dict[str, set[str]]:
    return {topic: set(json.loads(state)) for topic, state in rows}


def test_an_old_stream_of_every_resolution_rule_replays(table):
    load_stream(table, RESOLUTION_STREAM)
    kira, dario, mara, nadia = (
        table.json("show", n) for n in ("Kira", "Dario", "Mara", "Nadia")
    )
    # Hand-computed in tests/data/resolution/resolution.journal's order.
    assert (
        kira["reserve"],
        kira["wounds"]["current"],
        kira["weapons"][0]["marks"],
    ) == (3, 0, 2)
    assert (kira["risorse"], kira["social_class"]["current"]) == (3, 3)
    assert kira["social_class_path"] == [1, 3]  # risen by the story, not Risorse
    assert (dario["status"], dario["reserve"], dario["wounds"]["current"]) == (
        "dead",
        2,
        7,
    )
    # Mara: 20 EVO + 1 from 7 PE; 14 spent (3+1+1+2+2+1+1+1+1+1) before she died.
    assert (mara["status"], mara["evo"], mara["level"], mara["risorse"]) == (
        "dead",
        7,
        14,
        5,
    )
    assert (nadia["evo"], nadia["level"]) == (0, 0)  # the inheritance was voided


def test_issue_10_s_stream_of_every_resolution_rule_replays(table):
    load_stream(table, ISSUE_10_STREAM)
    kira, mara = table.json("show", "Kira"), table.json("show", "Mara")
    # The reload resets the pistol the aimed shot marked; `gear mark` marks it
    # again; the knife acquired immediately has a level and a counter.
    assert kira["weapons"] == [
        {"name": "Pistola", "level": 1, "marks": 1, "bonus": {}},
        {"name": "Coltello", "level": 1, "marks": 0, "bonus": {}},
    ]
    assert kira["reserve"] == 3
    # Mara's advanced equipment was used up healing Kira; a skill out of context
    # (1 EVO) brings her level to 15; she maintained her own implant.
    assert (mara["equipment"], mara["level"], mara["evo"]) == ([], 15, 6)
    assert mara["skills"]["Cibernetica"]["out_of_context"] is True
    assert mara["enhancements"][0]["marks"] == 0
    kinds = {e["type"] for e in table.json("log")}
    assert {"SeatingRecorded", "HealedWithTools", "EnhancementMaintained"} <= kinds


def test_today_s_stream_of_every_resolution_rule_replays(table):
    # v3 (v4 records the same play, its index adding HistoryChained: loaded as
    # a store from before the chain, that would be a chain removed, refused).
    load_stream(table, ISSUE_28_STREAM)
    kira, mara = table.json("show", "Kira"), table.json("show", "Mara")
    assert kira["reserve"] == 3 and mara["level"] == 15
    # Healing Kira needed Mara's advanced equipment and kept it; her implant's
    # maintenance needed her repair kit (MEDICINA E CURE, USO DEI POTENZIAMENTI).
    assert mara["equipment"] == ["Strumentazione medica avanzata", "Kit di riparazione"]
    assert mara["enhancements"][0]["marks"] == 0
    kinds = {e["type"] for e in table.json("log")}
    assert {"HealedWithToolsAtHand", "EnhancementMaintainedWithTools"} <= kinds


def test_the_resolution_rules_keep_their_stored_names_and_fields(table):
    script = DATA / "resolution" / "resolution.journal"
    table.run("run", str(script))
    with sqlite3.connect(table.store) as db:
        today = stored_fields(db.execute("select topic, state from stored_events"))
    assert today == topics_of(TODAY_STREAM)
    for path in (RESOLUTION_STREAM, ISSUE_10_STREAM, ISSUE_28_STREAM):  # what they
        older = topics_of(path)  # recorded and today still does
        assert {t: today[t] for t in today.keys() & older} == {
            t: older[t] for t in today.keys() & older
        }


def topics_of(path: Path) -> dict[str, set[str]]:
    return {current_topic(row["topic"]): set(row["state"]) for row in old_rows(path)}


def test_an_old_stream_replays_to_the_same_sheets(old_store):
    kira, dario = old_store.json("show", "Kira"), old_store.json("show", "Dario")
    assert (kira["reserve"], kira["wounds"]["current"]) == (1, 0)
    assert (
        dario["reserve"],
        dario["wounds"]["current"],
        dario["wounds"]["penalty"],
    ) == (5, 2, 1)
    assert old_store.json("show", "Kira", "--as-of", "scene:1")["reserve"] == 6


def test_an_old_stream_can_still_be_added_to(old_store):
    old_store.run("session", "start", "--date", "2026-11-21")
    awards = [e for e in old_store.json("log") if e["type"] == "ReserveAwarded"][-2:]
    gains = {award["character"]: award["gained"] for award in awards}
    assert gains == {"Kira Voss": 1, "Dario Neri": 1}
    assert old_store.json("show", "Kira")["reserve"] == 2


def test_todays_events_keep_the_stored_names_and_fields(ready):
    ready.run("roll", "Kira", "--char", "agilita", "--target", "1", "--dice", "5,5,5")
    ready.run("wound", "Kira", "1")
    ready.run("reserve", "spend", "Kira", "1", "--for", "x")
    (award,) = ready.json("reserve", "award", "Kira", "1")
    ready.run("void", award["id"], "--reason", "x")
    ready.run("scene", "end")
    ready.run("session", "end")
    with sqlite3.connect(ready.store) as db:
        today = {
            topic: set(json.loads(state))
            for topic, state in db.execute("select topic, state from stored_events")
        }
    stored = {}
    streams = (OLD_STREAM, RESOLUTION_STREAM, ISSUE_10_STREAM, ISSUE_28_STREAM)
    for row in (row for path in (*streams, TODAY_STREAM) for row in old_rows(path)):
        stored[current_topic(row["topic"])] = set(row["state"])
    for topic, fields in today.items():
        assert topic in stored, f"new or renamed event {topic}: add it to the data"
        assert fields == stored[topic], f"fields of {topic} changed"

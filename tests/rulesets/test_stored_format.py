"""µD6's and "Le azioni"'s events are a stored format: old streams must read.

`tests/data/microd6.v1.jsonl` and `tests/data/azioni.v1.jsonl` are the two
sample campaigns (campaigns/valdombra, campaigns/il-guado) as this version
stores them, every event type of both rulesets included. Renaming an event
class, moving its module or renaming a field breaks these tests: do it only
with `register_topic` or an upcaster, and keep these files.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from journal.domain import current_topic  # released topics, moved under journal
from tests.rulesets.lines import j, run
from tests.stores import pre_chain_store

ROOT = Path(__file__).resolve().parents[2]
STREAMS = {"microd6": "valdombra", "azioni": "il-guado"}


def rows(name: str) -> list[dict]:
    path = ROOT / "tests" / "data" / f"{name}.v1.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()]


def load(table, name: str):
    pre_chain_store(table.store, rows(name))  # as the journal stored it then
    return table


def test_an_old_microd6_stream_replays_to_the_same_sheets(table):
    load(table, "microd6")
    lia, tomas = j(table, "show Lia"), j(table, "show Tomas")
    assert (lia["tenacia"], lia["coins"], lia["load"]["total"]) == (3, 5, 6)
    bow = next(item for item in lia["gear"] if item["name"] == "Arco corto")
    assert bow["ammo"] == 5  # one spent, one restocked
    assert (tomas["tenacia"], tomas["coins"], tomas["armour"]) == (4, 3, 4)
    assert (tomas["load"], tomas["wounds"]) == ({"total": 8, "category": "medium"}, [])
    assert j(table, "show Greta")["tenacia"] == 4
    assert j(table, "show Lia --as-of scene:1")["tenacia"] == 3  # 5, pushed once
    assert j(table, "show Lia --as-of scene:2")["tenacia"] == 0  # resisted: 3
    # ... and it can still be added to
    run(table, "session start --date 2026-12-01")
    run(table, "roll Lia --stat Furtività --push --dice 6,2,1")
    assert j(table, "show Lia")["tenacia"] == 1


def test_an_old_azioni_stream_replays_to_the_same_sheets(table):
    load(table, "azioni")
    mira = j(table, "show Mira")
    assert mira["tracks"]["Ferite"]["value"] == 1
    assert mira["tracks"]["Monete"]["value"] == 9
    tests = [e for e in j(table, "log") if e["type"] == "TestRolled"]
    assert [t["total"] for t in tests][:3] == [10, 7, 8]
    assert j(table, "status")["extended"] is None


@pytest.mark.parametrize("name", list(STREAMS))
def test_todays_events_keep_the_stored_names_and_fields(table, name, monkeypatch):
    monkeypatch.chdir(ROOT / "campaigns" / STREAMS[name])
    run(table, "run sessione-1.journal")
    with sqlite3.connect(table.store) as db:
        today = {
            topic: set(json.loads(state))
            for topic, state in db.execute("select topic, state from stored_events")
        }
    stored = {current_topic(row["topic"]): set(row["state"]) for row in rows(name)}
    # The campaign index's own events (HistoryChained since issue 26) are the
    # core's stored format: tests/test_journal/test_stored_format.py's.
    today.pop("journal.domain.registry:HistoryChained", None)
    assert today == stored

"""BRP's event names and fields are a stored format (tests/data/brp.v*.jsonl).

brp.v1.jsonl is tests/data/brp/brp.journal as the first version stored it;
brp.v2.jsonl is brp.v2.journal under the rules of issue 28 (the round's order
and actions, ambushes, poison that waits, antidotes for one poison), recorded
by tests/data/record_stream.py. Between them every BRP event appears at least
once. Renaming an event class, moving its module or renaming a field breaks
these tests: do it only with `register_topic` or an upcaster.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import sqlite3
from pathlib import Path

import pytest

import journal.domain.brp
from journal.domain import current_topic
from journal.domain.events import CampaignEvent
from tests.stores import pre_chain_store

DATA = Path(__file__).resolve().parents[2] / "data"
STREAM = DATA / "brp.v1.jsonl"
TODAY = DATA / "brp.v2.jsonl"
SCRIPT = DATA / "brp" / "brp.v2.journal"
BASES = {"D100Rolled", "DefenceRolled"}  # never recorded themselves


def rows(path: Path = STREAM) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def topics(path: Path) -> dict[str, set[str]]:
    return {current_topic(row["topic"]): set(row["state"]) for row in rows(path)}


@pytest.fixture
def old_store(table):
    pre_chain_store(table.store, rows())  # as the journal stored it then
    return table


def test_the_old_stream_replays_to_the_same_sheets(old_store):
    ada, bepi, cora = (old_store.json("show", n) for n in ("Ada", "Bepi", "Cora"))
    # Ada: 12 PF − 4 (pistol, 2 healed) − 3 (fall) − 4 (poison, half of EFF 13 − 5)
    assert ada["pf"] == {"current": 3, "max": 12} and ada["pp"]["current"] == 11
    assert ada["characteristics"]["COS"] == 10  # the fever's first point
    assert (ada["skills"]["Ricerca"], ada["skills"]["Arma da Mischia (Spada)"]) == (
        62,
        55,
    )
    assert ada["ticks"] == [] and ada["status"] == "active"
    # Bepi: 12 − 6 (the sword: a special parried to a hit) − 4 (the boulder)
    assert bepi["pf"]["current"] == 2 and bepi["status"] == "active"
    shield = [w for w in bepi["weapons"] if w["name"] == "Scudo Rotondo"][0]
    assert (shield["hp_lost"], bepi["weapons"][0]["loaded"]) == (2, 6)
    assert bepi["ticks"] == [
        "Scudo (Rotondo)",
        "Arma da Fuoco (Pistola)",
        "Schivare",
        "Lotta",
    ]
    # Cora: rolled 12 and 14, one point moved from INT to FOR; her death voided
    assert (cora["characteristics"]["FOR"], cora["characteristics"]["INT"]) == (13, 13)
    assert cora["status"] == "active" and cora["ticks"] == ["Primo Soccorso"]
    assert old_store.json("show", "Ada", "--as-of", "scene:1")["pf"]["current"] == 12


def test_the_old_stream_can_still_be_added_to(old_store):
    old_store.run("session", "start", "--date", "2026-11-22")
    rolled = old_store.json("roll", "Ada", "--skill", "Ricerca", "--dice", "13")[0]
    assert (rolled["chance"], rolled["special"], rolled["result"]) == (
        62,
        12,
        "success",
    )


def test_todays_stream_replays_to_the_same_sheets(table):
    pre_chain_store(table.store, rows(TODAY))
    ada, bepi, cora = (table.json("show", n) for n in ("Ada", "Bepi", "Cora"))
    # Ada: 12 PF − 4 (pistol, 2 healed) − 3 (fall) − 4 (cicuta: EFF 13 − the
    # antidote's 5 = 8 against COS 10, resisted at 60%: half, 4, three turns on)
    assert ada["pf"] == {"current": 3, "max": 12} and ada["pp"]["current"] == 11
    assert (ada["poisons"], ada["antidotes"]) == ([], {"cicuta": 5})
    assert (ada["skills"]["Ricerca"], ada["ticks"]) == (62, [])
    # Bepi: 12 − 6 (a special parried to a hit) − 4 (the boulder); one free check
    assert (bepi["pf"]["current"], bepi["status"]) == (2, "active")
    assert bepi["ticks"][-1] == "Lotta" and bepi["free_checks"] == {"1": 1}
    # Cora learns Primo Soccorso until her experience roll
    assert (cora["ticks"], cora["studying"]) == (["Primo Soccorso"], "Primo Soccorso")
    rounds = [e for e in table.json("log") if e["type"] == "CombatRoundStarted"]
    assert [(o["name"], o["rank"]) for o in rounds[-1]["order"]] == [
        ("Ada Neri", 12),
        ("Bepi Sala", 5),  # DES 10, moving 10 m: half
    ]


def test_todays_events_keep_the_stored_names_and_fields(table):
    table.run("run", str(SCRIPT))
    with sqlite3.connect(table.store) as db:
        today = {
            topic: set(json.loads(state))
            for topic, state in db.execute("select topic, state from stored_events")
        }
    # The campaign index's own events (HistoryChained since issue 26) are the
    # core's stored format: tests/test_journal/test_stored_format.py's.
    today.pop("journal.domain.registry:HistoryChained", None)
    assert today == topics(TODAY)
    older = topics(STREAM)  # what v1 recorded and today still does
    assert {t: today[t] for t in today.keys() & older} == {
        t: older[t] for t in today.keys() & older
    }


def test_every_brp_event_is_in_the_stored_stream():
    stored = set(topics(STREAM)) | set(topics(TODAY))
    for found in pkgutil.iter_modules(journal.domain.brp.__path__):
        module = importlib.import_module(f"journal.domain.brp.{found.name}")
        for name, value in vars(module).items():
            is_event = isinstance(value, type) and issubclass(value, CampaignEvent)
            if is_event and value.__module__ == module.__name__ and name not in BASES:
                assert f"{module.__name__}:{name}" in stored, name

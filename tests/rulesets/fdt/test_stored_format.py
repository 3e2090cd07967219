"""Fuori dal Tempo's event names and fields are a stored format.

`tests/data/fdt.v1.jsonl` is `tests/data/fdt/fdt.journal` (every fdt event at
least once) as the first version stored it; `fdt.v2.jsonl` is `fdt.v2.journal`
under the rules of issue 28 (alternate rounds, moves, ambush and impaling, Mana
stored in items, the carattere, a rest after lost sleep). Renaming an event
class, moving its module or renaming a field breaks these tests: do it only
with `register_topic` or an upcaster, and keep the files.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from journal.domain import current_topic
from tests.stores import pre_chain_store

DATA = Path(__file__).resolve().parents[2] / "data"
STREAM = DATA / "fdt.v1.jsonl"
TODAY = DATA / "fdt.v2.jsonl"
SCRIPT = DATA / "fdt" / "fdt.v2.journal"


def rows(path: Path = STREAM) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def load(table, path: Path = STREAM):
    pre_chain_store(table.store, rows(path))  # as the journal stored it then
    return table


def topics(path: Path) -> dict[str, set[str]]:
    return {current_topic(r["topic"]): set(r["state"]) for r in rows(path)}


def test_the_old_stream_replays_to_the_same_sheets(table):
    load(table)
    kat, lirien, durin = (table.json("show", n) for n in ("Kat", "Lirien", "Durin"))
    # Hand-computed in fdt.journal's order (see the comments there and below).
    # Katariello: 17 pV; 9 lost; a meal +1; a day awake (max 15); 7 h of rest
    # +9 up to 15; sleep made up: 15/17. Mana 3, settled to 1 by the lost sleep.
    assert (kat["pv"], kat["mana"]) == (
        {"current": 15, "max": 17},
        {"current": 1, "max": 3},
    )
    # PiX: the boar's Valore 11 + 25 + 60 − 5 spent − 60 Forza − 15 Nuotare.
    assert (kat["pix"], kat["characteristics"]["Forza"]["base"]) == (16, 17)
    assert kat["skills"]["Nuotare"] == 13 and kat["shock"]["physical"] == 1
    assert (kat["oro"], kat["pasti"], kat["valori"]) == (15, 2, ["Cinghiale"])
    assert (lirien["pix"], lirien["skills"]["Nodi"], lirien["pv"]["current"]) == (
        5,
        3,
        11,
    )
    assert lirien["skill_flags"]["Cantare"]["teachable"]
    assert (lirien["armour"]["durata"], lirien["weapons"][0]["damaged"]) == (5, False)
    assert (durin["profession"], durin["skills"]["Contare"]) == ("Mercante", 3)
    assert not any(f["used"] for f in kat["skill_flags"].values())  # adventure over
    options = {o["name"]: o["on"] for o in table.json("campaign", "option")}
    assert [k for k, on in options.items() if on] == [
        "shock",
        "panic",
        "criticals",
        "range",
    ]


def test_the_old_stream_can_still_be_added_to(table):
    load(table)
    table.run("adventure", "start", "Il ritorno")
    table.run("session", "start", "--date", "2026-11-28")
    (check,) = table.json("roll", "Katariello", "Agilità", "--dice", "4")
    assert (check["target"], check["roll"], check["result"]) == (15, 4, "success")


def test_todays_stream_replays_to_the_same_sheets(table):
    load(table, TODAY)
    kat, lirien = table.json("show", "Kat"), table.json("show", "Lirien")
    # Katariello as in v1 but for the rest after a day awake: the sleep made
    # up first, the 7 hours give 9 pV up to 17 and 2 Mana an hour up to 3.
    assert (kat["pv"], kat["mana"]) == (
        {"current": 17, "max": 17},
        {"current": 3, "max": 3},
    )
    assert (kat["pix"], kat["valori"]) == (16, ["Cinghiale"])  # one Valore a kind
    # Lirien: 10 Mana − 4 (Luce) − 2 own for Fulmine (3 from the ring) + 4 (2 h)
    assert (lirien["mana"]["current"], lirien["mana_items"]) == (8, {})
    assert lirien["carattere"] == ["fiera", "taciturna", "curiosa"]
    second = [c for c in table.json("creature", "list") if c["name"] == "Secondo"]
    assert (second[0]["status"], second[0]["pv"]) == ("dead", -6)  # impaled: 11
    kinds = {e["type"] for e in table.json("log")}
    assert {"FighterMoved", "RoundPassed", "AmbushRolled", "ImpaleTried"} <= kinds
    assert {"StoredManaSpent", "ManaItemHeld", "CarattereGiven"} <= kinds


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

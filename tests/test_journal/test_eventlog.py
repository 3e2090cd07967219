"""The event log (Log degli eventi): entries by hand, later notes, keywords, search.

Each entry: event (evento), details (dettagli), later notes (note successive),
keywords (parole chiave). Notes are new events, never edits.
"""

from __future__ import annotations

import json


def add(table, *args: str) -> dict:
    (entry,) = table.json("eventlog", "add", *args)
    return entry


def test_an_entry_by_hand(ready):
    entry = add(
        ready,
        "Il giornalista sparisce",
        "--details",
        "Dal molo, di notte",
        "--keywords",
        "giornalista, molo,Molo",
    )
    assert entry["type"] == "LogEntryAdded"
    (listed,) = ready.json("eventlog")
    assert listed == {
        **listed,
        "id": entry["id"],
        "event": "Il giornalista sparisce",
        "details": "Dal molo, di notte",
        "keywords": ["giornalista", "molo"],
        "notes": [],
        "replaced_by": None,
        "session": 1,
        "scene": 1,
    }


def test_later_notes_are_new_events_with_their_keywords(ready):
    entry = add(ready, "Furto al molo", "--keywords", "molo")
    (note,) = ready.json(
        "eventlog", "note", entry["id"], "Era un informatore", "--keywords", "bugia"
    )
    ready.run("eventlog", "note", "last", "Lavorava per la famiglia")
    (listed,) = ready.json("eventlog", "list")
    assert [n["note"] for n in listed["notes"]] == [
        "Era un informatore",
        "Lavorava per la famiglia",
    ]
    assert listed["notes"][0]["id"] == note["id"]
    assert listed["keywords"] == ["molo", "bugia"]
    types = [e["type"] for e in ready.json("log")][-3:]
    assert types == ["LogEntryAdded", "LogNoteAdded", "LogNoteAdded"]


def test_search_by_word_in_any_part(ready):
    molo = add(ready, "Furto al molo", "--details", "Di notte")
    clinica = add(ready, "La clinica", "--keywords", "Medicina")
    ready.run("eventlog", "note", clinica["id"], "Il chirurgo è complice")
    ids = {
        word: [e["id"] for e in ready.json("eventlog", "--search", word)]
        for word in ("MOLO", "notte", "medicina", "complice", "nessuno")
    }
    assert ids == {
        "MOLO": [molo["id"]],
        "notte": [molo["id"]],
        "medicina": [clinica["id"]],
        "complice": [clinica["id"]],
        "nessuno": [],
    }
    for word in ("chirurgo e", "Chirurgo è", "CHIRURGO E"):  # accents aside
        assert [e["id"] for e in ready.json("eventlog", "--search", word)] == [
            clinica["id"]
        ]


def test_the_log_in_text(ready):
    entry = add(ready, "Furto al molo", "--details", "Di notte", "--keywords", "molo")
    ready.run("eventlog", "note", entry["id"], "Era un informatore")
    out = ready.run("--lang", "it", "eventlog").stdout.splitlines()
    assert out[0] == f"{entry['id']}  s1/sc1    Furto al molo"
    assert out[1:3] == ["          dettagli: Di notte", "          parole chiave: molo"]
    assert out[3].endswith(": Era un informatore")
    assert ready.run("eventlog", "--search", "x").stdout == "the event log is empty\n"


def test_a_note_names_an_entry_that_exists(ready):
    assert ready.refused("eventlog", "note", "last", "x") == (
        "refused: the event log has no entry yet (journal: event log)"
    )
    add(ready, "Furto al molo")
    (award,) = ready.json("reserve", "award", "Kira", "1")
    assert ready.refused("eventlog", "note", award["id"], "x") == (
        f"refused: no entry {award['id']!r} in the event log (journal: event log)"
    )


def test_an_entry_needs_its_event_and_a_note_its_text(ready):
    assert ready.refused("eventlog", "add", " ") == (
        "refused: an entry needs its event: say what happened (journal: event log)"
    )
    add(ready, "Furto al molo")
    assert ready.refused("eventlog", "note", "last", "") == (
        "refused: a later note cannot be empty (journal: event log)"
    )


def test_a_voided_entry_leaves_the_log_once_its_notes_are_voided(ready):
    entry = add(ready, "Furto al molo")
    (note,) = ready.json("eventlog", "note", entry["id"], "Era un informatore")
    line = ready.refused("void", entry["id"], "--reason", "mai successo")
    assert "there is no entry" in line
    ready.run("void", note["id"], "--reason", "mai detto")
    assert ready.json("eventlog")[0]["notes"] == []
    ready.run("void", entry["id"], "--reason", "mai successo")
    assert ready.json("eventlog") == []


def test_an_oracle_answer_takes_notes_like_any_entry(ready):
    (answer,) = ready.json("oracle", "2", "--dice", "4,2,2,1")
    ready.run("eventlog", "note", answer["id"], "Si chiama Livia Sarti")
    (entry,) = ready.json("eventlog", "--search", "livia")
    assert (entry["id"], entry["type"], entry["event"]) == (
        answer["id"],
        "OracleConsulted",
        "Giornalista",
    )
    ready.run("void", answer["id"], "--reason", "x", expect=1)


def test_aliases_and_help(ready):
    ready.run("eventlog", "aggiungi", "Furto")
    ready.run("eventlog", "nota", "last", "Di notte")
    assert ready.json("eventlog", "elenco")[0]["notes"][0]["note"] == "Di notte"
    assert "Log degli eventi" in ready.run("eventlog", "--help").stdout


def test_the_log_reads_only_its_entries_and_notes(ready, monkeypatch):
    """`eventlog list` reads the entries and notes by their types (an event of
    any class with `logbook_entry()`: an Oracle answer too), never the whole
    campaign (1.6 s and 378 MB at 100,000 events; 0.13 s and 24 MB now), and
    lists what the whole history gives: voids, a void voided, a re-rolled
    answer, notes on a voided entry."""
    from journal.app import JournalApp
    from journal.projections.logbook import logbook
    from journal.stores import open_store

    kept = add(ready, "Furto al molo", "--keywords", "molo")
    ready.run("eventlog", "note", kept["id"], "Era un informatore")
    gone = add(ready, "La clinica")
    (note,) = ready.json("eventlog", "note", gone["id"], "Il chirurgo")
    ready.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    ready.run("void", note["id"], "--reason", "mai detto")
    ready.run("void", gone["id"], "--reason", "mai successo")
    (back,) = ready.json("eventlog", "note", kept["id"], "Di notte")
    ready.run("void", back["id"], "--reason", "no")
    ready.run("void", "last", "--reason", "sì, era giusto")  # the note is back
    first = ready.json("oracle", "5", "--dice", "3,3,1")[0]
    ready.json("oracle", "5", "--reroll", "--dice", "6,6,2")
    ready.run("eventlog", "note", first["id"], "Scartata")

    app = open_store(str(ready.store), create=False)
    try:
        whole = logbook(app.current_events(None))
    finally:
        app.close()
    assert [e["event"] for e in whole] == ["Furto al molo", "Furto", "Gioia"]
    assert [n["note"] for n in whole[0]["notes"]] == ["Era un informatore", "Di notte"]

    by_type = JournalApp.current_events

    def whole_campaign(app, name, types=None):
        if not types:
            raise AssertionError("the event log read the whole campaign")
        return by_type(app, name, types)

    monkeypatch.setattr(JournalApp, "current_events", whole_campaign)
    assert ready.json("eventlog") == json.loads(json.dumps(whole))

"""The Oracle at the table: `journal oracle TABLE`, `start`, re-rolls, the event log.

The light die gives the row, the dark die the column; --dice takes light, dark,
then the table's extra dice in the rulebook's order (TABELLE DELL'ORACOLO).
"""

from __future__ import annotations

import hashlib
from importlib import resources

import pytest

import journal.data

DIGEST = hashlib.sha256(
    (resources.files("journal.domain.daimon2090.data") / "oracle.toml").read_bytes()
).hexdigest()
NPC_AND_EVENT = "4,2,2,1,5,5,6,1,1,3,4,2,2"  # tables 2, 3, 5, 6


def ask(table, *args: str) -> dict:
    events = table.json("oracle", *args)
    return [e for e in events if e["type"] == "OracleConsulted"][-1]


def test_an_answer_holds_the_table_the_dice_and_the_seeds_words(ready):
    # Tabella 2, light 4 dark 2: Giornalista; sex die 2 (F), polarity 1 (negative).
    answer = ask(ready, "2", "--dice", "4,2,2,1")
    assert (answer["table"], answer["dice"], answer["result"]) == (
        2,
        [4, 2, 2, 1],
        "Giornalista",
    )
    assert answer["extras"] == {"sesso": "F", "polarita": "negativo"}
    assert (answer["row"], answer["column"], answer["tables_hash"]) == (4, 2, DIGEST)


@pytest.mark.parametrize(
    "dice, number, words",
    [("1,6", 1, "Spalla dx"), ("6,1", 1, "Piede sx")],
)
def test_light_is_the_row_and_dark_the_column(ready, dice, number, words):
    assert ask(ready, str(number), "--dice", dice)["result"] == words


def test_the_table_die_picks_three_or_four(ready):
    assert ask(ready, "3", "--dice", "4,2,2")["result"] == "Arrogante"
    four = ask(ready, "3", "--dice", "4,2,1")
    assert (four["asked"], four["table"], four["result"]) == (3, 4, "Verde")
    # Typed without the table die, the table asked is read.
    assert ask(ready, "3", "--dice", "4,2")["result"] == "Arrogante"
    assert ask(ready, "4", "--dice", "4,2")["result"] == "Verde"


def test_yes_or_no(ready):
    out = ready.run("--lang", "it", "oracle", "0", "--dice", "1").stdout
    assert "Oracolo, tabella 0 (sì o no) → Un NO brutale; dadi 1" in out


def test_the_answer_is_told_in_one_line(ready):
    out = ready.run("oracle", "7", "--dice", "4,3,3,2").stdout
    assert "Oracle, table 7 (luoghi) → Mare (nella VRN, positivo); dice 4 3 3 2" in out


def test_an_adventure_starts_with_an_npc_an_event_and_an_action(ready):
    events = ready.json("oracle", "start", "--dice", NPC_AND_EVENT)
    assert [(e["table"], e["result"], e["purpose"]) for e in events] == [
        (2, "Giornalista", "start"),
        (3, "Eccentrico", "start"),
        (5, "Ricatto", "start"),
        (6, "Scegliere", "start"),
    ]


def test_or_with_an_action_and_a_place(ready):
    events = ready.json(
        "oracle", "start", "--with", "place", "--dice", "4,2,2,1,5,5,6,6,4,1,6,1,2,2"
    )
    assert [e["result"] for e in events] == [
        "Giornalista",
        "Eccentrico",
        "Attaccare",
        "Vicolo",
    ]


def test_a_start_needs_every_tables_dice(ready):
    line = ready.refused("oracle", "start", "--dice", "4,2,2,1")
    assert (
        line == "refused: the roll needs 13 dice, 4 were typed (Tabelle dell'Oracolo)"
    )


def test_a_reroll_keeps_the_old_answer_marked(ready):
    # "Nel caso la risposta davvero non abbia senso, è possibile lanciare di nuovo."
    first = ask(ready, "5", "--dice", "3,3,1")  # Furto
    again = ask(ready, "5", "--reroll", "--dice", "6,6,2")  # Gioia
    assert (again["result"], again["rerolls"]) == ("Gioia", first["id"])
    log = {entry["id"]: entry for entry in ready.json("eventlog")}
    assert log[first["id"]]["replaced_by"] == again["id"]
    assert log[again["id"]]["replaces"] == first["id"]
    assert f"re-rolled: see {again['id']}" in ready.run("eventlog").stdout


def test_reroll_rolls_the_last_answers_table_again(ready):
    ready.run("oracle", "start", "--dice", NPC_AND_EVENT)
    again = ask(ready, "reroll", "--dice", "6,6,2")
    assert (again["table"], again["result"], again["purpose"]) == (
        6,
        "Gridare",
        "start",
    )


def test_a_start_rerolled_whole(ready):
    first = ready.json("oracle", "start", "--dice", NPC_AND_EVENT)
    again = ready.json("oracle", "start", "--reroll", "--dice", ",".join("1" * 13))
    assert [e["rerolls"] for e in again] == [e["id"] for e in first]


def test_nothing_to_reroll(ready):
    line = ready.refused("oracle", "reroll")
    assert line == (
        "refused: the Oracle has given no answer to re-roll (Leggere i risultati)"
    )
    line = ready.refused("oracle", "8", "--reroll", "--dice", "1,1,1")
    assert line == (
        "refused: table 8 has given no answer to re-roll yet (Leggere i risultati)"
    )


def test_every_answer_is_an_entry_of_the_event_log(ready):
    ready.run("oracle", "start", "--dice", NPC_AND_EVENT)
    entries = ready.json("eventlog")
    assert [e["event"] for e in entries] == [
        "Giornalista",
        "Eccentrico",
        "Ricatto",
        "Scegliere",
    ]
    assert entries[0]["details"] == (
        "Inizio dell'avventura. Oracolo, tabella 2 (definizione PNG), dadi 4 2 2 1: "
        "F, negativo"
    )
    assert entries[0]["keywords"] == ["Giornalista"]


def test_past_answers_keep_their_words_when_the_tables_change(ready, monkeypatch):
    ask(ready, "2", "--dice", "4,2,2,1")
    data, _ = journal.data.load_table("oracle", "journal.domain.daimon2090.data")
    rows = [list(row) for row in data["tables"]["2"]["rows"]]
    rows[3][1] = "Journalist"
    english = {"tables": {**data["tables"], "2": {**data["tables"]["2"], "rows": rows}}}
    monkeypatch.setattr(
        journal.data, "load_table", lambda name, package: (english, "e" * 64)
    )
    ask(ready, "2", "--dice", "4,2,2,1")
    answers = [e for e in ready.json("log") if e["type"] == "OracleConsulted"]
    assert [(a["result"], a["tables_hash"]) for a in answers] == [
        ("Giornalista", DIGEST),
        ("Journalist", "e" * 64),
    ]


def test_a_miscount_or_a_wrong_face_records_nothing(ready):
    assert ready.refused("oracle", "2", "--dice", "4,2") == (
        "refused: the roll needs 4 dice, 2 were typed (Tabelle dell'Oracolo)"
    )
    assert ready.refused("oracle", "1", "--dice", "4,7") == (
        "refused: a d6 has no face 7 (Tabelle dell'Oracolo)"
    )


@pytest.mark.parametrize("args", [["9"], ["sette"], ["2", "--with", "place"]])
def test_bad_usage(ready, args):
    ready.run("oracle", *args, expect=2)


def test_rolled_answers_record_their_faces(ready):
    answer = ask(ready, "8", "--seed", "7")
    assert answer["dice_source"] == "rolled" and len(answer["dice"]) == 3
    again = ask(ready, "8", "--seed", "7")
    assert again["dice"] == answer["dice"] and again["result"] == answer["result"]


def test_the_italian_alias(ready):
    assert ask(ready, "inizio", "--dice", NPC_AND_EVENT)["result"] == "Scegliere"
    assert ready.run("oracolo", "0", "--dice", "4").exit_code == 0

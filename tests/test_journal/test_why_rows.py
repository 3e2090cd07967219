"""`why` tells each line from the sheets' history rows alone (issue 29): each
change's row keeps the event's own fields (journal.projections.sheethistory
.inputs), language-neutral, so `why` reads and decodes no event, in English and
Italian alike; a store whose rows kept the older English line ends gets them
rebuilt when it is opened, and tells the same lines."""

from __future__ import annotations

import json
import sqlite3
from types import SimpleNamespace

import pytest

from journal.projections.sheethistory import inputs
from journal.projections.slices import Slice
from journal.projections.viewstore import VERSION


def played(ready):
    """Kira spends, is awarded, rolls with her Riserva and is wounded."""
    ready.run("reserve", "spend", "Kira", "2", "--for", "un taxi")
    ready.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    ready.run(
        "roll", "Kira", "--char", "agilita", "--reserve", "1", "--target", "2",
        "--dice", "6,2,4,1",
    )  # fmt: skip
    ready.run("wound", "Kira", "2")
    return ready


def read_from_the_log(ready, monkeypatch) -> list[int]:
    """The positions of the events `why` reads from the event log from now on."""
    asked: list[int] = []
    records_at = Slice.records_at

    def counted(self, seqs):
        asked.extend(seqs)
        return records_at(self, seqs)

    monkeypatch.setattr(Slice, "records_at", counted)
    return asked


def test_why_reads_no_event_and_says_what_each_change_was(ready, monkeypatch):
    played(ready)
    asked = read_from_the_log(ready, monkeypatch)
    english = ready.run("why", "Kira", "reserve").stdout.splitlines()
    italian = ready.run("--lang", "it", "why", "Kira", "reserve").stdout.splitlines()
    assert asked == []  # every line told from the sheets' history rows
    assert len(english) == len(italian) == 4
    assert [line.split()[1:3] for line in english] == [
        ["+7", "→"],
        ["-2", "→"],
        ["+1", "→"],
        ["-1", "→"],
    ]
    assert [line.split()[3] for line in english] == ["7", "5", "6", "5"]
    assert "Kira Voss is awarded 1 Riserva (interpretation)" in english[2]
    assert "Kira Voss riceve 1 dado Riserva (interpretazione)" in italian[2]
    assert "Kira Voss spends 2 Riserva dice for un taxi" in english[1], english[1]
    assert "Agilità" in english[3] and "1 Riserva discarded" in english[3]
    assert "1 dado Riserva scartato" in italian[3]


def test_why_tells_what_it_told_from_the_events_themselves(ready, monkeypatch):
    """The lines told from the rows are the lines the events' own records tell
    (Slice.records_at, what `why` read before), field by field, both languages."""
    played(ready)
    ready.run("why", "Kira", "reserve")  # the sheets' history, caught up
    from journal.projections import why as why_module

    expected, told_from_log = {}, why_module.line_records

    def from_the_log(changes, source):
        return source.records_at([change[0] for change in changes])

    for lang in ("en", "it"):
        for field in ("reserve", "wounds", "status", "agilita"):
            monkeypatch.setattr(why_module, "line_records", from_the_log)
            expected[lang, field] = ready.run("--lang", lang, "why", "Kira", field)
            monkeypatch.setattr(why_module, "line_records", told_from_log)
            found = ready.run("--lang", lang, "why", "Kira", field)
            assert found.stdout == expected[lang, field].stdout, (lang, field)
    assert expected["en", "wounds"].stdout.count("\n") == 2  # created, wounded


def test_an_event_whose_fields_json_would_change_is_read_from_the_log(
    ready, monkeypatch
):
    """Where the row keeps nothing (a value JSON would not give back as it is),
    that line reads its event: the others still do not."""
    import journal.projections.sheethistory as sheethistory

    kept = sheethistory.inputs

    def not_awards(event):
        return None if type(event).__name__ == "ReserveAwarded" else kept(event)

    monkeypatch.setattr(sheethistory, "inputs", not_awards)
    played(ready)
    before = ready.run("why", "Kira", "reserve").stdout  # folded now, awards unkept
    monkeypatch.setattr(sheethistory, "inputs", kept)
    asked = read_from_the_log(ready, monkeypatch)
    assert ready.run("why", "Kira", "reserve").stdout == before
    award = [line for line in before.splitlines() if "is awarded" in line]
    log = ready.json("log")
    awarded = [row["seq"] for row in log if row["type"] == "ReserveAwarded"]
    assert len(award) == 1 and asked == [awarded[-1]] == [16]  # 10, 11: at most 7


class Event(SimpleNamespace):
    is_void = False


class Void(Event):
    is_void = True


def test_inputs_keep_an_events_own_fields_as_json_and_nothing_json_would_change():
    event = Event(
        originator_id="c",
        originator_version=9,
        timestamp="t",
        event_id="e",
        session=1,
        scene=2,
        by="Ana",
        character="k",
        dice=[6, 2],
        breakdown={"reserve": 1, "skill": None, "odds": 0.5, "ok": True},
    )
    assert json.loads(inputs(event)) == {
        "character": "k",
        "dice": [6, 2],
        "breakdown": {"reserve": 1, "skill": None, "odds": 0.5, "ok": True},
    }
    assert inputs(Event(**{**vars(event), "dice": (6, 2)})) is None
    assert inputs(Event(**{**vars(event), "breakdown": {1: 2}})) is None
    assert inputs(Void(**vars(event))) is None


def old_line_end(session, scene, kind: str, by: str, at: str) -> str:
    """What the sheets' history kept in `told` up to read-model version 7."""
    where = f"s{session or '-'}/sc{scene or '-'}"
    return f"{where:<9} {kind} (by {by}, {at[:16]})"


def test_a_store_whose_rows_kept_english_line_ends_tells_the_same_lines(
    ready, monkeypatch
):
    if not hasattr(ready.store, "exists"):
        pytest.skip("the rows are rewritten with SQLite")
    played(ready)
    asks = [
        ("why", "Kira", "reserve"),
        ("--lang", "it", "why", "Kira", "reserve"),
        ("why", "Kira", "wounds", "--json"),
    ]
    before = [ready.run(*ask).stdout for ask in asks]
    with sqlite3.connect(ready.store) as db:  # as version 7 wrote them
        rows = db.execute(
            "select session, scene, type, author, at, campaign_id, character_id, "
            "field, seq from journal_sheet_changes"
        ).fetchall()
        assert len(rows) == 6  # two sheets created, a spend, an award, a roll, a wound
        db.executemany(
            "update journal_sheet_changes set told = ? where campaign_id = ? "
            "and character_id = ? and field = ? and seq = ?",
            [(old_line_end(*row[:5]), *row[5:]) for row in rows],
        )
        db.execute("update journal_meta set value = '7' where name = 'views'")
    db.close()
    asked = read_from_the_log(ready, monkeypatch)
    assert [ready.run(*ask).stdout for ask in asks] == before
    assert asked == []  # rebuilt on opening: the rows keep the fields again
    with sqlite3.connect(ready.store) as db:
        told = [row[0] for row in db.execute("select told from journal_sheet_changes")]
        version = db.execute("select value from journal_meta where name = 'views'")
        assert version.fetchone()[0] == VERSION == "8"
    db.close()
    assert len(told) == len(rows) and all(text.startswith("{") for text in told)


def test_a_field_typed_wrong_gets_the_names_near_it(ready):
    # by the track's name or its label, in the language asked for
    refused = ready.run("why", "Kira", "riservaa", expect=1).stderr
    assert refused == (
        "refused: 'Kira' has no field 'riservaa'; did you mean Riserva or reserve? "
        "(journal: why)\n"
    )
    italian = ready.run("--lang", "it", "why", "Kira", "ferite2", expect=1).stderr
    assert italian == (
        "rifiutato: 'Kira' non ha il campo 'ferite2'; forse intendevi Ferite? "
        "(journal: perché)\n"
    )
    nothing = ready.run("why", "Kira", "zzzz", expect=1).stderr
    assert nothing == "refused: 'Kira' has no field 'zzzz' (journal: why)\n"


def test_a_long_answer_is_told_a_part_at_a_time_the_same_lines(ready, monkeypatch):
    """`why` tells and prints its lines a part at a time (at 100,000 events an
    answer of 13,724 lines held whole took 81 MB, 44 MB so): parts of two
    lines print what one part printed, in order, nothing lost or repeated."""
    from journal.commands import audit

    played(ready)
    ready.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    whole = ready.run("--lang", "it", "why", "Kira", "reserve").stdout
    asked = read_from_the_log(ready, monkeypatch)
    parts: list[int] = []
    from journal.projections import why as why_module

    telling = why_module.told_lines

    def counted(changes, *args):
        parts.append(len(changes))
        return telling(changes, *args)

    monkeypatch.setattr(why_module, "told_lines", counted)
    monkeypatch.setattr(audit, "WHY_BATCH", 2)
    assert ready.run("--lang", "it", "why", "Kira", "reserve").stdout == whole
    assert parts == [2, 2, 1] and asked == []
    assert whole.count("\n") == 5


def test_since_and_last_tell_only_the_recent_changes_with_the_whole_history_s_values(
    ready,
):
    """`why --since REF` and `--last N` (issue 29: at length, the question is
    most often about the latest changes): the same lines as the whole answer's
    end, running values and all, in text and JSON; a REF as `show --as-of`
    takes it."""
    played(ready)  # session 1: Riserva 7 -> 5 -> 6 -> 5
    ready.run("scene", "end")
    ready.run("session", "end")
    ready.run("session", "start", "--date", "2026-11-27")  # +1: 6
    ready.run("scene", "start", "Il tetto")
    ready.run("reserve", "spend", "Kira", "3", "--for", "un drone")  # 3
    (award,) = ready.json("reserve", "award", "Kira", "2", "--reason", "danger")  # 5
    ready.run("reserve", "spend", "Kira", "1", "--for", "un taxi")  # 4
    whole = ready.json("why", "Kira", "reserve")
    assert [row["value"] for row in whole] == [7, 5, 6, 5, 6, 3, 5, 4]
    since = ready.json("why", "Kira", "reserve", "--since", "session:1")
    assert since == whole[-4:]  # the session's +1, a spend, the award, a spend
    assert ready.json("why", "Kira", "reserve", "--last", "2") == whole[-2:]
    both = ready.json("why", "Kira", "reserve", "--since", "session:1", "--last", "9")
    assert both == whole[-4:]
    after_award = ready.json("why", "Kira", "reserve", "--since", award["id"])
    assert [(row["delta"], row["value"]) for row in after_award] == [(-1, 4)]
    lines = ready.run("why", "Kira", "reserve", "--since", "session:1").stdout
    told = ready.run("why", "Kira", "reserve").stdout.splitlines()
    assert lines.splitlines() == told[-4:]
    assert "+2 → 5" in lines.splitlines()[2]


def test_since_with_nothing_after_it_says_so_and_bad_values_are_refused(ready):
    played(ready)
    last = ready.json("log")[-1]["id"]
    quiet = ready.run("why", "Kira", "reserve", "--since", last)
    assert quiet.stdout == ""
    assert quiet.stderr.strip() == "no change of reserve after " + last
    italian = ready.run("--lang", "it", "why", "Kira", "reserve", "--since", last)
    assert italian.stderr.strip() == "nessun cambiamento di reserve dopo " + last
    assert ready.json("why", "Kira", "reserve", "--since", last) == []
    usage = ready.run("why", "Kira", "reserve", "--last", "0", expect=2)
    assert "--last" in usage.stderr
    refused = ready.run("why", "Kira", "reserve", "--since", "session:9", expect=1)
    assert refused.stderr.strip() == "refused: there is no session 9 (journal)"
    empty = ready.run("why", "Kira", "reserve", "--since", "", "--json", expect=1)
    assert json.loads(empty.stdout)["refused"].startswith("'' is not an event id")
    for command in (("show", "Kira", "--as-of"), ("log", "--since")):  # not "now"
        refused = ready.run(*command, "", expect=1)  # an unset shell variable
        assert refused.stderr.startswith("refused: '' is not an event id")

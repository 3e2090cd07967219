"""Persistent read models: caught up step by step, rebuilt from zero, or folded
directly from the events, the sheets and the event log are the same."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from journal.context import Env
from journal.domain.daimon2090.rules import Prova
from journal.domain.dice import Dice
from journal.domain.errors import JournalError
from journal.projections.records import to_records
from journal.projections.timeline import state_at
from journal.store import open_app
from tests.builders import sheet

KIRA = sheet()
STAMP = Env(None, None, "en").stamp()
step = st.one_of(
    st.tuples(
        st.just("roll"),
        st.sampled_from(["Kira", "Dario"]),
        st.integers(0, 4),
        st.integers(1, 6),
        st.integers(0, 999),
    ),
    st.tuples(st.just("wound"), st.sampled_from(["Kira", "Dario"]), st.integers(1, 4)),
    st.tuples(st.just("award"), st.sampled_from(["Kira", "Dario"]), st.integers(1, 3)),
    st.tuples(st.just("spend"), st.sampled_from(["Kira", "Dario"]), st.integers(1, 3)),
    st.tuples(st.just("void"), st.integers(0, 999)),
    st.tuples(st.just("session")),
)


def play(app, kind: str, *args) -> None:
    if kind == "void":
        voidable = [e for e in app.campaign_events(None) if e.voidable]
        target = voidable[args[0] % len(voidable)]
        app.void(None, target.event_id, "test", STAMP)
        return
    app.change(None, lambda c: command(c, kind, *args))


def command(campaign, kind: str, *args) -> None:
    if kind == "roll":
        name, reserve, target, seed = args
        campaign.roll_prova(
            Prova(name, "agilita", target, reserve=reserve), Dice.seeded(seed), STAMP
        )
    elif kind == "wound":
        campaign.suffer_wound(args[0], args[1], None, STAMP)
    elif kind == "award":
        campaign.award(args[0], args[1], None, STAMP)
    elif kind == "spend":
        campaign.spend_reserve(args[0], args[1], "test", STAMP)
    else:
        campaign.end_session(STAMP)
        campaign.start_session("2026-11-21", [], STAMP)


def new_table(folder: str):
    app = open_app(Path(folder) / "views.sqlite3", create=True)
    app.new_campaign("Viste", "daimon2090", STAMP)
    app.change(None, lambda c: c.add_players(["Ana", "Bruno"], STAMP))
    app.change(None, lambda c: c.create_character(KIRA, STAMP))
    dario = {**KIRA, "name": "Dario", "player": "Bruno"}
    app.change(None, lambda c: c.create_character(dario, STAMP))
    app.change(None, lambda c: c.start_session("2026-11-20", [], STAMP))
    return app


def sheets(state) -> dict:
    return {cid: sheet.to_dict() for cid, sheet in state.characters.items()}


def comparable_log(records: list[dict]) -> list[dict]:
    return [{k: v for k, v in r.items() if k != "chance"} for r in records]


@settings(max_examples=40, deadline=None)
@given(st.lists(step, max_size=14))
def test_incremental_rebuilt_and_direct_fold_agree(steps):
    with tempfile.TemporaryDirectory() as folder:
        app = new_table(folder)
        for kind, *args in steps:
            try:
                play(app, kind, *args)
            except JournalError:
                pass
            app.caught_up_view()  # the read models catch up after every command
        incremental = app.current_state(None), app.current_log(None)
        app.rebuild()
        rebuilt = app.current_state(None), app.current_log(None)
        history = app.campaign_events(None)
        direct = state_at(history), to_records(history)
        assert sheets(incremental[0]) == sheets(rebuilt[0]) == sheets(direct[0])
        assert incremental[0].table == rebuilt[0].table == direct[0].table
        assert comparable_log(incremental[1]) == comparable_log(rebuilt[1])
        assert comparable_log(rebuilt[1]) == comparable_log(direct[1])
        app.close()


def test_a_void_marks_its_target_in_the_stored_log(ready):
    (award,) = ready.json("reserve", "award", "Kira", "1")
    ready.run("log")  # the log read model catches up
    (void,) = ready.json("void", award["id"], "--reason", "typo")
    flags = {e["id"]: e["void"] for e in ready.json("log")}
    assert flags[award["id"]] is True and flags[void["id"]] is False
    ready.run("void", void["id"], "--reason", "it was right")
    flags = {e["id"]: e["void"] for e in ready.json("log")}
    assert flags[award["id"]] is False and flags[void["id"]] is True


def test_rebuild_says_how_many_events_it_folded(ready):
    result = ready.run("rebuild")
    # every stored event, the registry's own included
    assert f"rebuilt the read models from {ready.event_count()} events" in result.stderr


def test_the_plain_decoder_gives_the_mappers_events(ready):
    # Rebuilds decode stored events with plain json where the library's mapper
    # would give the very same event; every other event goes through the mapper.
    from eventsourcing.persistence import Mapper

    from journal.projections.decode import plain_event
    from journal.stores import open_store

    ready.run("roll", "Kira", "--char", "agilita", "--target", "1", "--dice", "6,6,6")
    ready.run("void", "last", "--reason", "typo")
    app = open_store(str(ready.store), create=False)
    notifications = app.recorder.select_notifications(start=1, limit=1000)
    library = Mapper.to_domain_event  # the library's own decoding, not ours first
    decoded = [(plain_event(n), library(app.mapper, n)) for n in notifications]
    assert all(fast == slow for fast, slow in decoded if fast is not None)
    assert sum(fast is not None for fast, _ in decoded) >= len(decoded) - 3
    app.close()


def test_the_rulebook_s_event_log_reads_the_view_and_matches_the_stream(ready):
    from journal.projections.logbook import logbook
    from journal.stores import open_store

    ready.run("eventlog", "add", "Furto al molo", "--keywords", "molo")
    ready.run("eventlog", "note", "last", "Era un informatore")
    ready.run("eventlog", "add", "Errore", "--details", "da annullare")
    ready.run("void", "last", "--reason", "typo")
    app = open_store(str(ready.store), create=False)
    from_view = logbook(app.current_events(None))
    assert from_view == logbook(app.campaign_events(None))
    assert [entry["event"] for entry in from_view] == ["Furto al molo"]
    assert [note["note"] for note in from_view[0]["notes"]] == ["Era un informatore"]
    app.close()


def test_states_at_many_positions_equal_one_fold_each(ready):
    from journal.projections.timeline import state_at, states_at
    from journal.stores import open_store

    (award,) = ready.json("reserve", "award", "Kira", "1")
    ready.run("void", award["id"], "--reason", "typo")  # a void position is skipped
    ready.run("reserve", "spend", "Kira", "2", "--for", "x")
    app = open_store(str(ready.store), create=False)
    history = app.campaign_events(None)
    positions = range(1, len(history) + 1)
    together = states_at(history, positions)
    for position in positions:
        alone = state_at(history, position)
        assert sheets(together[position]) == sheets(alone), position
    app.close()


def test_a_void_flag_is_written_at_its_targets_position_or_found_by_id():
    """The log has no index by event id: a campaign's own ids stand for their
    position, so the row is updated by its primary key; an id of another form
    (an older store's, a copy's) is still found."""
    import sqlite3

    from journal.domain.ids import short_id
    from journal.projections.viewreads import mark_voids
    from journal.projections.viewstore import _changed

    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE TABLE log (campaign_id TEXT, seq INTEGER, event_id TEXT, "
        "void INTEGER, PRIMARY KEY (campaign_id, seq))"
    )
    rows = [("c", seq, short_id(seq), 0) for seq in range(1, 2001)]
    rows[41] = ("c", 42, "1f0e4b2a-older-form", 0)  # not its position's id
    rows[6] = ("c", 7, short_id(7, band=1), 0)  # a copy's ids: another band's
    rows[99] = ("c", 100, short_id(7), 0)  # an id of another position
    db.executemany("INSERT INTO log VALUES (?, ?, ?, ?)", rows)

    def statement(text):
        return text.format(log="log", p="?")

    flags = [(1, "c", short_id(1500)), (1, "c", "1f0e4b2a-older-form")]
    flags += [(1, "c", short_id(7)), (1, "other", short_id(3))]
    c = db.cursor()
    mark_voids(c, statement, flags, _changed)
    marked = dict(db.execute("SELECT seq, void FROM log WHERE void = 1").fetchall())
    assert marked == {1500: 1, 42: 1, 100: 1}  # each id, wherever it is
    mark_voids(c, statement, [(0, "c", short_id(1500))], _changed)  # voided again
    assert db.execute("SELECT void FROM log WHERE seq = 1500").fetchone() == (0,)
    plan = db.execute(
        "EXPLAIN QUERY PLAN "
        + statement(
            "UPDATE {log} SET void = {p} WHERE campaign_id = {p} AND seq = {p} "
            "AND event_id = {p}"
        ),
        (1, "c", 1500, short_id(1500)),
    ).fetchall()
    assert "PRIMARY KEY" in str(plan) or "autoindex" in str(plan)

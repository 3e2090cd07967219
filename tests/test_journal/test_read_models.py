"""Read models upgrade themselves, and a failed rebuild changes nothing."""

from __future__ import annotations

import sqlite3

from journal.domain import events
from journal.projections.viewstore import VERSION


def views_sql(store, statement: str, *params) -> list:
    with sqlite3.connect(store) as db:
        rows = db.execute(statement, params).fetchall()
    db.close()
    return rows


def test_read_models_of_another_version_rebuild_before_a_read(ready):
    before = ready.json("log")
    # An older journal's read models: another version, an emptied log.
    views_sql(ready.store, "update journal_meta set value = '1' where name = 'views'")
    views_sql(ready.store, "delete from journal_event_log")
    assert ready.json("log") == before
    assert views_sql(
        ready.store, "select value from journal_meta where name = ?", "views"
    ) == [(VERSION,)]


def test_a_rebuild_that_hits_a_broken_event_leaves_the_read_models_serving(
    ready, monkeypatch
):
    ready.run("wound", "Kira", "2")
    sheet, log = ready.json("show", "Kira"), ready.json("log")

    def broken(self, state):  # a new version's fold with a bug in it
        raise ValueError("a fold that cannot apply this event")

    monkeypatch.setattr(events.SceneStarted, "fold", broken)
    result = ready.run("rebuild", expect=1)
    assert "the rebuild stopped" in result.stderr
    assert "the read models in use were kept" in result.stderr
    assert ready.json("show", "Kira") == sheet
    assert ready.json("log") == log
    monkeypatch.undo()
    ready.run("rebuild")
    assert ready.json("show", "Kira") == sheet


def test_an_edited_history_is_refused_at_once_not_rebuilt_again_and_again(
    ready, monkeypatch
):
    from journal.chain import ChainBroken
    from journal.store import open_app

    app = open_app(ready.store, create=False)
    tries = []

    def edited() -> int:
        tries.append(1)
        raise ChainBroken("this history does not verify at event 3", "journal")

    monkeypatch.setattr(app, "rebuild", edited)
    try:
        view = app.factory.view_recorder()
        try:
            app.rebuild_once(view, "another version")
        except ChainBroken as refused:
            assert "does not verify" in str(refused)
        else:
            raise AssertionError("an edited history was rebuilt")
    finally:
        app.close()
    assert tries == [1]  # refused the first time, not after 20 tries and 5 s


def test_what_a_fold_keeps_changes_only_with_a_new_read_models_version(table):
    # Stores keep folded states (journal_states) and rebuild them only when
    # VERSION changes: a change to what the folds keep, without a new VERSION,
    # would leave every store serving stale sheets (and failing audit). The
    # newest fixture's events fold to these states under this VERSION; when
    # they differ, bump VERSION in projections/viewstore.py and write them
    # again: python tests/data/stores/build.py --states v5-journal-topics
    import json
    import shutil
    from pathlib import Path

    stores = Path(__file__).resolve().parents[1] / "data" / "stores"
    kept = json.loads((stores / "v5-journal-topics.states.json").read_text("utf-8"))
    shutil.copyfile(stores / "v5-journal-topics.sqlite3", table.store)
    table.run("rebuild")
    rows = views_sql(table.store, "select campaign_id, state from journal_states")
    folded = {key: json.loads(state) for key, state in rows}
    assert kept["version"] == VERSION, "a new VERSION: write the states again"
    changed = sorted(k for k in folded if folded[k] != kept["states"].get(k))
    assert changed == [], "the folds changed: bump the read models' VERSION"
    assert len(folded) == 6

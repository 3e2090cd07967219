"""A state at any position, from the latest snapshot the voids leave valid and
the events after it, equals the full replay (projections.slices); `why` read from
the sheets' history model equals `why` over every event, voids and all; on both
stores."""

from __future__ import annotations

from pathlib import Path

import pytest

from journal.app import JournalApp
from journal.context import Env
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.daimon2090.rules import Prova
from journal.domain.dice import Dice
from journal.projections.slices import Slice
from journal.projections.timeline import state_at
from journal.projections.why import why
from journal.store import store_env


class FrequentSnapshots(JournalApp):
    name = "journal"  # the read models' tracking name (eventsourcing: the class's)
    snapshotting_intervals = {DaimonCampaign: 4}


def frequent_app(table) -> JournalApp:
    if isinstance(table.store, Path):
        return FrequentSnapshots(env=store_env(table.store))
    return FrequentSnapshots(env=table.app_env())


def test_every_position_from_a_valid_snapshot_equals_the_full_replay(ready):
    app = frequent_app(ready)
    stamp = Env(None, None, "en").stamp()
    awards = []
    for seed in range(14):
        prova = Prova("Kira", "agilita", 2, reserve=seed % 2)
        app.change(
            None, lambda c, p=prova, s=seed: c.roll_prova(p, Dice.seeded(s), stamp)
        )
        (award,) = app.change(
            None, lambda c: c.award("Kira", 1, "interpretation", stamp)
        )
        awards.append(award)
    # voids recorded after snapshots that folded their targets: those snapshots
    # no longer stand for the corrected history, and are passed over
    ready.json("why", "Kira", "reserve")  # the sheets' history, before the voids
    for award in (awards[1], awards[6]):
        app.void(None, award["id"], "era di Dario", stamp)
        ready.json("why", "Kira", "reserve")  # each void rewinds what it undid
    app.void(None, "last", "un errore", stamp)
    history = app.campaign_events(None)
    assert len(app.recorder.sealed_versions(history[0].originator_id)) > 5
    campaign = Slice(app, None)
    for upto in range(1, len(history) + 1):
        assert campaign.state_at(upto).to_dict() == state_at(history, upto).to_dict()
    app.close()
    for field in ("reserve", "wounds", "status"):  # the sheets' history model
        assert ready.json("why", "Kira", field) == why(history, "Kira", field)
    kira = ready.json("show", "Kira", "--as-of", awards[3]["id"])
    assert (
        kira["reserve"] == state_at(history, awards[3]["seq"]).character("Kira").reserve
    )


@pytest.mark.parametrize("spill", [5000, 2])
def test_a_rebuild_folds_the_sheets_history_as_why_would(ready, monkeypatch, spill):
    """The rebuild folds the sheets' history in its own pass (voids, a void
    undone and all): the same rows and state as `why`'s catch-up, so the
    first `why` after a rebuild folds nothing; and the audit's own fold finds
    them whole. With `spill` 2, the rebuild and the audit write their changes
    a few at a time, and a void's rewind deletes what they wrote."""
    import journal.projections.checkpoints as checkpoints
    import journal.projections.sheethistory as sheethistory
    from journal.integrity import audit

    monkeypatch.setattr(sheethistory, "SPILL", spill)
    monkeypatch.setattr(checkpoints, "INTERVAL", 3)
    app = frequent_app(ready)
    stamp = Env(None, None, "en").stamp()
    ids = []
    for seed in range(10):
        prova = Prova("Kira", "agilita", 2, reserve=seed % 2)
        app.change(
            None, lambda c, p=prova, s=seed: c.roll_prova(p, Dice.seeded(s), stamp)
        )
        (award,) = app.change(
            None, lambda c: c.award("Kira", 1, "interpretation", stamp)
        )
        ids.append(award["id"])
    app.void(None, ids[1], "era di Dario", stamp)
    (undone, *_) = app.void(None, ids[4], "un errore", stamp)
    app.void(None, undone["id"], "era giusto", stamp)  # the void voided
    app.change(None, lambda c: c.suffer_wound("Kira", 1, "bench", stamp))
    campaign_id = str(app.campaign_id(None))
    history = app.campaign_events(None)
    ready.json("why", "Kira", "reserve")  # `why`'s catch-up, void by void
    view = app.factory.view_recorder()
    caught = view.whole_sheets(campaign_id)
    ready.run("rebuild")
    assert view.whole_sheets(campaign_id) == caught
    assert audit(app)["ok"] is True

    def folded(*args):
        raise AssertionError("the first `why` after a rebuild folds nothing")

    monkeypatch.setattr(sheethistory, "_catch_up", folded)
    for field in ("reserve", "wounds", "status"):
        assert ready.json("why", "Kira", field) == why(history, "Kira", field)
    app.close()


def test_a_void_far_back_leaves_corrected_states_that_reads_start_from(
    ready, monkeypatch
):
    """Once an early event is voided no snapshot after it stands; the void keeps
    the corrected states it refolded through (every INTERVAL events, keyed by
    what is void up to there): a read starts from the latest, and every state
    equals the full replay, through a second void and a void undone."""
    import journal.projections.checkpoints as checkpoints

    monkeypatch.setattr(checkpoints, "INTERVAL", 3)
    app = frequent_app(ready)
    stamp = Env(None, None, "en").stamp()
    ids = []
    for seed in range(12):
        prova = Prova("Kira", "agilita", 2, reserve=seed % 2)
        app.change(
            None, lambda c, p=prova, s=seed: c.roll_prova(p, Dice.seeded(s), stamp)
        )
        (award,) = app.change(
            None, lambda c: c.award("Kira", 1, "interpretation", stamp)
        )
        ids.append(award["id"])
    (first, *_) = app.void(None, ids[0], "era di Dario", stamp)
    app.void(None, ids[5], "un errore", stamp)
    app.void(None, first["id"], "era giusto", stamp)  # the first void undone
    history = app.campaign_events(None)
    campaign = Slice(app, None)
    kept = campaign.view.checkpoints(campaign.key, len(history), count=100)
    assert len(kept) > 5
    latest = campaign.checkpoint(len(history))[0]
    assert latest in {seq for seq, _, _ in kept}  # a kept state, not a snapshot
    monkeypatch.setattr(campaign, "kept", lambda upto, voided: None)
    assert campaign.checkpoint(len(history))[0] < latest - 3  # snapshots alone
    monkeypatch.undo()
    monkeypatch.setattr(checkpoints, "INTERVAL", 3)
    for upto in range(1, len(history) + 1):
        assert campaign.state_at(upto).to_dict() == state_at(history, upto).to_dict()
    app.close()


def test_why_tells_its_lines_from_the_rows_as_from_the_events(ready, monkeypatch):
    """On either store, `why`'s lines (after voids, a rewind and all) read no
    event, and are the lines the events' own records tell (issue 29)."""
    from journal.projections import why as why_module

    ready.run("reserve", "spend", "Kira", "2", "--for", "un taxi")
    ready.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    ready.run("reserve", "spend", "Kira", "1", "--for", "un errore")
    ready.run("void", "last", "--reason", "non è successo")
    ready.run("wound", "Kira", "2")
    told_from_rows = why_module.line_records

    def from_the_log(changes, source):
        return source.records_at([change[0] for change in changes])

    for lang in ("en", "it"):
        for field in ("reserve", "wounds"):
            monkeypatch.setattr(why_module, "line_records", from_the_log)
            expected = ready.run("--lang", lang, "why", "Kira", field).stdout
            monkeypatch.setattr(why_module, "line_records", told_from_rows)
            monkeypatch.setattr(Slice, "records_at", None)  # no event read
            assert ready.run("--lang", lang, "why", "Kira", field).stdout == expected
            monkeypatch.undo()
            assert expected.count("\n") == {"reserve": 3, "wounds": 2}[field]

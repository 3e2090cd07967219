"""Long campaigns load from snapshots; a snapshot must equal the full replay."""

from __future__ import annotations

from journal.app import JournalApp
from journal.context import Env
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.daimon2090.rules import Prova
from journal.domain.dice import Dice
from journal.projections.timeline import state_at
from journal.store import store_env


class FrequentSnapshots(JournalApp):
    snapshotting_intervals = {DaimonCampaign: 5}


def test_a_campaign_loaded_from_a_snapshot_equals_its_replay(ready):
    app = FrequentSnapshots(env=store_env(ready.store))
    stamp = Env(None, None, "en").stamp()
    for seed in range(12):
        prova = Prova("Kira", "agilita", 2, reserve=seed % 2)
        app.change(
            None, lambda c, p=prova, s=seed: c.roll_prova(p, Dice.seeded(s), stamp)
        )
    app.change(None, lambda c: c.award("Kira", 2, "danger", stamp))
    campaign = app.load(None)
    snapshots = list(app.snapshots.get(campaign.id, desc=True, limit=1))
    assert snapshots and snapshots[0].originator_version > 12
    history = app.campaign_events(None)
    replayed = state_at(history)
    assert {k: v.to_dict() for k, v in campaign.state.characters.items()} == {
        k: v.to_dict() for k, v in replayed.characters.items()
    }
    assert campaign.state.scene == replayed.scene == {"number": 1, "title": "Il molo"}

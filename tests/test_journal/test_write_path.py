"""The write path (issue 29): a campaign kept in memory records at the cost of its
own link, while every recording still builds only on a verified history.

A process remembers the newest event of each stream it verified or recorded
(journal.chainstore's `heads`): the next recording on that stream verifies
only what came after it. Reading the stream's events up to there again (a
campaign loaded afresh) forgets it, so what is decided on freshly read events
is verified as at a command's first recording: from the latest sealed snapshot.
"""

from __future__ import annotations

import sqlite3

import pytest

from journal.app import JournalApp
from journal.chain import ChainBroken
from journal.chainread import StreamReader
from journal.context import Env
from journal.domain.daimon2090.rules import Prova
from journal.domain.dice import Dice
from journal.integrity import audit
from journal.store import store_env


@pytest.fixture
def verifications(monkeypatch) -> list[tuple[int, int]]:
    """Every span a recording verified: (first, last) positions."""
    found: list[tuple[int, int]] = []
    real = StreamReader.verify_stream

    def counted(self, c, originator_id, upto=2**62, start=1, prev=None):
        found.append((start, upto))
        if prev is None:
            return real(self, c, originator_id, upto, start)
        return real(self, c, originator_id, upto, start, prev)

    monkeypatch.setattr(StreamReader, "verify_stream", counted)
    return found


def roll(campaign, seed: int) -> None:
    stamp = Env(None, None, "en").stamp()
    campaign.roll_prova(Prova("Kira", "agilita", 3), Dice.seeded(seed), stamp)


def test_a_campaign_kept_in_memory_verifies_nothing_again(ready, verifications):
    app = JournalApp(env=store_env(ready.store))
    campaign = app.load(None)
    roll(campaign, 1)
    app.save(campaign)
    assert len(verifications) == 1  # the first recording: the span it builds on
    first, last = verifications[0]
    assert last == campaign.version - 1 and first <= last
    for seed in range(2, 12):
        roll(campaign, seed)
        app.save(campaign)
    assert len(verifications) == 1  # each later save hashed its own link only
    assert audit(app)["ok"] is True  # and every link is the chain's
    app.close()


def test_a_campaign_loaded_again_is_verified_again(ready, verifications):
    """An edit made after this process verified the events is refused once the
    campaign is read from the store again: what it decides on is verified."""
    app = JournalApp(env=store_env(ready.store))
    campaign = app.load(None)
    roll(campaign, 1)
    app.save(campaign)
    campaign_id = campaign.id.hex
    with sqlite3.connect(ready.store) as db:  # a forger edits the newest event
        ((state,),) = db.execute(
            "select state from stored_events where originator_id = ? and "
            "originator_version = ?",
            (campaign_id, campaign.version),
        ).fetchall()
        forged = state.replace(b'"margin":', b'"margin":1', 1)
        assert forged != state
        db.execute(
            "update stored_events set state = ? where originator_id = ? and "
            "originator_version = ?",
            (forged, campaign_id, campaign.version),
        )
    db.close()
    again = app.load(None)  # read afresh: the head this process knew is forgotten
    roll(again, 2)
    with pytest.raises(ChainBroken, match="does not match its digest"):
        app.save(again)
    app.close()


def test_a_failed_save_leaves_no_head_behind(ready):
    """A save whose transaction fails (another process recorded first) leaves
    the head this process knew as it was: the digest it computed is not kept."""
    app = JournalApp(env=store_env(ready.store))
    other = JournalApp(env=store_env(ready.store))
    mine = app.load(None)
    roll(mine, 1)
    app.save(mine)
    stale = app.load(None)
    theirs = other.load(None)
    roll(theirs, 2)
    other.save(theirs)
    roll(stale, 3)
    with pytest.raises(Exception):  # noqa: B017 - the library's integrity error
        app.save(stale)
    key = mine.id.hex
    assert app.recorder.heads.get(key, (None,))[0] != stale.version
    fresh = app.load(None)
    roll(fresh, 4)
    app.save(fresh)  # from the store as it is: verified, chained on theirs
    assert audit(app)["ok"] is True
    other.close()
    app.close()

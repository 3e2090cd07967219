"""Every single-byte change to a stored event or snapshot is found by `audit`;
a recording refuses one in what it builds on; after `audit` has found one, no
recording at all.

A small campaign with a snapshot every 6 events: every stored event and snapshot
row of it is changed one byte at a time and put back: every byte of its stream
id and topic, its position (±1, +256), and SPREAD bytes of its state spread over
it, first and last included (every byte of every state would take minutes: a
hash cannot tell one byte's position from another's). For each change:

- when it is in what a recording builds on (the latest sealed snapshot, the
  events after it), a recording command is tried first: it must be refused;
- `audit` must find it (100 %), and keeps its finding in the store: for every
  COMMAND_EVERY-th change a recording command is then tried, and refused;
- put back, `audit` finds the store whole again and clears its finding.

A change further back is not looked for by a recording (it verifies a span the
snapshot interval bounds): the next full verification finds it, and from then on
nothing is recorded (the last test).

The tampers that launder a history rather than edit a byte (the chain removed
so that the journal would chain the edited store again, a tail cut, the
verdict deleted, a read model edited) are tests/test_journal/test_laundering.py's.
"""

from __future__ import annotations

import sqlite3

import pytest

from journal.app import JournalApp
from journal.context import Env
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.integrity import audit
from journal.store import store_env

COMMAND_EVERY = 97  # a recording command is tried on every 97th change
SPREAD = 40  # bytes changed in each state
TABLES = ("stored_events", "stored_snapshots")
COLUMNS = ("originator_id", "originator_version", "topic", "state")


class FrequentSnapshots(JournalApp):
    snapshotting_intervals = {DaimonCampaign: 6}


@pytest.fixture
def store(ready):
    app = FrequentSnapshots(env=store_env(ready.store))
    stamp = Env(None, None, "en").stamp()
    for _ in range(4):  # one event each: some land on a multiple of 6
        app.change(None, lambda c: c.spend_reserve("Dario", 1, "una corsa", stamp))
        app.change(None, lambda c: c.award("Dario", 1, "interpretation", stamp))
    app.close()
    ready.run("roll", "Kira", "--char", "agilita", "--target", "1", "--dice", "6,2,4")
    ready.run("void", "last", "--reason", "tirato per sbaglio")
    return ready


def rows(db, table: str, campaign: str) -> list[tuple]:
    return db.execute(
        f"select originator_id, originator_version, topic, state from {table}"
        " where originator_id = ?",
        (campaign,),
    ).fetchall()


def changes(value):
    """Every single-byte change of a stored value (one per byte position)."""
    if isinstance(value, int):
        yield from (value + 1, value - 1, value ^ 0x100)
        return
    data = value if isinstance(value, bytes) else value.encode("utf-8")
    n = len(data)
    spread = (
        range(n)
        if n <= SPREAD
        else {i * (n - 1) // (SPREAD - 1) for i in range(SPREAD)}
    )
    for i in sorted(spread):
        changed = data[:i] + bytes([data[i] ^ (1 << (i % 8))]) + data[i + 1 :]
        if isinstance(value, bytes):
            yield changed
        else:
            try:
                yield changed.decode("utf-8")
            except UnicodeDecodeError:
                yield changed  # a text column now holding bytes


def test_every_single_byte_change_is_found_and_blocks_recording(store):
    app = JournalApp(env=store_env(store.store))
    assert audit(app)["ok"] is True  # untampered: clean
    db = sqlite3.connect(store.store, isolation_level=None)
    db.execute("pragma synchronous = off")  # the forger's writes need no fsync
    campaign = app.campaign_id(None).hex
    built_on = latest_seal(db, campaign)
    tried = found = refused = in_span = refused_in_span = 0
    for table in TABLES:
        assert rows(db, table, campaign), table
        for row in rows(db, table, campaign):
            span = row[1] > built_on or (table, row[1]) == (TABLES[1], built_on)
            for column, original in zip(COLUMNS, row, strict=True):
                for value in changes(original):
                    changed = tamper(db, table, row[:2], column, value)
                    if changed is None:
                        continue  # the change would clash with another row's key
                    tried += 1
                    if span:  # what a recording verifies: refused before any audit
                        in_span += 1
                        refused_in_span += records_nothing(store)
                    found += not audit(app)["ok"]
                    if tried % COMMAND_EVERY == 0:  # the audit's finding stands
                        refused += records_nothing(store)
                    tamper(db, table, changed, column, original)
                    assert audit(app)["ok"] is True  # whole again: finding cleared
                    assert app.recorder.found() is None
    app.close()
    print(
        f"\n{tried} single-byte changes, {found} found by audit, {refused} refused "
        f"after it; {in_span} in what a recording builds on, {refused_in_span} "
        "refused by the recording itself"
    )
    assert found == tried > 2000
    assert refused == tried // COMMAND_EVERY
    assert refused_in_span == in_span > 400


def latest_seal(db, campaign: str) -> int:
    """The position of the latest sealed snapshot: what a recording loads."""
    ((version,),) = db.execute(
        "select max(originator_version) from journal_seals where originator_id = ?",
        (campaign,),
    ).fetchall()
    return version


def tamper(db, table: str, key: tuple, column: str, value) -> tuple | None:
    """Set one column of the row with `key`; returns the row's key after it."""
    where = "originator_id = ? and originator_version = ?"
    try:
        db.execute(f"update {table} set {column} = ? where {where}", (value, *key))
    except sqlite3.IntegrityError:
        return None
    index = COLUMNS.index(column)
    return tuple(value if i == index else part for i, part in enumerate(key))


def records_nothing(store) -> bool:
    before = store.event_count()
    result = store.run("reserve", "award", "Kira", "1", expect=None)
    return result.exit_code == 1 and store.event_count() == before


def test_an_edit_behind_the_latest_snapshot_stops_recording_once_audited(store):
    """An edit before the latest sealed snapshot is outside what a recording
    verifies: the recording goes on, the next audit finds the edit, and from
    then on nothing is recorded in any campaign, until the store is whole."""
    db = sqlite3.connect(store.store, isolation_level=None)
    app = JournalApp(env=store_env(store.store))
    campaign = app.campaign_id(None).hex
    assert latest_seal(db, campaign) > 2
    ((state,),) = db.execute(
        "select state from stored_events where originator_id = ? and "
        "originator_version = 2",
        (campaign,),
    ).fetchall()
    forged = state.replace(b"Ana", b"Ada", 1)
    assert forged != state
    edit = "update stored_events set state = ? where originator_id = ? and "
    edit += "originator_version = 2"
    db.execute(edit, (forged, campaign))
    store.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    result = store.run("audit", expect=1)
    assert "event 2 (" in result.stdout and "does not match its digest" in result.stdout
    line = store.refused("reserve", "award", "Kira", "2", "--reason", "danger")
    assert "`journal audit` found this store's history edited (event 2 (" in line
    store.refused("campaign", "new", "Un'altra")  # nothing at all is recorded
    db.execute(edit, (state, campaign))  # a backup put back
    assert store.run("audit").exit_code == 0
    store.run("reserve", "award", "Kira", "2", "--reason", "danger")
    app.close()

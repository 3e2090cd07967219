"""Digests beside the events: recorder mixins that keep the hash chain.

`ChainedRecorder` goes over an application recorder's `_insert_events`: in the
transaction that stores the events it verifies what they build on (the stream's
latest sealed snapshot, its seal, and every event after it, chained from the
snapshot's digest: a span bounded by the snapshot interval) and writes their
digests; on a stream that does not verify it refuses them all, and so it does
while a finding of `journal audit` or of a rebuild stands (the store's
`journal_meta` keeps it: see `Verdicts`). The whole history is verified by
`audit`, `rebuild`, `export`, and wherever a command reads all of it anyway.
`SealedSnapshots` goes over the snapshot recorder: it seals each snapshot as
it is written and drops, as snapshots are read, any whose seal does not verify
(the aggregate is then replayed from its events). Their SQL lives in
`ChainSQL`: plain statements whose only dialect differences (the placeholder,
how an id is written) are parameters, so a PostgreSQL recorder mixes these in
the same way as the SQLite one.
"""

from __future__ import annotations

from typing import Any

from journal.chain import GENESIS, Problem, bulk, link, raw, refusal, seal
from journal.chainread import ALL, StreamReader
from journal.chainsql import ChainSQL
from journal.verdicts import Verdicts

CHAIN_FORMAT = "1"


class ChainedRecorder(Verdicts, StreamReader):
    """Mixin over an application recorder: digests in the events' transaction."""

    def _insert_events(self, c, stored_events, **kwargs: Any):
        result = super()._insert_events(c, stored_events, **kwargs)
        self.append_digests(c, stored_events)
        return result

    def append_digests(self, c, stored_events) -> None:
        c.executemany(self.chain.insert_link, self.links_for(c, stored_events))

    def links_for(self, c, stored_events) -> list[tuple]:
        """The new events' digests, once what they build on verifies (and no
        finding of an audit stands); ChainBroken otherwise."""
        self.refuse_if_found(c)
        streams: dict[Any, list] = {}
        for event in stored_events:
            streams.setdefault(event.originator_id, []).append(event)
        rows = []
        for originator_id, events in streams.items():
            prev = self.verified_head(
                c, originator_id, events[0].originator_version - 1
            )
            for e in events:
                prev = link(prev, e.originator_version, e.topic, e.state)
                rows.append(
                    (self.chain.key(originator_id), e.originator_version, prev.hex())
                )
        return rows

    def verified_head(self, c, originator_id: Any, upto: int) -> bytes:
        """The digest of event `upto`, once what a command builds on verifies:
        the latest sealed snapshot (its seal) and every event after it."""
        if upto < 1:
            return GENESIS
        base = self.sealed_base(c, originator_id, upto)
        if isinstance(base, Problem):
            raise refusal(base, originator_id)
        start, prev = base
        verdict = self.verify_stream(c, originator_id, upto, start + 1, prev)
        if verdict.problems:
            raise refusal(verdict.problems[0], originator_id)
        return raw(verdict.head) or GENESIS

    def seal_if_new(self, c) -> None:
        """In the transaction that creates the tables: a store from before the
        chain (no "chain" row in journal_meta) is chained as it stands, once.
        (Two processes opening such a store at the same moment: the second
        fails once, "database is locked", and works when run again.)"""
        c.execute(self.chain.meta, ("chain",))
        if c.fetchone() is None:
            c.execute(self.chain.insert_meta, ("chain", CHAIN_FORMAT))
            self.seal_history(c)

    def seal_history(self, c) -> None:
        """Chain every stream of a store written before the chain, as it stands."""
        bulk()
        c.execute(self.chain.streams)
        for originator_id in [row["id"] for row in c.fetchall()]:
            c.execute(self.chain.events, (originator_id, ALL))
            prev, rows = GENESIS, []
            for row in iter(c.fetchone, None):  # the digests only are kept
                prev = link(prev, row["v"], row["topic"], row["state"])
                rows.append((self.chain.key(originator_id), row["v"], prev.hex()))
            c.executemany(self.chain.insert_link, rows)


class SealedSnapshots:
    """Mixin over the snapshot recorder: seal on write, check on read."""

    chain: ChainSQL

    def _insert_events(self, c, stored_events, **kwargs: Any):
        result = super()._insert_events(c, stored_events, **kwargs)
        self.seal_snapshots(c, stored_events)
        return result

    def seal_snapshots(self, c, stored_events) -> None:
        """A seal for each snapshot whose event has a digest (in its transaction)."""
        rows = []
        for snapshot in stored_events:
            key = self.chain.key(snapshot.originator_id)
            c.execute(self.chain.link_at, (key, snapshot.originator_version))
            row = c.fetchone()
            digest = raw(row["digest"]) if row else None
            if digest is not None:  # no digest: the snapshot stays unsealed, unused
                value = seal(digest, snapshot.topic, snapshot.state).hex()
                rows.append((key, snapshot.originator_version, value))
        if rows:
            c.executemany(self.chain.insert_seal, rows)

    def select_events(self, originator_id: Any, **kwargs: Any):
        """Only snapshots whose seal verifies: others are ignored, never used."""
        found = super().select_events(originator_id, **kwargs)
        if not found:
            return found
        with self.datastore.transaction(commit=False) as c:
            return [snapshot for snapshot in found if self.is_sealed(c, snapshot)]

    def is_sealed(self, c, snapshot) -> bool:
        position = (self.chain.key(snapshot.originator_id), snapshot.originator_version)
        c.execute(self.chain.sealed_at, position)
        row = c.fetchone()
        digest = raw(row["digest"]) if row else None
        if digest is None:
            return False
        return seal(digest, snapshot.topic, snapshot.state).hex() == row["seal"]

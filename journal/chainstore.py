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

from journal.chain import (
    GENESIS,
    SECTION,
    ChainBroken,
    Problem,
    bulk,
    link,
    raw,
    refusal,
    seal,
)
from journal.chainread import ALL, StreamReader
from journal.chainsql import ChainSQL
from journal.domain.registry import REGISTRY_ID
from journal.i18n import _
from journal.verdicts import Verdicts

# journal_meta's "chain" mark: the store's events are chained (CHAINED: the
# campaign index does not record it yet, as in stores of 0.2; NOTED: it does).
CHAINED, NOTED = "1", "2"


class ChainedRecorder(Verdicts, StreamReader):
    """Mixin over an application recorder: digests in the events' transaction."""

    events_inserted_first = True  # PostgreSQL's computes the digests before
    # {stream key: (position, digest)}: the newest event of each stream that this
    # process verified or recorded, with nothing of it read again since (a read
    # of its events up to there forgets it: `select_events`). What a campaign
    # kept in memory builds on was verified then, so its next recording
    # verifies only what came after (usually nothing) and hashes its own link:
    # the span from the latest sealed snapshot is verified again only after
    # the stream was loaded afresh, as at each command's first recording.
    heads: dict | None = None

    def insert_events(self, stored_events, **kwargs: Any):
        """The library's insert; once its transaction has committed, the heads
        the new events make are known (journal.held: a script's savepoint)."""
        self.staged = {}
        try:
            result = super().insert_events(stored_events, **kwargs)
        except BaseException:
            self.staged = None
            raise
        staged, self.staged = self.staged, None
        if self.heads is None:
            self.heads = {}
        self.heads.update(staged or {})
        return result

    @property
    def staged(self) -> dict | None:
        """The heads of the batch being inserted, per thread (see `heads`)."""
        return getattr(self.local, "staged", None)

    @staged.setter
    def staged(self, value: dict | None) -> None:
        self.local.staged = value

    @property
    def local(self):
        found = self.__dict__.get("_local")
        if found is None:
            import threading

            found = self.__dict__["_local"] = threading.local()
        return found

    def forget_heads(self) -> None:
        """What this process verified may not stand (a script rolled back)."""
        self.heads = None

    def select_events(self, originator_id: Any, **kwargs: Any):
        """The library's read of a stream; reading its events up to a known head
        again forgets the head: what is decided on them is verified again."""
        known = (self.heads or {}).get(self.chain.key(originator_id))
        if known is not None and (kwargs.get("gt") or 0) < known[0]:
            del self.heads[self.chain.key(originator_id)]
        return super().select_events(originator_id, **kwargs)

    def _insert_events(self, c, stored_events, **kwargs: Any):
        result = super()._insert_events(c, stored_events, **kwargs)
        self.append_digests(c, stored_events)
        return result

    signer = None  # journal.signing.Signer of the key in use (JournalApp sets it)

    def append_digests(self, c, stored_events) -> None:
        rows = self.links_for(c, stored_events)
        c.executemany(self.chain.insert_link, rows)
        self.append_signatures(c, rows)

    def append_signatures(self, c, rows: list[tuple]) -> None:
        """Each new event's digest signed with the key in use, if any."""
        if self.signer is None or not rows:
            return
        public = self.signer.public
        signed = [
            (key, version, public, self.signer.sign(bytes.fromhex(digest)))
            for key, version, digest in rows
        ]
        c.executemany(self.chain.insert_signature, signed)

    def signatures_of(self, c, originator_id: Any) -> dict[int, tuple[str, str]]:
        """{position: (public key, signature)} of a stream's signed events."""
        c.execute(self.chain.signatures, (self.chain.key(originator_id),))
        return {r["v"]: (r["public_key"], r["signature"]) for r in c.fetchall()}

    def links_for(self, c, stored_events) -> list[tuple]:
        """The new events' digests, once what they build on verifies (and no
        finding of an audit stands); ChainBroken otherwise."""
        self.refuse_if_found(c)
        streams: dict[Any, list] = {}
        for event in stored_events:
            streams.setdefault(event.originator_id, []).append(event)
        rows = []
        for originator_id, events in streams.items():
            first = events[0].originator_version
            prev = self.verified_head(c, originator_id, first - 1)
            self.refuse_leftover_digest(c, originator_id, first)
            for e in events:
                prev = link(prev, e.originator_version, e.topic, e.state)
                rows.append(
                    (self.chain.key(originator_id), e.originator_version, prev.hex())
                )
            staged = self.staged
            if staged is not None:
                staged[self.chain.key(originator_id)] = (rows[-1][1], prev)
        return rows

    def refuse_leftover_digest(self, c, originator_id: Any, version: int) -> None:
        """A digest already at the new event's position, with no event there: an
        event was removed behind the journal's back (where another process
        recorded first, its event is there too, and the insert fails as a race;
        on SQLite the events are inserted first, so a race has failed already)."""
        key = self.chain.key(originator_id)
        if self.link_at(c, key, version) is None:
            return
        if not self.events_inserted_first:
            c.execute(self.chain.event_at, (self.event_key(originator_id), version))
        if self.events_inserted_first or c.fetchone() is None:
            problem = Problem(version, _("the event is missing (its digest remains)"))
            raise refusal(problem, originator_id)

    def verified_head(self, c, originator_id: Any, upto: int) -> bytes:
        """The digest of event `upto`, once what a command builds on verifies:
        from the stream's head this process knows (`heads`), else from the
        latest sealed snapshot (its seal), every event after it."""
        if upto < 1:
            return GENESIS
        known = (self.heads or {}).get(self.chain.key(originator_id))
        if known is not None and known[0] <= upto:
            start, prev = known
        else:
            base = self.sealed_base(c, originator_id, upto)
            if isinstance(base, Problem):
                raise refusal(base, originator_id)
            start, prev = base
        if start == upto:
            return prev
        verdict = self.verify_stream(c, originator_id, upto, start + 1, prev)
        if verdict.problems:
            raise refusal(verdict.problems[0], originator_id)
        return raw(verdict.head) or GENESIS

    marks: dict | None = None  # journal_meta's marks, as this process found them
    chained_now: dict | None = None  # streams this process chained as they stood

    def read_marks(self, c) -> dict[str, str]:
        c.execute(self.chain.marks)
        return {row["name"]: row["value"] for row in c.fetchall()}

    def store_marks(self) -> dict[str, str]:
        """The store's marks (the chain's, an incomplete copy's, a finding)."""
        if self.marks is None:
            with self.datastore.transaction(commit=False) as c:
                self.marks = self.read_marks(c)
        return self.marks

    def claim(self, c) -> None:
        """Take the store's write lock first thing in a transaction, waiting for
        it, so two processes never upgrade the same store at once."""
        raise NotImplementedError

    def ensure_chain(self) -> None:
        """A store without the chain's mark is chained here, once (begin_chain),
        by one process while the others wait for it."""
        if "chain" in self.store_marks():
            return
        with self.datastore.transaction(commit=True) as c:
            self.claim(c)
            self.marks = self.read_marks(c)
            if "chain" not in self.marks:
                self.begin_chain(c)

    def begin_chain(self, c) -> None:
        """Chain a store written before the chain, as it stands; refuse one that
        was ever chained (its chain or its mark removed): the journal never
        chains an edited history. The campaign index records it (the app notes
        it: HistoryChained), so it happens once."""
        evidence = self.ever_chained(c)
        if evidence:
            raise ChainBroken(
                _(
                    "this store's hash chain was removed ({evidence}); the journal "
                    "never chains a history again: restore a backup",
                ).format(evidence=evidence),
                SECTION,
            )
        counts = self.seal_history(c)
        mark = CHAINED if counts else NOTED  # an empty store's index says it itself
        c.execute(self.chain.insert_meta, ("chain", mark))
        self.marks["chain"] = mark
        self.chained_now = counts

    def ever_chained(self, c) -> str | None:
        """What shows that the store was chained once, or None."""
        c.execute(self.chain.any_link)
        if c.fetchone() is not None:
            return "digests remain"
        c.execute(self.chain.any_seal)
        if c.fetchone() is not None:
            return "seals remain"
        registry = self.event_key(REGISTRY_ID)
        c.execute(self.chain.chained_fact, (registry, "%:HistoryChained"))
        if c.fetchone() is not None:
            return "its campaign index records that it was chained"
        return None

    def mark_incomplete(self, what: str) -> None:
        """The store is being filled by a copy: every command refuses it until
        `copied` (journal.trusted.IncompleteStore)."""
        with self.datastore.transaction(commit=True) as c:
            c.execute(self.chain.delete_meta, ("incomplete",))
            c.execute(self.chain.insert_meta, ("incomplete", what))

    def copied(self) -> None:
        with self.datastore.transaction(commit=True) as c:
            c.execute(self.chain.delete_meta, ("incomplete",))

    def noted(self) -> None:
        """The campaign index records the chain now (HistoryChained)."""
        with self.datastore.transaction(commit=True) as c:
            c.execute(self.chain.delete_meta, ("chain",))
            c.execute(self.chain.insert_meta, ("chain", NOTED))
        self.store_marks()["chain"] = NOTED

    def stream_counts(self) -> dict[str, int]:
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.chain.counts)
            return {self.chain.key(row["id"]): row["n"] for row in c.fetchall()}

    def seal_history(self, c) -> dict[str, int]:
        """Chain every stream of a store written before the chain, as it stands;
        returns each stream's count of events."""
        bulk()
        c.execute(self.chain.streams)
        counts = {}
        for originator_id in [row["id"] for row in c.fetchall()]:
            c.execute(self.chain.events, (originator_id, ALL))
            prev, rows = GENESIS, []
            for row in iter(c.fetchone, None):  # the digests only are kept
                prev = link(prev, row["v"], row["topic"], row["state"])
                rows.append((self.chain.key(originator_id), row["v"], prev.hex()))
            c.executemany(self.chain.insert_link, rows)
            counts[self.chain.key(originator_id)] = len(rows)
        return counts


def key_in_use() -> str | None:
    """The name of the signing key in use ($JOURNAL_KEY, else the keys folder's
    `current`: journal.signing), found without importing any of it."""
    import os

    named = os.environ.get("JOURNAL_KEY", "").strip()
    if named:
        return named
    place = os.environ.get("JOURNAL_KEYS", "").strip()
    if not place:
        from journal.userdirs import user_path

        place = str(user_path("config") / "keys")
    try:
        with open(os.path.join(os.path.expanduser(place), "current")) as found:
            return found.read().strip() or None
    except OSError:
        return None


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

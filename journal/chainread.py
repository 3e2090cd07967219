"""Reading a stream with its digests, snapshots and seals: the chain's checks
on a cursor (journal.chain's verdicts), for the recorders of journal.chainstore."""

from __future__ import annotations

from typing import Any

from journal.chain import (
    GENESIS,
    MISMATCH,
    NO_DIGEST,
    Problem,
    Verdict,
    bulk,
    check_seals,
    link,
    raw,
    seal,
)
from journal.chainsql import ChainSQL
from journal.i18n import _

ALL = 2**62  # "every version"
PAGE = 5000  # rows of a stream's digests read at once
TAIL = MISMATCH


class StreamReader:
    """Reads a stream's events, digests, snapshots and seals on a cursor."""

    chain: ChainSQL

    def event_key(self, originator_id: Any) -> Any:
        return self.chain.key(originator_id)

    def verify_stream(
        self, c, originator_id: Any, upto: int = ALL, start: int = 1, prev=GENESIS
    ):
        """The chain's verdict on a stream's first `upto` events (from `start` on,
        `prev` being the digest of the event before it), read a page of
        positions at a time: a long stream needs no memory. The verdict's
        digests are read from the store as they are asked for (StoredDigests)."""
        key = self.chain.key(originator_id)
        if start == 1 and upto == ALL:
            bulk()  # the whole stream
        last = min(upto, self.last_position(c, originator_id))
        walk = Verifying(start, prev)
        for digests, rows in self.pages(c, originator_id, start, last):
            walk.page(((r["v"], r["topic"], r["state"]) for r in rows), digests)
        return walk.verdict(StoredDigests(self, c, key, upto))

    def pages(self, c, originator_id: Any, first: int, last: int):
        """Positions `first` to `last` of a stream, a page at a time on the
        cursor `c`: (the page's digests by position, its events' rows)."""
        key, event_key = self.chain.key(originator_id), self.event_key(originator_id)
        while first <= last:
            stop = min(last, first + PAGE - 1)
            c.execute(self.chain.links_span, (key, first, stop))
            digests = {row["v"]: row["digest"] for row in c.fetchall()}
            c.execute(self.chain.events_span, (event_key, first, stop))
            yield digests, c.fetchall()
            first = stop + 1

    def last_position(self, c, originator_id: Any) -> int:
        """The stream's last position, of an event or of a digest (0: none)."""
        found = 0
        for statement, key in (
            (self.chain.last_event, self.event_key(originator_id)),
            (self.chain.last_link, self.chain.key(originator_id)),
        ):
            c.execute(statement, (key, 1, ALL))
            row = c.fetchone()
            if row is not None and isinstance(row["v"], int):
                found = max(found, row["v"])
        return found

    def sealed_base(self, c, originator_id: Any, upto: int):
        """(position, digest) of the latest sealed snapshot at or before `upto`,
        once its seal verifies; (0, GENESIS) when there is none; or the Problem."""
        key = self.chain.key(originator_id)
        c.execute(self.chain.last_seal, (key, upto))
        sealed = c.fetchone()
        if sealed is None:
            return 0, GENESIS
        version = sealed["v"]
        c.execute(self.chain.snapshot_at, (self.event_key(originator_id), version))
        snapshot = c.fetchone()
        if snapshot is None:
            return Problem(version, _("a sealed snapshot is missing"))
        digest = self.link_at(c, key, version)
        if digest is None or (
            seal(digest, snapshot["topic"], snapshot["state"]).hex() != sealed["seal"]
        ):
            return Problem(version, _("the snapshot does not match its seal"))
        return version, digest

    def chain_rows(self, originator_id: Any, count: int):
        """The stream's first `count` events as stored, with their digests:
        (position, topic, state, digest) each, read a page at a time in one
        transaction (a long stream is never held whole)."""
        with self.datastore.transaction(commit=False) as c:
            for digests, rows in self.pages(c, originator_id, 1, count):
                for r in rows:
                    yield r["v"], r["topic"], r["state"], digests.get(r["v"])

    def tail_problem(self, after: int) -> tuple | None:
        """(stream id, Problem) of the first event recorded after notification
        `after` whose digest does not follow from the one before it, or None."""
        events = self.select_notifications(start=after + 1, limit=ALL)
        with self.datastore.transaction(commit=False) as c:
            for event in events:
                key, version = (
                    self.chain.key(event.originator_id),
                    event.originator_version,
                )
                prev = GENESIS if version == 1 else self.link_at(c, key, version - 1)
                digest = self.link_at(c, key, version)
                computed = prev and link(prev, version, event.topic, event.state)
                if digest is None or computed != digest:
                    return event.originator_id, Problem(version, _(TAIL))
        return None

    def link_at(self, c, key: str, version: int) -> bytes | None:
        c.execute(self.chain.link_at, (key, version))
        row = c.fetchone()
        return raw(row["digest"]) if row else None

    def stream_ids(self, c) -> list:
        """Every stream that has events (ids as the events' table keeps them)."""
        c.execute(self.chain.streams)
        return [row["id"] for row in c.fetchall()]

    def snapshot_problems(self, c, originator_id: Any, digests: dict) -> list:
        c.execute(self.chain.seals, (self.chain.key(originator_id), ALL))
        seals = {row["v"]: row["seal"] for row in c.fetchall()}
        if not seals:
            return []
        c.execute(self.chain.snapshots, (self.event_key(originator_id), ALL))
        rows = c.fetchall()
        return check_seals(
            ((r["v"], r["topic"], r["state"]) for r in rows), seals, digests
        )

    def sealed_versions(self, originator_id: Any, upto: int = ALL) -> list[int]:
        """The positions of the stream's sealed snapshots at or before `upto`."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.chain.seals, (self.chain.key(originator_id), upto))
            return [row["v"] for row in c.fetchall()]

    def digest_at(self, originator_id: Any, version: int) -> str | None:
        """The stored digest of one event (hex)."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.chain.link_at, (self.chain.key(originator_id), version))
            row = c.fetchone()
        return row["digest"] if row else None

    def head(self, originator_id: Any) -> tuple[int, str] | None:
        """The stream's last position and digest, as stored."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.chain.head, (self.chain.key(originator_id),))
            row = c.fetchone()
        return (row["v"], row["digest"]) if row else None


class Verifying:
    """journal.chain.verify, fed a page of positions at a time: the events of
    the page (version, topic, state) and the stored digests of the same
    positions. What a page leaves unmatched (digests at or past the next
    position expected) is carried to the next: a gap across pages, and the
    digests past the last event, are found as `verify` finds them."""

    def __init__(self, start: int = 1, prev: bytes = GENESIS) -> None:
        self.start, self.prev = start, prev
        self.expected, self.count = start, 0
        self.problems: list[Problem] = []
        self.pending: dict[int, str] = {}

    def page(self, events, digests: dict[int, str]) -> None:
        if self.pending:
            digests = {**self.pending, **digests}
        prev, expected, problems = self.prev, self.expected, self.problems
        for version, topic, state in events:
            if version != expected:  # rare: a gap, or a damaged position
                if not isinstance(version, int) or version < expected:
                    problems.append(
                        Problem(
                            None,
                            _("an event sits at position {version!r}").format(
                                version=version
                            ),
                        )
                    )
                    continue
                for missing in range(expected, version):
                    problems.append(Problem(missing, _("the event is missing")))
                    prev = raw(digests.get(missing)) or prev
            computed = link(prev, version, topic, state)
            stored, hexed = digests.get(version), computed.hex()
            if stored != hexed:  # go on from the stored digest: each edit alone
                problems.append(Problem(version, _(MISMATCH if stored else NO_DIGEST)))
                computed = raw(stored) or computed
            prev, expected, self.count = computed, version + 1, self.count + 1
        self.prev, self.expected = prev, expected
        self.pending = {v: d for v, d in digests.items() if v >= expected}

    def verdict(self, digests) -> Verdict:
        for version in sorted(self.pending):
            self.problems.append(
                Problem(version, _("the event is missing (its digest remains)"))
            )
        head = self.prev.hex() if self.count or self.start > 1 else None
        return Verdict(head, self.count, self.problems, digests)


class StoredDigests:
    """A stream's stored digests (hex) by position, read a page at a time as
    they are asked for, on the cursor of the read that verified them."""

    def __init__(self, reader: Any, c, key: str, upto: int = ALL) -> None:
        self.reader, self.c, self.key, self.upto = reader, c, key, upto
        self.first, self.found = -PAGE, {}  # nothing read yet

    def get(self, version, default=None):
        if not isinstance(version, int) or not 1 <= version <= self.upto:
            return default
        if not self.first <= version < self.first + PAGE:
            self.first = version
            stop = min(self.upto, version + PAGE - 1)
            self.c.execute(self.reader.chain.links_span, (self.key, version, stop))
            self.found = {row["v"]: row["digest"] for row in self.c.fetchall()}
        return self.found.get(version, default)

    def items(self):
        """Every stored digest up to `upto`, in order, a page at a time (each
        page fetched whole before it is given out: the cursor stays free)."""
        self.c.execute(self.reader.chain.last_link, (self.key, 1, self.upto))
        row = self.c.fetchone()
        last = row["v"] if row and row["v"] is not None else 0
        for first in range(1, last + 1, PAGE):
            stop = min(last, first + PAGE - 1)
            self.c.execute(self.reader.chain.links_span, (self.key, first, stop))
            yield from [(row["v"], row["digest"]) for row in self.c.fetchall()]


class ChainWalk:
    """The chain verified as a pass over the whole store reads it (a rebuild:
    journal.projections.views.catch_up), batch by batch, in notification
    order: each event must be its stream's next and match its digest, and no
    digest may remain past a stream's last event (`finish`). Nothing is read
    twice and no stream is held: the stored digests of a batch's span of each
    stream, the last digest of each stream. Where this finds a problem,
    `ChainWalked` is raised before the batch is folded: the caller verifies
    the store as ever (journal.trusted.check_chain), which names it."""

    def __init__(self, recorder: Any) -> None:
        bulk()
        self.recorder = recorder
        self.heads: dict[str, tuple[bytes, int]] = {}  # key: (digest, next position)
        self.keys: dict = {}  # stream id: its key in the chain's tables

    def before(self, batch: list) -> None:
        chain, keys = self.recorder.chain, self.keys
        spans: dict[str, list[int]] = {}
        for n in batch:
            key = keys.get(n.originator_id) or keys.setdefault(
                n.originator_id, chain.key(n.originator_id)
            )
            version = n.originator_version
            span = spans.get(key)
            if span is None:
                spans[key] = [version, version]
            elif version > span[1]:
                span[1] = version
            elif version < span[0]:
                span[0] = version
        digests: dict[str, dict[int, str]] = {}
        with self.recorder.datastore.transaction(commit=False) as c:
            for key, (low, high) in spans.items():
                c.execute(chain.links_span, (key, low, high))
                digests[key] = {row["v"]: row["digest"] for row in c.fetchall()}
        heads = self.heads
        for n in batch:
            key, version = keys[n.originator_id], n.originator_version
            prev, expected = heads.get(key, (GENESIS, 1))
            if version != expected:
                raise ChainWalked(n.originator_id)
            computed = link(prev, version, n.topic, n.state)
            if digests[key].get(version) != computed.hex():
                raise ChainWalked(n.originator_id)
            heads[key] = (computed, version + 1)

    def process(self, events: list) -> None:
        pass

    def finish(self) -> None:
        """No digest past the last event of a stream that has events."""
        with self.recorder.datastore.transaction(commit=False) as c:
            for key, (_, expected) in self.heads.items():
                c.execute(self.recorder.chain.head, (key,))
                row = c.fetchone()
                if row is not None and row["v"] >= expected:
                    raise ChainWalked(key)


class ChainWalked(Exception):
    """A stream's history did not verify as a pass read it (ChainWalk)."""

    def __init__(self, originator_id: Any) -> None:
        super().__init__(originator_id)
        self.originator_id = originator_id

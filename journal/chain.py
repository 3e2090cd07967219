"""The hash chain over each stream of events: digests, seals, verification.

Every event's digest is SHA-256 over the previous digest and the event as it is
stored (its position, topic and state bytes), so an edited byte, a reordering or a
gap breaks the chain at that event. The stream's id is not hashed: a campaign
exported and imported elsewhere keeps its digests, and the head's fingerprint
that players wrote down at the table still matches. A snapshot is sealed with the
digest of the event it stands for, so it can be checked before it is used.

Pure functions here; `journal/chainstore.py` keeps the digests beside the events.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from journal.domain.errors import JournalError
from journal.domain.ids import short_id
from journal.i18n import N_, _

try:  # the interpreter's own SHA-256: no OpenSSL to load for a recording's span
    from _sha256 import sha256 as _small_sha256
except ImportError:  # Python 3.12+
    try:
        from _sha2 import sha256 as _small_sha256
    except ImportError:
        from hashlib import sha256 as _small_sha256

GENESIS = bytes(32)  # the "previous digest" of a stream's first event
SECTION = N_("journal: integrity")
MISMATCH = N_("the event does not match its digest")
NO_DIGEST = N_("the event has no digest")


class ChainBroken(JournalError):
    """A stream's history does not verify: nothing is recorded on top of it."""


class Problem(NamedTuple):
    seq: int | None  # the event's position in its stream (None: the stream)
    problem: str

    def event_id(self, stream=None) -> str | None:
        """The event's id in a campaign's stream (`stream`: its id, or its key
        in the chain's tables); None for the campaign index or no position."""
        band = band_for(stream)
        return short_id(self.seq, band) if band is not None and self.seq else None


class Verdict(NamedTuple):
    head: str | None  # the last event's digest (hex), None for an empty stream
    events: int
    problems: list[Problem]
    digests: dict[int, str]  # the stored digests, by position


_sha256 = _small_sha256


def bulk() -> None:
    """A whole history to hash ahead (an audit, a rebuild, an export): OpenSSL's
    SHA-256, three times faster an event once loaded (3 ms to load: more than a
    recording's span of events costs with the interpreter's own). Same digests."""
    global _sha256
    from hashlib import sha256

    _sha256 = sha256


def link(prev: bytes, version: int, topic: str, state: bytes) -> bytes:
    """An event's digest: the previous digest, then the event as stored (its
    position, its topic's length and topic, its state)."""
    named = _NAMED.get(topic)
    if named is None:
        name = as_bytes(topic)
        named = len(name).to_bytes(4, "big") + name
        if type(topic) is str and len(_NAMED) < 4096:
            _NAMED[topic] = named
    if type(state) is not bytes:
        state = as_bytes(state)
    return _sha256(prev + version.to_bytes(8, "big") + named + state).digest()


_NAMED: dict[str, bytes] = {}  # a topic's length and bytes, as link hashes them


def seal(digest: bytes, topic: str, state: bytes) -> bytes:
    """A snapshot's seal: the digest of its event, then the snapshot as stored."""
    parts = (digest, as_bytes(topic), b"\0", as_bytes(state))
    return _sha256(b"".join(parts)).digest()


def as_bytes(value) -> bytes:
    """A stored value's bytes (a text where bytes belong is hashed as UTF-8)."""
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value)
    return str(value).encode("utf-8", "surrogatepass")


def fingerprint(head: str | None) -> str:
    """The short form of a head digest that players write down: 4 groups of 4."""
    if not head:
        return "none"
    return "-".join(head[i : i + 4] for i in range(0, 16, 4))


def raw(digest: str | None) -> bytes | None:
    """A stored digest's bytes, or None when it is not 64 hex digits."""
    try:
        value = bytes.fromhex(digest) if isinstance(digest, str) else None
    except ValueError:
        return None
    return value if value is not None and len(value) == 32 else None


def verify(
    events: Iterable[tuple],
    digests: dict[int, str],
    start: int = 1,
    prev: bytes = GENESIS,
) -> Verdict:
    """Walk a stream's events (version, topic, state), oldest first, against its
    stored digests; every gap, missing digest or mismatch is a problem. From
    `start` on (not the first event): `prev` is the digest of the one before."""
    problems: list[Problem] = []
    expected, count = start, 0
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
        if stored != hexed:  # go on from the stored digest: each edit shows alone
            problems.append(Problem(version, _(MISMATCH if stored else NO_DIGEST)))
            computed = raw(stored) or computed
        prev, expected, count = computed, version + 1, count + 1
    for version in sorted(v for v in digests if v >= expected):
        problems.append(
            Problem(version, _("the event is missing (its digest remains)"))
        )
    head = prev.hex() if count or start > 1 else None
    return Verdict(head, count, problems, digests)


def check_seals(snapshots: Iterable[tuple], seals: dict[int, str], digests) -> list:
    """Problems of a stream's snapshots (version, topic, state): every sealed one
    must match its seal; a seal must have its snapshot. Unsealed ones (made before
    the chain) are never used, so they are no problem."""
    problems, seen = [], set()
    for version, topic, state in snapshots:
        seen.add(version)
        if version not in seals:
            continue
        digest = raw(digests.get(version))
        if digest is None or seal(digest, topic, state).hex() != seals[version]:
            problems.append(Problem(version, _("the snapshot does not match its seal")))
    for version in sorted(set(seals) - seen):
        problems.append(Problem(version, _("a sealed snapshot is missing")))
    return problems


def band_for(stream) -> int | None:
    """The band of a campaign's ids (journal.domain.ids) from its stream id; None for
    the campaign index or an id that is no campaign's (damaged)."""
    from uuid import UUID

    from journal.domain.ids import band_of
    from journal.domain.registry import REGISTRY_ID

    if stream is None:
        return 0
    try:
        found = stream if isinstance(stream, UUID) else UUID(str(stream))
    except ValueError:
        return None
    return None if found == REGISTRY_ID else band_of(found)


def refusal(problem: Problem, stream=None) -> ChainBroken:
    """The one-line refusal for a stream whose history does not verify."""
    where = _("event {seq}").format(seq=problem.seq)
    if problem.event_id(stream):
        where += f" ({problem.event_id(stream)})"
    return ChainBroken(
        _(
            "this history does not verify at {where}: {problem}; run `journal audit`"
        ).format(where=where, problem=problem.problem),
        SECTION,
    )

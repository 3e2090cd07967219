"""Short event ids: eight characters, unique in the store by construction.

An event's id is a fixed permutation (a four-round Feistel network over 40 bits,
written in Crockford base32) of its campaign's *band* and its position in the
campaign's stream: `band << 28 | position`. Each campaign of a store gets its own
band when it is created (the first campaign of a store band 0, so a store of one
campaign has the ids it always had), so no two events of a store share an id and
an id leads straight back to its campaign and its position. Ids look unrelated to
each other, so a typo in one almost never names another event.

A campaign's band is derived from its id, so nothing stored changes: the journal
gives a new campaign a version-8 UUID (RFC 9562's custom layout) whose first 12
bits are its band. Campaigns created before (version-4 UUIDs) all sit in band 0:
their ids may repeat across campaigns, so a lookup there is scoped to the
campaign in scope.
"""

from __future__ import annotations

from uuid import UUID

ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"  # Crockford base32, lower case
_HALF_BITS = 20
_HALF_MASK = (1 << _HALF_BITS) - 1
_KEYS = (0x9E377, 0x7F4A7, 0xC2B2A, 0x165667)
LENGTH = 8
POSITION_BITS = 28  # 268 million events per campaign
BAND_BITS = 2 * _HALF_BITS - POSITION_BITS
BANDS = 1 << BAND_BITS  # 4096 campaigns per store


def short_id(position: int, band: int = 0) -> str:
    """The id of the event at `position` (1-based) in the stream of the campaign
    in `band`."""
    if not 0 < position < 1 << POSITION_BITS or not 0 <= band < BANDS:
        raise ValueError(f"no short id for position {position} in band {band}")
    value = _permute(band << POSITION_BITS | position)
    chars = []
    for _ in range(LENGTH):
        chars.append(ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(chars))


def band_of(campaign_id: UUID) -> int:
    """The band of a campaign's ids: from a version-8 id, else 0 (older campaigns)."""
    if campaign_id.version != 8:
        return 0
    return campaign_id.int >> (128 - BAND_BITS)


def banded_uuid(band: int, randomness: int) -> UUID:
    """A version-8 campaign id carrying `band`, the rest from `randomness` (an
    integer of at least 128 random bits, e.g. `uuid4().int`)."""
    if not 0 <= band < BANDS:
        raise ValueError(f"no band {band}")
    value = (band << (128 - BAND_BITS)) | (randomness & ((1 << (128 - BAND_BITS)) - 1))
    value &= ~(0xF << 76) & ~(0x3 << 62)  # version and variant bits
    return UUID(int=value | (0x8 << 76) | (0x2 << 62))


COPY_MARK = 0x636F7079  # "copy": the low 32 bits of an imported copy's id


def copy_uuid(band: int, randomness: int) -> UUID:
    """The id of a campaign imported as a copy: banded_uuid, its low 32 bits
    COPY_MARK, so that own_id knows a copy at once from its id."""
    return banded_uuid(band, (randomness & ~0xFFFFFFFF) | COPY_MARK)


def own_id(campaign_id: UUID, position: int, stored: str) -> str:
    """The id a campaign gives its event at `position`, whose stored `event_id`
    is `stored`. A campaign imported as a copy (copy_uuid) has a band of its own
    while its events keep, as stored and hashed, the ids they had in the
    export: it calls them by its own band, and `stored` is the original id each
    remembers. Every other campaign's events are called by their stored ids
    (which are its own: new events always are)."""
    if campaign_id.int & 0xFFFFFFFF != COPY_MARK:  # the common case: one test
        return stored
    return short_id(position, band_of(campaign_id))


def rebanded(event_id: str, campaign_id: UUID) -> str:
    """A reference to another event of the same campaign (a void's target), as
    that campaign calls the event (see own_id)."""
    if campaign_id.int & 0xFFFFFFFF != COPY_MARK:
        return event_id
    found = locate(event_id)
    return (
        event_id
        if not found or not found[1]
        else short_id(found[1], band_of(campaign_id))
    )


def locate(event_id: str) -> tuple[int, int] | None:
    """(band, position) of an id, or None if it is not an id."""
    value = position_of(event_id)
    if value is None:
        return None
    return value >> POSITION_BITS, value & ((1 << POSITION_BITS) - 1)


def canonical(event_id: str) -> str | None:
    """An id as the journal writes it (lower case, look-alike letters mended)."""
    found = locate(event_id)
    if found is None or found[1] == 0:
        return None
    return short_id(found[1], found[0])


def position_of(event_id: str) -> int | None:
    """The value an id stands for (its band and position: the position itself in
    band 0), or None if it is not an id. Ids of one campaign sort by it."""
    text = event_id.strip().lower().replace("o", "0").replace("i", "1")
    text = text.replace("l", "1")
    if len(text) != LENGTH or any(c not in ALPHABET for c in text):
        return None
    value = 0
    for char in text:
        value = value * 32 + ALPHABET.index(char)
    return _unpermute(value)


def _round(half: int, key: int) -> int:
    return ((half * 0x5BD1E995) ^ key ^ (half >> 7)) & _HALF_MASK


def _permute(value: int) -> int:
    left, right = value >> _HALF_BITS, value & _HALF_MASK
    for key in _KEYS:
        left, right = right, left ^ _round(right, key)
    return (left << _HALF_BITS) | right


def _unpermute(value: int) -> int:
    left, right = value >> _HALF_BITS, value & _HALF_MASK
    for key in reversed(_KEYS):
        left, right = right ^ _round(left, key), left
    return (left << _HALF_BITS) | right

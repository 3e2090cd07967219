"""Short event ids: eight characters, unique in a campaign by construction.

An event's id is a fixed permutation of its position in the campaign's stream
(a four-round Feistel network over 40 bits), written in Crockford base32. Ids
look unrelated to each other, so a typo in one almost never names another event,
yet no two positions can share an id and an id leads straight back to its position.
"""

from __future__ import annotations

ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"  # Crockford base32, lower case
_HALF_BITS = 20
_HALF_MASK = (1 << _HALF_BITS) - 1
_KEYS = (0x9E377, 0x7F4A7, 0xC2B2A, 0x165667)
LENGTH = 8


def short_id(position: int) -> str:
    """The id of the event at `position` (1-based) in a campaign's stream."""
    if not 0 < position < 1 << (2 * _HALF_BITS):
        raise ValueError(f"no short id for position {position}")
    value = _permute(position)
    chars = []
    for _ in range(LENGTH):
        chars.append(ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(chars))


def position_of(event_id: str) -> int | None:
    """The stream position an id stands for, or None if it is not an id."""
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

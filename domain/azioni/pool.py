"""A characteristic's or a skill's dice: "1d8", "2d6", "1d8+1d4".

The seed gives Agilità 1d8 and Acrobazia 1d6 and speaks of "il dado o i dadi"
of a characteristic, so a value is one or more dice of any size. Each die is
rolled on its own and, when exploding, rolled again on its maximum (Ritirare).
"""

from __future__ import annotations

import re

from journal.domain.azioni.i18n import _
from journal.domain.dice import Dice, Group
from journal.domain.errors import RuleBroken

SECTION = "Le prove"
MAX_SIDES = 100
MAX_COUNT = 10
_TERM = re.compile(r"(\d{0,2})[dD](\d{1,3})")


def parse(text: object, label: str) -> tuple[int, ...]:
    """The sides of every die in `text`, e.g. "1d8+1d4" → (8, 4)."""
    if not isinstance(text, str) or not text.strip():
        raise RuleBroken(
            _('{label} must be dice such as "1d8", got {text!r}').format(
                label=label, text=text
            ),
            SECTION,
        )
    sides: list[int] = []
    for term in "".join(text.split()).split("+"):
        found = _TERM.fullmatch(term)
        if not found:
            message = _(
                '{label}: {text!r} is not dice such as "1d8" or "1d8+1d4"'
            ).format(label=label, text=text)
            raise RuleBroken(message, SECTION)
        count, size = int(found.group(1) or 1), int(found.group(2))
        if not 1 <= count <= MAX_COUNT or not 2 <= size <= MAX_SIDES:
            message = _(
                "{label}: {term} is outside 1..{MAX_COUNT} dice of 2..{MAX_SIDES}"
            ).format(label=label, term=term, MAX_COUNT=MAX_COUNT, MAX_SIDES=MAX_SIDES)
            raise RuleBroken(message, SECTION)
        sides += [size] * count
    if len(sides) > MAX_COUNT:
        raise RuleBroken(
            _("{label}: more than {MAX_COUNT} dice").format(
                label=label, MAX_COUNT=MAX_COUNT
            ),
            SECTION,
        )
    return tuple(sides)


def text(sides: tuple[int, ...]) -> str:
    """The canonical spelling: (8, 6, 6) → "1d8+2d6" (largest dice first)."""
    counts: dict[int, int] = {}
    for size in sorted(sides, reverse=True):
        counts[size] = counts.get(size, 0) + 1
    return "+".join(f"{count}d{size}" for size, count in counts.items())


def roll(sides: tuple[int, ...], dice: Dice, explode: bool, source: str) -> list[dict]:
    """One stored group per die (`{sides, faces, kept, exploded, from}`)."""
    groups = []
    for size in sides:
        if explode:
            group = dice.exploding(size, SECTION)
        else:
            group = Group.plain(size, dice.roll(1, size, SECTION).faces)
        groups.append(group.to_dict() | {"from": source})
    return groups


def total(groups: list[dict]) -> int:
    return sum(Group.from_dict(group).total for group in groups)


def strength(sides: tuple[int, ...]) -> tuple:
    """How a value ranks against another (the "valore più elevato" of a
    combined action): by its average, then its largest die."""
    return (sum(sides) + len(sides), max(sides, default=0))

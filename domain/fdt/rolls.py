"""Casualità (0.2 il Caso e i Dadi): any dX, odd sizes on a bigger die.

"Per la casualità d15 si tira 1d20 e si ignorano i risultati maggiori di 15,
ripetendo il tiro": a size no die has is rolled on the next die the table owns
(d4, d6, d8, d10, d12, d20, d100), rerolling faces above the size. Every face
is kept in the roll, the ignored ones marked as not counted, so the log shows
the 18 that was rolled again. Typed faces follow the same rule: type the faces
of the bigger die, the ignored ones too (`--dice 18,7` for a d15).
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain import notation
from journal.domain.dice import Dice, Group
from journal.domain.errors import RuleBroken
from journal.domain.fdt.i18n import _
from journal.domain.fdt.names import DICE

DICE_OWNED = (4, 6, 8, 10, 12, 20, 100)
REROLLS = 30  # a d15 rolled again 30 times is a typo, not bad luck


def physical_die(sides: int) -> int:
    """The die a dX is rolled on: itself if the table owns one, else the next."""
    if sides < 2:
        raise RuleBroken(
            _("a d{sides} is not a casualità (d2 or more)").format(sides=sides), DICE
        )
    for die in DICE_OWNED:
        if die >= sides:
            return die
    raise RuleBroken(
        _("no die reaches d{sides} (the largest is d100)").format(sides=sides), DICE
    )


def roll_die(sides: int, dice: Dice) -> Group:
    """One dX: the faces of the die rolled, the last one counting."""
    die = physical_die(sides)
    faces: list[int] = []
    for _ignored in range(REROLLS):
        face = dice.roll(1, die, DICE).faces[0]
        faces.append(face)
        if face <= sides:
            kept = tuple(i == len(faces) - 1 for i in range(len(faces)))
            return Group(die, tuple(faces), kept, (False,) * len(faces))
        if dice.typed is not None and not dice.typed:
            raise RuleBroken(
                _(
                    "a d{sides} on a d{die} ignores the {face}: type the next face too"
                ).format(sides=sides, die=die, face=face),
                DICE,
            )
    raise RuleBroken(
        _("a d{sides} was rolled again {REROLLS} times").format(
            sides=sides, REROLLS=REROLLS
        ),
        DICE,
    )


class Casualita(NamedTuple):
    """A rolled expression: each term's dice, with the ignored faces kept."""

    expression: str  # normalised, e.g. "2d4+d6" -> "2d4+1d6"
    dice: list[dict]  # one {sides, faces, kept, exploded, wanted, sign} per die
    modifier: int
    total: int  # never below 0

    def to_dict(self) -> dict:
        return self._asdict()


def roll(expression: str, dice: Dice, floor: bool = True) -> Casualita:
    """Roll `expression` (`d15`, `2d4+d6`, `3d8+2`), each die by the odd-size rule."""
    terms = notation.parse(expression)
    rolled, total = [], 0
    for term in terms:
        if term.keep or term.explode:
            raise RuleBroken(
                _("{expression!r}: Fuori dal Tempo keeps every die").format(
                    expression=expression
                ),
                DICE,
            )
        total += term.sign * term.constant
        for _ignored in range(term.count):
            group = roll_die(term.sides, dice)
            face = next(f for f, k in zip(group.faces, group.kept, strict=True) if k)
            total += term.sign * face
            rolled.append({**group.to_dict(), "wanted": term.sides, "sign": term.sign})
    modifier = sum(t.sign * t.constant for t in terms if not t.count)
    value = max(0, total) if floor else total
    return Casualita(notation.normalised(terms), rolled, modifier, value)


def counted(rolled: list[dict]) -> list[int]:
    """The faces that counted, one per die."""
    return [f for d in rolled for f, k in zip(d["faces"], d["kept"], strict=True) if k]

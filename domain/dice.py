"""Dice as data: a roll keeps every face and where the faces came from.

Dice are rolled by a command method (or typed by the table) and the faces go
into the event; an event's `fold` never rolls, so replay never re-rolls. Any
game's dice: pools of one size (`roll`), exploding chains (`exploding`), d100
(`roll(1, 100)`, a typed 0 or 00 meaning 100), and groups that keep the
highest or lowest faces (`Group`). Notation such as `2D6+6` is in
`journal.domain.notation`.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from journal.domain.errors import RuleBroken
from journal.i18n import N_, _

MAX_DICE = 60  # no rule of any supported game rolls more at once
MAX_SIDES = 1000  # a d1000 is the largest die any table uses
MAX_CHAIN = 20  # an exploding die rerolled more than this is a typo or a cheat
SECTION = N_("journal: dice")


class Roll(NamedTuple):
    faces: tuple[int, ...]
    sides: int
    source: str  # "typed" | "rolled"
    seed: int | None = None

    def count(self, at_least: int) -> int:
        """How many faces are at least `at_least` (successes on 4–6: at_least=4)."""
        return sum(1 for face in self.faces if face >= at_least)


class Group(NamedTuple):
    """One kind of die in a roll, every face kept with what became of it."""

    sides: int
    faces: tuple[int, ...]  # every face rolled, explosions included, in order
    kept: tuple[bool, ...]  # whether each face counts towards the total
    exploded: tuple[bool, ...]  # whether each face was rolled because of a maximum

    @classmethod
    def plain(cls, sides: int, faces: tuple[int, ...]) -> Group:
        count = len(faces)
        return cls(sides, tuple(faces), (True,) * count, (False,) * count)

    def keeping(self, count: int, highest: bool = True) -> Group:
        """The same faces, only the `count` highest (or lowest) counting."""
        order = sorted(range(len(self.faces)), key=lambda i: self.faces[i])
        chosen = set((order[::-1] if highest else order)[:count])
        kept = tuple(i in chosen for i in range(len(self.faces)))
        return self._replace(kept=kept)

    @property
    def total(self) -> int:
        return sum(f for f, k in zip(self.faces, self.kept, strict=True) if k)

    def to_dict(self) -> dict:
        """The stored form: `{sides, faces, kept, exploded}` (lists)."""
        return {
            "sides": self.sides,
            "faces": list(self.faces),
            "kept": list(self.kept),
            "exploded": list(self.exploded),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Group:
        return cls(
            data["sides"],
            tuple(data["faces"]),
            tuple(data["kept"]),
            tuple(data.get("exploded") or (False,) * len(data["faces"])),
        )


class Dice:
    """Where a command's dice come from: typed at the table, or rolled."""

    def __init__(self, typed: list[int] | None = None, rng=None, seed=None) -> None:
        self.typed = list(typed) if typed is not None else None
        self.rng = rng
        self.seed = seed
        self._total = len(self.typed or ())
        self._needed = 0

    @classmethod
    def seeded(cls, seed: int) -> Dice:
        return cls(rng=random.Random(seed), seed=seed)

    @property
    def source(self) -> str:
        return "rolled" if self.typed is None else "typed"

    def roll(self, count: int, sides: int = 6, section: str = SECTION) -> Roll:
        """`count` dice of `sides` faces: the typed ones (checked) or fresh ones."""
        check_size(count, sides, section)
        if self.typed is None:
            return self._rolled(count, sides)
        return self._typed(count, sides, section)

    def exploding(self, sides: int, section: str = SECTION) -> Group:
        """One die rolled again and added each time it shows its maximum."""
        faces = list(self.roll(1, sides, section).faces)
        while faces[-1] == sides and sides > 1:
            if len(faces) > MAX_CHAIN:
                raise RuleBroken(
                    _("a d{sides} exploded more than {MAX_CHAIN} times").format(
                        sides=sides, MAX_CHAIN=MAX_CHAIN
                    ),
                    section,
                )
            if self.typed is not None and not self.typed:
                raise RuleBroken(
                    _(
                        "the d{sides} showed {sides} and explodes: type the next "
                        "face too",
                    ).format(sides=sides),
                    section,
                )
            faces += self.roll(1, sides, section).faces
        flags = (False,) + (True,) * (len(faces) - 1)
        return Group(sides, tuple(faces), (True,) * len(faces), flags)

    def _rolled(self, count: int, sides: int) -> Roll:
        if self.rng is None:
            raise RuleBroken(
                _("no dice were typed and none can be rolled"), N_("journal")
            )
        faces = tuple(self.rng.randint(1, sides) for _ignored in range(count))
        return Roll(faces, sides, "rolled", self.seed)

    def _typed(self, count: int, sides: int, section: str) -> Roll:
        faces, self.typed = self.typed[:count], self.typed[count:]
        self._needed += count
        if len(faces) != count:
            raise self._miscount(section)
        return Roll(
            tuple(typed_face(face, sides, section) for face in faces), sides, "typed"
        )

    def check_all_used(self, section: str = SECTION) -> None:
        """Typed dice left over mean the table rolled a different pool."""
        if self.typed:
            raise self._miscount(section)

    def _miscount(self, section: str) -> RuleBroken:
        return RuleBroken(
            _("the roll needs {needed} dice, {total} were typed").format(
                needed=self._needed, total=self._total
            ),
            section,
        )


def typed_face(face: int, sides: int, section: str = SECTION) -> int:
    """A face as typed, checked against its die: a 0 on a d10 or d100 (00)
    is read as the die's maximum, as percentile dice are read at the table."""
    if face == 0 and sides in (10, 100):
        return sides
    if not 1 <= face <= sides:
        raise RuleBroken(
            _("a d{sides} has no face {face}").format(sides=sides, face=face), section
        )
    return face


def check_size(count: int, sides: int, section: str = SECTION) -> None:
    if count > MAX_DICE:
        raise RuleBroken(
            _(
                "a pool of {count} dice is over the journal's limit of {MAX_DICE}"
            ).format(count=count, MAX_DICE=MAX_DICE),
            section,
        )
    if not 1 <= sides <= MAX_SIDES:
        raise RuleBroken(
            _("there is no d{sides} (1..{MAX_SIDES} sides)").format(
                sides=sides, MAX_SIDES=MAX_SIDES
            ),
            section,
        )

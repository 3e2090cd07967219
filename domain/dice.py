"""Dice as data: a roll keeps every face and where the faces came from.

Dice are rolled by a command method (or typed by the table) and the faces go
into the event; an event's `apply` never rolls, so replay never re-rolls.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from domain.errors import RuleBroken

MAX_DICE = 60  # no rule of any supported game rolls more at once


class Roll(NamedTuple):
    faces: tuple[int, ...]
    sides: int
    source: str  # "typed" | "rolled"
    seed: int | None = None

    def count(self, at_least: int) -> int:
        """How many faces are at least `at_least` (successes on 4–6: at_least=4)."""
        return sum(1 for face in self.faces if face >= at_least)


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

    def roll(self, count: int, sides: int = 6, section: str = "Prove") -> Roll:
        """`count` dice of `sides` faces: the typed ones (checked) or fresh ones."""
        if count > MAX_DICE:
            raise RuleBroken(
                f"a pool of {count} dice is over the journal's limit of {MAX_DICE}",
                section,
            )
        if self.typed is None:
            return self._rolled(count, sides)
        return self._typed(count, sides, section)

    def _rolled(self, count: int, sides: int) -> Roll:
        if self.rng is None:
            raise RuleBroken("no dice were typed and none can be rolled", "journal")
        faces = tuple(self.rng.randint(1, sides) for _ in range(count))
        return Roll(faces, sides, "rolled", self.seed)

    def _typed(self, count: int, sides: int, section: str) -> Roll:
        faces, self.typed = self.typed[:count], self.typed[count:]
        self._needed += count
        if len(faces) != count:
            raise self._miscount(section)
        for face in faces:
            if not 1 <= face <= sides:
                raise RuleBroken(f"a d{sides} has no face {face}", section)
        return Roll(tuple(faces), sides, "typed")

    def check_all_used(self, section: str = "Prove") -> None:
        """Typed dice left over mean the table rolled a different pool."""
        if self.typed:
            raise self._miscount(section)

    def _miscount(self, section: str) -> RuleBroken:
        return RuleBroken(
            f"the roll needs {self._needed} dice, {self._total} were typed", section
        )

"""Hit points kept per wound (5.12, 5.14): First Aid heals one wound, once.

A wound is {id, points, healed, aided, source}: `id` is the event that caused
it, `points` what it took after armour, `healed` what came back, `aided` whether
First Aid was given (successful or not: once per wound). A person names a wound
by its number on the sheet (1 for the character's first, counting healed ones,
so a number never moves), or `last`; the event's id is still read.
"""

from __future__ import annotations

from journal.domain.brp import names as n
from journal.domain.errors import RuleBroken


class Wounds:
    """The sheet side of wounds; mixed into BrpSheet."""

    wounds: list[dict]
    name: str

    @property
    def pf(self) -> int:
        return self.max_pf - sum(w["points"] - w["healed"] for w in self.wounds)

    def add_wound(self, wound_id: str, points: int, source: str) -> None:
        if points > 0:
            self.wounds.append(
                {
                    "id": wound_id,
                    "points": points,
                    "healed": 0,
                    "aided": False,
                    "source": source,
                }
            )

    def wound(self, ref: str) -> dict:
        """The wound numbered `ref` (1, 2, ...) or caused by the event `ref`."""
        text = str(ref).strip().removeprefix("#")
        if text.isdigit() and 1 <= int(text) <= len(self.wounds):
            return self.wounds[int(text) - 1]
        for wound in self.wounds:
            if wound["id"] == ref:
                return wound
        shown = ", ".join(str(self.wound_number(w)) for w in self.open_wounds())
        raise RuleBroken(
            f"{self.name} has no wound {ref} (open wounds: {shown or 'none'})",
            n.HEALING,
        )

    def wound_number(self, wound: dict) -> int:
        """The wound's number on the sheet: 1 for the first ever taken."""
        return next(i for i, w in enumerate(self.wounds, 1) if w["id"] == wound["id"])

    def open_wounds(self) -> list[dict]:
        return [w for w in self.wounds if w["healed"] < w["points"]]

    def first_aid(self, wound_id: str, points: int) -> int:
        """Mark the wound treated and heal up to `points` of it; returns healed."""
        wound = self.wound(wound_id)
        if wound["aided"]:
            raise RuleBroken(
                f"wound {self.wound_number(wound)} of {self.name} has had its First "
                "Aid: a wound is treated once",
                n.HEALING,
            )
        healed = min(points, wound["points"] - wound["healed"])
        wound["aided"] = True
        wound["healed"] += healed
        return healed

    def heal_naturally(self, points: int) -> int:
        """Heal `points` across the open wounds, oldest first; returns healed.
        Decision: natural healing closes the oldest wounds first."""
        healed = 0
        for wound in self.open_wounds():
            step = min(points - healed, wound["points"] - wound["healed"])
            wound["healed"] += step
            healed += step
        return healed

"""A "Le azioni" character: characteristics and skills as dice.

The fragment has no wounds, resources or advancement: a table tracks what it
needs with the core's tracks (`journal track add`), or lists them in the
sheet file (`tracks`). A peculiar physical or mental condition is a standing
modifier (`modifiers`): the Master says which tests it weighs on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from journal.domain.azioni import pool
from journal.domain.azioni.i18n import _
from journal.domain.character import Character
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

MODIFIERS = "Le prove: Modificatore"


@dataclass
class AzioniSheet(Character):
    characteristics: dict[str, str] = field(default_factory=dict)  # name → "1d8"
    skills: dict[str, str] = field(default_factory=dict)  # name → "1d6"
    # standing modifiers: a condition (a stump, a fear) → ±N on the tests it weighs on
    modifiers: dict[str, int] = field(default_factory=dict)

    def characteristic(self, name: str) -> tuple[str, tuple[int, ...]]:
        return self._dice(self.characteristics, name, "characteristic")

    def skill(self, name: str) -> tuple[str, tuple[int, ...]]:
        return self._dice(self.skills, name, "skill")

    def has_skill(self, name: str) -> bool:
        return any(fold_key(n) == fold_key(name) for n in self.skills)

    def has_characteristic(self, name: str) -> bool:
        return any(fold_key(n) == fold_key(name) for n in self.characteristics)

    def condition(self, name: str) -> tuple[str, int]:
        """A standing modifier by name (any case, accents optional, or the start
        of its name): "un personaggio con un moncherino al posto di una mano"."""
        key = fold_key(name)
        found = [n for n in self.modifiers if fold_key(n) == key]
        found = found or [n for n in self.modifiers if fold_key(n).startswith(key)]
        if len(found) != 1:
            names = ", ".join(self.modifiers) or "none"
            message = _(
                "{name} has no condition {name2!r} (conditions: {names})"
            ).format(name=self.name, name2=name, names=names)
            raise RuleBroken(message, MODIFIERS)
        return found[0], self.modifiers[found[0]]

    def _dice(self, table: dict, name: str, what: str):
        for known, dice in table.items():
            if fold_key(known) == fold_key(name):
                return known, pool.parse(dice, known)
        names = ", ".join(table) or "none"
        message = _("{name} has no {what} {name2!r} ({what}s: {names})").format(
            name=self.name, what=what, name2=name, names=names
        )
        raise RuleBroken(message, pool.SECTION)

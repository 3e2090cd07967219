"""A µD6 character: stats, tenacia, wounds, gear and coins, with derived load.

The seed gives neither tenacia's maximum nor its recovery, so tenacia is a
track the table moves freely (`journal track gain|spend|set`), with an
optional maximum from the sheet file; coins (monete) are one as well.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from journal.domain.character import Character
from journal.domain.errors import InconsistentHistory, NotFound, RuleBroken
from journal.domain.microd6.gear import armour_of
from journal.domain.microd6.i18n import _
from journal.domain.text import fold_key
from journal.domain.tracks import Track

TENACIA = "Tenacia"
LOAD = "Ingombro e Carico"
GEAR = "Equipaggiamento"
LOAD_CATEGORIES = ((5, "light"), (10, "medium"), (15, "heavy"))  # up to, inclusive
OVERWHELMING = "overwhelming"  # "Da 16🔸 in su"


def load_category(total: int) -> str:
    """light ≤ 5, medium 6–10, heavy 11–15, overwhelming ≥ 16 (the seed's
    "Da 10 a 15" overlaps medium at 10: 10 is read as medium)."""
    return next((name for top, name in LOAD_CATEGORIES if total <= top), OVERWHELMING)


@dataclass
class MicroSheet(Character):
    TRACKS = (
        Track("tenacia", TENACIA, "tenacia", 0, "tenacia_max", aliases=("tenacity",)),
        Track("monete", "Monete", "coins", 0, None, aliases=("coins", "moneta")),
    )
    stats: dict[str, int] = field(default_factory=dict)
    tenacia: int = 0
    tenacia_max: int | None = None
    coins: int = 0
    wounds: list[dict] = field(default_factory=list)  # {id, level, suffered, ...}
    gear: list[dict] = field(default_factory=list)  # see journal.domain.microd6.gear

    # -- stats ------------------------------------------------------------------

    def stat(self, name: str) -> tuple[str, int] | None:
        """The stat (characteristic or competence) `name`, any case or accents."""
        key = fold_key(name)
        return next(((n, v) for n, v in self.stats.items() if fold_key(n) == key), None)

    # -- tenacia ------------------------------------------------------------------

    def pay_tenacia(self, amount: int, section: str) -> None:
        """Pay a cost in tenacia: it never falls below 0."""
        if amount > self.tenacia:
            raise InconsistentHistory(
                _("{name} has {tenacia} tenacia, {amount} needed").format(
                    name=self.name, tenacia=self.tenacia, amount=amount
                ),
                section,
            )
        self.tenacia -= amount

    def lose_tenacia(self, amount: int) -> int:
        """Lose tenacia as a consequence, down to 0; returns what was lost."""
        lost = min(amount, self.tenacia)
        self.tenacia -= lost
        return lost

    # -- wounds ---------------------------------------------------------------------

    @property
    def wound_complications(self) -> int:
        """Wounds that bring a complication (−1d) to every action roll."""
        return sum(1 for wound in self.wounds if wound.get("complication"))

    def wound(self, wound_id: str) -> dict:
        """A wound by its number in `journal show` (1 or #1, the oldest), or by its id
        (the event that inflicted it) or a unique prefix."""
        number = wound_id.removeprefix("#")
        if number.isdigit() and 1 <= int(number) <= len(self.wounds):
            return self.wounds[int(number) - 1]
        found = [w for w in self.wounds if w["id"] == wound_id]
        found = found or [w for w in self.wounds if w["id"].startswith(wound_id)]
        if len(found) != 1 or not wound_id:
            ids = ", ".join(str(n) for n in range(1, len(self.wounds) + 1))
            message = _("{name} has no wound {wound_id!r} (wounds: {ids})").format(
                name=self.name, wound_id=wound_id, ids=ids
            )
            raise NotFound(message, "Ferite")
        return found[0]

    # -- gear and load ----------------------------------------------------------------

    @property
    def load(self) -> int:
        """Ingombro carried: a spent item (no uses left) weighs nothing."""
        return sum(item["load"] for item in self.gear if not spent(item))

    @property
    def load_category(self) -> str:
        return load_category(self.load)

    @property
    def armour(self) -> int:
        """Armour points of the armour and the shield worn (they add up)."""
        return armour_of(self.gear)

    def items(self, name: str) -> list[dict]:
        """The items called `name` (any case or accents, or the start of a name)."""
        key = fold_key(name)
        found = [item for item in self.gear if fold_key(item["name"]) == key]
        found = found or [i for i in self.gear if fold_key(i["name"]).startswith(key)]
        names = list(dict.fromkeys(item["name"] for item in found))
        if len(names) > 1:
            raise RuleBroken(
                _("{name!r} could mean {value}: say which").format(
                    name=name, value=", ".join(names)
                ),
                GEAR,
            )
        if not found:
            held = ", ".join(dict.fromkeys(i["name"] for i in self.gear)) or "nothing"
            raise NotFound(
                _("{name} has no {name2!r} (gear: {held})").format(
                    name=self.name, name2=name, held=held
                ),
                GEAR,
            )
        return found


def spent(item: dict) -> bool:
    """An item with uses that has none left ("non genera più alcun ingombro")."""
    return item.get("uses_max") is not None and item["uses"] == 0

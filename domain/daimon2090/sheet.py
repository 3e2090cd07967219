"""A Dàimon 2090 character sheet (Scheda del Personaggio) and its derived values."""

from __future__ import annotations

from dataclasses import dataclass, field

from journal.domain.character import ACTIVE, DYING, Character
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import InconsistentHistory
from journal.domain.tracks import Track

RESERVE_MAX = 7  # Riserva di dadi: never more than 7


@dataclass
class Sheet(Character):
    TRACKS = (
        Track("reserve", "Riserva", "reserve", 0, RESERVE_MAX, "reserve", ("riserva",)),
        Track("wounds", "Ferite", "wounds", 0, "max_wounds", "wound", ("ferite",)),
    )
    creation: str = "points"
    characteristics: dict[str, int] = field(default_factory=dict)
    classes: list[str] = field(default_factory=list)
    traits: list[dict] = field(default_factory=list)
    skills: dict[str, dict] = field(default_factory=dict)
    reserve: int = RESERVE_MAX
    pe: int = 0
    evo: int = 0
    level: int = 0
    wounds: int = 0
    social_class: dict[str, int] = field(default_factory=dict)
    risorse: int = 0
    weapons: list[dict] = field(default_factory=list)
    protections: list[dict] = field(default_factory=list)
    enhancements: list[dict] = field(default_factory=list)
    daimon: dict = field(default_factory=dict)
    equipment: list[str] = field(default_factory=list)
    serious_since: str | None = None  # ISO time the untreated serious wounds date from
    created: dict[str, int] = field(default_factory=dict)  # characteristics at creation
    social_class_path: list[int] = field(default_factory=list)  # current, then changes
    inherited_from: str | None = None  # the dead character whose level it inherited
    inherited_by: str | None = None  # dead: the new character that inherited its level
    difficulty: int | None = None  # an NPC's in a fight [DIFFICOLTÀ DEGLI SCONTRI]

    def __post_init__(self) -> None:
        """Sheets from before these fields: creation values are the current ones."""
        if not self.created:
            self.created = dict(self.characteristics)
        if not self.social_class_path and self.social_class.get("current"):
            self.social_class_path = [self.social_class["current"]]

    def to_dict(self) -> dict:
        """Without a difficulty when there is none (every character before NPCs
        had one folds as it did)."""
        data = super().to_dict()
        if data["difficulty"] is None:
            del data["difficulty"]
        return data

    @classmethod
    def from_sheet(cls, char_id: str, sheet: dict) -> Sheet:
        """A new character from a checked sheet (`sheetfile.parse_sheet`'s output)."""
        return cls.from_dict({**sheet, "id": char_id})

    @property
    def trait_names(self) -> list[str]:
        return [trait["name"] for trait in self.traits]

    # -- wounds (Ferite e salute) -----------------------------------------------

    @property
    def max_wounds(self) -> int:
        """Twice Potenza; an NPC with a difficulty takes as many as that [SALUTE
        DEI PNG] (at its maximum it is defeated)."""
        if self.npc and self.difficulty:
            return self.difficulty
        return 2 * self.characteristics["potenza"]

    @property
    def light_wounds(self) -> int:
        return min(self.wounds, self.characteristics["potenza"])

    @property
    def serious_wounds(self) -> int:
        return max(0, self.wounds - self.characteristics["potenza"])

    @property
    def wound_penalty(self) -> int:
        """Dice off every pool: −2D with any serious wound, else −1D with any light."""
        if self.serious_wounds:
            return 2
        return 1 if self.wounds else 0

    def wounds_taken(self, wounds: int) -> int:
        """How many of `wounds` fit before the maximum (wounds never exceed it)."""
        return max(0, min(wounds, self.max_wounds - self.wounds))

    def suffer(self, wounds: int, at: str | None = None) -> int:
        """Add wounds up to the maximum; returns how many were applied. `at` (ISO
        time) restarts the clock of untreated serious wounds when one lands."""
        applied = self.wounds_taken(wounds)
        self.wounds += applied
        if self.wounds >= self.max_wounds and self.status == ACTIVE:
            self.status = DYING
        if at is not None and applied and self.serious_wounds:
            self.serious_since = at
        return applied

    def worsen(self, wounds: int, since: str) -> int:
        """Untreated serious wounds worsen; their clock restarts from `since`."""
        applied = self.suffer(wounds)
        self.serious_since = since
        return applied

    def heal(self) -> None:
        """Back to zero wounds (Medicina e cure); a dying character is active again."""
        self.wounds = 0
        self.serious_since = None
        if self.status == DYING:
            self.status = ACTIVE

    # -- reserve (Riserva di dadi) ----------------------------------------------

    def reserve_kept(self, dice: int) -> int:
        """How many of `dice` gained the Riserva keeps: above 7 they are lost."""
        return max(0, min(dice, RESERVE_MAX - self.reserve))

    def gain_reserve(self, dice: int) -> int:
        """Add reserve dice up to 7; returns how many were kept (the rest are lost)."""
        gained = self.reserve_kept(dice)
        self.reserve += gained
        return gained

    def lose_reserve(self, dice: int) -> None:
        if dice > self.reserve:
            raise InconsistentHistory(
                _("{name} would need {dice} reserve dice and has {reserve}").format(
                    name=self.name, dice=dice, reserve=self.reserve
                ),
                "Riserva dei dadi",
            )
        self.reserve -= dice

    # -- evolution (Evoluzione) ---------------------------------------------------

    def spend_evo(self, cost: int) -> None:
        """Pay `cost` EVO: the level rises by as much (Livello del personaggio)."""
        if cost > self.evo:
            raise InconsistentHistory(
                _("{name} would need {cost} EVO and has {evo}").format(
                    name=self.name, cost=cost, evo=self.evo
                ),
                "Evoluzione",
            )
        self.evo -= cost
        self.level += cost

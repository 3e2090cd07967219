"""Basic Roleplaying's roll facts: skill and characteristic rolls, resistance,
opposed rolls (module-level facts: see journal.domain.events). Class names, module path
and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class D100Rolled(CampaignEvent):
    """A d100 against a chance (a base: each roll is one of its subclasses).
    `special` is the highest face that was a special success (rules.py)."""

    character: str | None
    chance: int
    special: int
    roll: int
    result: str  # "special" | "success" | "failure"
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True


class SkillRolled(D100Rolled):
    """A skill roll (3.2): the sheet's value, its modifiers, then difficulty.
    `ticked`: the success ticked the skill for experience (3.5)."""

    skill: str
    value: int
    difficulty: str  # "easy" | "normal" | "difficult"
    modifiers: dict  # {"armour": -10, "mod": -20, ...}
    stakes: bool
    ticked: bool

    def fold(self, state: CampaignState) -> None:
        if self.ticked:
            state.sheet(self.character).tick(self.skill)


class CharacteristicRolled(D100Rolled):
    """A characteristic roll (2.4): the characteristic × 5 (Tiro Vigore, ...)."""

    characteristic: str
    roll_name: str
    value: int
    difficulty: str
    modifiers: dict


class ResistanceRolled(CampaignEvent):
    """The resistance table (3.4): `chance` is the rolling side's (None when the
    difference of 10 or more decides it with no roll: then `roll` is None)."""

    character: str | None
    active: int
    passive: int
    active_label: str | None
    passive_label: str | None
    side: str  # the side that rolled: "active" | "passive"
    chance: int | None
    roll: int | None
    result: str  # success | failure | automatic success | automatic failure
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True


class OpposedRollResolved(CampaignEvent):
    """Two skills against each other (3.3). Each side: {character, name, skill,
    value, chance, special, roll, level, after, ticked}; `winner` is 0, 1 or
    None (a stalemate); `double` a special against a failure."""

    sides: list[dict]
    winner: int | None
    double: bool
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        for side in self.sides:
            if side["ticked"]:
                state.sheet(side["character"]).tick(side["skill"])

"""A Basic Roleplaying character sheet (2.1) and its derived values (2.5).

Skills are stored at their value (base + points, 2.6) for every skill of the
SRD, so the sheet needs no table to be played: a specialisation not listed sits
at its family's value (`families`). PF are not stored: they are the maximum
less what every wound still takes (5.14 keeps each wound apart).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import ceil

from journal.domain.brp import names as n
from journal.domain.brp.gear import worn_points
from journal.domain.brp.wounds import Wounds
from journal.domain.character import Character
from journal.domain.errors import NotFound, RuleBroken
from journal.domain.text import fold_key
from journal.domain.tracks import Track

UNCONSCIOUS = "unconscious"
BONUS_TABLE = (  # 2.5 Bonus al Danno: FOR+TAG up to ... → modifier
    (12, "-1D6"),
    (16, "-1D4"),
    (24, "0"),
    (32, "+1D4"),
    (40, "+1D6"),
    (56, "+2D6"),
)


@dataclass
class BrpSheet(Wounds, Character):
    TRACKS = (
        Track("pf", "PF", "pf", None, "max_pf", "wound", ("punti ferita", "hp")),
        Track("pp", "PP", "pp", 0, "max_pp", "pp", ("punti potere", "power points")),
    )
    creation: str = "points"
    profession: str | None = None
    era: str = "modern"
    identity: dict = field(default_factory=dict)
    characteristics: dict[str, int | None] = field(default_factory=dict)
    created: dict[str, int | None] = field(default_factory=dict)
    lost: dict[str, int] = field(default_factory=dict)  # points that may return
    skills: dict[str, int] = field(default_factory=dict)
    families: list[str] = field(default_factory=list)
    ticks: list[str] = field(default_factory=list)
    weapons: list[dict] = field(default_factory=list)
    armour: list[dict] = field(default_factory=list)
    pp: int = 0
    mov: int = 10
    damage_bonus_given: str | None = None  # beyond the table (FOR+TAG > 56)
    wounds: list[dict] = field(default_factory=list)
    diseases: dict[str, dict] = field(default_factory=dict)
    antidote: dict | None = None  # {"potency", "session", "scene"} (any poison)
    antidotes: dict[str, dict] = field(default_factory=dict)  # by poison: 6.10
    poisons: list[dict] = field(default_factory=list)  # doses yet to take effect
    attacks: int = 1  # a round (4.3); a creature may say more (the bear's 2)
    wings: bool = False  # natural wings: Volare DES×4 (2.6)
    free_checks: dict[str, int] = field(default_factory=dict)  # by adventure
    studying: str | None = None  # a skill taught, until its experience roll

    def __post_init__(self) -> None:
        if not self.created:
            self.created = dict(self.characteristics)

    # -- 2.5 Caratteristiche Derivate ------------------------------------------

    def value(self, key: str) -> int:
        found = self.characteristics.get(key)
        if found is None:
            raise RuleBroken(f"{self.name} has no {key}", n.CHARS)
        return found

    @property
    def max_pf(self) -> int:
        return ceil((self.value("COS") + self.value("TAG")) / 2)

    @property
    def max_pp(self) -> int:
        return self.value("POT")

    @property
    def damage_bonus(self) -> str:
        return self.damage_bonus_given or bonus_for(
            self.value("FOR") + self.value("TAG")
        )

    # -- skills (2.6) and armour (5.10) ------------------------------------------

    def skill(self, name: str) -> tuple[str, int]:
        """(the skill's name as the sheet spells it, its value); an unlisted
        specialisation of a family sits at the family's value."""
        key = fold_key(" ".join(name.split()))
        for known, value in self.skills.items():
            if fold_key(known) == key:
                return known, value
        family, _, spec = name.partition("(")
        for known in self.families:
            if spec.strip(" )") and fold_key(known) == fold_key(family):
                canonical = f"{known} ({spec.strip(' )')})"
                return canonical, self.skills[known]
        from journal.domain.suggest import did_you_mean

        hint = did_you_mean(name, self.skills)
        raise NotFound(f"{self.name} has no skill {name!r}{hint}", n.SKILLS)

    @property
    def armour_points(self) -> int:
        return sum(worn_points(piece, self.weapons) for piece in self.armour)

    def penalty(self, group: str | None) -> int:
        """What the armour worn takes off a physical or perceptive skill."""
        if group is None:
            return 0
        return sum(piece.get(group, 0) for piece in self.armour)

    def weapon(self, name: str) -> dict:
        for weapon in self.weapons:
            if fold_key(weapon["name"]) == fold_key(name):
                return weapon
        known = ", ".join(w["name"] for w in self.weapons) or "none"
        raise NotFound(f"{self.name} has no weapon {name!r} ({known})", n.WEAPONS)

    def tick(self, skill: str) -> None:
        """3.5: the first success of an adventure ticks the skill's box."""
        if fold_key(skill) not in (fold_key(t) for t in self.ticks):
            self.ticks.append(skill)

    # -- characteristic points lost and regained (6.5, 6.10) ------------------

    def lose_points(self, key: str, points: int) -> None:
        """Lost points (6.5, 6.10); PP above a fallen POT are lost with it."""
        self.characteristics[key] = max(0, self.value(key) - points)
        self.lost[key] = self.lost.get(key, 0) + points
        self.pp = min(self.pp, self.max_pp)

    def regain_points(self, key: str, points: int) -> None:
        if points > self.lost.get(key, 0):
            raise RuleBroken(
                f"{self.name} has lost {self.lost.get(key, 0)} {key}, not {points}",
                n.DISEASE,
            )
        self.characteristics[key] = self.value(key) + points
        self.lost[key] -= points


def bonus_for(total: int) -> str:
    """The damage bonus of a FOR+TAG total (2.5); beyond 56 the SRD has none."""
    for top, bonus in BONUS_TABLE:
        if total <= top:
            return bonus
    raise RuleBroken(
        f"FOR+TAG {total} is beyond the table's 56: give the damage bonus", n.DERIVED
    )

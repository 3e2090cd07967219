"""A Fuori dal Tempo character sheet (Scheda del Personaggio) and what derives
from it: values, bonuses, pV and Mana maxima, the unarmed base damage.

Characteristics keep the sheet's bas/mod/bon columns: `base` is what pumps
raise; the modifier column is computed (the armour's and shield's Agi/Vel,
sleep loss); the value is base + modifier and the bonus comes from the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from journal.domain.character import ACTIVE, DEAD, Character
from journal.domain.errors import NotFound
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t
from journal.domain.fdt.i18n import _
from journal.domain.tracks import Track

FAINTED = "fainted"
SHOCK_MAX = 3  # 2.8: shock 0..3, at 3 the character faints


@dataclass
class FdtSheet(Character):
    TRACKS = (
        Track("pv", "pV", "pv", None, "pv_max", "damage", ("vita", "punti vita")),
        Track("mana", "Mana", "mana", 0, "mana_max", "mana"),
        Track("pix", "PiX", "pix", 0, None, "pix"),
        Track("oro", "Oro", "oro", 0, None, None, ("gold",)),
        Track("pasti", "Pasti", "pasti", 0, None, None, ("meals",)),
    )
    creation: str = "normale"
    race: str = "Umano"
    profession: str = ""
    second_profession: str | None = None
    age: int = 24
    credo: str | None = None
    carattere: list[str] = field(default_factory=list)
    story: str | None = None
    height: float | None = None
    weight: int | None = None
    characteristics: dict[str, dict] = field(default_factory=dict)  # {base}
    skills: dict[str, dict] = field(default_factory=dict)  # see new_skill
    pv: int = 0
    mana: int = 0
    pix: int = 0
    shock: dict[str, int] = field(default_factory=lambda: {"M": 0, "F": 0})
    oro: int = 0
    pasti: int = 0
    armour: dict | None = None  # {name, colpi, durata, agi, vel}
    shield: dict | None = None
    weapons: list[dict] = field(default_factory=list)  # {name, damage, skill, ...}
    equipment: list[str] = field(default_factory=list)
    sleep_loss: int = 0  # points off every value after a day awake (2.3)
    pump_chance: str | None = None  # a value a natural 1 was just rolled on
    combat: dict = field(default_factory=dict)  # this fight: exposed, aim, wrist...
    valori: list[str] = field(default_factory=list)  # kinds whose Valore it earned
    awards: dict = field(default_factory=dict)  # "evening:N"/"adventure:N" -> PiX
    mana_items: dict[str, int] = field(default_factory=dict)  # stored Mana (2.3)

    @classmethod
    def from_sheet(cls, char_id: str, sheet: dict) -> FdtSheet:
        made = cls.from_dict({**sheet, "id": char_id})
        made.pv = sheet.get("pv", made.pv_max)
        made.mana = sheet.get("mana", made.mana_max)
        return made

    # -- values ---------------------------------------------------------------

    def modifier(self, name: str) -> int:
        """The sheet's mod column: armour and shield Agi/Vel, sleep loss."""
        worn = [p for p in (self.armour, self.shield) if p]
        key = {n.AGILITA: "agi", n.VELOCITA: "vel"}.get(name)
        return sum(p.get(key, 0) for p in worn if key) - self.sleep_loss

    def value(self, name: str) -> int:
        """A characteristic's value (base + mod) or a skill's (less sleep loss)."""
        if name in self.characteristics:
            return self.characteristics[name]["base"] + self.modifier(name)
        if name in self.skills:
            return self.skills[name]["value"] - self.sleep_loss
        raise NotFound(
            _("{name} has no {name2!r}").format(name=self.name, name2=name), n.SKILLS
        )

    def bonus(self, name: str) -> int:
        return t.bonus(self.value(name))

    def holds(self, name: str) -> bool:
        return name in self.characteristics or name in self.skills

    def find(self, name: str) -> str | None:
        """The canonical name of a characteristic or held skill the user means."""
        known = tuple(self.characteristics) + tuple(self.skills)
        return n.canonical(name, known)

    @property
    def pv_max(self) -> int:
        """Punti Vita = bRazza + Costituzione (1.7)."""
        return self.value(n.COSTITUZIONE) + t.RACE_VITA[self.race]

    @property
    def mana_max(self) -> int:
        """Punti Mana = bRazza + bIntelletto + bPsiche, never negative (1.7)."""
        mana = t.RACE_MANA[self.race] + self.bonus(n.INTELLETTO) + self.bonus(n.PSICHE)
        return max(0, mana)

    @property
    def unarmed(self) -> str:
        return t.unarmed_damage(self.value(n.MANI_NUDE))

    @property
    def age_band(self) -> str:
        return t.age_band(self.age)

    @property
    def shock_degree(self) -> int:
        return self.shock["M"] + self.shock["F"]

    @property
    def able(self) -> bool:
        return self.status == ACTIVE

    # -- changes --------------------------------------------------------------

    def settle(self) -> None:
        """After a maximum falls, the current pV and Mana cannot exceed it."""
        self.pv = min(self.pv, self.pv_max)
        self.mana = min(self.mana, self.mana_max)

    def lose_pv(self, points: int) -> bool:
        """Lose pV; at 0 or less the character dies (2.5). True if it died now."""
        self.pv -= points
        if self.pv <= 0 and self.status != DEAD:
            self.status = DEAD
            return True
        return False

    def gain_pv(self, points: int) -> int:
        gained = max(0, min(points, self.pv_max - self.pv))
        self.pv += gained
        return gained

    def gain_mana(self, points: int) -> int:
        gained = max(0, min(points, self.mana_max - self.mana))
        self.mana += gained
        return gained

    def raise_value(self, name: str, points: int) -> None:
        if name in self.characteristics:
            self.characteristics[name]["base"] += points
            self.settle()
        else:
            self.skills[name]["value"] += points

    def mark_used(self, name: str) -> None:
        if name in self.skills:
            self.skills[name]["used"] = True


def new_skill(value: int, origin: str, racial: bool = False, **flags) -> dict:
    """A skill entry: its value and where it came from (common, race,
    profession, innate, taught, granted, discovered, import), whether it is
    racial (*), teachable (asterisked after 3.3's 30 PiX), used this adventure."""
    return {
        "value": value,
        "origin": origin,
        "racial": racial,
        "teachable": flags.get("teachable", False),
        "used": flags.get("used", False),
    }

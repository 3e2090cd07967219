"""Armour, shields and weapons on the sheet (1.9; their numbers per setting).

Module-level facts (see journal.domain.events); names and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.fdt import names as n
from journal.domain.fdt.i18n import _
from journal.domain.state import CampaignState


class ArmourDonned(CampaignEvent):
    character: str
    piece: str  # armour | shield
    armour: dict  # name, colpi, durata, agi, vel
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        setattr(sheet, self.piece, dict(self.armour))
        sheet.settle()


class ArmourRemoved(CampaignEvent):
    character: str
    piece: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        setattr(state.sheet(self.character), self.piece, None)


class WeaponTaken(CampaignEvent):
    character: str
    weapon: dict  # name, damage, skill, difficulty, range, damaged, unabsorbable
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).weapons.append(dict(self.weapon))


class WeaponLost(CampaignEvent):
    """A weapon leaves the sheet (sold, lost, broken and thrown away)."""

    character: str
    weapon: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        kept = [w for w in sheet.weapons if w["name"] != self.weapon]
        if len(kept) == len(sheet.weapons):
            raise RuleBroken(
                _("{name} has no {weapon}").format(name=sheet.name, weapon=self.weapon),
                n.EQUIPMENT,
            )
        sheet.weapons = kept


class GearRepaired(CampaignEvent):
    """A damaged weapon mended, or an armour's Durata restored."""

    character: str
    item: str  # a weapon's name, or armour | shield
    durata: int | None  # the armour's Durata after repair
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        if self.item in ("armour", "shield"):
            getattr(sheet, self.item)["durata"] = self.durata
            return
        for weapon in sheet.weapons:
            if weapon["name"] == self.item:
                weapon["damaged"] = False

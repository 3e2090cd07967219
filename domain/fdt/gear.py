"""Armour, shields and weapons put on the sheet, lost, repaired (1.9, 2.5)."""

from __future__ import annotations

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.fdt import events_gear as ev
from journal.domain.fdt import gearfile
from journal.domain.fdt import names as n
from journal.domain.fdt.i18n import _
from journal.domain.text import fold_key

PIECES = ("armour", "shield")


class GearCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def wear(self, name, piece: str, armour: dict, stamp) -> None:
        """Put on an armour or a shield ({name, colpi, durata, agi, vel})."""
        sheet = self.living(name)
        piece = _piece(piece)
        armour = gearfile.armour_piece(armour, piece)
        self.record(
            ev.ArmourDonned, stamp, character=sheet.id, piece=piece, armour=armour
        )

    def take_off(self, name, piece: str, stamp) -> None:
        sheet = self.living(name)
        piece = _piece(piece)
        if getattr(sheet, piece) is None:
            raise RuleBroken(
                _("{name} wears no {piece}").format(name=sheet.name, piece=piece),
                n.EQUIPMENT,
            )
        self.record(ev.ArmourRemoved, stamp, character=sheet.id, piece=piece)

    def take_weapon(self, name, weapon: dict, stamp) -> None:
        sheet = self.living(name)
        weapon = gearfile.weapon(weapon)
        if any(fold_key(w["name"]) == fold_key(weapon["name"]) for w in sheet.weapons):
            raise RuleBroken(
                _("{name} already has a {name2}").format(
                    name=sheet.name, name2=weapon["name"]
                ),
                n.EQUIPMENT,
            )
        self.record(ev.WeaponTaken, stamp, character=sheet.id, weapon=weapon)

    def lose_weapon(self, name, weapon: str, stamp) -> None:
        sheet = self.living(name)
        found = _weapon(sheet, weapon)
        self.record(ev.WeaponLost, stamp, character=sheet.id, weapon=found["name"])

    def repair(self, name, item: str, stamp, durata=None) -> None:
        """Mend a damaged weapon, or restore an armour's Durata."""
        sheet = self.living(name)
        if fold_key(item) in ("armour", "armatura", "shield", "scudo"):
            piece = _piece(item)
            if getattr(sheet, piece) is None or durata is None or not 0 < durata <= 999:
                raise RuleBroken(
                    _("say the {piece}'s Durata after the repair").format(piece=piece),
                    n.COMBAT,
                )
            self.record(
                ev.GearRepaired, stamp, character=sheet.id, item=piece, durata=durata
            )
            return
        found = _weapon(sheet, item)
        if found.get("broken") or not found.get("damaged"):
            state = "broken" if found.get("broken") else "not damaged"
            raise RuleBroken(
                _("{name} is {state}").format(name=found["name"], state=state),
                n.CRITICALS,
            )
        self.record(
            ev.GearRepaired, stamp, character=sheet.id, item=found["name"], durata=None
        )


def _piece(word: str) -> str:
    key = {"armatura": "armour", "armor": "armour", "scudo": "shield"}
    found = key.get(fold_key(word), fold_key(word))
    if found not in PIECES:
        raise RuleBroken(
            _("{word!r} is not armour or a shield").format(word=word), n.EQUIPMENT
        )
    return found


def _weapon(sheet, name: str) -> dict:
    for weapon in sheet.weapons:
        if fold_key(weapon["name"]) == fold_key(name):
            return weapon
    raise NotFound(
        _("{name} has no weapon called {name2!r}").format(name=sheet.name, name2=name),
        n.EQUIPMENT,
    )

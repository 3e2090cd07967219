"""The 13-marker counters by hand: mark one, or reset one for 1D Riserva.

Rulebook: MUNIZIONI E MANUTENZIONE, USO DEI POTENZIAMENTI (digest sections 5, 9).
Fights mark weapons and protections themselves (`fight end`), rolls the
enhancements they use. A reset costs 1D: a companion who uses the same type of
weapon may pay for ammunition; an enhancement's maintenance needs a maintainer
with the skill (who may pay) or a clinic.
"""

from __future__ import annotations

from journal.domain.daimon2090 import events_fight as ev
from journal.domain.daimon2090 import gear, prices
from journal.domain.errors import RuleBroken


class CounterCommands:
    """Mixed into DaimonCampaign through FightCommands."""

    def mark_gear(self, name: str, item_name: str, stamp) -> None:
        sheet = self.state.character(name)
        kind, item = gear.find_item(sheet, item_name)
        if gear.spent(item):
            raise RuleBroken(
                f"{sheet.name}'s {item['name']} has all {gear.MARKERS} markers "
                "marked: reset it with `journal gear reset`",
                gear.SECTIONS[kind],
            )
        self.check_once_a_scene(sheet, kind, item)
        self.record(
            ev.GearMarked,
            stamp,
            character=sheet.id,
            kind=kind,
            item=item["name"],
            marks=item["marks"] + 1,
        )

    def check_once_a_scene(self, sheet, kind: str, item: dict) -> None:
        key = [sheet.id, kind, item["name"]]
        if kind == "enhancement" and key in gear.scene_marks(self.state):
            raise RuleBroken(
                f"{sheet.name}'s {item['name']} is already marked in this scene: "
                "an enhancement takes one marker per scene, however often used",
                gear.SECTIONS[kind],
            )

    def reset_gear(self, name, item_name, payer, stamp, by=None, clinic=False):
        """Back to 0 markers for 1D: the owner pays, or a companion who may."""
        sheet = self.state.character(name)
        kind, item = gear.find_item(sheet, item_name)
        if not item["marks"]:
            raise RuleBroken(
                f"{sheet.name}'s {item['name']} has no marker to reset",
                gear.SECTIONS[kind],
            )
        maintenance = self.maintenance(sheet, kind, by, clinic)
        paying = self.state.character(payer) if payer else sheet
        check_payer(sheet, kind, item, paying, maintenance)
        fields = dict(
            character=sheet.id, kind=kind, item=item["name"], before=item["marks"],
            payer=paying.id, payer_name=paying.name,
        )  # fmt: skip
        if maintenance is None:
            return self.record(ev.GearReset, stamp, **fields)
        self.record(ev.EnhancementMaintained, stamp, **fields, **maintenance)

    def maintenance(self, owner, kind: str, by: str | None, clinic: bool):
        """Who maintains an enhancement (USO DEI POTENZIAMENTI): a character
        with the skill, the owner by default, or a clinic; None for other gear."""
        if kind != "enhancement":
            if by or clinic:
                raise RuleBroken(
                    "a maintainer or a clinic maintains an enhancement; "
                    f"a {kind} is reset by whoever pays",
                    gear.SECTIONS[kind],
                )
            return None
        if by and clinic:
            raise RuleBroken(
                "maintenance by a character or at a clinic: one of them",
                gear.SECTIONS[kind],
            )
        if clinic:
            return {"maintainer": None, "maintainer_name": None, "skill": None}
        maintainer = self.acting(by) if by else owner
        skill = gear.maintaining_skill(maintainer)
        return {
            "maintainer": maintainer.id,
            "maintainer_name": maintainer.name,
            "skill": skill,
        }


def check_payer(owner, kind: str, item: dict, payer, maintenance) -> None:
    """The owner pays; a companion who uses the same type of weapon may pay for
    ammunition, and the maintainer for an enhancement's maintenance."""
    if not payer.alive:
        raise RuleBroken(f"{payer.name} is dead", "Ferite e salute")
    if payer.id != owner.id:
        if kind == "weapon" and not gear.same_type(payer, item):
            raise RuleBroken(
                f"{payer.name} uses no weapon of the same type as {owner.name}'s "
                f"{item['name']} (level {item['level']}): only a companion who "
                "shares the ammunition pays for it",
                gear.SECTIONS[kind],
            )
        if kind == "enhancement" and payer.id != maintenance["maintainer"]:
            raise RuleBroken(
                f"{payer.name} does not maintain {owner.name}'s {item['name']}: "
                "only the maintainer may pay for another's maintenance",
                gear.SECTIONS[kind],
            )
    if payer.reserve < prices.RESET[kind]:
        raise RuleBroken(
            f"{payer.name} has no reserve die to pay for the reset",
            "Riserva dei dadi",
        )

"""The 13-marker counters by hand: mark one, or reset one for 1D Riserva.

Rulebook: MUNIZIONI E MANUTENZIONE, USO DEI POTENZIAMENTI (digest sections 5, 9).
Fights mark weapons and protections themselves (`fight end`); an enhancement is
marked once per scene it is used in.
"""

from __future__ import annotations

from domain.daimon2090 import events_fight as ev
from domain.daimon2090 import gear, prices
from domain.errors import RuleBroken


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

    def reset_gear(self, name: str, item_name: str, payer: str | None, stamp) -> None:
        sheet = self.state.character(name)
        kind, item = gear.find_item(sheet, item_name)
        paying = self.state.character(payer) if payer else sheet
        if not item["marks"]:
            raise RuleBroken(
                f"{sheet.name}'s {item['name']} has no marker to reset",
                gear.SECTIONS[kind],
            )
        self.check_payer(sheet, kind, paying)
        self.record(
            ev.GearReset,
            stamp,
            character=sheet.id,
            kind=kind,
            item=item["name"],
            before=item["marks"],
            payer=paying.id,
            payer_name=paying.name,
        )

    def check_payer(self, owner, kind: str, payer) -> None:
        if not payer.alive:
            raise RuleBroken(f"{payer.name} is dead", "Ferite e salute")
        if (
            kind == "enhancement"
            and payer.id != owner.id
            and not gear.can_maintain(payer)
        ):
            raise RuleBroken(
                f"{payer.name} cannot maintain an enhancement (needs "
                f"{', '.join(gear.MAINTAINERS)}): only the maintainer may pay",
                gear.SECTIONS[kind],
            )
        if payer.reserve < prices.RESET[kind]:
            raise RuleBroken(
                f"{payer.name} has no reserve die to pay for the reset",
                "Riserva dei dadi",
            )

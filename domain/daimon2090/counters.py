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
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.tools import find_maintenance_tools
from journal.domain.errors import RuleBroken


class CounterCommands:
    """Mixed into DaimonCampaign through FightCommands."""

    def mark_gear(self, name: str, item_name: str, stamp) -> None:
        sheet = self.state.character(name)
        kind, item = gear.find_item(sheet, item_name)
        if gear.spent(item):
            raise RuleBroken(
                _(
                    "{name}'s {name2} has all {MARKERS} markers marked: reset it with "
                    "`journal gear reset`"
                ).format(name=sheet.name, name2=item["name"], MARKERS=gear.MARKERS),
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
                _(
                    "{name}'s {name2} is already marked in this scene: an enhancement "
                    "takes one marker per scene, however often used"
                ).format(name=sheet.name, name2=item["name"]),
                gear.SECTIONS[kind],
            )

    def reset_gear(self, name, item_name, payer, stamp, by=None, clinic=False):
        """Back to 0 markers for 1D: the owner pays, or a companion who may."""
        sheet = self.state.character(name)
        kind, item = gear.find_item(sheet, item_name)
        if not item["marks"]:
            raise RuleBroken(
                _("{name}'s {name2} has no marker to reset").format(
                    name=sheet.name, name2=item["name"]
                ),
                gear.SECTIONS[kind],
            )
        maintenance = self.maintenance(sheet, kind, item, by, clinic)
        paying = self.state.character(payer) if payer else sheet
        check_payer(sheet, kind, item, paying, maintenance)
        fields = dict(
            character=sheet.id, kind=kind, item=item["name"], before=item["marks"],
            payer=paying.id, payer_name=paying.name,
        )  # fmt: skip
        if maintenance is None:
            return self.record(ev.GearReset, stamp, **fields)
        if "tools" in maintenance:
            event = ev.EnhancementMaintainedWithTools
            return self.record(event, stamp, **fields, **maintenance)
        self.record(ev.EnhancementMaintained, stamp, **fields, **maintenance)

    def maintenance(self, owner, kind: str, item: dict, by: str | None, clinic):
        """Who maintains an enhancement (USO DEI POTENZIAMENTI): a character
        with the skill and the tools of its field, the owner by default, or a
        clinic or lab; None for other gear. A visible enhancement is a
        cybernetic implant (nanotechnology and genetics are hidden by nature:
        Costo dei potenziamenti nascosti); a hidden one is of the field the
        maintainer's skill and tools serve."""
        if kind != "enhancement":
            if by or clinic:
                raise RuleBroken(
                    _(
                        "a maintainer or a clinic maintains an enhancement; a "
                        "{kind} is reset by whoever pays",
                    ).format(kind=kind),
                    gear.SECTIONS[kind],
                )
            return None
        if by and clinic:
            raise RuleBroken(
                _("maintenance by a character or at a clinic: one of them"),
                gear.SECTIONS[kind],
            )
        if clinic:
            return {"maintainer": None, "maintainer_name": None, "skill": None}
        maintainer = self.acting(by) if by else owner
        fields = ("cyber", "nano", "genetic") if item.get("hidden") else ("cyber",)
        skills = gear.maintaining_skills(maintainer, fields)
        owners = list({s.id: s for s in (maintainer, owner)}.values())
        for skill in skills:  # the first field whose tools are at hand
            try:
                holder, tools = find_maintenance_tools(owners, gear.field_of(skill))
            except RuleBroken:
                continue
            return {
                "maintainer": maintainer.id,
                "maintainer_name": maintainer.name,
                "skill": skill,
                "tools": tools,
                "tools_owner": holder.id,
            }
        find_maintenance_tools(owners, gear.field_of(skills[0]))  # refuses


def check_payer(owner, kind: str, item: dict, payer, maintenance) -> None:
    """The owner pays; a companion who uses the same type of weapon may pay for
    ammunition, and the maintainer for an enhancement's maintenance."""
    if not payer.alive:
        raise RuleBroken(_("{name} is dead").format(name=payer.name), "Ferite e salute")
    if payer.id != owner.id:
        if kind == "protection":
            raise RuleBroken(
                _(
                    "{name} cannot pay for {name2}'s {name3}: a protection is "
                    "repaired or replaced by its owner's die (\"il giocatore deve "
                    "spendere 1D Riserva, facendo riparare o sostituendo la "
                    'protezione")',
                ).format(name=payer.name, name2=owner.name, name3=item["name"]),
                gear.SECTIONS[kind],
            )
        if kind == "weapon" and not gear.same_type(payer, item):
            raise RuleBroken(
                _(
                    "{name} uses no weapon of the same type as {name2}'s {name3} "
                    "(level {level}): only a companion who shares the ammunition "
                    "pays for it",
                ).format(
                    name=payer.name,
                    name2=owner.name,
                    name3=item["name"],
                    level=item["level"],
                ),
                gear.SECTIONS[kind],
            )
        if kind == "enhancement" and payer.id != maintenance["maintainer"]:
            raise RuleBroken(
                _(
                    "{name} does not maintain {name2}'s {name3}: only the "
                    "maintainer may pay for another's maintenance",
                ).format(name=payer.name, name2=owner.name, name3=item["name"]),
                gear.SECTIONS[kind],
            )
    if payer.reserve < prices.RESET[kind]:
        raise RuleBroken(
            _("{name} has no reserve die to pay for the reset").format(name=payer.name),
            "Riserva dei dadi",
        )

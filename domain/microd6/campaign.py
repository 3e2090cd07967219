"""A µD6 campaign: the core campaign plus the game's rolls, wounds and gear."""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from journal.domain.campaign import Campaign
from journal.domain.character import DYING
from journal.domain.errors import RuleBroken
from journal.domain.microd6.gear import check_worn
from journal.domain.microd6.health import WoundCommands
from journal.domain.microd6.i18n import _
from journal.domain.microd6.inventory import GearCommands
from journal.domain.microd6.play import ActionCommands
from journal.domain.microd6.resistance import ResistCommands
from journal.domain.microd6.sheet import MicroSheet

DEATH = "Ferita Mortale"
LIMIT = "Limitare i danni"


class MicroCampaign(
    ActionCommands, ResistCommands, WoundCommands, GearCommands, Campaign, Aggregate
):
    ruleset = "microd6"
    sheet_class = MicroSheet

    def create_character(self, sheet: dict, stamp) -> str:
        """A sheet wears one armour and one shield at most (Armature)."""
        check_worn(sheet.get("name", "the character"), sheet.get("gear") or [])
        return super().create_character(sheet, stamp)

    def living(self, name: str) -> MicroSheet:
        """A character who is not dead: the dead neither act nor carry."""
        sheet = self.state.character(name)
        if not sheet.alive:
            raise RuleBroken(_("{name} is dead").format(name=sheet.name), DEATH)
        if sheet.status == DYING:
            who = f'"{sheet.name}"' if " " in sheet.name else sheet.name
            raise RuleBroken(
                _(
                    "{name}'s Ferita Mortale is not final: spend tenacia on it "
                    "(`journal limit {who} N`) or let it stand (`journal limit "
                    "{who} 0`) first",
                ).format(name=sheet.name, who=who),
                LIMIT,
            )
        return sheet

    def acting(self, name: str) -> MicroSheet:
        """A character able to roll (every living µD6 character is)."""
        return self.living(name)

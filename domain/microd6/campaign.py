"""A µD6 campaign: the core campaign plus the game's rolls, wounds and gear."""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from journal.domain.campaign import Campaign
from journal.domain.errors import RuleBroken
from journal.domain.microd6.health import WoundCommands
from journal.domain.microd6.inventory import GearCommands
from journal.domain.microd6.play import ActionCommands
from journal.domain.microd6.resistance import ResistCommands
from journal.domain.microd6.sheet import MicroSheet

DEATH = "Ferita Mortale"


class MicroCampaign(
    ActionCommands, ResistCommands, WoundCommands, GearCommands, Campaign, Aggregate
):
    ruleset = "microd6"
    sheet_class = MicroSheet

    def living(self, name: str) -> MicroSheet:
        """A character who is not dead: the dead neither act nor carry."""
        sheet = self.state.character(name)
        if not sheet.alive:
            raise RuleBroken(f"{sheet.name} is dead", DEATH)
        return sheet

    def acting(self, name: str) -> MicroSheet:
        """A character able to roll (every living µD6 character is)."""
        return self.living(name)

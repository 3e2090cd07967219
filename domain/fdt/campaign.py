"""A Fuori dal Tempo campaign: the core campaign plus the game's own facts.

Each area of the rules is a command mixin with its own module: checks
(play.py), challenges and casualità (contest.py), attacks (fight.py), the alternate
rounds (rounds.py), moving, ambush and impaling (tactics.py), what follows a
blow (wounds.py), shock and panic (condition.py), recovery (upkeep.py), Mana
own and stored (mana.py), PiX and pumps (growth.py), new skills (learning.py),
gear (gear.py), creation (creation.py). The optional rules (options.py) are
campaign settings, off until the table turns them on.
"""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from journal.domain.campaign import Campaign, Stamp
from journal.domain.errors import RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt.condition import ConditionCommands
from journal.domain.fdt.contest import ContestCommands
from journal.domain.fdt.creation import CreationCommands
from journal.domain.fdt.events_growth import AdventureEnded
from journal.domain.fdt.fight import FightCommands
from journal.domain.fdt.gear import GearCommands
from journal.domain.fdt.growth import GrowthCommands
from journal.domain.fdt.i18n import _
from journal.domain.fdt.learning import LearningCommands
from journal.domain.fdt.mana import ManaCommands
from journal.domain.fdt.options import OPTIONS
from journal.domain.fdt.play import CheckCommands
from journal.domain.fdt.rounds import RoundCommands
from journal.domain.fdt.sheet import FdtSheet
from journal.domain.fdt.tactics import TacticsCommands
from journal.domain.fdt.upkeep import RecoveryCommands
from journal.domain.fdt.wounds import WoundCommands


class FdtCampaign(
    CreationCommands,
    CheckCommands,
    ContestCommands,
    FightCommands,
    RoundCommands,
    TacticsCommands,
    WoundCommands,
    ConditionCommands,
    RecoveryCommands,
    ManaCommands,
    GrowthCommands,
    LearningCommands,
    GearCommands,
    Campaign,
    Aggregate,
):
    ruleset = "fdt"
    sheet_class = FdtSheet
    OPTIONS = OPTIONS

    def start_adventure(self, title: str, stamp: Stamp) -> None:
        """A new adventure ends the one under way (its skills no longer used)."""
        adventure = self.state.adventure
        if adventure and self.state.table.get("ended") != adventure["number"]:
            self.check_no_scene("start an adventure")
            self.record(AdventureEnded, stamp, number=adventure["number"])
        super().start_adventure(title, stamp)

    def living(self, name: str) -> FdtSheet:
        """A character who is not dead: the dead neither act nor gain."""
        sheet = self.state.character(name)
        if not sheet.alive:
            raise RuleBroken(_("{name} is dead").format(name=sheet.name), n.COMBAT)
        return sheet

    def acting(self, name: str) -> FdtSheet:
        """A character able to act: not fainted, not dead."""
        sheet = self.living(name)
        if not sheet.able:
            raise RuleBroken(
                _("{name} is {status}").format(name=sheet.name, status=sheet.status),
                n.SHOCK,
            )
        return sheet

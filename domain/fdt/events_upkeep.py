"""Recovery and upkeep (2.3): meals, rest, healing, Mana, sleep; a casualità.

Module-level facts (see journal.domain.events); names and fields are a stored format.
A recovery stores the points the rule gives; the fold adds them up to the
maximum, so a void of an earlier loss re-folds it on the corrected value.
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.fdt import names as n
from journal.domain.fdt.events_check import after_check
from journal.domain.fdt.i18n import _
from journal.domain.state import CampaignState


class MealEaten(CampaignEvent):
    """A meal: one Pasto from the pack (a feast is someone else's table)."""

    character: str
    feast: bool
    pasti: int  # Pasti used
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        if sheet.pasti < self.pasti:
            raise RuleBroken(
                _("{name} has no Pasti left").format(name=sheet.name), n.RECOVERY
            )
        sheet.pasti -= self.pasti


class VitaRecovered(CampaignEvent):
    """pV back: after a meal or feast, after rest (each on a Costituzione
    check), or by healing the table describes."""

    character: str
    kind: str  # meal | feast | rest | healing
    hours: int | None
    check: dict | None  # the Costituzione check's fields
    dice: list[int]  # rest: the d4 per started 3 hours
    points: int
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        if self.check is not None:
            after_check(sheet, n.COSTITUZIONE, self.check["roll"])
        sheet.gain_pv(self.points)


class ManaRecovered(CampaignEvent):
    """Mana back after quiet rest: 2 an hour on a Psiche check, else 1."""

    character: str
    hours: int
    check: dict
    points: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        after_check(sheet, n.PSICHE, self.check["roll"])
        sheet.gain_mana(self.points)


class ManaSpent(CampaignEvent):
    """Mana spent (the setting's costs, as typed); it never goes below 0."""

    character: str
    amount: int
    purpose: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        if self.amount > sheet.mana:
            raise RuleBroken(
                _("{name} has {mana} Mana, not {amount}").format(
                    name=sheet.name, mana=sheet.mana, amount=self.amount
                ),
                n.SCORES,
            )
        sheet.mana -= self.amount


class SleepLost(CampaignEvent):
    """Awake for more than a day: −2 to every characteristic and skill, 2 more
    each further day, until the sleep is made up."""

    character: str
    days: int
    loss: int  # points off every value now
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        sheet.sleep_loss = self.loss
        sheet.settle()


class SleepRecovered(CampaignEvent):
    character: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).sleep_loss = 0


class CasualitaRolled(CampaignEvent):
    """A free casualità (0.2): any dX, odd sizes on the next die, rerolled."""

    character: str | None
    expression: str
    dice: list[dict]  # {sides, faces, kept, exploded, wanted, sign} per die
    modifier: int
    total: int
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True

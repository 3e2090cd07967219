"""Shock (2.8), panic (2.5) and the end of a fight: the fighter's condition.

Module-level facts (see journal.domain.events); names and fields are a stored format.
Fainting is not an event of its own: shock 3 faints (`fainted` says so), and a
fade or healing below 3 wakes the character.
"""

from __future__ import annotations

from journal.domain.character import ACTIVE
from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.fdt import names as n
from journal.domain.fdt.events_check import after_check
from journal.domain.fdt.fighters import CHARACTER, creatures, fighter
from journal.domain.fdt.i18n import _
from journal.domain.fdt.sheet import FAINTED, SHOCK_MAX
from journal.domain.state import CampaignState


def wake(sheet) -> None:
    if sheet.status == FAINTED and sheet.shock_degree < SHOCK_MAX:
        sheet.status = ACTIVE


class ShockTaken(CampaignEvent):
    character: str
    kind: str  # "M" mental | "F" physical
    points: int  # asked
    applied: int  # taken (the degree stops at 3)
    cause: str | None
    fainted: bool  # it reached 3 now
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        room = SHOCK_MAX - sheet.shock_degree
        sheet.shock[self.kind] += max(0, min(self.applied, room))
        if sheet.shock_degree >= SHOCK_MAX and sheet.status == ACTIVE:
            sheet.status = FAINTED


class ShockFaded(CampaignEvent):
    """Mental shock passes after a turn of rest."""

    character: str
    points: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        sheet.shock["M"] = max(0, sheet.shock["M"] - self.points)
        wake(sheet)


class ShockHealed(CampaignEvent):
    """Physical shock removed by a healing session."""

    character: str
    points: int
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        if sheet.shock["F"] < self.points:
            raise RuleBroken(
                _("{name} has no such physical shock").format(name=sheet.name), n.SHOCK
            )
        sheet.shock["F"] -= self.points
        wake(sheet)


class PanicRolled(CampaignEvent):
    """Tiro di panico: a Freddezza check; steady, fled N rounds, or fury."""

    character: str  # the fighter's id (a character or a creature)
    fighter_kind: str
    name: str  # the fighter's name
    score: int
    modifier: int
    target: int
    roll: int | None
    natural: bool
    result: str
    margin: int | None
    outcome: str  # steady | fled | fury
    rounds: int  # fled: rounds of flight
    damage_bonus: int  # fury: half the margin, added to each blow
    dice_source: str | None
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        who = fighter(state, self.character)
        if not who.combat.pop("panic_due", None):
            raise RuleBroken(
                _("{name} has no panic roll due").format(name=who.name), n.PANIC
            )
        if self.outcome != "steady":
            who.combat["panic"] = {
                "outcome": self.outcome,
                "rounds": self.rounds,
                "damage_bonus": self.damage_bonus,
            }
        if self.fighter_kind == CHARACTER:
            after_check(who.record, n.FREDDEZZA, self.roll)
            who.record.mark_used(n.FREDDEZZA)


class FighterCalmed(CampaignEvent):
    """A panicking fighter is calmed (an Autorità, the end of the flight)."""

    character: str  # the fighter's id (a character or a creature)
    name: str
    calmer: str | None  # the calming character's id
    calmer_name: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        fighter(state, self.character).combat.pop("panic", None)


class FightEnded(CampaignEvent):
    """The fight is over: every condition that lasts a fight ends (exposure,
    held aim, an injured wrist, panic) and the sides with their rounds."""

    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        for sheet in state.characters.values():
            sheet.combat = {}
        for record in creatures(state).values():
            record["combat"] = {}
        state.table.pop("fight", None)

"""Health and Riserva facts: healing, worsening wounds, death, game time, uses.

Module-level `Fact` classes like journal.domain.daimon2090.events; names and fields are
a stored format. Times are ISO strings chosen by the command (the domain has no
clock), so a fold never depends on when it runs.
"""

from __future__ import annotations

from journal.domain.character import DEAD
from journal.domain.daimon2090.events import ReserveSpent
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.prices import HEAL_ALL
from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState

HEALING = "Medicina e cure"


class Healed(CampaignEvent):
    """Wounds back to zero: 1D for light ones only, 3D for serious and light."""

    character: str  # the patient
    healer: str | None  # the character who cured (None at a clinic)
    healer_name: str | None
    skill: str | None  # Primo Soccorso, Medicina or Chirurgia
    payer: str
    payer_name: str
    cost: int
    wounds: int  # wounds healed
    serious: int  # of which serious
    voidable = True

    def fold(self, state: CampaignState) -> None:
        patient = state.sheet(self.character)
        if patient.status == DEAD:
            raise RuleBroken(_("{name} is dead").format(name=patient.name), HEALING)
        if self.cost < HEAL_ALL and patient.serious_wounds:
            raise RuleBroken(
                _("1D heals light wounds only, and {name} has serious ones").format(
                    name=patient.name
                ),
                HEALING,
            )
        state.sheet(self.payer).lose_reserve(self.cost)
        patient.heal()


class HealedAtClinic(Healed):
    """Healed at a clinic or hospital (no healer, no skill); the patient pays."""


class HealedWithTools(Healed):
    """Healed by a healer with the tools (a medical kit for light wounds,
    advanced equipment for serious ones), which the healing used up: the
    journal's reading until issue 28; stores keep replaying it so. Today's
    healings record HealedWithToolsAtHand."""

    tools: str  # the equipment item used up
    tools_owner: str  # the character whose equipment held it

    def fold(self, state: CampaignState) -> None:
        owner = state.sheet(self.tools_owner)
        if self.tools not in owner.equipment:
            message = _("{name} would no longer have {tools}").format(
                name=owner.name, tools=self.tools
            )
            raise RuleBroken(message, HEALING)
        super().fold(state)
        owner.equipment.remove(self.tools)


class HealedWithToolsAtHand(Healed):
    """Healed by a healer with the tools at hand (MEDICINA E CURE: "il curante
    deve essere in possesso di strumenti e attrezzature adatte"): the tools are
    needed, not consumed, and stay in their owner's equipment."""

    tools: str  # the equipment item used
    tools_owner: str  # the character whose equipment holds it

    def fold(self, state: CampaignState) -> None:
        owner = state.sheet(self.tools_owner)
        if self.tools not in owner.equipment:
            message = _("{name} would not have {tools}").format(
                name=owner.name, tools=self.tools
            )
            raise RuleBroken(message, HEALING)
        super().fold(state)


class WoundsWorsened(CampaignEvent):
    """Untreated serious wounds worsen: +1 per game day or per real hour."""

    character: str
    amount: int  # wounds due: one per day or per hour
    applied: int  # of which taken (never beyond the maximum)
    basis: str  # "days" (game time) | "hours" (real time)
    since: str | None  # real time: the moment the hours are counted from
    clock: str  # the moment the next worsening is counted from
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).worsen(self.amount, self.clock)


class GameTimeAdvanced(CampaignEvent):
    """Days pass in the story (tempo di gioco)."""

    days: int
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        clock = state.table.setdefault("time", {"days": 0})
        clock["days"] += self.days


class CharacterDied(CampaignEvent):
    """The table decides that a character is dead (never inferred from wounds)."""

    character: str
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        if sheet.status == DEAD:
            raise RuleBroken(
                _("{name} is already dead").format(name=sheet.name),
                "Morte del personaggio",
            )
        sheet.status = DEAD


class ReserveSpentOn(ReserveSpent):
    """Riserva dice spent on one of the rulebook's uses (Altri usi per i dadi)."""

    kind: str  # pe, reload, protection, heal-light, heal-serious, ...

"""Health facts (5.12, 5.14, 6.7): wounds, First Aid, natural healing, falls,
fainting, coming to and death. Unconsciousness and death are never inferred by
a fold: the commands record them as facts of their own, voidable like any.
Names and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.brp import names as n
from journal.domain.brp.events_round import acted
from journal.domain.brp.i18n import _
from journal.domain.brp.sheet import UNCONSCIOUS
from journal.domain.character import ACTIVE, DEAD
from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


def living(state: CampaignState, char_id: str):
    sheet = state.sheet(char_id)
    if sheet.status == DEAD:
        raise RuleBroken(_("{name} is dead").format(name=sheet.name), n.WOUNDS)
    return sheet


class WoundSuffered(CampaignEvent):
    """A wound of `points` less `armour` (never below 0): its id is this event's."""

    character: str
    points: int
    armour: int
    net: int
    source: str
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        living(state, self.character).add_wound(self.event_id, self.net, self.source)


class FallSuffered(CampaignEvent):
    """A fall (6.7): 1D6 per 3 metres, rounded up; a Dodge may save one die."""

    character: str
    metres: int
    dodged: bool
    dice: list[int]
    total: int
    dice_source: str
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        living(state, self.character).add_wound(self.event_id, self.total, "fall")


class FirstAidGiven(CampaignEvent):
    """First Aid on one wound (5.14): the healer's Primo Soccorso, then 1D3
    (1D3+3 on a special), never more than the wound; a wound is treated once."""

    character: str  # the patient
    healer: str
    healer_name: str
    wound: str
    value: int
    chance: int
    special: int
    roll: int
    result: str
    dice: list[int]  # the 1D3, when the roll succeeded
    amount: int  # what the dice give
    healed: int  # what the wound took back
    ticked: bool
    dice_source: str
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        living(state, self.character).first_aid(self.wound, self.amount)
        if self.ticked:
            state.sheet(self.healer).tick("Primo Soccorso")
        acted(state, self.healer, "Primo Soccorso")


class HealedNaturally(CampaignEvent):
    """Natural healing (5.14): 1D3 a week (3 in a good hospital), oldest wounds
    first."""

    character: str
    weeks: int
    hospital: bool
    dice: list[int]
    amount: int
    healed: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        living(state, self.character).heal_naturally(self.amount)


class CharacterFellUnconscious(CampaignEvent):
    """Fainted (2.5, 5.12, 6.9): at 1–2 PF (Decision ⚠ "1 o 2" against "a 2"),
    at 0 PF or less before the round ends, at 0 PP, or knocked out."""

    character: str
    cause: str  # "pf" | "pp" | "knockout" | "table"
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        if sheet.status == UNCONSCIOUS:
            raise RuleBroken(
                _("{name} is already unconscious").format(name=sheet.name), n.WOUNDS
            )
        sheet.status = UNCONSCIOUS


class CharacterCameTo(CampaignEvent):
    """Woken by another character, or after the 1D6 hours (5.12)."""

    character: str
    woken_by: str | None
    woken_by_name: str | None
    dice: list[int]  # the 1D6 hours, when rolled
    hours: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        if sheet.status != UNCONSCIOUS:
            raise RuleBroken(
                _("{name} is not unconscious").format(name=sheet.name), n.WOUNDS
            )
        sheet.status = ACTIVE


class CharacterDied(CampaignEvent):
    """Dead (5.12: still at 0 PF or less at the end of the round; 6.5: a
    characteristic at 0), or as the table decides."""

    character: str
    cause: str  # "pf" | "characteristic" | "table"
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        living(state, self.character).status = DEAD

"""µD6's rolls and wounds (module-level facts: see journal.domain.events).

Class names, this module's path and the fields are a stored format.
"""

from __future__ import annotations

from journal.domain.character import ACTIVE, DEAD, DYING
from journal.domain.errors import InconsistentHistory
from journal.domain.events import CampaignEvent
from journal.domain.microd6.i18n import _
from journal.domain.microd6.sheet import TENACIA
from journal.domain.state import CampaignState

RESIST = "Tiro Resistenza"
WOUNDS = "Ferite"
LIMIT = "Limitare i danni"
OPEN = "open_wound"  # state.table: the wound tenacia may still lower, and when


class ActionRolled(CampaignEvent):
    """An action roll (Tiro Azione): the pool, every face and the die read."""

    character: str
    stat: str
    stat_value: int
    situation: str
    effect: str
    advantages: int
    complications: int
    wound_complications: int
    pushed: bool
    helper: str | None  # the helper's id
    helper_name: str | None
    pool: int  # stat + advantages − complications + push + help (may be ≤ 0)
    dice: list[int]
    zero: bool  # rolled under "Zero o meno!": the lowest die is read
    kept: int
    outcome: str
    successes: int
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        if self.pushed:
            state.sheet(self.character).pay_tenacia(2, "Superare i propri limiti")
        if self.helper:
            state.sheet(self.helper).pay_tenacia(1, "Assistere / Farsi aiutare")


class GroupActionRolled(CampaignEvent):
    """A group action (Azione di gruppo): everyone rolls, the best counts, the
    leader (`character`) loses 1 tenacia per failure."""

    character: str
    stat: str
    rolls: list[dict]  # {character_id, character (the name), stat_value, pool, dice,
    # zero, kept, outcome, successes; since issue 28 also advantages,
    # complications, wound_complications, pushed}
    best: int  # the index of the roll that counts
    kept: int
    outcome: str
    successes: int
    failures: int
    tenacia_lost: int  # when recorded: never below 0
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        for roll in self.rolls:  # each member's own Tiro Azione may push
            if roll.get("pushed"):
                sheet = state.sheet(roll["character_id"])
                sheet.pay_tenacia(2, "Superare i propri limiti")
        state.sheet(self.character).lose_tenacia(self.failures)


class FortuneRolled(CampaignEvent):
    """A fortune roll (Tiro Sorte): how much something shows, no risk or effect."""

    character: str | None
    pool: int
    dice: list[int]
    zero: bool
    kept: int
    outcome: str
    successes: int
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True


class ResistanceRolled(CampaignEvent):
    """A resistance roll (Tiro Resistenza): tenacia paid first, then the roll
    says whether the consequence is avoided, reduced or reduced a little."""

    character: str
    situation: str
    cost: int
    stat: str | None
    pool: int
    dice: list[int]
    zero: bool
    kept: int
    outcome: str
    successes: int
    consequence: str  # "avoided" | "reduced" | "reduced a little"
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).pay_tenacia(self.cost, RESIST)


class WoundSuffered(CampaignEvent):
    """A wound of `level` 1..4, lowered by an armour roll and then by tenacia
    (one level each) to `final`; 0 cancels it, 4 (Ferita Mortale) kills."""

    character: str
    level: int
    situation: str | None
    cause: str | None
    complication: bool  # the wound brings a complication (−1d)
    armour: int  # the armour points rolled (0: no armour roll)
    armour_dice: list[int]
    armour_kept: int | None
    armour_outcome: str | None
    armour_reduced: int
    tenacia_spent: int
    final: int
    died: bool
    dice_source: str
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        sheet.pay_tenacia(self.tenacia_spent, TENACIA)
        if self.final:
            wound = {"id": self.event_id, "level": self.final, "suffered": self.level}
            wound |= {"cause": self.cause, "complication": self.complication}
            sheet.wounds.append(wound)
            state.table[OPEN] = {"wound": self.event_id, "at": self.event_id}
        if self.died:  # recorded only when the wound is final
            sheet.status = DEAD
        elif self.final >= 4:  # a Ferita Mortale tenacia may still lower
            sheet.status = DYING


class WoundLimited(CampaignEvent):
    """Tenacia spent on a wound just suffered, after its armour roll ("Usa la
    Tenacia": one level each, 0 cancels it); `tenacia` 0 lets it stand.
    A Ferita Mortale that stands (`died`) kills."""

    character: str
    wound: str  # the WoundSuffered's id
    tenacia: int
    before: int
    final: int
    died: bool
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        wound = next((w for w in sheet.wounds if w["id"] == self.wound), None)
        if wound is None or wound["level"] != self.before:
            message = _("wound {wound} would not be at level {before}").format(
                wound=self.wound, before=self.before
            )
            raise InconsistentHistory(message, LIMIT)
        sheet.pay_tenacia(self.tenacia, LIMIT)
        wound["level"] = self.final
        if not self.final:
            sheet.wounds.remove(wound)
        state.table[OPEN] = {"wound": self.wound, "at": self.event_id}
        if self.died:
            sheet.status = DEAD
        elif sheet.status == DYING and self.final < 4:
            sheet.status = ACTIVE


class WoundHealed(CampaignEvent):
    """A wound lowered by `levels` through care or time (the table's ruling);
    at 0 it is gone."""

    character: str
    wound: str
    levels: int
    before: int
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        wound = next((w for w in sheet.wounds if w["id"] == self.wound), None)
        if wound is None:
            raise InconsistentHistory(
                _("wound {wound} would not exist").format(wound=self.wound), WOUNDS
            )
        wound["level"] = max(0, wound["level"] - self.levels)
        if not wound["level"]:
            sheet.wounds.remove(wound)

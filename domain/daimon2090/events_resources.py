"""Resource facts (Risorse): acquisitions, money rewards, the social class, and
the equipment and enhancements bought with EVO (Equipaggiamento, Potenziamenti).

Module-level `Fact` classes (see journal.domain.events); names and fields are a stored
format. Requests made in the open session are kept in state.table["resources"]
so that a void restates them too.
"""

from __future__ import annotations

from journal.domain.daimon2090 import evorules as r
from journal.domain.daimon2090.events_evolution import EvoSpent
from journal.domain.daimon2090.gear import item_named
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState

ACQUIRING = "Risorse: Acquistare o reperire risorse"
SOCIAL_CLASS = "Risorse: Classe Sociale"
REQUEST, PARTIAL = "request", "partial"
RISE, FALL, NARRATIVE = "risorse-7", "risorse-0", "narrative"
CLASS_STEP = 6  # Risorse 7 -> 1 one class up; 0 -> 6 one class down


def requests(state: CampaignState, session: int | None) -> list[str]:
    """Characters who made their one request of the session `session`."""
    book = state.table.get("resources") or {}
    return book.get("requested", []) if book.get("session") == session else []


class ResourceAcquired(CampaignEvent):
    """Something obtained by availability: immediate (free), on request (free, once
    a session), partial (1 Risorse point)."""

    character: str
    item: str
    availability: str  # as asked: immediate | request | partial
    counted_as: str  # a second request in a session counts as partial
    cost: int  # Risorse points spent
    kept: bool  # written in the sheet's equipment
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = self.pay(state)
        if self.kept:
            sheet.equipment.append(self.item)

    def pay(self, state: CampaignState):
        """The session's one request, or the Risorse point; returns the sheet."""
        sheet = state.sheet(self.character)
        if self.counted_as == REQUEST:
            asked = requests(state, self.session)
            if sheet.id in asked:
                message = _("{name} already made this session's request").format(
                    name=sheet.name
                )
                raise RuleBroken(message, ACQUIRING)
            book = {"session": self.session, "requested": [*asked, sheet.id]}
            state.table["resources"] = book
        if self.cost > sheet.risorse:
            raise RuleBroken(
                _("{name} has {risorse} Risorse").format(
                    name=sheet.name, risorse=sheet.risorse
                ),
                ACQUIRING,
            )
        sheet.risorse -= self.cost
        return sheet


class GearAcquired(ResourceAcquired):
    """A weapon or a protection obtained by availability: it joins the sheet's
    weapons or protections with a level and a 13-marker counter, as one bought
    with EVO does."""

    kind: str  # weapon | protection
    level: int

    def fold(self, state: CampaignState) -> None:
        sheet = self.pay(state)
        r.check_unique_item(sheet, self.item)
        item = {"name": self.item, "level": self.level, "marks": 0, "bonus": {}}
        getattr(sheet, r.GEAR_LISTS[self.kind]).append(item)


class RewardReceived(CampaignEvent):
    """Money, as Risorse points of a reference social class (Ricompense in denaro)."""

    character: str
    points: int
    reference_class: int
    social_class: int  # the character's when paid
    gained: int  # Risorse points: 0 above the reference class
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).risorse += self.gained


class SocialClassChanged(CampaignEvent):
    """The current social class moves: Risorse 7 -> one up (Risorse 1), Risorse 0
    -> one down (Risorse 6), or the story moves it (e.g. to 7, narrative only)."""

    character: str
    before: int
    after: int
    risorse: int  # after the change
    cause: str  # risorse-7 | risorse-0 | narrative
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        current = sheet.social_class["current"]
        if self.cause == RISE and not (sheet.risorse >= 7 and current < 6):
            raise RuleBroken(
                _("{name}'s Risorse would not reach 7").format(name=sheet.name),
                SOCIAL_CLASS,
            )
        if self.cause == FALL and not (sheet.risorse <= 0 and current > 1):
            raise RuleBroken(
                _("{name}'s Risorse would not fall to 0").format(name=sheet.name),
                SOCIAL_CLASS,
            )
        step = {RISE: 1, FALL: -1}.get(self.cause)
        sheet.social_class["current"] = current + step if step else self.after
        sheet.risorse -= CLASS_STEP * (step or 0)
        sheet.social_class_path.append(sheet.social_class["current"])


# -- bought with EVO (Migliorare l'equipaggiamento, Potenziamenti) ---------------


class GearBought(EvoSpent):
    """A new weapon or protection of a level up to those owned: 1 EVO."""

    section = r.GEAR
    kind: str  # weapon | protection
    item: str
    level: int

    def check(self, sheet) -> None:
        r.check_new_gear(sheet, self.kind, self.item, self.level)

    def improve(self, sheet) -> None:
        item = {"name": self.item, "level": self.level, "marks": 0, "bonus": {}}
        getattr(sheet, r.GEAR_LISTS[self.kind]).append(item)


class GearUpgraded(EvoSpent):
    """A weapon or protection one level up: 1 EVO."""

    section = r.GEAR
    kind: str
    item: str
    level: int  # after

    def check(self, sheet) -> None:
        r.check_upgrade(sheet, item_named(sheet, self.kind, self.item))

    def improve(self, sheet) -> None:
        item_named(sheet, self.kind, self.item)["level"] += 1


class GearBonusAdded(EvoSpent):
    """+1D to one skill on a weapon or protection (one per item): 1 EVO."""

    section = r.GEAR
    kind: str
    item: str
    skill: str

    def check(self, sheet) -> None:
        r.check_gear_bonus(sheet, item_named(sheet, self.kind, self.item))

    def improve(self, sheet) -> None:
        item_named(sheet, self.kind, self.item)["bonus"] = {self.skill: 1}


class EnhancementBought(EvoSpent):
    """A new enhancement, or more for one owned (or hiding it): 2 EVO per +1 to a
    characteristic, 1 per +1 to a skill, 1 to hide it."""

    section = r.ENHANCEMENTS
    enhancement: str
    added: dict  # target -> dice added
    kinds: dict  # target -> "characteristic" | "skill"
    hidden: bool  # after
    new: bool

    def check(self, sheet) -> None:
        found = r.check_enhancement_room(sheet, self.enhancement)
        if self.new == (found is not None):
            raise RuleBroken(
                _("{enhancement} would not be new").format(
                    enhancement=self.enhancement
                ),
                r.ENHANCEMENTS,
            )
        r.merged_bonus(found["bonus"] if found else {}, self.added)

    def improve(self, sheet) -> None:
        found = r.check_enhancement_room(sheet, self.enhancement)
        if found is None:
            found = {"name": self.enhancement, "bonus": {}, "marks": 0}
            sheet.enhancements.append(found)
        found["bonus"] = r.merged_bonus(found["bonus"], self.added)
        found["hidden"] = self.hidden

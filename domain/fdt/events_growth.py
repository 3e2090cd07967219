"""PiX (3.1–3.4): awards, spending, pumps, new skills, a new profession, and
the end of an adventure.

Module-level facts (see journal.domain.events); names and fields are a stored format.
Every spend checks in its fold that the PiX cover it, so a void that would
leave a later spend uncovered is refused.
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.fdt import names as n
from journal.domain.fdt.i18n import _
from journal.domain.fdt.sheet import new_skill
from journal.domain.state import CampaignState


def pay(sheet, cost: int, section: str) -> None:
    if cost > sheet.pix:
        raise RuleBroken(
            _("{name} has {pix} PiX and this costs {cost}").format(
                name=sheet.name, pix=sheet.pix, cost=cost
            ),
            section,
        )
    sheet.pix -= cost


class PiXAwarded(CampaignEvent):
    character: str
    amount: int  # may be negative: the Master's reduction (never below 0)
    reason: str  # duel | fled | group | group-fled | creative | evening | ...
    creature: str | None  # the opponent's kind, for a Valore
    valore: int | None
    counted: str | None  # "evening:N" / "adventure:N": the limit it counts to
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        if sheet.pix + self.amount < 0:
            raise RuleBroken(
                _("{name}'s PiX would fall below 0").format(name=sheet.name), n.AWARDS
            )
        sheet.pix += self.amount
        if self.counted:
            sheet.awards[self.counted] = sheet.awards.get(self.counted, 0) + self.amount
        if self.creature and self.reason in ("duel", "group"):
            sheet.valori.append(self.creature)


class PiXSpent(CampaignEvent):
    """PiX spent on something the setting sells (the purpose as typed)."""

    character: str
    amount: int
    purpose: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        pay(state.sheet(self.character), self.amount, n.PUMPS)


class Pumped(CampaignEvent):
    """A pump (never recorded itself: CharacteristicPumped, SkillPumped)."""

    character: str
    name: str
    kind: str  # base | random | ultra | check
    cost: int
    die: int | None  # random: the 1d4
    before: int
    after: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        pay(sheet, self.cost, n.PUMPS)
        sheet.raise_value(self.name, self.after - self.before)
        if self.kind == "check":
            sheet.pump_chance = None


class CharacteristicPumped(Pumped):
    """A characteristic's base raised with PiX."""


class SkillPumped(Pumped):
    """A skill raised with PiX (half the price; only if used this adventure)."""


class SkillLearned(CampaignEvent):
    """A new skill from a teacher: 40 PiX, a fifth of the nearest characteristic."""

    character: str
    skill: str
    teacher: str | None  # a character's id, when a character taught it
    teacher_name: str
    characteristic: str
    value: int
    cost: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        pay(sheet, self.cost, n.LEARNING)
        sheet.skills[self.skill] = new_skill(self.value, "taught")


class SkillMadeTeachable(CampaignEvent):
    """30 PiX to rationalise a skill above 20: it is asterisked, teachable."""

    character: str
    skill: str
    cost: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        pay(sheet, self.cost, n.LEARNING)
        sheet.skills[self.skill]["teachable"] = True


class QuirkSkillGranted(CampaignEvent):
    """The Master grants an odd skill (below 10) for the character's behaviour."""

    character: str
    skill: str
    value: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        sheet.skills[self.skill] = new_skill(self.value, "granted")


class ProfessionChanged(CampaignEvent):
    """A new profession: 60 PiX for each of its new skills, each at 1..6."""

    character: str
    profession: str
    before: str
    skills: dict  # name -> starting value
    cost: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        pay(sheet, self.cost, n.PROFESSION)
        sheet.profession, sheet.second_profession = self.profession, None
        for skill, value in self.skills.items():
            sheet.skills[skill] = new_skill(value, "profession")


class AdventureEnded(CampaignEvent):
    """The adventure is over: no skill counts as used any more (3.2)."""

    number: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.table["ended"] = self.number
        for sheet in state.characters.values():
            sheet.pump_chance = None
            for skill in sheet.skills.values():
                skill["used"] = False

"""Checks (2.1): rolled, ignored, an unheld skill tried or discovered, challenges.

Module-level facts (see journal.domain.events); class names and fields are a stored
format. A check that rolls a natural 1 on a characteristic or skill opens the
check pump (3.2) on it "solo al momento": the character's next check closes it.
"""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.fdt.sheet import new_skill
from journal.domain.state import CampaignState


def after_check(sheet, name: str | None, roll: int | None) -> None:
    """A natural 1 on `name` opens its check pump; any other check closes it."""
    sheet.pump_chance = name if roll == 1 and name else None


class Checked(CampaignEvent):
    """A check on one value, several averaged, or a group's (never recorded
    itself: CheckRolled or CheckIgnored)."""

    character: str
    kind: str  # characteristic | skill | averaged | group
    name: str  # the value (averaged: "Forza/Agilità")
    values: dict  # each value averaged (a group: by character id)
    members: list[str]  # a group: the characters' names, in order
    difficulty: str | None
    score: int
    modifier: int
    target: int
    roll: int | None
    natural: bool
    result: str  # success | failure | automatic
    margin: int | None
    dice_source: str | None
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        single = self.kind in ("characteristic", "skill")
        after_check(sheet, self.name if single else None, self.roll)
        if self.kind == "group":
            for member in self.values:
                state.sheet(member).mark_used(self.name)
        else:
            for name in self.values:
                sheet.mark_used(name)


class CheckRolled(Checked):
    """1d20 against score + modifier."""


class CheckIgnored(Checked):
    """Score + modifier reached 20: done with no roll (no check pump)."""


class UnheldSkillTried(CampaignEvent):
    """A skill the character lacks: 1d100 below the characteristic."""

    character: str
    skill: str
    characteristic: str
    score: int
    roll: int
    result: str
    discovered: bool  # 01: see SkillDiscovered
    calamity: bool  # 00: serious harm
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        after_check(state.sheet(self.character), None, None)


class SkillDiscovered(CampaignEvent):
    """The regola dell'1 su 100: the skill tried is now held."""

    character: str
    skill: str
    characteristic: str
    die: int  # the 1d4
    value: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        sheet.skills[self.skill] = new_skill(self.value, "discovered", used=True)


class ChallengeRolled(CampaignEvent):
    """Ch di sfida: the roller's failure is the opponent's success."""

    character: str
    opponent: str
    opponent_name: str
    name: str
    score: int
    opponent_value: int
    modifier: int  # −2 × the opponent's bonus
    target: int
    roll: int | None
    natural: bool
    result: str
    margin: int | None
    winner: str  # a character id
    dice_source: str | None
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet, opponent = state.sheet(self.character), state.sheet(self.opponent)
        after_check(sheet, self.name, self.roll)
        sheet.mark_used(self.name)
        opponent.mark_used(self.name)

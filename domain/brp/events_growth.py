"""Creation records and growth: characteristics rolled and moved (2.3),
experience (3.5), free checks and teaching. Names and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class CharacteristicsRolled(CampaignEvent):
    """The dice of a random character's characteristics (2.3), in the SRD's
    order: [{characteristic, expression, faces, total}]. `kept` is False for a
    set the table rolled again (everyone may, with the GM's consent). A record
    of its birth (the CharacterCreated before it holds the result): void that."""

    character: str
    rolls: list[dict]
    kept: bool
    dice_source: str
    seed: int | None
    voidable = False


class CharacteristicPointsMoved(CampaignEvent):
    """Up to 3 points moved between characteristics after the roll (2.3):
    [{from, to, points}]. A record of the birth, like CharacteristicsRolled."""

    character: str
    moves: list[dict]
    voidable = False


class ExperienceRolled(CampaignEvent):
    """An experience roll of a ticked skill (3.5): above the skill (a 100
    always) adds 1D6; the tick is cleared either way."""

    character: str
    skill: str
    value: int
    roll: int
    improved: bool
    dice: list[int]  # the 1D6, when improved
    gain: int
    dice_source: str
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        name, value = sheet.skill(self.skill)
        sheet.skills[name] = value + self.gain
        sheet.ticks = [t for t in sheet.ticks if t != self.skill]
        if sheet.studying == self.skill:  # the teaching is over (3.5)
            sheet.studying = None


class FreeChecksGranted(CampaignEvent):
    """After a long interlude the GM may grant four free experience checks on
    skills of the player's choice (3.5): they tick those skills."""

    character: str
    skills: list[str]
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        for skill in self.skills:
            sheet.tick(skill)
        key = interlude(state)
        sheet.free_checks[key] = sheet.free_checks.get(key, 0) + len(self.skills)


class SkillTaught(CampaignEvent):
    """A teacher's Insegnare (capped at the taught skill) and the skill itself
    (3.5): both successes tick the student's skill. Each roll: {value, chance,
    special, roll, result}."""

    teacher: str
    teacher_name: str
    character: str  # the student
    skill: str
    teaching: dict
    skill_roll: dict
    ticked: bool
    dice_source: str
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        """A student taught a skill learns it until its experience roll."""
        sheet = state.sheet(self.character)
        if self.ticked:
            sheet.tick(self.skill)
        sheet.studying = self.skill if self.ticked else None


def interlude(state: CampaignState) -> str:
    """The free checks' count: by the adventure under way (0: before any)."""
    return str((state.adventure or {}).get("number", 0))

"""Evolution facts (Evoluzione): PE bought, EVO gained, EVO spent, EVO inherited.

Module-level `Fact` classes (see journal.domain.events); names and fields are a stored
format. Every purchase is an `EvoSpent`: its fold checks the rule again (a void
that would make it impossible is refused), pays `cost` EVO (the level rises by
as much) and improves the sheet.
"""

from __future__ import annotations

from journal.domain.daimon2090 import context
from journal.domain.daimon2090 import evorules as r
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import InconsistentHistory, RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState

DEATH = "Morte del personaggio: Una soluzione"


class PeBought(CampaignEvent):
    """Riserva dice turned into Punti Evoluzione, one each, never back."""

    character: str
    dice: int
    pe: int  # PE after the purchase (before 7 of them become an EVO)
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        sheet.lose_reserve(self.dice)
        sheet.pe += self.dice


class EvoGained(CampaignEvent):
    """7 PE became 1 EVO, automatically."""

    character: str
    pe: int  # the PE exchanged: always 7
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        if sheet.pe < self.pe:
            raise RuleBroken(
                _("{name} would have {pe} PE").format(name=sheet.name, pe=sheet.pe),
                r.PE,
            )
        sheet.pe -= self.pe
        sheet.evo += 1


class EvoInherited(CampaignEvent):
    """A new character gets as many EVO as its player's dead character's level."""

    character: str  # the new character
    dead: str  # the dead character's id
    dead_name: str
    evo: int  # the dead character's level
    voidable = True

    def fold(self, state: CampaignState) -> None:
        heir, dead = state.sheet(self.character), state.sheet(self.dead)
        if dead.inherited_by not in (None, heir.id) or dead.alive:
            raise RuleBroken(
                _("{name} cannot pass its level on").format(name=dead.name), DEATH
            )
        heir.evo += self.evo
        heir.inherited_from, dead.inherited_by = dead.id, heir.id


class EvoSpent(CampaignEvent):
    """A base, never recorded itself: EVO spent on one improvement."""

    character: str
    cost: int
    voidable = True
    section = r.EVOLUTION  # the rule a refusal names

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        self.check(sheet)
        sheet.spend_evo(self.cost)
        self.improve(sheet)

    def check(self, sheet) -> None:
        """The rule this purchase must still meet when the stream is folded."""

    def improve(self, sheet) -> None:
        """What the purchase changes on the sheet."""


class CharacteristicRaised(EvoSpent):
    section = r.CHARACTERISTICS
    characteristic: str  # canonical key, e.g. "agilita"
    score: int  # after

    def check(self, sheet) -> None:
        r.check_characteristic(sheet, self.characteristic)

    def improve(self, sheet) -> None:
        sheet.characteristics[self.characteristic] += 1


class SkillRaised(EvoSpent):
    """+1 to a skill; a new skill gets its first point (score 1)."""

    section = r.SKILLS
    skill: str
    kind: str  # "G" | "S"
    skill_class: str | None
    generic: str | None  # the generic skill a specific one specialises
    new: bool
    score: int  # after

    def check(self, sheet) -> None:
        if self.new == (self.skill in sheet.skills):
            state = "already has" if self.new else "would no longer have"
            message = _("{name} {state} the skill {skill}").format(
                name=sheet.name, state=state, skill=self.skill
            )
            raise InconsistentHistory(message, r.SKILLS)
        before = 0 if self.new else sheet.skills[self.skill]["score"]
        r.check_skill(sheet, self.skill, self.kind, before + 1)

    def improve(self, sheet) -> None:
        if self.new:
            sheet.skills[self.skill] = {
                "kind": self.kind,
                "generic": self.generic,
                "class": self.skill_class,
                "score": 0,
            }
        sheet.skills[self.skill]["score"] += 1


class SkillAddedOutOfContext(SkillRaised):
    """A new skill out of its class's context (at most 2 in a class)."""

    def check(self, sheet) -> None:
        super().check(sheet)
        context.check_room(sheet.skills, self.skill_class, adding=1)

    def improve(self, sheet) -> None:
        super().improve(sheet)
        sheet.skills[self.skill][context.KEY] = True


class TraitAdded(EvoSpent):
    section = r.TRAITS
    trait: str
    effect: str | None

    def check(self, sheet) -> None:
        r.check_trait_add(sheet, self.trait)

    def improve(self, sheet) -> None:
        sheet.traits.append({"name": self.trait, "effect": self.effect})


class TraitReplaced(EvoSpent):
    section = r.TRAITS
    replaced: str
    trait: str
    effect: str | None

    def check(self, sheet) -> None:
        r.check_trait_replace(sheet, self.replaced, self.trait)

    def improve(self, sheet) -> None:
        at = sheet.trait_names.index(self.replaced)
        sheet.traits[at] = {"name": self.trait, "effect": self.effect}


class ClassAdded(EvoSpent):
    section = r.CLASS_ADD
    class_name: str

    def check(self, sheet) -> None:
        r.check_new_class(sheet, self.class_name, r.CLASS_ADD)

    def improve(self, sheet) -> None:
        sheet.classes.append(self.class_name)


class ClassDeveloped(EvoSpent):
    """A class formed by migrating skills used in play from classes owned."""

    section = r.CLASS_DEVELOP
    class_name: str
    skills: list[str]  # migrated
    evidence: dict  # skill -> ids of the recorded rolls that used it

    def check(self, sheet) -> None:
        r.migrated_skills(sheet, self.class_name, self.skills)

    def improve(self, sheet) -> None:
        sheet.classes.append(self.class_name)
        for skill in self.skills:  # the new class's own: in its context
            sheet.skills[skill]["class"] = self.class_name
            sheet.skills[skill].pop(context.KEY, None)


class RisorseRaised(EvoSpent):
    """+1 Risorse; at 7 a SocialClassChanged follows (Risorse back to 1)."""

    section = r.SOCIAL
    risorse: int  # after

    def check(self, sheet) -> None:
        r.check_social_tracked(sheet)

    def improve(self, sheet) -> None:
        sheet.risorse += 1

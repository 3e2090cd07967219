"""Experience (3.5): ticks, the end-of-adventure rolls, free checks, teaching.

Mixed into BrpCampaign. For each ticked skill, in the order ticked: a d100,
then (when it beats the skill, or shows 100) a d6. Example of 3.5: a skill at
35% improves on 36–00 by 1D6. Four free checks an interlude (Decision: counted
by the adventure under way when granted); one skill taught at a time
(Decision: a student taught a skill is learning it until its experience roll).
"""

from __future__ import annotations

from journal.domain.brp import events_growth as ev
from journal.domain.brp import names as n
from journal.domain.brp import rules
from journal.domain.brp.events_growth import interlude
from journal.domain.brp.i18n import _
from journal.domain.brp.play import MARTIAL, Check, d100
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

FREE_CHECKS = 4


def improves(roll: int, value: int) -> bool:
    """Above the skill, and a 100 always (even over 100%)."""
    return roll == 100 or roll > value


class ExperienceCommands:
    def experience(self, name: str, dice, stamp) -> None:
        """Every ticked skill rolls (all dice first, so a miscount of typed
        dice records nothing), then one fact per skill."""
        sheet = self.living_character(name)
        if not sheet.ticks:
            raise RuleBroken(
                _("{name} has no ticked skill").format(name=sheet.name), n.EXPERIENCE
            )
        rolls = [self.experience_roll(sheet, tick, dice) for tick in sheet.ticks]
        dice.check_all_used(n.EXPERIENCE)
        for fields in rolls:
            self.record(
                ev.ExperienceRolled,
                stamp,
                character=sheet.id,
                **fields,
                dice_source=dice.source,
                seed=dice.seed,
            )

    @staticmethod
    def experience_roll(sheet, tick: str, dice) -> dict:
        value = sheet.skill(tick)[1]
        roll = d100(dice)
        improved = improves(roll, value)
        faces = list(dice.roll(1, 6, n.EXPERIENCE).faces) if improved else []
        return {
            "skill": tick,
            "value": value,
            "roll": roll,
            "improved": improved,
            "dice": faces,
            "gain": sum(faces),
        }

    def grant_free_checks(self, name: str, skills: list[str], stamp) -> None:
        """After a long interlude, up to four free checks (3.5)."""
        sheet = self.living_character(name)
        had = sheet.free_checks.get(interlude(self.state), 0)
        if not 1 <= len(skills) <= FREE_CHECKS - had:
            raise RuleBroken(
                _(
                    "{name} has had {had} of the {FREE_CHECKS} free checks of this "
                    "interlude: {skills} more are too many"
                ).format(
                    name=sheet.name,
                    had=had,
                    FREE_CHECKS=FREE_CHECKS,
                    skills=len(skills),
                ),
                n.EXPERIENCE,
            )
        chosen = [sheet.skill(skill)[0] for skill in skills]
        if len({fold_key(s) for s in chosen}) != len(chosen):
            raise RuleBroken(_("each free check is a different skill"), n.EXPERIENCE)
        ticked = [s for s in chosen if fold_key(s) in map(fold_key, sheet.ticks)]
        if ticked:
            raise RuleBroken(
                _("{value} is ticked already: a free check would add nothing").format(
                    value=ticked[0]
                ),
                n.EXPERIENCE,
            )
        self.record(ev.FreeChecksGranted, stamp, character=sheet.id, skills=chosen)

    def teach(self, teacher: str, student: str, skill: str, dice, stamp) -> None:
        """The teacher's Insegnare (capped at the skill taught), then the
        skill: both succeed and the student may tick it (3.5)."""
        master = self.acting(teacher)
        pupil = self.acting(student)
        if master.id == pupil.id:
            raise RuleBroken(_("a character cannot teach itself"), n.EXPERIENCE)
        name, value = master.skill(skill)
        studying = pupil.studying
        if studying and fold_key(studying) != fold_key(pupil.skill(name)[0]):
            raise RuleBroken(
                _(
                    "{name} is learning {studying} until its experience roll: one "
                    "skill at a time",
                ).format(name=pupil.name, studying=studying),
                n.EXPERIENCE,
            )
        taught = Check(master.name, "Insegnare")
        teaching = self.skill_chance(
            master, taught, value=min(master.skill("Insegnare")[1], value)
        )
        rolls = [self.taught_roll(teaching, dice)]
        rolls.append(self.taught_roll(self.shown_skill(master, name), dice))
        dice.check_all_used(n.EXPERIENCE)
        self.record(
            ev.SkillTaught,
            stamp,
            teacher=master.id,
            teacher_name=master.name,
            character=pupil.id,
            skill=pupil.skill(name)[0],
            teaching=rolls[0],
            skill_roll=rolls[1],
            ticked=all(r["result"] != rules.FAILURE for r in rolls),
            dice_source=dice.source,
            seed=dice.seed,
        )

    def shown_skill(self, master, name: str) -> dict:
        """The teacher's roll of the skill. Decision: Arti Marziali, never
        rolled on its own (2.6), is shown as its attack shows it: a Rissa roll
        that falls under Arti Marziali too."""
        if name != MARTIAL:
            return self.skill_chance(master, Check("", name))
        both = min(master.skill("Rissa")[1], master.skill(MARTIAL)[1])
        fields = self.skill_chance(master, Check("", "Rissa"), value=both)
        return fields | {"skill": MARTIAL}

    @staticmethod
    def taught_roll(fields: dict, dice) -> dict:
        roll = d100(dice)
        keys = ("skill", "value", "chance", "special")
        return {
            **{k: fields[k] for k in keys},
            "roll": roll,
            "result": rules.level(roll, fields["chance"]),
        }

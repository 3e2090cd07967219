"""New skills (3.3) and a new profession (3.4).

From a teacher: 40 PiX, the skill starting at a fifth of the nearest
characteristic (rounded up, as halves are: Decision). A character teaches only
a skill above 20, not racial, made teachable first (30 PiX, no gain). The
Master may grant an odd skill below 10. A new profession costs 60 PiX per new
skill, each starting at 1..6 (the Master's choice).
"""

from __future__ import annotations

from math import ceil

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.fdt import events_growth as ev
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t
from journal.domain.fdt.i18n import _
from journal.domain.text import clean_name


class LearningCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def learn(self, name, skill, characteristic, teacher, stamp) -> None:
        sheet = self.living(name)
        skill = self._new_skill(sheet, skill, n.LEARNING)
        taught_by = self._teacher(sheet, skill, teacher)
        nearest = n.characteristic(characteristic)
        self._afford(sheet, t.TEACHER_COST, n.LEARNING)
        self.record(
            ev.SkillLearned,
            stamp,
            character=sheet.id,
            skill=skill,
            teacher=taught_by.id if taught_by else None,
            teacher_name=taught_by.name
            if taught_by
            else clean_name(teacher, "teacher"),
            characteristic=nearest,
            value=ceil(sheet.value(nearest) / 5),
            cost=t.TEACHER_COST,
        )

    def make_teachable(self, name, skill, stamp) -> None:
        sheet = self.living(name)
        found = sheet.find(skill)
        if found is None or found in sheet.characteristics:
            raise NotFound(
                _("{name} has no skill {skill!r}").format(name=sheet.name, skill=skill),
                n.LEARNING,
            )
        entry = sheet.skills[found]
        if entry["racial"] or entry["value"] <= t.TEACHABLE_ABOVE or entry["teachable"]:
            raise RuleBroken(
                _(
                    "{found} cannot be made teachable: it must be above 20, not "
                    "racial, not teachable yet",
                ).format(found=found),
                n.LEARNING,
            )
        self._afford(sheet, t.TEACHABLE_COST, n.LEARNING)
        self.record(
            ev.SkillMadeTeachable,
            stamp,
            character=sheet.id,
            skill=found,
            cost=t.TEACHABLE_COST,
        )

    def grant_skill(self, name, skill, value, stamp) -> None:
        """The Master grants an odd skill, starting below 10."""
        sheet = self.living(name)
        skill = self._new_skill(sheet, skill, n.LEARNING)
        if not 1 <= value < t.QUIRK_BELOW:
            raise RuleBroken(
                _("a granted skill starts at 1..9, not {value}").format(value=value),
                n.LEARNING,
            )
        self.record(
            ev.QuirkSkillGranted, stamp, character=sheet.id, skill=skill, value=value
        )

    def change_profession(self, name, profession, skills: dict, stamp) -> None:
        sheet = self.living(name)
        profession = clean_name(profession, "profession")
        low, high = t.PROFESSION_SKILL_VALUES
        new = {}
        for skill, value in skills.items():
            skill = self._new_skill(sheet, skill, n.PROFESSION)
            if not low <= value <= high:
                raise RuleBroken(
                    _("{skill} starts at {low}..{high}").format(
                        skill=skill, low=low, high=high
                    ),
                    n.PROFESSION,
                )
            new[skill] = value
        cost = t.PROFESSION_SKILL_COST * len(new)
        self._afford(sheet, cost, n.PROFESSION)
        self.record(
            ev.ProfessionChanged,
            stamp,
            character=sheet.id,
            profession=profession,
            before=sheet.profession,
            skills=new,
            cost=cost,
        )

    def _new_skill(self, sheet, skill: str, section: str) -> str:
        skill = n.skill_name(skill)
        if sheet.find(skill) is not None:
            raise RuleBroken(
                _("{name} already holds {skill}").format(name=sheet.name, skill=skill),
                section,
            )
        if skill in t.RACIAL and t.RACIAL[skill] != sheet.race:
            message = _("{skill} is racial (*): only an {value} has it").format(
                skill=skill, value=t.RACIAL[skill]
            )
            raise RuleBroken(message, n.RACE)
        return skill

    def _teacher(self, sheet, skill: str, teacher: str):
        """A character who teaches (checked), or None for anyone else."""
        try:
            other = self.state.character(teacher)
        except NotFound:
            return None
        entry = other.skills.get(skill)
        if (
            other.id == sheet.id
            or not entry
            or not entry["teachable"]
            or entry["value"] <= t.TEACHABLE_ABOVE
        ):
            raise RuleBroken(
                _(
                    "{name} cannot teach {skill}: a character teaches a skill "
                    "above 20, not racial, made teachable (30 PiX)",
                ).format(name=other.name, skill=skill),
                n.LEARNING,
            )
        return other

    def _afford(self, sheet, cost: int, section: str) -> None:
        if cost > sheet.pix:
            raise RuleBroken(
                _("{name} has {pix} PiX and this costs {cost}").format(
                    name=sheet.name, pix=sheet.pix, cost=cost
                ),
                section,
            )

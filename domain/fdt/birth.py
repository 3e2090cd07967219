"""A character made by the rulebook's steps (1.1–1.7), every die recorded.

The CLI (or a test) drives a Birth: race, race modifiers, education, age and
its modifiers, innate skills, the 3d4 points (modo Casuale), height and money,
then `finish`. In modo Normale the player chooses race, profession and age; in
modo Casuale they are rolled (a d3 for the race, a d(N) over the professions
the setting lists, a d4 for the age band and its years). Every roll is kept for
a CreationRolled event: the step, the dice (ignored faces of odd sizes too) and
what they decided.
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.fdt import birthrules as br
from journal.domain.fdt import names as n
from journal.domain.fdt import rolls
from journal.domain.fdt.i18n import _
from journal.domain.text import clean_name


class Birth:
    def __init__(self, name, player, mode, tables: dict, dice, tables_hash="") -> None:
        if mode not in ("normale", "casuale"):
            raise RuleBroken(
                _("the modes are normale and casuale, not {mode!r}").format(mode=mode),
                n.MODES,
            )
        self.name, self.player, self.mode = name, player, mode
        self.tables, self.dice, self.tables_hash = tables, dice, tables_hash
        self.rolls: list[dict] = []  # one per CreationRolled, in order
        self.values = {c: 10 for c in n.CHARACTERISTICS + n.COMMON_SKILLS}
        self.origins: dict[str, str] = {}  # other skills: where each came from
        self.race = self.profession = self.band = ""
        self.second: str | None = None
        self.age = 0
        self.points = 0
        self.extra: dict = {}
        self._pending: list[dict] = []  # the dice of the step under way

    @property
    def casuale(self) -> bool:
        return self.mode == "casuale"

    def choose_race(self, race: str | None) -> str:
        if self._rolled("race", race):
            self.race = n.RACES[self.die(len(n.RACES)) - 1]
            self.keep("race", {"race": self.race})
        else:
            self.race = n.race(race)
        return self.race

    def roll_race_modifiers(self) -> list[dict]:
        table = self.tables["races"][self.race]
        changes = br.race_changes(self, table)
        for skill in table["other"]:
            self.add_skill(skill, self.tables["new_skill"] + self.die(4), "race")
        self.keep("race_modifiers", {"changes": changes, "skills": table["other"]})
        return changes

    def choose_profession(self, profession: str | None, options=()) -> str:
        """The profession (modo Casuale: rolled over the setting's `options`)."""
        if self._rolled("profession", profession):
            options = [clean_name(o, "profession") for o in options]
            if len(options) < 2:
                raise RuleBroken(
                    _("a rolled profession needs the setting's list"), n.MODES
                )
            self.profession = options[self.die(len(options)) - 1]
            self.keep("profession", {"profession": self.profession, "of": options})
        else:
            self.profession = clean_name(profession, "profession")
        return self.profession

    def roll_education(self, educations: list[br.Education]) -> list[dict]:
        """One profession (±1d4, skills 10+1d4) or two (±1d2, skills 4+1d4)."""
        changes = br.education_changes(self, educations)
        self.keep("education", {"changes": changes, "professions": len(educations)})
        return changes

    def choose_age(self, years: int | None) -> int:
        if self._rolled("age", years):
            self.band = list(self.tables["ages"])[self.die(4) - 1]
            low, high = self.tables["ages"][self.band]["years"]
            self.age = low - 1 + self.die(high - low + 1)
            self.keep("age", {"band": self.band, "years": self.age})
        else:
            self.age = years
            self.band = br.band_of(self.tables, years)
        return self.age

    def roll_age_modifiers(self, choice: br.AgeChoice) -> list[dict]:
        changes = br.age_changes(self, choice)
        self.keep("age_modifiers", {"band": self.band, "changes": changes})
        return changes

    def roll_innate(self, skills: list[str]) -> dict[str, int]:
        band = self.tables["ages"][self.band]
        if len(skills) != band["innate"]:
            raise RuleBroken(
                _(
                    "a {band} rolls {innate} innate skills, {skills} were named",
                ).format(band=self.band, innate=band["innate"], skills=len(skills)),
                n.AGE,
            )
        found = {}
        for skill in skills:
            found[skill] = self.add_skill(
                skill, band["innate_base"] + self.die(4), "innate"
            )
        self.keep("innate", {"skills": found})
        return found

    def roll_points(self) -> int:
        """Modo Casuale: 3d4 points to spread on characteristics or skills."""
        if not self.casuale:
            raise RuleBroken(_("only modo Casuale gets the 3d4 points"), n.MODES)
        self.points = sum(self.die(4) for _ignored in range(3))
        self.keep("points", {"points": self.points})
        return self.points

    def spread(self, points: dict[str, int]) -> None:
        br.spread(self, points)

    def roll_height(self) -> tuple[float, int]:
        total = sum(self.die(4) for _ignored in range(3))
        height, weight = br.height(self.tables, self.race, total)
        self.extra |= {"height": height, "weight": weight}
        self.keep("height", {"height": height, "weight": weight})
        return height, weight

    def roll_money(self, expression: str) -> int:
        """Tiro per il denaro: the setting's dice, as typed."""
        rolled = rolls.roll(expression, self.dice)
        self.rolls.append(_step("money", rolled.dice, {"oro": rolled.total}))
        self.extra["oro"] = rolled.total
        return rolled.total

    def finish(self, extra: dict | None = None) -> dict:
        """The whole sheet, checked as a sheet file of its mode is."""
        from journal.domain.fdt.sheetfile import parse_sheet

        self.dice.check_all_used(n.MODES)
        return parse_sheet(br.raw_sheet(self, extra or {}), self.tables)

    # -- dice -----------------------------------------------------------------

    def die(self, sides: int) -> int:
        group = rolls.roll_die(sides, self.dice)
        self._pending.append({**group.to_dict(), "wanted": sides, "sign": 1})
        return next(f for f, k in zip(group.faces, group.kept, strict=True) if k)

    def keep(self, step: str, result: dict) -> None:
        self.rolls.append(_step(step, self._pending, result))
        self._pending = []

    def add_skill(self, skill: str, value: int, origin: str) -> int:
        skill = n.skill_name(skill)
        self.values[skill] = value
        self.origins[skill] = origin
        return value

    def _rolled(self, what: str, choice) -> bool:
        if self.casuale and choice is not None:
            raise RuleBroken(
                _("in modo Casuale the {what} is rolled").format(what=what), n.MODES
            )
        if not self.casuale and choice is None:
            raise RuleBroken(
                _("in modo Normale the player chooses the {what}").format(what=what),
                n.MODES,
            )
        return self.casuale


def _step(step: str, dice: list[dict], result: dict) -> dict:
    return {"step": step, "dice": list(dice), "result": result}

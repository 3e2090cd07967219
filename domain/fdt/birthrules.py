"""The pure steps of creation (1.4, 1.5, 1.7): what the dice of each step
change (the age's, 1.6, are in agerules.py).

Each function reads its dice through the Birth (`birth.die`), which records them.
A value never falls below 1 (Decision: the scale is 1..20).
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from journal.domain.errors import RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t
from journal.domain.fdt.agerules import AgeChoice, age_changes, band_of  # noqa: F401
from journal.domain.fdt.i18n import _

COMMON = n.CHARACTERISTICS + n.COMMON_SKILLS


class Education(NamedTuple):
    """A profession as the setting gives it: the characteristics and common
    skills it raises and lowers, and its other skills."""

    profession: str
    raises: tuple[str, ...] = ()
    lowers: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()


def race_changes(birth, table: dict) -> list[dict]:
    changes = []
    for key, pool, sign in (
        ("characteristics", n.CHARACTERISTICS, 1),
        ("characteristics_minus", n.CHARACTERISTICS, -1),
        ("skills", n.COMMON_SKILLS, 1),
        ("skills_minus", n.COMMON_SKILLS, -1),
    ):
        for target in table[key]:
            name = pool[birth.die(len(pool)) - 1] if target == "random" else target
            changes.append(_change(birth, name, sign * birth.die(4)))
    return changes


def education_changes(birth, educations: list[Education]) -> list[dict]:
    if len(educations) not in (1, 2):
        raise RuleBroken(_("an education is one profession or two"), n.EDUCATION)
    kind = "single" if len(educations) == 1 else "double"
    rule = birth.tables["education"][kind]
    _professions(birth, educations)
    changes = []
    for education in educations:
        for names, sign in ((education.raises, 1), (education.lowers, -1)):
            for name in names:
                changes.append(
                    _change(birth, _common(name), sign * birth.die(rule["die"]))
                )
    for education in educations:
        for skill in education.skills:
            if n.skill_name(skill) in birth.values:
                raise RuleBroken(
                    _("{skill} is already on the sheet").format(skill=skill),
                    n.EDUCATION,
                )
            value = rule["skill_base"] + birth.die(4)
            birth.add_skill(skill, value, "profession")
            changes.append({"name": n.skill_name(skill), "value": value})
    return changes


def _professions(birth, educations) -> None:
    first = educations[0].profession
    if birth.profession and birth.profession != first:
        raise RuleBroken(
            _("the profession is {profession}, not {first}").format(
                profession=birth.profession, first=first
            ),
            n.EDUCATION,
        )
    birth.profession = first
    birth.second = educations[1].profession if len(educations) == 2 else None


def spread(birth, points: dict[str, int]) -> None:
    if sum(points.values()) != birth.points or any(p < 1 for p in points.values()):
        raise RuleBroken(
            _("spread the {points} points of the 3d4, all of them").format(
                points=birth.points
            ),
            n.MODES,
        )
    for name, amount in points.items():
        found = n.canonical(name, tuple(birth.values))
        if found is None:
            raise RuleBroken(
                _("{name!r} is not on the sheet").format(name=name), n.MODES
            )
        _change(birth, found, amount)


def height(tables: dict, race: str, total: int) -> tuple[float, int]:
    row = next(r for r in tables["height"]["rows"] if r[0] == total)
    factor = t.RACE_HEIGHT[race] or Fraction(1)
    return round(float(Fraction(str(row[1])) * factor), 2), row[2]


def raw_sheet(birth, extra: dict) -> dict:
    skills = {
        s: {"value": max(1, v), "origin": birth.origins.get(s, "common")}
        for s, v in birth.values.items()
        if s not in n.CHARACTERISTICS
    }
    return {
        "name": birth.name, "player": birth.player, "creation": birth.mode,
        "race": birth.race, "profession": birth.profession,
        "second_profession": birth.second, "age": birth.age,
        "characteristics": {c: max(1, birth.values[c]) for c in n.CHARACTERISTICS},
        "skills": skills, **birth.extra, **extra,
    }  # fmt: skip


def _change(birth, name: str, amount: int) -> dict:
    birth.values[name] += amount
    return {"name": name, "amount": amount}


def _common(name: str, pool=COMMON) -> str:
    found = n.canonical(name, pool)
    if found is None:
        raise RuleBroken(
            _("{name!r} is not a characteristic or common skill").format(name=name),
            n.EDUCATION,
        )
    return found

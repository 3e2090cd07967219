"""The pure steps of creation (1.4–1.7): what the dice of each step change.

Each function reads its dice through the Birth (`birth.die`), which records them.
A value never falls below 1 (Decision: the scale is 1..20).
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from domain.errors import RuleBroken
from domain.fdt import names as n
from domain.fdt import tables as t

COMMON = n.CHARACTERISTICS + n.COMMON_SKILLS


class Education(NamedTuple):
    """A profession as the setting gives it: the characteristics and common
    skills it raises and lowers, and its other skills."""

    profession: str
    raises: tuple[str, ...] = ()
    lowers: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()


class AgeChoice(NamedTuple):
    """The player's choices for the age band's modifiers."""

    characteristics: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()  # common skills
    other: str | None = None  # Esperto: an other skill held, +1d4
    spared: str | None = None  # Anziano: the one value that gains 3


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
        raise RuleBroken("an education is one profession or two", n.EDUCATION)
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
                raise RuleBroken(f"{skill} is already on the sheet", n.EDUCATION)
            value = rule["skill_base"] + birth.die(4)
            birth.add_skill(skill, value, "profession")
            changes.append({"name": n.skill_name(skill), "value": value})
    return changes


def _professions(birth, educations) -> None:
    first = educations[0].profession
    if birth.profession and birth.profession != first:
        raise RuleBroken(
            f"the profession is {birth.profession}, not {first}", n.EDUCATION
        )
    birth.profession = first
    birth.second = educations[1].profession if len(educations) == 2 else None


def band_of(tables: dict, years: int) -> str:
    for band, row in tables["ages"].items():
        low, high = row["years"]
        if low <= years <= high:
            return band
    raise RuleBroken(f"a character starts aged 24..65, not {years}", n.AGE)


def age_changes(birth, choice: AgeChoice) -> list[dict]:
    band = birth.band
    chars = [n.characteristic(c) for c in choice.characteristics]
    skills = [_common(s, n.COMMON_SKILLS) for s in choice.skills]
    if band in ("Giovane", "Maturo"):
        _count(band, chars, 1, "characteristic")
        sign = -1 if band == "Giovane" else 1
        changes = [_change(birth, chars[0], sign * birth.die(4))]
        if band == "Giovane":
            _count(band, skills, 1, "common skill")
        else:
            skills = [n.COMMON_SKILLS[birth.die(8) - 1]]
        return changes + [_change(birth, skills[0], -birth.die(4))]
    if band == "Esperto":
        return _esperto(birth, chars, skills, choice.other)
    return _anziano(birth, choice.spared)


def _esperto(birth, chars, skills, other) -> list[dict]:
    _count("Esperto", chars, 3, "characteristic")
    _count("Esperto", skills, 3, "common skill")
    changes = [_change(birth, name, -1) for name in chars + skills]
    others = [s for s in birth.values if s not in COMMON]
    if other is None and not others:
        return changes
    if other is None or n.skill_name(other) not in others:
        raise RuleBroken(
            f"an Esperto adds 1d4 to one of its other skills ({', '.join(others)})",
            n.AGE,
        )
    return changes + [_change(birth, n.skill_name(other), birth.die(4))]


def _anziano(birth, spared) -> list[dict]:
    held = list(birth.values)
    found = n.canonical(spared or "", tuple(held))
    if found is None:
        raise RuleBroken("an Anziano names the one value that gains 3", n.AGE)
    return [_change(birth, name, 3 if name == found else -1) for name in held]


def spread(birth, points: dict[str, int]) -> None:
    if sum(points.values()) != birth.points or any(p < 1 for p in points.values()):
        raise RuleBroken(
            f"spread the {birth.points} points of the 3d4, all of them", n.MODES
        )
    for name, amount in points.items():
        found = n.canonical(name, tuple(birth.values))
        if found is None:
            raise RuleBroken(f"{name!r} is not on the sheet", n.MODES)
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
            f"{name!r} is not a characteristic or common skill", n.EDUCATION
        )
    return found


def _count(band: str, names: list, count: int, what: str) -> None:
    if len(set(names)) != count or len(names) != count:
        raise RuleBroken(
            f"a {band} chooses {count} {what}{'s' if count > 1 else ''}", n.AGE
        )

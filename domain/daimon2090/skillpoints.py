"""Skill points at creation [PUNTI PER LE ABILITÀ, AGGIUNGERE UNA CLASSE, AGGIUNGERE
UN TRATTO].

7 points over at least 3 skills of the first class, 6 over at least 3 of the
second, 5 free; no skill above 4. From the free points a third class costs 1 (and
then at least 2 more go to its skills) and a third trait 3, 2, 1 or 0 by its
effect. A new character spends every point (Decision: the points are given "da
distribuire", and a sheet that leaves some unspent is almost always a slip). The
generic and specific skill rules hold as well (domain/daimon2090/skills.py).
"""

from __future__ import annotations

from typing import Any

from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import canonical_characteristic
from journal.domain.daimon2090.skills import check_skill_set
from journal.domain.daimon2090.traits import trait_effects
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.text import fold_key

SECTION = "Punti per le abilità"
POOLS = (7, 6)  # the first and the second class's points
LEAST_SKILLS = 3  # each pool goes to at least 3 skills of its class
FREE_POINTS = 5
CREATION_MAX = 4
THIRD_CLASS_COST = 1
THIRD_CLASS_LEAST = 2  # of the remaining free points, on the third class's skills


def check_skill_points(sheet: dict[str, Any]) -> None:
    """Every skill 1..4 in a class, the pools spent as the rulebook groups them."""
    for name, skill in sheet["skills"].items():
        check_bought_skill(name, skill)
    classes, skills = sheet["classes"], sheet["skills"]
    for klass, pool in zip(classes, POOLS, strict=False):
        check_class_pool(klass, pool, skills)
    spent = free_points_spent(sheet)
    if sum(spent.values()) != FREE_POINTS:
        shown = ", ".join(f"{points} {what}" for what, points in spent.items())
        message = _("the free skill points spent add up to {value}").format(
            value=sum(spent.values())
        )
        raise SheetError(
            _("{message} ({value}): a new character spends all 5").format(
                message=message, value=shown or "none"
            ),
            SECTION,
        )
    try:
        check_skill_set(skills)
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None


def check_bought_skill(name: str, skill: dict[str, Any]) -> None:
    if skill["class"] is None:
        raise SheetError(
            _(
                "skill {name!r} has no class: at creation a skill's points come "
                "from one of the character's classes",
            ).format(name=name),
            SECTION,
        )
    if fold_key(name) == "risorse":
        raise SheetError(
            _(
                "Risorse is the sheet's risorse (the current social class at "
                "creation), not a skill bought with points",
            ),
            SECTION,
        )
    if not 1 <= skill["score"] <= CREATION_MAX:
        raise SheetError(
            _(
                "skill {name!r} {score}: a skill bought at creation has 1..4 "
                "points (no skill above 4)",
            ).format(name=name, score=skill["score"]),
            SECTION,
        )


def check_class_pool(klass: str, pool: int, skills: dict[str, dict]) -> None:
    owned = class_scores(klass, skills)
    if len(owned) < LEAST_SKILLS or sum(owned) < pool:
        raise SheetError(
            _(
                "{klass} has {owned} skills with {owned2} points: its {pool} "
                "points go to at least 3 of its skills",
            ).format(klass=klass, owned=len(owned), owned2=sum(owned), pool=pool),
            SECTION,
        )


def class_scores(klass: str, skills: dict[str, dict]) -> list[int]:
    return [skill["score"] for skill in skills.values() if skill["class"] == klass]


def free_points_spent(sheet: dict[str, Any]) -> dict[str, int]:
    """Where the 5 free points went: over a class's pool, a third class and its
    skills, a third trait."""
    classes, skills = sheet["classes"], sheet["skills"]
    spent = {}
    for klass, pool in zip(classes, POOLS, strict=False):
        spent[f"on {klass} beyond its {pool}"] = sum(class_scores(klass, skills)) - pool
    if len(classes) > 2:
        spent.update(third_class_points(classes[2], skills))
    if len(sheet["traits"]) > 2:
        trait = sheet["traits"][2]
        spent[f"for the trait {trait['name']}"] = third_trait_cost(trait)
    return {what: points for what, points in spent.items() if points}


def third_class_points(klass: str, skills: dict[str, dict]) -> dict[str, int]:
    points = sum(class_scores(klass, skills))
    if points < THIRD_CLASS_LEAST:
        raise SheetError(
            _(
                "{klass} has {points} skill points: a third class puts at least 2 "
                "of the remaining free points on its skills",
            ).format(klass=klass, points=points),
            "Aggiungere una classe",
        )
    return {f"for the class {klass}": THIRD_CLASS_COST, f"on {klass}'s skills": points}


def third_trait_cost(trait: dict[str, Any]) -> int:
    """[AGGIUNGERE UN TRATTO]: 3 with a bonus to a characteristic, 2 to a skill,
    1 with no effect on scores, 0 with a penalty."""
    effects = trait_effects([trait])
    bonuses = [target for target, dice in effects if dice > 0]
    if bonuses:
        return 3 if any(canonical_characteristic(t) for t in bonuses) else 2
    return 0 if effects else 1

"""Evolution's prices and limits (Evoluzione), as pure checks on a sheet.

Rulebook: EVOLUZIONE DEI PERSONAGGI .. POTENZIAMENTI (digest section 9). Each
check raises RuleBroken naming "Evoluzione" and the seed's subsection; commands
call them before recording, and events' folds call them again so that a void
which would make a later purchase impossible is refused.
"""

from __future__ import annotations

from journal.domain.daimon2090.combat import LEVELS
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import display_name
from journal.domain.daimon2090.skills import check_generic_raise
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

PE_PER_EVO = 7  # Punti EVO: 7 PE become 1 EVO, automatically
CHARACTERISTIC_COST, CHARACTERISTIC_MAX, GROWTH = 3, 7, 3  # +3 over creation
TRAIT_ADD_COST, TRAIT_REPLACE_COST, TRAITS_MAX = 1, 2, 3
CLASS_ADD_COST, CLASS_DEVELOP_COST, CLASSES_MAX = 2, 1, 4
MIGRATED_MIN, CLASS_KEEPS = 3, 3  # Sviluppare una Classe
SKILL_COST = {"G": 2, "S": 1}  # also a new skill's first point
SKILL_MAX = 7
RISORSE_COST = 1
GEAR_COST = 1  # new item, upgrade, or one +1D bonus per item
GEAR_LEVEL_MAX = LEVELS[-1]  # 4 special

EVOLUTION = "Evoluzione"
PE = f"{EVOLUTION}: Punti Evoluzione, o PE"
CHARACTERISTICS = f"{EVOLUTION}: Migliorare le Caratteristiche"
TRAITS = f"{EVOLUTION}: Aggiungere o modificare un Tratto"
CLASS_ADD = f"{EVOLUTION}: Aggiungere una Classe"
CLASS_DEVELOP = f"{EVOLUTION}: Sviluppare una Classe"
SKILLS = f"{EVOLUTION}: Migliorare le Abilità"
GEAR = f"{EVOLUTION}: Migliorare l'equipaggiamento"
SOCIAL = f"{EVOLUTION}: Migliorare la Classe Sociale"


def check_affordable(sheet, cost: int, what: str, section: str) -> None:
    if sheet.evo < cost:
        raise RuleBroken(
            _("{name} has {evo} EVO, {cost} needed for {what}").format(
                name=sheet.name, evo=sheet.evo, cost=cost, what=what
            ),
            section,
        )


def named(names: list[str], wanted: str) -> str | None:
    """The name among `names` that `wanted` means (case and accents ignored)."""
    return next((n for n in names if fold_key(n) == fold_key(wanted)), None)


def check_characteristic(sheet, key: str) -> None:
    """+1 to a characteristic: 7 at most, and at most +3 over its creation value."""
    score, name = sheet.characteristics[key], display_name(key)
    start = sheet.created.get(key, score)
    if score >= CHARACTERISTIC_MAX:
        message = _("{name}'s {name2} is {score}: 7 is the maximum").format(
            name=sheet.name, name2=name, score=score
        )
        raise RuleBroken(message, CHARACTERISTICS)
    if score + 1 > start + GROWTH:
        raise RuleBroken(
            _(
                "{name}'s {name2} was {start} at creation and grows by 3 at most (to "
                "{value})"
            ).format(name=sheet.name, name2=name, start=start, value=start + GROWTH),
            CHARACTERISTICS,
        )


def check_trait_add(sheet, trait: str) -> None:
    if owned := named(sheet.trait_names, trait):
        raise RuleBroken(
            _("{name} already has the trait {owned}").format(
                name=sheet.name, owned=owned
            ),
            TRAITS,
        )
    if len(sheet.traits) >= TRAITS_MAX:
        raise RuleBroken(
            _(
                "{name} has {TRAITS_MAX} traits, the maximum: replace one instead "
                "({TRAIT_REPLACE_COST} EVO)"
            ).format(
                name=sheet.name,
                TRAITS_MAX=TRAITS_MAX,
                TRAIT_REPLACE_COST=TRAIT_REPLACE_COST,
            ),
            TRAITS,
        )


def check_trait_replace(sheet, old: str, new: str) -> str:
    """The trait replaced, as the sheet spells it."""
    found = named(sheet.trait_names, old)
    if found is None:
        raise RuleBroken(
            _("{name} has no trait {old}").format(name=sheet.name, old=old), TRAITS
        )
    if owned := named(sheet.trait_names, new):
        raise RuleBroken(
            _("{name} already has the trait {owned}").format(
                name=sheet.name, owned=owned
            ),
            TRAITS,
        )
    return found


def check_new_class(sheet, klass: str, section: str) -> None:
    """A class added or developed: not owned yet, 4 at most (never removed)."""
    if owned := named(sheet.classes, klass):
        raise RuleBroken(
            _("{name} already has the class {owned}").format(
                name=sheet.name, owned=owned
            ),
            section,
        )
    if len(sheet.classes) >= CLASSES_MAX:
        raise RuleBroken(
            _(
                "{name} has {CLASSES_MAX} classes, the maximum (a class is never "
                "removed or replaced)"
            ).format(name=sheet.name, CLASSES_MAX=CLASSES_MAX),
            section,
        )


def migrated_skills(sheet, klass: str, skills: list[str]) -> list[str]:
    """The skills a developed class takes, as the sheet spells them: at least 3,
    each from a class owned, no class left with fewer than 3."""
    check_new_class(sheet, klass, CLASS_DEVELOP)
    moving = list(dict.fromkeys(migrating(sheet, skill) for skill in skills))
    if len(moving) < MIGRATED_MIN:
        raise RuleBroken(
            _(
                "{klass} needs at least {MIGRATED_MIN} different skills migrated from "
                "{name}'s classes, {moving} given"
            ).format(
                klass=klass,
                MIGRATED_MIN=MIGRATED_MIN,
                name=sheet.name,
                moving=len(moving),
            ),
            CLASS_DEVELOP,
        )
    check_classes_keep(sheet, moving)
    return moving


def migrating(sheet, skill: str) -> str:
    """A skill that can leave its class: owned, and of a class owned."""
    found = named(list(sheet.skills), skill)
    if found is None:
        raise RuleBroken(
            _("{name} has no skill {skill}").format(name=sheet.name, skill=skill),
            CLASS_DEVELOP,
        )
    if not named(sheet.classes, sheet.skills[found].get("class") or ""):
        message = _("{found} belongs to no class of {name}'s to migrate from").format(
            found=found, name=sheet.name
        )
        raise RuleBroken(message, CLASS_DEVELOP)
    return found


def check_classes_keep(sheet, moving: list[str]) -> None:
    sources = {sheet.skills[skill]["class"] for skill in moving}
    for source in sorted(sources):
        left = [
            name
            for name, entry in sheet.skills.items()
            if entry.get("class") == source and name not in moving
        ]
        if len(left) < CLASS_KEEPS:
            raise RuleBroken(
                _(
                    "{source} would keep {left} skills: every class keeps at least "
                    "{CLASS_KEEPS}"
                ).format(source=source, left=len(left), CLASS_KEEPS=CLASS_KEEPS),
                CLASS_DEVELOP,
            )


def check_used(skills: list[str], uses: dict[str, list[str]]) -> None:
    """Migrated skills must have been used in play (a recorded roll names them)."""
    unused = [skill for skill in skills if not uses.get(fold_key(skill))]
    if unused:
        raise RuleBroken(
            _(
                "{value} never used in play: a developed class takes skills the "
                "character has shown on the field"
            ).format(value=", ".join(unused)),
            CLASS_DEVELOP,
        )


def check_skill(sheet, skill: str, kind: str, score: int) -> None:
    """A skill at `score`: 7 at most, and a generic within the G/S rules."""
    if score > SKILL_MAX:
        raise RuleBroken(
            _("{name}'s {skill} is {value}: 7 is the most").format(
                name=sheet.name, skill=skill, value=score - 1
            ),
            SKILLS,
        )
    if kind == "G":
        check_generic_raise(sheet.skills, skill, score)


def check_social_tracked(sheet) -> None:
    if sheet.social_class.get("current", 0) >= 7:
        raise RuleBroken(
            _(
                "{name} is social class 7: its Risorse are not tracked (narrative only)"
            ).format(name=sheet.name),
            SOCIAL,
        )


# -- gear and enhancements (Migliorare l'equipaggiamento, Potenziamenti) ---------

ENHANCEMENTS = f"{EVOLUTION}: Potenziamenti"
ENHANCEMENT_COST = {"characteristic": 2, "skill": 1}  # per +1
HIDDEN_COST = 1  # Costo dei potenziamenti nascosti: 1 more to hide it
ENHANCEMENTS_MAX, ENHANCEMENT_BONUS_MAX = 6, 2  # two different +1 or a single +2
GEAR_LISTS = {"weapon": "weapons", "protection": "protections"}


def gear_ceiling(sheet, kind: str) -> int:
    """The highest level a new item may have: the best one owned of its kind
    (of the other kind when there is none; 0 with no gear at all)."""
    other = "protection" if kind == "weapon" else "weapon"
    for each in (kind, other):
        levels = [item["level"] for item in getattr(sheet, GEAR_LISTS[each])]
        if levels:
            return max(levels)
    return 0


def check_unique_item(sheet, name: str) -> None:
    """Weapons and protections are known by name: one item per name."""
    owned = sheet.weapons + sheet.protections
    if found := named([item["name"] for item in owned], name):
        raise RuleBroken(
            _("{name} already has an item called {found}").format(
                name=sheet.name, found=found
            ),
            GEAR,
        )


def check_new_gear(sheet, kind: str, name: str, level: int) -> None:
    check_unique_item(sheet, name)
    ceiling = gear_ceiling(sheet, kind)
    if not 0 <= level <= ceiling:
        raise RuleBroken(
            _(
                "a new {kind} has a level up to those owned ({ceiling}), not {level}: "
                "upgrade one instead"
            ).format(kind=kind, ceiling=ceiling, level=level),
            GEAR,
        )


def check_upgrade(sheet, item: dict) -> None:
    if item["level"] >= GEAR_LEVEL_MAX:
        raise RuleBroken(
            _("{name}'s {name2} is level {level}, the highest").format(
                name=sheet.name, name2=item["name"], level=item["level"]
            ),
            GEAR,
        )


def check_gear_bonus(sheet, item: dict) -> None:
    if item.get("bonus"):
        (skill,) = item["bonus"]
        raise RuleBroken(
            _(
                "{name}'s {name2} already gives +1D to {skill}: one bonus per weapon "
                "or protection"
            ).format(name=sheet.name, name2=item["name"], skill=skill),
            GEAR,
        )


def merged_bonus(old: dict[str, int], added: dict[str, int]) -> dict[str, int]:
    """An enhancement's bonuses with `added`: two different +1 or a single +2."""
    bonus = dict(old)
    for target, dice in added.items():
        key = named(list(bonus), target) or target
        bonus[key] = bonus.get(key, 0) + dice
    if sum(bonus.values()) > ENHANCEMENT_BONUS_MAX:
        shown = ", ".join(f"{t} +{d}" for t, d in bonus.items())
        raise RuleBroken(
            _(
                "{shown} is too much for one enhancement: two different +1 or a single "
                "+2"
            ).format(shown=shown),
            ENHANCEMENTS,
        )
    return bonus


def check_enhancement_room(sheet, name: str) -> dict | None:
    """The enhancement improved, or None for a new one (6 at most)."""
    found = [e for e in sheet.enhancements if fold_key(e["name"]) == fold_key(name)]
    if not found and len(sheet.enhancements) >= ENHANCEMENTS_MAX:
        raise RuleBroken(
            _("{name} has {ENHANCEMENTS_MAX} enhancements, the maximum").format(
                name=sheet.name, ENHANCEMENTS_MAX=ENHANCEMENTS_MAX
            ),
            ENHANCEMENTS,
        )
    return found[0] if found else None


def enhancement_cost(added: dict[str, int], kinds: dict[str, str], hide: bool) -> int:
    """2 EVO per +1 to a characteristic, 1 per +1 to a skill, 1 more to hide it."""
    cost = sum(dice * ENHANCEMENT_COST[kinds[t]] for t, dice in added.items())
    return cost + (HIDDEN_COST if hide else 0)

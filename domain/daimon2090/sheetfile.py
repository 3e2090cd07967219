"""A prepared character sheet (journal character create --from FILE.toml), checked.

parse_sheet takes the TOML document as a dict (the caller reads the file) and
returns the normalised sheet, or raises SheetError naming the key and the rule.
Its keys, names, types, ranges and defaults are declared once in sheetmodel.py
(Italian or English, any case, accents optional); here only Dàimon's rules no
schema states: names as the journal takes them, a class, trait, skill, weapon
or protection, enhancement or bonus named once, a skill's class among the
sheet's, at most two skills out of a class's context, a bonus's total, the
kind and generic of a sample skill left out, and the creation rules.
"""

from __future__ import annotations

from typing import Any

from journal.domain.daimon2090 import context
from journal.domain.daimon2090 import evorules as r
from journal.domain.daimon2090 import names as n
from journal.domain.daimon2090.creationtables import (
    fill_from_catalogue,
    skill_catalogue,
)
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.sheetmodel import Daimon, DaimonSheetFile
from journal.domain.daimon2090.traits import trait_effects  # noqa: F401 (re-exported)
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.sheetcheck import show, validated
from journal.domain.text import clean_name, clean_note, fold_key


def parse_sheet(data: object, tables: dict | None = None) -> dict[str, Any]:
    """The sheet checked against its declaration, then by Dàimon's rules and
    check_creation_rules.

    `tables` is data/creation.toml's content (the CLI always passes it): it names
    the kind and generic of a sample skill the sheet leaves out, and with it every
    creation rule is checked. Without it only the ranges are (the file format).
    """
    model, _keys = validated(DaimonSheetFile, data)
    if model.player is None:
        raise SheetError(_("{key} is missing").format(key="player"), n.SECTION_SHEET)
    social = model.social_class
    sheet: dict[str, Any] = {
        "name": _name(model.name, "name"),
        "player": _name(model.player, "player"),
        "creation": model.creation,
        "level": model.level,
        "social_class": {"origin": social.origin, "current": social.current},
        "characteristics": {
            key: getattr(model.characteristics, key) for key in n.CHARACTERISTICS
        },
        "classes": _unique(
            [_name(klass, "class") for klass in model.classes],
            "class",
            n.SECTION_CLASSES,
        ),
        "traits": _traits(model.traits),
        "reserve": model.reserve,
        "pe": model.pe,
        "evo": model.evo,
        "weapons": _gear(model.weapons, "weapon"),
        "protections": _gear(model.protections, "protection"),
        "enhancements": _enhancements(model.enhancements),
        "daimon": _daimon(model.daimon),
        "equipment": [_name(item, "name in equipment") for item in model.equipment],
        "difficulty": model.difficulty,
    }
    sheet["risorse"] = social.current if model.risorse is None else model.risorse
    skills = _skills(model.skills, sheet["classes"])
    sheet["skills"] = fill_from_catalogue(skills, skill_catalogue(tables))
    gear = [item["name"] for item in sheet["weapons"] + sheet["protections"]]
    _unique(gear, "weapon or protection", n.SECTION_GEAR)
    check_creation_rules(sheet, tables)
    if sheet["difficulty"] is None:
        del sheet["difficulty"]  # a sheet without one records as it always did
    return sheet


def check_creation_rules(sheet: dict[str, Any], tables: dict | None = None) -> None:
    """The rules a new character meets beyond the ranges parse_sheet checks.

    "import" brings an existing character in as it is: ranges only, any level.
    "points" and "random" start at level 0 with social classes 1..6 (7 never at
    creation); with the creation tables, every creation rule of
    domain/daimon2090/creationrules.py as well:

    - Riserva 7, no PE or EVO, Risorse = current social class, counters at 0;
    - characteristics: "points" 12 points (1..5) + 2 free = 14; "random" cannot
      prove its dice, so either the 2 free points (14) or 12 points + one per
      die of 4-6: each at most 6, a total of 12..18 with at least as many rolled
      points as 6s and at most as many as characteristics above 1;
    - 2 classes (3 with a free point), 2 or 3 traits;
    - skill points (skillpoints.py): 7 on 3+ skills of the first class, 6 on 3+ of
      the second, all 5 free points spent (a third class 1 + 2 on its skills, a
      third trait 3/2/1/0), every skill 1..4 in a class, generic/specific rules;
    - enhancement points (startgear.py): at most max(origin, current);
    - initial weapons and protections by class and current social class.

    What a "random" sheet cannot prove (which faces it rolled, which table rows
    it read: the rulebook lets a player refine them) is not checked.
    """
    if sheet["creation"] == "import":
        return
    if sheet["level"] != 0:
        raise SheetError(
            _(
                'level {level} needs creation = "import" (a new character starts '
                "at level 0)",
            ).format(level=sheet["level"]),
            n.SECTION_CREATION,
        )
    for side, score in sheet["social_class"].items():
        if score == 7:
            raise SheetError(
                _(
                    "social_class {side} 7 is outside 1..6 at creation (7 only "
                    'with creation = "import")',
                ).format(side=side),
                n.SECTION_SOCIAL_CLASS,
            )
    if tables is not None:
        from journal.domain.daimon2090.creationrules import check_new_character

        check_new_character(sheet, tables)


def _name(value: str, label: str) -> str:
    """A one-line name, as journal.domain.text.clean_name accepts it."""
    try:
        return clean_name(value, label)
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None


def _note(value: str | None, label: str) -> str | None:
    """Free text, or None, as journal.domain.text.clean_note accepts it."""
    try:
        return clean_note(value, label)
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None


def _unique(items: list[str], label: str, section: str) -> list[str]:
    """The names, refused when one repeats (ignoring case and accents)."""
    seen: set[str] = set()
    for item in items:
        if fold_key(item) in seen:
            raise SheetError(
                _("{label} {item} is listed twice").format(
                    label=label, item=show(item)
                ),
                section,
            )
        seen.add(fold_key(item))
    return items


def _traits(traits: list) -> list[dict[str, Any]]:
    found = []
    for trait in traits:
        name = _name(trait.name, "trait name")
        effect = _note(trait.effect, f"trait {show(name)} effect")
        found.append({"name": name, "effect": effect})
    _unique([trait["name"] for trait in found], "trait", n.SECTION_TRAITS)
    return found


def _gear(items: list, kind: str) -> list[dict[str, Any]]:
    """Weapons or protections: a bonus of one die to one skill at most (its
    one die and one entry are the declaration's)."""
    found = []
    for item in items:
        name = _name(item.name, f"{kind} name")
        label = f"{kind} {show(name)} bonus"
        bonus = _bonus(item.bonus, label, n.SECTION_GEAR)
        found.append(
            {"name": name, "level": item.level, "marks": item.marks, "bonus": bonus}
        )
    _unique([item["name"] for item in found], kind, n.SECTION_GEAR)
    return found


def _enhancements(items: list) -> list[dict[str, Any]]:
    """Each a bonus of two dice at most in all: two different +1 or one +2."""
    section, most = n.SECTION_ENHANCEMENTS, r.ENHANCEMENT_BONUS_MAX
    found = []
    for item in items:
        name = _name(item.name, "enhancement name")
        label = f"enhancement {show(name)} bonus"
        bonus = _bonus(item.bonus, label, section)
        total = sum(bonus.values())
        if total > most:
            raise SheetError(
                _("{label} {value} is outside {low}..{high}").format(
                    label=f"{label} total", value=show(total), low=1, high=most
                ),
                section,
            )
        found.append(
            {"name": name, "bonus": bonus, "marks": item.marks, "hidden": item.hidden}
        )
    _unique([item["name"] for item in found], "enhancement", section)
    return found


def _bonus(value: dict[str, int], label: str, section: str) -> dict[str, int]:
    """Skill or characteristic names -> bonus dice, each named once."""
    targets = _unique([_name(key, label) for key in value], label, section)
    return dict(zip(targets, value.values(), strict=True))


def _daimon(daimon: Daimon) -> dict[str, Any]:
    return {
        "name": None if daimon.name is None else _name(daimon.name, "daimon name"),
        "description": _note(daimon.description, "daimon description"),
        "traits": [_name(trait, "name in daimon traits") for trait in daimon.traits],
    }


def _skills(skills: list, classes: list[str]) -> dict[str, dict[str, Any]]:
    owned = {fold_key(klass): klass for klass in classes}
    found = []
    for skill in skills:
        name = _name(skill.name, "skill name")
        prefix = f"skill {show(name)}"
        generic = skill.generic
        klass = skill.klass
        record = {
            "name": name,
            "score": skill.score,
            "kind": None if skill.kind is None else skill.kind.upper(),
            "generic": None if generic is None else _name(generic, f"{prefix} generic"),
        }
        if skill.out_of_context:
            record[context.KEY] = True  # in context: the usual sheet, unchanged
        record["class"] = None if klass is None else _owned(klass, prefix, owned)
        found.append(record)
    _unique([skill["name"] for skill in found], "skill", n.SECTION_SKILLS)
    by_name = {skill.pop("name"): skill for skill in found}
    try:
        context.check_classes(by_name)
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None
    return by_name


def _owned(klass: str, prefix: str, owned: dict[str, str]) -> str:
    """A skill's class, spelt as the sheet's classes spell it."""
    label = f"{prefix} class"
    wanted = _name(klass, label)
    if fold_key(wanted) not in owned:
        message = _("{label} {value} is not among the classes").format(
            label=label, value=show(wanted)
        )
        raise SheetError(
            _("{message} ({value})").format(
                message=message, value=", ".join(owned.values())
            ),
            n.SECTION_SKILLS,
        )
    return owned[fold_key(wanted)]

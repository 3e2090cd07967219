"""A prepared character sheet (journal character create --from FILE.toml), checked.

parse_sheet takes the TOML document as a dict (the caller reads the file) and
returns the normalised sheet, or raises SheetError naming the key and the range.
Keys ignore case and accents; Italian and English keys are both accepted.
"""

from __future__ import annotations

from typing import Any

from journal.domain.daimon2090 import context
from journal.domain.daimon2090 import evorules as r
from journal.domain.daimon2090 import names as n
from journal.domain.daimon2090 import sheetparts as p
from journal.domain.daimon2090.creationtables import (
    fill_from_catalogue,
    skill_catalogue,
)
from journal.domain.daimon2090.gear import MARKERS
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.sheet import RESERVE_MAX
from journal.domain.daimon2090.sheetparts import REQUIRED, check
from journal.domain.daimon2090.traits import trait_effects  # noqa: F401 (re-exported)
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.text import fold_key

LIMIT = 9999  # a level or EVO beyond this is a typo, not a character
CREATION_MODES = ("points", "random", "import")


def parse_sheet(data: object, tables: dict | None = None) -> dict[str, Any]:
    """The sheet checked for shapes and ranges, then by check_creation_rules.

    `tables` is data/creation.toml's content (the CLI always passes it): it names
    the kind and generic of a sample skill the sheet leaves out, and with it every
    creation rule is checked. Without it only the ranges are (the file format).
    """
    found = p.fields(data, n.SHEET_KEYS["sheet"], "the sheet")
    sheet = p.take(found, _SHEET, "")
    risorse = found.get("risorse", sheet["social_class"]["current"])
    sheet["risorse"] = p.whole(risorse, "risorse", 0, 7, n.SECTION_SOCIAL_CLASS)
    skills = _skills(found.get("skills", []), sheet["classes"])
    sheet["skills"] = fill_from_catalogue(skills, skill_catalogue(tables))
    gear = [item["name"] for item in sheet["weapons"] + sheet["protections"]]
    p.unique(gear, "weapon or protection", n.SECTION_GEAR)
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


def _difficulty(value: object, label: str) -> int | None:
    """An NPC's difficulty in a fight, 1..7 (none for a player's character)."""
    if value is None:
        return None
    return p.whole(value, label, 1, 7, "Difficoltà degli scontri")


def _creation(value: object, label: str) -> str:
    if isinstance(value, str) and fold_key(value) in CREATION_MODES:
        return fold_key(value)
    message = _("{label} must be points, random or import, got {value}").format(
        label=label, value=p.show(value)
    )
    raise SheetError(message, n.SECTION_SHEET)


def _characteristics(value: object, label: str) -> dict[str, int]:
    section = n.SECTION_CHARACTERISTICS
    given = p.fields(value, n.SHEET_KEYS["characteristics"], label)
    for key in n.CHARACTERISTICS:
        if key not in given:
            raise SheetError(
                _("{value} is missing").format(value=n.display_name(key)), section
            )
    return {
        key: p.whole(given[key], n.display_name(key), 1, r.CHARACTERISTIC_MAX, section)
        for key in n.CHARACTERISTICS
    }


def _classes(value: object, label: str) -> list[str]:
    section = n.SECTION_CLASSES
    items = p.listed(value, label, section, 1, r.CLASSES_MAX)
    return p.unique(
        [p.name(item, "class", section) for item in items], "class", section
    )


def _skills(value: object, classes: list[str]) -> dict[str, dict[str, Any]]:
    spec = _SKILL | {"class": (None, _owned_class(classes))}
    skills = p.records("skill", n.SECTION_SKILLS, spec)(value, "skills")
    for skill in skills:
        if not skill[context.KEY]:
            del skill[context.KEY]  # in context: the usual sheet, unchanged
    found = {skill.pop("name"): skill for skill in skills}
    try:
        context.check_classes(found)
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None
    return found


def _kind(value: object, label: str) -> str | None:
    if value is None:
        return None  # fill_from_catalogue decides
    if isinstance(value, str) and value.strip().upper() in ("G", "S"):
        return value.strip().upper()
    message = _("{label} must be G or S, got {value}").format(
        label=label, value=p.show(value)
    )
    raise SheetError(message, n.SECTION_SKILLS)


def _owned_class(classes: list[str]) -> p.Check:
    owned = {fold_key(klass): klass for klass in classes}

    def owned_class(value: object, label: str) -> str | None:
        wanted = p.maybe_name(value, label, n.SECTION_SKILLS)
        if wanted is None:
            return None
        if fold_key(wanted) not in owned:
            message = _("{label} {value} is not among the classes").format(
                label=label, value=p.show(wanted)
            )
            raise SheetError(
                _("{message} ({value})").format(
                    message=message, value=", ".join(classes)
                ),
                n.SECTION_SKILLS,
            )
        return owned[fold_key(wanted)]

    return owned_class


_ENHANCE = n.SECTION_ENHANCEMENTS
_SOCIAL = check(p.whole, 1, 7, n.SECTION_SOCIAL_CLASS)
_SOCIAL_CLASS = {"origin": (REQUIRED, _SOCIAL), "current": (REQUIRED, _SOCIAL)}
_DAIMON = {
    "name": (None, check(p.maybe_name, n.SECTION_DAIMON)),
    "description": (None, check(p.note, n.SECTION_DAIMON)),
    "traits": ([], check(p.names, n.SECTION_DAIMON)),
}
_TRAIT = {"effect": (None, check(p.note, n.SECTION_TRAITS))}
_SKILL = {
    "score": (REQUIRED, check(p.whole, -2, r.SKILL_MAX, n.SECTION_SKILLS)),
    "kind": (None, _kind),
    "generic": (None, check(p.maybe_name, n.SECTION_SKILLS)),
    context.KEY: (False, check(p.flag, context.SECTION)),
}
_GEAR = {
    "level": (REQUIRED, check(p.whole, 0, r.GEAR_LEVEL_MAX, n.SECTION_GEAR)),
    "marks": (0, check(p.whole, 0, MARKERS, n.SECTION_GEAR)),
    "bonus": ({}, check(p.bonuses, 0, 1, n.SECTION_GEAR)),
}
_ENHANCEMENT = {
    "bonus": (REQUIRED, check(p.bonuses, 1, r.ENHANCEMENT_BONUS_MAX, _ENHANCE)),
    "marks": (0, check(p.whole, 0, MARKERS, _ENHANCE)),
    "hidden": (False, check(p.flag, _ENHANCE)),
}
_SHEET = {
    "name": (REQUIRED, check(p.name, n.SECTION_SHEET)),
    "player": (REQUIRED, check(p.name, n.SECTION_SHEET)),
    "creation": ("points", _creation),
    "level": (0, check(p.whole, 0, LIMIT, n.SECTION_EVOLUTION)),
    "social_class": (REQUIRED, p.table("social_class", _SOCIAL_CLASS)),
    "characteristics": (REQUIRED, _characteristics),
    "classes": (REQUIRED, _classes),
    "traits": ([], p.records("trait", n.SECTION_TRAITS, _TRAIT, r.TRAITS_MAX)),
    "reserve": (RESERVE_MAX, check(p.whole, 0, RESERVE_MAX, n.SECTION_RESERVE)),
    "pe": (0, check(p.whole, 0, r.PE_PER_EVO - 1, n.SECTION_EVOLUTION)),
    "evo": (0, check(p.whole, 0, LIMIT, n.SECTION_EVOLUTION)),
    "weapons": ([], p.records("weapon", n.SECTION_GEAR, _GEAR)),
    "protections": ([], p.records("protection", n.SECTION_GEAR, _GEAR)),
    "enhancements": (
        [],
        p.records("enhancement", _ENHANCE, _ENHANCEMENT, r.ENHANCEMENTS_MAX),
    ),
    "daimon": ({}, p.table("daimon", _DAIMON)),
    "equipment": ([], check(p.names, n.SECTION_SHEET)),
    "difficulty": (None, _difficulty),
}

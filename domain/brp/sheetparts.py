"""The parts of a sheet file: characteristics, skills, creation, identity."""

from __future__ import annotations

import re

from journal.domain.brp import catalogue, points
from journal.domain.brp import fields as f
from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.brp.sheet import bonus_for
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.text import clean_note, fold_key

ROLLED = {"TAG": (8, 18), "INT": (8, 18)}  # 2D6+6; the others 3D6: 3..18
MOVED = 3  # 2.3: up to 3 points moved from one characteristic to another
IDENTITY = ("race", "gender", "hand", "height", "weight", "description", "age")


def rolled_range(key: str) -> tuple[int, int]:
    return ROLLED.get(key, (3, 18))


def characteristics(given: dict, mode: str) -> dict[str, int | None]:
    """In 2.1's order; only an import (a creature of 7) may leave out FAS."""
    chars: dict[str, int | None] = {}
    for key in n.CHARACTERISTICS:
        if given.get(key) is None:
            if mode == "import" and key == "FAS":  # 7: creatures have no FAS
                chars[key] = None
                continue
            raise SheetError(_("{key} is missing").format(key=key), n.CHARS)
        chars[key] = given[key]
    if mode != "import":
        check_rolled(chars)
    return chars


def check_rolled(chars: dict) -> None:
    """Each within its dice, but for up to 3 points moved in all (2.3), each
    from one characteristic to another: a point above its dice came from one
    that had it to give, a point below went to one that could take it."""
    above = sum(max(0, chars[k] - rolled_range(k)[1]) for k in n.CHARACTERISTICS)
    below = sum(max(0, rolled_range(k)[0] - chars[k]) for k in n.CHARACTERISTICS)
    given = sum(max(0, rolled_range(k)[1] - chars[k]) for k in n.CHARACTERISTICS)
    taken = sum(max(0, chars[k] - rolled_range(k)[0]) for k in n.CHARACTERISTICS)
    if above > given or below > taken:
        raise SheetError(
            _(
                "the characteristics lie {above} points outside their dice with none "
                "to have given or taken them: moved points go from one characteristic "
                "to another"
            ).format(above=max(above, below)),
            n.CHARS,
        )
    if above > MOVED or below > MOVED:
        ranges = ", ".join(
            f"{k} {rolled_range(k)[0]}..{rolled_range(k)[1]}" for k in n.CHARACTERISTICS
        )
        raise SheetError(
            _(
                "the characteristics lie {above} points outside their dice ({ranges}); "
                "at most {MOVED} may be moved"
            ).format(above=max(above, below), ranges=ranges, MOVED=MOVED),
            n.CHARS,
        )


def skill_values(
    value, tables, chars, era, mode, wings=False
) -> dict[str, tuple[int, int | None]]:
    """{skill: (value, base)} for the skills the sheet names."""
    found: dict[str, tuple[int, int | None]] = {}
    for raw, percent in value.items():
        skill = catalogue.canonical(tables, f.name(str(raw), "skill"))
        if fold_key(skill) in (fold_key(k) for k in found):
            raise SheetError(_("{skill} is listed twice").format(skill=skill), n.SKILLS)
        base = skill_base(tables, skill, chars, (era, wings), mode, percent)
        if mode != "import" and percent < base:
            raise SheetError(
                _("{skill} {percent}% is below its base {base}%").format(
                    skill=skill, percent=percent, base=base
                ),
                n.SKILLS,
            )
        found[skill] = (percent, base)
    return found


def skill_base(tables, skill, chars, era, mode, percent) -> int | None:
    """`era`: (the era, natural wings)."""
    base = catalogue.base_of(tables, skill, chars, *era)
    family, spec = catalogue.split(skill)
    if catalogue.is_family(tables, skill):
        if spec is None and (base is None or percent != base):
            raise SheetError(
                _(
                    '{family} has specialisations: name one, e.g. "{family} (...)"'
                ).format(family=family),
                n.SKILLS,
            )
        return 0 if base is None else base  # Decision: a weapon not in 5.9: 00
    if base is None and mode != "import":
        raise SheetError(
            _(
                "{skill} is not a skill of the SRD (a new one needs creation = "
                '"import")'
            ).format(skill=skill),
            n.SKILLS,
        )
    return base


def check_creation(
    found: dict, mode: str, given: dict, chars: dict, tables
) -> str | None:
    """The profession, and for a new character its points and the cap."""
    raw = found.get("profession")
    if mode == "import":
        return (
            None if raw is None else f.name(points.profession_name(raw), "profession")
        )
    profession = points.profession_of(raw, tables)
    spent = {s: v - b for s, (v, b) in given.items() if b is not None and v > b}
    points.check_points(spent, profession, chars["INT"])
    if found.get("cap75"):
        for skill, (value, base) in given.items():
            points.check_cap(skill, value, base or 0)
    return profession["name"]


def damage_bonus(found: dict, chars: dict, mode: str) -> str | None:
    if "damage_bonus" not in found:
        try:
            bonus_for(chars["FOR"] + chars["TAG"])
        except RuleBroken as error:
            raise SheetError(error.message, error.section) from None
        return None
    if mode != "import":
        raise SheetError(
            _("a new character's damage bonus comes from FOR+TAG"), n.DERIVED
        )
    text = str(found["damage_bonus"]).strip().upper().replace(" ", "")
    if not re.fullmatch(r"0|[+-]\d{0,2}D\d{1,3}", text):
        raise SheetError(
            _("damage_bonus {text!r} is not like +2D6 or -1D4").format(text=text),
            n.DERIVED,
        )
    return text


def identity(found: dict) -> dict:
    who = {}
    for key in IDENTITY:
        if key in found:
            who[key] = clean_note(str(found[key]), key)
    if "traits" in found:
        who["traits"] = [f.name(t, "trait") for t in found["traits"]]
    return who

"""A prepared sheet (`journal character create --from FILE.toml`), checked.

Its keys, names, types and ranges are declared once in sheetmodel.py;
`parse_sheet` takes the values it checked and applies what no schema states. A
sheet made with dice on paper cannot prove its faces, so "normale" and
"casuale" sheets are checked for what creation can reach (1.1–1.6) and the
race's other skills; "import" brings an existing character in, checked for
ranges only (and its current pV and Mana within the maxima).
"""

from __future__ import annotations

from typing import Any

from journal.domain.errors import RuleBroken, SheetError
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t
from journal.domain.fdt.gearfile import armour_piece, weapons
from journal.domain.fdt.i18n import _
from journal.domain.fdt.sheet import new_skill
from journal.domain.fdt.sheetmodel import FdtSheetFile
from journal.domain.fdt.sheetvalues import name, whole
from journal.domain.sheetcheck import validated
from journal.domain.text import clean_note

MODES = {"normale": "normale", "normal": "normale", "points": "normale"}
MODES |= {"casuale": "casuale", "random": "casuale", "import": "import"}
# Highest values creation reaches: 10 + race, education and age dice (+ 3d4).
REACH = {"normale": (22, 25), "casuale": (34, 37), "import": (99, 99)}
LIMIT = 1_000_000


def parse_sheet(data: object, tables: dict | None = None) -> dict[str, Any]:
    """The sheet checked for shapes, ranges and what creation can reach."""
    model, _keys = validated(FdtSheetFile, data)
    if model.player is None:
        raise SheetError(_("the sheet has no {key}").format(key="player"), n.SHEET)
    mode = MODES[model.creation]
    sheet = _identity(model, mode)
    high_char, high_skill = REACH[mode]
    sheet["characteristics"] = {
        c: {"base": whole(value, c, 1, high_char, n.SHEET)}
        for c, value in model.characteristics.model_dump(by_alias=True).items()
    }
    sheet["skills"] = _skills(model.skills, sheet["race"], high_skill)
    high = LIMIT if mode == "import" else 0
    sheet["pix"] = whole(model.pix, "pix", 0, high, n.AWARDS)
    sheet |= {"oro": model.oro, "pasti": model.pasti}
    sheet["armour"] = armour_piece(_given(model.armour), "armour")
    sheet["shield"] = armour_piece(_given(model.shield), "shield")
    sheet["weapons"] = weapons([_given(weapon) for weapon in model.weapons])
    sheet["equipment"] = [name(item, "equipment") for item in model.equipment]
    if mode != "import":
        _check_race_skills(sheet)
    else:
        sheet |= _current(model, sheet)
    return sheet


def _given(part) -> dict | None:
    """A table of the sheet as the file gave it (canonical keys), for the
    checks gear commands share (gearfile)."""
    return None if part is None else part.model_dump(exclude_unset=True)


def _identity(model: FdtSheetFile, mode: str) -> dict[str, Any]:
    try:
        race = n.race(name(model.race, "race", n.RACE))
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None
    second = model.second_profession
    return {
        "name": name(model.name, "name"),
        "player": name(model.player, "player"),
        "creation": mode,
        "race": race,
        "profession": name(model.profession, "profession", n.EDUCATION),
        "second_profession": name(second, "second_profession") if second else None,
        "age": model.age,
        "credo": _note(model.credo, "credo"),
        "carattere": _carattere(model.carattere),
        "story": _note(model.story, "story"),
        "height": None if model.height is None else float(model.height),
        "weight": model.weight,
    }


def _note(value: str | None, label: str) -> str | None:
    try:
        return clean_note(value, label)
    except RuleBroken as error:
        raise SheetError(error.message, n.SHEET) from None


def _skills(given: dict, race: str, high: int) -> dict[str, dict]:
    """The common skills (10 when left out), then the others as written."""
    found = {s: new_skill(10, "common") for s in n.COMMON_SKILLS}
    seen: set[str] = set()
    for key, entry in given.items():
        skill = n.canonical(key, n.COMMON_SKILLS) or name(key, "skill name", n.SKILLS)
        if skill in seen:
            raise SheetError(
                _("skill {skill!r} is given twice").format(skill=skill), n.SKILLS
            )
        seen.add(skill)
        found[skill] = _skill(skill, entry, race, high)
    return found


def _skill(skill: str, entry, race: str, high: int) -> dict:
    value = whole(entry.value, f"skill {skill!r} value", 1, high, n.SKILLS)
    if skill in n.COMMON_SKILLS:
        default = "common"
    else:
        default = "race" if skill in t.RACE_SKILLS[race] else "profession"
    if skill in t.RACIAL and t.RACIAL[skill] != race:
        message = _("{skill} is racial (*): only an {value} has it").format(
            skill=skill, value=t.RACIAL[skill]
        )
        raise SheetError(message, n.RACE)
    racial = skill in t.RACIAL if entry.racial is None else entry.racial
    origin = entry.origin or default
    return new_skill(value, origin, racial, teachable=entry.teachable)


def _current(model: FdtSheetFile, sheet: dict) -> dict[str, int]:
    """An imported character's current pV and Mana (default: the maxima)."""
    from journal.domain.fdt.sheet import FdtSheet

    made = FdtSheet.from_sheet("import", sheet)
    current = {}
    if model.pv is not None:
        current["pv"] = whole(model.pv, "pv", 1, made.pv_max, n.SCORES)
    if model.mana is not None:
        current["mana"] = whole(model.mana, "mana", 0, made.mana_max, n.SCORES)
    return current


def _check_race_skills(sheet: dict) -> None:
    for skill in t.RACE_SKILLS[sheet["race"]]:
        if skill not in sheet["skills"]:
            message = _("an {race} has {skill} (10+1d4); the sheet has not").format(
                race=sheet["race"], skill=skill
            )
            raise SheetError(message, n.RACE)


def _carattere(value: list[str]) -> list[str]:
    """1.8: three or four adjectives, or none yet (the Master's later)."""
    from journal.domain.fdt.creation import check_carattere

    try:
        return check_carattere([name(item, "carattere") for item in value])
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None

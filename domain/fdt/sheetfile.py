"""A prepared sheet (`journal character create --from FILE.toml`), checked.

`parse_sheet` takes the TOML document as a dict and returns the normalised
sheet, or raises SheetError naming the key and the rule. Keys ignore case and
accents; Italian and English keys are both accepted. A sheet made with dice on
paper cannot prove its faces, so "normale" and "casuale" sheets are checked for
what creation can reach (1.1–1.6) and the race's other skills; "import" brings
an existing character in, checked for ranges only.
"""

from __future__ import annotations

from typing import Any

from journal.domain.errors import RuleBroken, SheetError
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t
from journal.domain.fdt.gearfile import armour_piece, weapons
from journal.domain.fdt.i18n import _
from journal.domain.fdt.sheetskills import aliases, skills
from journal.domain.fdt.sheetvalues import keyed, name, names, note, show, whole

MODES = {"normale": "normale", "normal": "normale", "points": "normale"}
MODES |= {"casuale": "casuale", "random": "casuale", "import": "import"}
# Highest values creation reaches: 10 + race, education and age dice (+ 3d4).
REACH = {"normale": (22, 25), "casuale": (34, 37), "import": (99, 99)}
LIMIT = 1_000_000
_KEYS = {
    "name": "name", "nome": "name", "player": "player", "giocatore": "player",
    "creation": "creation", "creazione": "creation", "modo": "creation",
    "race": "race", "razza": "race", "profession": "profession",
    "mestiere": "profession", "second_profession": "second_profession",
    "secondo_mestiere": "second_profession", "age": "age", "eta": "age",
    "characteristics": "characteristics", "caratteristiche": "characteristics",
    "skills": "skills", "abilita": "skills", "credo": "credo",
    "carattere": "carattere", "personality": "carattere", "story": "story",
    "storia": "story", "height": "height", "altezza": "height",
    "weight": "weight", "peso": "weight", "pix": "pix", "pv": "pv",
    "vita": "pv", "mana": "mana", "oro": "oro", "gold": "oro", "pasti": "pasti",
    "meals": "pasti", "armour": "armour", "armor": "armour", "armatura": "armour",
    "shield": "shield", "scudo": "shield", "weapons": "weapons", "armi": "weapons",
    "equipment": "equipment", "equipaggiamento": "equipment",
}  # fmt: skip


def parse_sheet(data: object, tables: dict | None = None) -> dict[str, Any]:
    """The sheet checked for shapes, ranges and what creation can reach."""
    found = keyed(data, _KEYS, "the sheet")
    for key in ("name", "player", "race", "profession", "age", "characteristics"):
        if key not in found:
            raise SheetError(_("the sheet has no {key}").format(key=key), n.SHEET)
    mode = _mode(found.get("creation", "normale"))
    sheet = _identity(found, mode)
    high_char, high_skill = REACH[mode]
    sheet["characteristics"] = _characteristics(found["characteristics"], high_char)
    sheet["skills"] = skills(found.get("skills", {}), sheet["race"], high_skill)
    sheet |= _resources(found, mode)
    sheet["armour"] = armour_piece(found.get("armour"), "armour")
    sheet["shield"] = armour_piece(found.get("shield"), "shield")
    sheet["weapons"] = weapons(found.get("weapons", []))
    sheet["equipment"] = names(found.get("equipment", []), "equipment")
    if mode != "import":
        _check_race_skills(sheet)
    else:
        sheet |= _current(found, sheet)
    return sheet


def _mode(value: object) -> str:
    if isinstance(value, str) and value.strip().casefold() in MODES:
        return MODES[value.strip().casefold()]
    raise SheetError(
        _("creation must be normale, casuale or import, got {value}").format(
            value=show(value)
        ),
        n.MODES,
    )


def _identity(found: dict, mode: str) -> dict[str, Any]:
    try:
        race = n.race(name(found["race"], "race", n.RACE))
        age = whole(found["age"], "age", 24, 65, n.AGE)
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None
    second = found.get("second_profession")
    return {
        "name": name(found["name"], "name"),
        "player": name(found["player"], "player"),
        "creation": mode,
        "race": race,
        "profession": name(found["profession"], "profession", n.EDUCATION),
        "second_profession": name(second, "second_profession") if second else None,
        "age": age,
        "credo": note(found.get("credo"), "credo"),
        "carattere": _carattere(found.get("carattere", [])),
        "story": note(found.get("story"), "story"),
        "height": _height(found.get("height")),
        "weight": _maybe(found.get("weight"), "weight", 1, 999),
    }


def _characteristics(value: object, high: int) -> dict[str, dict]:
    given = keyed(value, aliases(n.CHARACTERISTICS), "characteristics")
    missing = [c for c in n.CHARACTERISTICS if c not in given]
    if missing:
        raise SheetError(
            _("{value} is missing from characteristics").format(value=missing[0]),
            n.SHEET,
        )
    return {
        c: {"base": whole(given[c], c, 1, high, n.SHEET)} for c in n.CHARACTERISTICS
    }


def _resources(found: dict, mode: str) -> dict[str, int]:
    high = LIMIT if mode == "import" else 0
    return {
        "pix": whole(found.get("pix", 0), "pix", 0, high, n.AWARDS),
        "oro": whole(found.get("oro", 0), "oro", 0, LIMIT, n.EQUIPMENT),
        "pasti": whole(found.get("pasti", 0), "pasti", 0, LIMIT, n.EQUIPMENT),
    }


def _current(found: dict, sheet: dict) -> dict[str, int]:
    """An imported character's current pV and Mana (default: the maxima)."""
    from journal.domain.fdt.sheet import FdtSheet

    made = FdtSheet.from_sheet("import", sheet)
    current = {}
    if "pv" in found:
        current["pv"] = whole(found["pv"], "pv", 1, made.pv_max, n.SCORES)
    if "mana" in found:
        current["mana"] = whole(found["mana"], "mana", 0, made.mana_max, n.SCORES)
    return current


def _check_race_skills(sheet: dict) -> None:
    for skill in t.RACE_SKILLS[sheet["race"]]:
        if skill not in sheet["skills"]:
            message = _("an {race} has {skill} (10+1d4); the sheet has not").format(
                race=sheet["race"], skill=skill
            )
            raise SheetError(message, n.RACE)


def _height(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise SheetError(
            _("height must be metres, got {value}").format(value=show(value)), n.SCORES
        )
    if not 0.3 <= value <= 5:
        raise SheetError(
            _("height must be 0.3..5 metres, got {value}").format(value=show(value)),
            n.SCORES,
        )
    return float(value)


def _maybe(value: object, label: str, low: int, high: int) -> int | None:
    return None if value is None else whole(value, label, low, high, n.SCORES)


def _carattere(value: object) -> list[str]:
    """1.8: three or four adjectives, or none yet (the Master's later)."""
    from journal.domain.fdt.creation import check_carattere

    try:
        return check_carattere(names(value, "carattere", 6))
    except RuleBroken as error:
        raise SheetError(error.message, error.section) from None

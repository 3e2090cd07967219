"""A µD6 sheet file (journal character create --from FILE.toml), checked.

Keys (Italian or English, any case, accents optional): name (nome), player
(giocatore), stats (statistiche, or caratteristiche and competenze, merged)
as NAME = N, tenacia, tenacia_max (optional), coins (monete), gear
(equipaggiamento): each a name from the seed's list or a table with name and
load, coins, uses, ammo, armour, uses_left, ammo_left, worn, shield.
"""

from __future__ import annotations

from typing import Any

from journal.domain.errors import RuleBroken, SheetError
from journal.domain.microd6.gear import make_item
from journal.domain.microd6.stats import STAT_LIMIT
from journal.domain.text import clean_name, fold_key

SHEET = "Scheda"
KEYS = {
    "name": ("name", "nome"),
    "player": ("player", "giocatore"),
    "stats": (
        "stats",
        "statistiche",
        "caratteristiche",
        "competenze",
        "characteristics",
        "skills",
    ),  # fmt: skip
    "tenacia": ("tenacia", "tenacity"),
    "tenacia_max": ("tenacia_max", "tenacia_massima", "max_tenacia"),
    "coins": ("coins", "monete"),
    "gear": ("gear", "equipaggiamento", "inventario"),
}
ITEM_KEYS = {
    "name": ("name", "nome"),
    "load": ("load", "ingombro"),
    "coins": ("coins", "monete", "costo"),
    "uses": ("uses", "usi"),
    "ammo": ("ammo", "munizioni"),
    "armour": ("armour", "armor", "armatura"),
    "uses_left": ("uses_left", "usi_rimasti"),
    "ammo_left": ("ammo_left", "munizioni_rimaste"),
    "worn": ("worn", "indossato", "indossata"),
    "shield": ("shield", "scudo"),  # a table's own shield (issue 28)
}
TENACIA_LIMIT = 99
COINS_LIMIT = 99_999


def parse_sheet(data: object, tables: dict | None = None) -> dict[str, Any]:
    """The sheet checked; `tables` is data/gear.toml's content (the seed's list)."""
    found = grouped(data, KEYS, "the sheet")
    for key in ("name", "player", "stats"):
        if key not in found:
            raise SheetError(f"{key} is missing", SHEET)
    tenacia_max = found.get("tenacia_max", [None])[0]
    sheet = {
        "name": name(found["name"][0], "name"),
        "player": name(found["player"][0], "player"),
        "stats": stats(found["stats"]),
        "tenacia": whole(found.get("tenacia", [0])[0], "tenacia", TENACIA_LIMIT),
        "tenacia_max": None
        if tenacia_max is None
        else whole(tenacia_max, "tenacia_max", TENACIA_LIMIT),
        "coins": whole(found.get("coins", [0])[0], "coins", COINS_LIMIT),
        "gear": gear(found.get("gear", [[]])[0], tables),
    }
    if sheet["tenacia_max"] is not None and sheet["tenacia"] > sheet["tenacia_max"]:
        raise SheetError("tenacia is above tenacia_max", "Tenacia")
    return sheet


def grouped(data: object, keys: dict, label: str) -> dict[str, list]:
    """The values of `data` by canonical key (a key's aliases gather together)."""
    if not isinstance(data, dict):
        raise SheetError(f"{label} must be a table of keys", SHEET)
    canonical = {fold_key(alias): key for key, names in keys.items() for alias in names}
    found: dict[str, list] = {}
    for key, value in data.items():
        if fold_key(str(key)) not in canonical:
            known = ", ".join(keys)
            raise SheetError(f"unknown key {key!r} in {label} (keys: {known})", SHEET)
        found.setdefault(canonical[fold_key(str(key))], []).append(value)
    for key, values in found.items():
        if len(values) > 1 and key != "stats":
            raise SheetError(f"{key} is given twice in {label}", SHEET)
    return found


def name(value: object, label: str) -> str:
    if not isinstance(value, str):
        raise SheetError(f"{label} must be text, got {value!r}", SHEET)
    try:
        return clean_name(value, label)
    except RuleBroken as error:
        raise SheetError(f"{label}: {error.message}", SHEET) from None


def whole(value: object, label: str, most: int, least: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SheetError(f"{label} must be a whole number, got {value!r}", SHEET)
    if not least <= value <= most:
        raise SheetError(f"{label} must be {least}..{most}, got {value}", SHEET)
    return value


def stats(tables: list) -> dict[str, int]:
    result: dict[str, int] = {}
    for table in tables:
        if not isinstance(table, dict):
            raise SheetError("stats must be a table of NAME = N", "Tiro Azione")
        for key, value in table.items():
            stat = name(key, "a stat's name")
            if fold_key(stat) in (fold_key(s) for s in result):
                raise SheetError(f"the stat {stat} is given twice", "Tiro Azione")
            result[stat] = whole(value, stat, STAT_LIMIT)
    if not result:
        raise SheetError("a character needs at least one stat", "Tiro Azione")
    return result


def gear(value: object, tables: dict | None) -> list[dict]:
    if not isinstance(value, list):
        raise SheetError("gear must be a list of items", "Equipaggiamento")
    return [item(entry, tables, i + 1) for i, entry in enumerate(value)]


def item(entry: object, tables: dict | None, number: int) -> dict:
    label = f"gear item {number}"
    if isinstance(entry, str):
        entry = {"name": entry}
    spec = {k: v[0] for k, v in grouped(entry, ITEM_KEYS, label).items()}
    if "name" not in spec:
        raise SheetError(f"{label} has no name", "Equipaggiamento")
    try:
        return make_item(name(spec.pop("name"), label), tables, spec)
    except RuleBroken as error:
        raise SheetError(f"{label}: {error.message}", error.section) from None

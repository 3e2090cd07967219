"""Weapons, shields and armour of a sheet file (5.9–5.11), filled from the
tables by name; a weapon the tables do not know names its skill and damage.
Their keys, types and ranges are the sheet's declaration's (sheetmodel)."""

from __future__ import annotations

from typing import Any

from journal.domain.brp import catalogue, gear
from journal.domain.brp import fields as f
from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.text import fold_key


def weapons(value: Any, tables: dict, skills: dict, mode: str) -> list[dict]:
    found = []
    for given in value:
        weapon = weapon_of(given, tables)
        if fold_key(weapon["name"]) in (fold_key(w["name"]) for w in found):
            raise SheetError(
                _("weapon {name} is listed twice").format(name=weapon["name"]),
                n.WEAPONS,
            )
        own_skill(weapon, tables, skills, mode)
        found.append(weapon)
    return found


def weapon_of(given: dict, tables: dict) -> dict:
    name = f.name(given["name"], "weapon name")
    table = gear.table_weapon(tables, name) or {}
    merged = {**table, **given, "name": table.get("name", name)}
    for key in ("skill", "damage"):
        if key not in merged:
            raise SheetError(
                _("{name} is not in 5.9: give its {key}").format(name=name, key=key),
                n.WEAPONS,
            )
    skill = catalogue.canonical(tables, f.name(merged["skill"], "weapon skill"))
    try:
        dice, written = gear.damage_parts(str(merged["damage"]))
    except RuleBroken as error:
        raise SheetError(
            _("{name}: {message}").format(name=name, message=error.message), n.WEAPONS
        ) from None
    kind = f.choice(
        merged.get("kind", gear.kind_of(skill)), "kind", gear.KINDS, n.WEAPONS
    )
    if written is None:  # the tables write the bonus wherever it applies
        written = "none" if table and "damage" not in given else None
    bonus = merged.get("bonus") or written or gear.default_bonus(kind)
    ammo = merged.get("ammo")
    return {
        "name": merged["name"],
        "skill": skill,
        "damage": dice,
        "bonus": f.choice(bonus, "bonus", gear.BONUS_MODES, n.WEAPONS),
        "kind": kind,
        "hands": merged.get("hands", 1),
        "hp": merged.get("hp", 0),
        "hp_lost": 0,
        "range": merged.get("range", 0) or None,
        "ammo": ammo,
        "loaded": ammo,
        "size": merged.get("size") if kind == "shield" else None,
        "per_round": merged.get("per_round"),  # a creature's attack (7: the bear's)
    }


UNARMED = ("Rissa", "Lotta", "Arti Marziali")
START = 50  # 2.9: "qualsiasi arma ... pari o superiore a 50%"


def check_starting_weapons(arms: list[dict], skills: dict) -> None:
    """2.9: a new character starts with the weapons whose skill is 50% or
    more. Decision: bare hands are no equipment, and shields are not weapons
    here (the GM approves them, like armour)."""
    for weapon in arms:
        if weapon["kind"] == "shield" or weapon["skill"] in UNARMED:
            continue
        value = skills.get(weapon["skill"], 0)
        if value < START:
            raise SheetError(
                _(
                    "{name} needs {skill} at {START}% or more to start with it, not "
                    "{value}%"
                ).format(
                    name=weapon["name"], skill=weapon["skill"], START=START, value=value
                ),
                n.EQUIPMENT,
            )


def own_skill(weapon: dict, tables: dict, skills: dict, mode: str) -> None:
    """The weapon's skill on the sheet: at its base unless the sheet lists it."""
    skill = weapon["skill"]
    if any(fold_key(s) == fold_key(skill) for s in skills):
        return
    family, spec = catalogue.split(skill)
    for known in catalogue.families(tables):
        if spec and fold_key(known) == fold_key(family):
            skills[skill] = skills[known]
            return
    if catalogue.is_family(tables, skill) and spec:
        skills[skill] = 0  # a weapon 5.9 does not list: base 00
        return
    raise SheetError(
        _("{name} uses {skill}, which is not in [skills]").format(
            name=weapon["name"], skill=skill
        ),
        n.WEAPONS,
    )


def armour(value: Any, tables: dict) -> list[dict]:
    found = []
    for given in value:
        name = f.name(given.get("name"), "armour name")
        table = gear.table_armour(tables, name) or shield_armour(tables, name)
        points = given.get("points", table.get("points") or None)
        if points is None:
            raise SheetError(
                _("{name}: give its armour points").format(name=name), n.ARMOUR
            )
        found.append(
            {
                **({"shield": True} if table.get("shield") else {}),
                "name": table.get("name", name),
                "points": points,
                **{
                    group: given.get(group, table.get(group, 0))
                    for group in ("physical", "perceptive")
                },
            }
        )
    return found


def shield_armour(tables: dict, name: str) -> dict:
    """5.11: a shield held still protects with its armour points."""
    shield = gear.table_weapon(tables, name)
    if not shield or "size" not in shield:
        return {}
    return {"name": shield["name"], "points": shield["points"], "shield": True}

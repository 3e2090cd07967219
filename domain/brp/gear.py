"""Weapons, shields and armour on a sheet (5.9–5.11), filled from the tables.

A weapon is {name, skill, damage, bonus, kind, hands, hp, hp_lost, range,
ammo, loaded}: `damage` is the dice ("1D6+1"), `bonus` how the damage bonus
adds ("full", "half": rolled, halved, rounded up; "none"), `kind` what may
parry or dodge it (5.6, 5.7), `hp` 0 when it has none (Rissa), `ammo` the
rounds a magazine holds (None: not counted).
"""

from __future__ import annotations

import re

from journal.domain import notation
from journal.domain.brp import names as n
from journal.domain.brp.catalogue import split
from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

BONUS_MODES = ("full", "half", "none")
KINDS = ("melee", "shield", "thrown", "firearm")
_BONUS = re.compile(r"\s*\+\s*(½|1/2)?\s*(BD|DB)\s*$", re.IGNORECASE)
MELEE_FAMILIES = ("Arma da Mischia", "Rissa", "Lotta", "Arti Marziali")
THROWN_FAMILIES = ("Arma a Distanza", "Lanciare")
FIREARM_FAMILIES = ("Arma da Fuoco", "Arma a Energia", "Arma Pesante", "Artiglieria")
SHIELD_PARRY = {"small": 15, "medium": 30, "large": 60}  # 5.11, against ranged
KNEELING = 90  # behind a large shield
# 5.4: at the same DES rank ranged weapons act first, then long (lances,
# javelins), medium (swords, axes), short ones (daggers) and bare hands.
LENGTHS = ("ranged", "long", "medium", "short")
LONG = ("Arma Inastata", "Lancia", "Bastone")
SHORT = ("Pugnale",)


def damage_parts(text: str) -> tuple[str, str | None]:
    """('1D6+1', 'full') for '1D6+1+BD'; ('2D6', None) when no bonus is written."""
    found = _BONUS.search(text)
    dice = _BONUS.sub("", text) if found else text.strip()
    notation.parse(dice)  # refuses what is not dice notation
    if not found:
        return notation.normalised(notation.parse(dice)).upper(), None
    mode = "half" if found.group(1) else "full"
    return notation.normalised(notation.parse(dice)).upper(), mode


def kind_of(skill: str) -> str:
    """What a weapon is, from its skill family: Scudo parries, firearms and
    energy weapons cannot be parried or dodged, thrown weapons and bows only
    by a shield (parry) or a Difficult dodge. Anything else is melee."""
    family = fold_key(split(skill)[0])
    for families, kind in (
        (("Scudo",), "shield"),
        (THROWN_FAMILIES, "thrown"),
        (FIREARM_FAMILIES, "firearm"),
    ):
        if family in (fold_key(f) for f in families):
            return kind
    return "melee"


def default_bonus(kind: str) -> str:
    """5.9: the full bonus in melee, half for thrown weapons and bows, none
    for firearms (a crossbow's table entry writes none: the table wins)."""
    return {"melee": "full", "shield": "full", "thrown": "half"}.get(kind, "none")


def table_weapon(tables: dict, name: str) -> dict | None:
    """The SRD's weapon or shield called `name` ("Scudo Rotondo" or "Rotondo")."""
    key = fold_key(name)
    for known, data in tables["weapons"].items():
        if fold_key(known) == key:
            return {"name": known, **data}
    for known, data in tables["shields"].items():
        if key in (fold_key(known), fold_key(f"Scudo {known}")):
            return {
                "name": f"Scudo {known}",
                "skill": f"Scudo ({known})",
                "base": 15,
                "hands": 1,
                "hp": data["points"],
                **data,
            }
    return None


def table_armour(tables: dict, name: str) -> dict | None:
    key = fold_key(name)
    for known, data in tables["armour"].items():
        if fold_key(known) == key:
            return {"name": known, **data}
    return None


def shield_chance(weapon: dict, kneeling: bool) -> int:
    """A shield's chance to parry a ranged weapon (5.11), by its size."""
    size = weapon.get("size") or "medium"
    if kneeling:
        if size != "large":
            raise RuleBroken(_("only a large shield is knelt behind"), n.SHIELDS)
        return KNEELING
    return SHIELD_PARRY[size]


def broken(weapon: dict) -> bool:
    """5.6: a weapon breaks when its hit points are exceeded."""
    return bool(weapon["hp"]) and weapon["hp_lost"] > weapon["hp"]


def length(weapon: dict) -> str:
    """A weapon's place in 5.4's ties. Decision: polearms and staves are long
    like the lances; maces, hammers and clubs medium like swords and axes;
    shields, bare hands and a creature's own weapons (claws, bites) short."""
    if weapon["kind"] in ("thrown", "firearm"):
        return "ranged"
    family, spec = split(weapon["skill"])
    if fold_key(family) != fold_key("Arma da Mischia") or spec is None:
        return "short"
    if fold_key(spec) in (fold_key(s) for s in LONG):
        return "long"
    return "short" if fold_key(spec) in (fold_key(s) for s in SHORT) else "medium"


def slow_reload(weapon: dict) -> bool:
    """5.9: a crossbow takes a whole round to reload (one shot every two)."""
    return fold_key(split(weapon["skill"])[1] or "") == fold_key("Balestra")


def worn_points(piece: dict, weapons: list[dict]) -> int:
    """An armour's points; a shield worn as armour (5.11) loses the hit points
    its parries cost the same shield carried as a weapon."""
    if not piece.get("shield"):
        return piece["points"]
    lost = sum(
        w["hp_lost"] for w in weapons if fold_key(w["name"]) == fold_key(piece["name"])
    )
    return max(0, piece["points"] - lost)

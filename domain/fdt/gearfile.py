"""Armour, shields and weapons as a sheet file or a command gives them.

Weapons, their damage and the armours' Colpi are per setting (Mogadus and the
others), not in the base rules: the journal takes them as typed and checks
their shape. A weapon's `difficulty` is the modifier its difficoltà d'uso adds
to melee checks (e.g. -2), as the setting prints it.
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken, SheetError
from journal.domain.fdt import names as n
from journal.domain.fdt import rolls
from journal.domain.fdt.i18n import _
from journal.domain.fdt.sheetvalues import flag, keyed, name, show, whole

_ARMOUR_KEYS = {
    "name": "name", "nome": "name", "colpi": "colpi", "durata": "durata",
    "agi": "agi", "vel": "vel",
}  # fmt: skip
_WEAPON_KEYS = {
    "name": "name", "nome": "name", "damage": "damage", "danno": "damage",
    "skill": "skill", "abilita": "skill", "difficulty": "difficulty",
    "difficolta": "difficulty", "range": "range", "gittata": "range",
    "damaged": "damaged", "rovinata": "damaged", "unabsorbable": "unabsorbable",
    "a_nudo": "unabsorbable",
}  # fmt: skip


def armour_piece(value: object, label: str) -> dict | None:
    """An armour or shield: Colpi absorbed, Durata left, Agi/Vel modifiers."""
    if value is None:
        return None
    found = keyed(value, _ARMOUR_KEYS, label)
    if "colpi" not in found or "durata" not in found:
        raise SheetError(
            _("{label} needs colpi and durata").format(label=label), n.COMBAT
        )
    return {
        "name": name(found.get("name", label), f"{label} name"),
        "colpi": whole(found["colpi"], f"{label} colpi", 0, 99, n.COMBAT),
        "durata": whole(found["durata"], f"{label} durata", 0, 999, n.COMBAT),
        "agi": whole(found.get("agi", 0), f"{label} agi", -20, 20, n.COMBAT),
        "vel": whole(found.get("vel", 0), f"{label} vel", -20, 20, n.COMBAT),
    }


def weapons(value: object) -> list[dict]:
    if not isinstance(value, list) or len(value) > 40:
        raise SheetError(_("weapons must be a list of at most 40 weapons"), n.EQUIPMENT)
    found = [weapon(item) for item in value]
    seen = [w["name"].casefold() for w in found]
    if len(set(seen)) != len(seen):
        raise SheetError(_("two weapons have the same name"), n.EQUIPMENT)
    return found


def weapon(value: object) -> dict:
    found = keyed(value, _WEAPON_KEYS, "a weapon")
    label = f"weapon {show(found.get('name'))}"
    if "name" not in found or "damage" not in found:
        raise SheetError(_("a weapon needs a name and its damage"), n.EQUIPMENT)
    skill = n.canonical(str(found.get("skill", n.ARMI)), n.COMBAT_SKILLS)
    if skill is None:
        skills = ", ".join(n.COMBAT_SKILLS)
        raise SheetError(
            _("{label} skill must be one of {skills}").format(
                label=label, skills=skills
            ),
            n.COMBAT,
        )
    return {
        "name": name(found["name"], "weapon name"),
        "damage": damage(found["damage"], label),
        "skill": skill,
        "difficulty": whole(found.get("difficulty", 0), f"{label} difficulty", -20, 20),
        "range": _range(found.get("range"), label),
        "damaged": flag(found.get("damaged", False), f"{label} damaged"),
        "unabsorbable": flag(found.get("unabsorbable", False), f"{label} a nudo"),
    }


def damage(value: object, label: str) -> str:
    """A damage expression (`d10`, `2d4+d6`, `d8+1`), checked, normalised."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        raise SheetError(
            _("{label} damage must be dice such as d10").format(label=label),
            n.EQUIPMENT,
        )
    try:
        from journal.domain import notation

        terms = notation.parse(value)
        for term in terms:
            if term.keep or term.explode:
                raise RuleBroken(_("no die is kept or explodes"), n.DICE)
            if term.count:
                rolls.physical_die(term.sides)
        return notation.normalised(terms)
    except RuleBroken as error:
        raise SheetError(
            _("{label} damage: {message}").format(label=label, message=error.message),
            n.EQUIPMENT,
        ) from None


def _range(value: object, label: str) -> list[int] | None:
    """[medium, maximum] metres (2.5's gittata media and massima)."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2:
        raise SheetError(
            _("{label} range must be [medium, maximum]").format(label=label), n.RANGE
        )
    medium = whole(value[0], f"{label} medium range", 0, 100_000, n.RANGE)
    maximum = whole(value[1], f"{label} maximum range", medium, 100_000, n.RANGE)
    return [medium, maximum]

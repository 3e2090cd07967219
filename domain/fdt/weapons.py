"""What an attack is made with: the skill and its score, the weapon, the damage.

A character attacks with a combat skill: its weapon's (a weapon named on the
sheet), the one the table names, or Mani nude, whose damage is the Danno base
of the table (1.7). A creature attacks with one of its stat block's attacks.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt.combat import Attack
from journal.domain.fdt.gearfile import damage
from journal.domain.fdt.i18n import _
from journal.domain.text import fold_key


class Arms(NamedTuple):
    skill: str  # a combat skill, or the creature's attack name
    score: int
    weapon: dict | None
    damage: str  # the damage dice
    unabsorbable: bool  # "A nudo": no armour or shield absorbs it


def arms(attacker, plan: Attack) -> Arms:
    if not attacker.is_character:
        return _creature_attack(attacker.record, plan)
    sheet = attacker.record
    weapon = _weapon(sheet, plan.weapon) if plan.weapon else None
    skill = _skill(plan.skill, weapon)
    given = damage(plan.damage, "the attack") if plan.damage else None
    dice = given or (weapon["damage"] if weapon else None)
    if dice is None and skill == n.MANI_NUDE:
        dice = sheet.unarmed
    if dice is None:
        raise RuleBroken(
            _("an attack with {skill} needs a weapon or its damage dice").format(
                skill=skill
            ),
            n.COMBAT,
        )
    unabsorbable = bool(weapon and weapon.get("unabsorbable"))
    return Arms(skill, sheet.value(skill), weapon, dice, unabsorbable)


def _weapon(sheet, name: str) -> dict:
    for weapon in sheet.weapons:
        if fold_key(weapon["name"]) == fold_key(name):
            if weapon.get("broken"):
                raise RuleBroken(
                    _("{name}'s {name2} is broken").format(
                        name=sheet.name, name2=weapon["name"]
                    ),
                    n.CRITICALS,
                )
            return weapon
    raise NotFound(
        _("{name} has no weapon called {name2!r}").format(name=sheet.name, name2=name),
        n.EQUIPMENT,
    )


def _skill(name: str | None, weapon: dict | None) -> str:
    if name is None:
        return weapon["skill"] if weapon else n.MANI_NUDE
    found = n.canonical(name, n.COMBAT_SKILLS)
    if found is None:
        skills = ", ".join(n.COMBAT_SKILLS)
        raise RuleBroken(
            _("an attack is a check on {skills}, not {name!r}").format(
                skills=skills, name=name
            ),
            n.COMBAT,
        )
    return found


def _creature_attack(record: dict, plan: Attack) -> Arms:
    attacks = record["attacks"]
    if plan.skill is None and len(attacks) == 1:
        chosen = attacks[0]
    else:
        wanted = fold_key(plan.skill or "")
        found = [a for a in attacks if fold_key(a["name"]) == wanted]
        if not found:
            names = ", ".join(a["name"] for a in attacks) or "none"
            raise NotFound(
                _("{name}'s attacks are: {names}").format(
                    name=record["name"], names=names
                ),
                n.OPPONENTS,
            )
        chosen = found[0]
    dice = damage(plan.damage, "the attack") if plan.damage else chosen["damage"]
    return Arms(chosen["name"], chosen["value"], None, dice, chosen["unabsorbable"])

"""Pompare i valori (3.2): which pump a value may take, its price, its result.

Characteristics: base +1 for 60 PiX (base below 20); random +1d4 for 120 (base
below 20, the total stopped at 20); ultra +1 for 120 (base 20 or more); check
+1 for 30, only right after a natural 1 on a check of that value ("solo al
momento"; an ignored check gives none). Skills: the same at half the price
(30, 60, 60, 15), and only a skill used this adventure (regola dell'uso).
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t


def base_of(sheet, name: str) -> int:
    if name in sheet.characteristics:
        return sheet.characteristics[name]["base"]
    return sheet.skills[name]["value"]


def check_pump(sheet, name: str, kind: str, combat_pumps_off: bool) -> int:
    """Refuse a pump the rules forbid; its cost in PiX otherwise."""
    skill = name not in sheet.characteristics
    cost = t.pump_cost(kind, skill)
    base = base_of(sheet, name)
    if kind in ("base", "random") and base >= t.PUMP_CAP:
        _refuse(f"{name} has base {base}: a {kind} pump needs a base below 20 (ultra)")
    if kind == "ultra" and base < t.PUMP_CAP:
        _refuse(f"{name} has base {base}: an ultra pump needs a base of 20 or more")
    if kind == "check" and sheet.pump_chance != name:
        _refuse(f"{sheet.name} has not just rolled a natural 1 on {name}")
    if kind == "check" and combat_pumps_off and name in n.COMBAT_SKILLS:
        _refuse(f"no check pump on {name}: the campaign's no-combat-check-pumps rule")
    if skill and not sheet.skills[name]["used"]:
        _refuse(f"{name} has not been used this adventure (regola dell'uso)")
    if cost > sheet.pix:
        _refuse(
            f"{sheet.name} has {sheet.pix} PiX; a {kind} pump of {name} costs {cost}"
        )
    return cost


def pumped(base: int, kind: str, die: int | None) -> int:
    """The base after the pump (random: + the d4, stopped at 20)."""
    if kind == "random":
        return min(t.PUMP_CAP, base + die)
    return base + 1


def _refuse(message: str) -> None:
    raise RuleBroken(message, n.PUMPS)

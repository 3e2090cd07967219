"""Damage (5.9, 5.12, 5.13, 6.9): weapon dice, damage bonus, specials, knockouts.

Rolled with the command's dice in a fixed order: the weapon's dice, then the
damage bonus's. A special success deals the weapon's maximum plus a normal
roll plus the bonus (5.13: short sword 7 + (3+1) + 2 = 13); armour comes off
as usual. Totals never fall below 0 (1.3).
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil

from journal.domain import notation
from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.dice import Dice, Group
from journal.domain.errors import RuleBroken


def roll_dice(text: str, dice: Dice, section: str) -> tuple[list[dict], int]:
    """(groups as stored, the signed sum with constants) of an expression,
    without closing the typed dice (more of the same command may follow)."""
    groups, total = [], 0
    for term in notation.parse(text):
        if not term.count:
            total += term.sign * term.constant
            continue
        group = Group.plain(
            term.sides, dice.roll(term.count, term.sides, section).faces
        )
        groups.append(group.to_dict())
        total += term.sign * group.total
    return groups, total


def bonus_expression(bonus: str) -> tuple[int, str | None]:
    """(+1 or -1, "1D4") for "+1D4"; (1, None) for "0" (no bonus)."""
    text = bonus.strip()
    if text in ("0", "", "+0", "-0"):
        return 1, None
    sign = -1 if text.startswith("-") else 1
    return sign, text.lstrip("+-")


def roll_bonus(bonus: str, mode: str, dice: Dice) -> dict:
    """The damage bonus rolled: all of it, half (rolled, halved, rounded up;
    Decision: the sign kept) or none (firearms, crossbows)."""
    sign, expression = bonus_expression(bonus)
    if mode == "none" or expression is None:
        return {"bonus": bonus, "mode": mode, "dice": [], "total": 0}
    groups, raw = roll_dice(expression, dice, n.WEAPONS)
    value = ceil(Fraction(raw, 2)) if mode == "half" else raw
    return {"bonus": bonus, "mode": mode, "dice": groups, "total": sign * value}


def roll_damage(weapon: dict, bonus: str, dice: Dice, special: bool, doubled: bool):
    """The raw damage of a hit, every part kept for the event."""
    groups, rolled = roll_dice(weapon["damage"], dice, n.WEAPONS)
    rolled = max(0, rolled) * (2 if doubled else 1)
    maximum = notation.bounds(weapon["damage"])[1] if special else 0
    extra = roll_bonus(bonus, weapon["bonus"], dice)
    dice.check_all_used(n.WEAPONS)
    return {
        "dice": groups,
        "rolled": rolled,
        "maximum": maximum,
        "bonus": extra,
        "total": max(0, maximum + rolled + extra["total"]),
    }


def minimum(weapon: dict, bonus: str) -> int:
    """6.9: the least damage the dice can deal, the bonus's minimum included."""
    low = notation.bounds(weapon["damage"])[0]
    sign, expression = bonus_expression(bonus)
    if weapon["bonus"] == "none" or expression is None:
        return low
    low_bonus, high_bonus = notation.bounds(expression)
    extra = low_bonus if sign > 0 else high_bonus
    if weapon["bonus"] == "half":
        extra = ceil(Fraction(extra, 2))
    return max(0, low + sign * extra)


def knocked_out(net: int, max_pf: int) -> bool:
    """6.9: damage after armour at least half the target's total PF."""
    return 2 * net >= max_pf


def range_factor(distance: int | None, weapon: dict) -> Fraction:
    """5.9 gittata: normal to the range, Difficult to twice, a quarter to three
    times, impossible beyond."""
    reach = weapon.get("range")
    if distance is None or not reach:
        return Fraction(1)
    if distance < 0 or distance > 3 * reach:
        raise RuleBroken(
            _(
                "{name} reaches {reach} m: at {distance} m the target is beyond three "
                "times its range"
            ).format(name=weapon["name"], reach=reach, distance=distance),
            n.WEAPONS,
        )
    if distance <= reach:
        return Fraction(1)
    return Fraction(1, 2) if distance <= 2 * reach else Fraction(1, 4)

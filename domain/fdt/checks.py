"""Checks (2.1 Check (ch)): 1d20 roll-under, natural 1 and 20, ignored checks.

A check succeeds when 1d20 ≤ score + modifier; a natural 1 always succeeds and
a natural 20 always fails. When score + modifier reaches 20 the character "può
compiere automaticamente" the action: the check is ignored, done with no roll
and no chance of a check pump (3.2), unless the player rolls anyway (a natural
20 still fails, a natural 1 may still pump). "With a modifier of +20 or more
the natural-1 rule no longer holds" changes no outcome: such a target is 21 or
more, so a 1 succeeds by the plain rule too. An unheld skill rolls 1d100 strictly
below the characteristic it falls under; 01 grants the skill at a fifth of that
characteristic + 1d4; 00 is serious harm.
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil, floor

from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.fdt import tables as t
from journal.domain.fdt.i18n import _
from journal.domain.fdt.names import CHECK

AUTOMATIC = 20
MOD_LIMIT = 100  # no difficulty of the rulebook goes near it


def check(score: int, modifier: int, dice: Dice, anyway: bool = False) -> dict:
    """Roll a check (or ignore it, at 20 or more, unless rolled `anyway`)."""
    if abs(modifier) > MOD_LIMIT:
        raise RuleBroken(
            _("a modifier of {modifier} is beyond any difficulty").format(
                modifier=modifier
            ),
            CHECK,
        )
    target = score + modifier
    fields = {"score": score, "modifier": modifier, "target": target}
    if target >= AUTOMATIC and not anyway:
        return fields | automatic()
    roll = dice.roll(1, 20, CHECK)
    return fields | judge(target, roll.faces[0]) | source(roll)


def automatic() -> dict:
    fields = {"roll": None, "natural": False, "result": "automatic", "margin": None}
    return fields | {"dice_source": None, "seed": None}


def judge(target: int, face: int) -> dict:
    """A d20 against a target: natural 1 and 20 first, then roll-under."""
    natural = face in (1, 20)
    success = face == 1 or (face != 20 and face <= target)
    result = "success" if success else "failure"
    return {"roll": face, "natural": natural, "result": result, "margin": target - face}


def source(roll) -> dict:
    return {"dice_source": roll.source, "seed": roll.seed}


def passed(fields: dict) -> bool:
    return fields["result"] in ("success", "automatic")


def unheld(characteristic: int, dice: Dice) -> dict:
    """A skill not held: d100 strictly below the characteristic; 01 succeeds
    and grants the skill (then a d4 is rolled: see `discovered`), 00 fails
    with serious harm."""
    roll = dice.roll(1, 100, CHECK)
    face = roll.faces[0]
    success = face == 1 or face < characteristic
    return {
        "score": characteristic,
        "roll": face,
        "result": "success" if success else "failure",
        "discovered": face == 1,
        "calamity": face == 100,
    } | source(roll)


def discovered_value(characteristic: int, die: int) -> int:
    """The regola dell'1 su 100: a fifth of the characteristic (rounded up, as
    halves are: Decision) + 1d4."""
    return ceil(characteristic / 5) + die


def average(values: list[int]) -> int:
    """Averaged and group checks: the mean, to the nearest, a half up (0.2)."""
    if not values:
        raise RuleBroken(_("an averaged check needs values"), CHECK)
    return floor(Fraction(sum(values), len(values)) + Fraction(1, 2))


def challenge_modifier(opponent_value: int) -> int:
    """Ch di sfida: the roller's score "modified by twice the opponent's bonus"
    in that value; the sign is not given (Decision: subtracted, so a stronger
    opponent makes the check harder)."""
    return -2 * t.bonus(opponent_value)

"""The odds of Fuori dal Tempo's rolls, exact (fractions.Fraction).

A check succeeds on faces 1..target of the d20 with the natural 1 and 20 rules:
clamp(target, 1, 19)/20, and certainly when ignored (target ≥ 20). An unheld
skill succeeds on a d100 face below the characteristic, or 01. Damage dice
(odd sizes rerolled: each kept face is uniform) give an exact distribution.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from journal.domain import notation
from journal.domain.fdt import checks, rolls
from journal.domain.fdt import tables as t


def check_chance(target: int) -> Fraction:
    if target >= checks.AUTOMATIC:
        return Fraction(1)
    return Fraction(min(max(target, 1), 19), 20)


def unheld_chance(characteristic: int) -> Fraction:
    wins = sum(1 for face in range(1, 101) if face == 1 or face < characteristic)
    return Fraction(wins, 100)


def challenge_chance(score: int, opponent_value: int) -> Fraction:
    """The roller's chance in a ch di sfida (the opponent's is the rest)."""
    return check_chance(score + checks.challenge_modifier(opponent_value))


def difficulty_table(score: int, mod: int = 0) -> list[dict]:
    """For each difficulty word: the modifier, the target, the chance."""
    rows = []
    for word, modifier in t.DIFFICULTIES.items():
        target = score + modifier + mod
        rows.append(
            {"difficulty": word, "modifier": modifier + mod, "target": target}
            | {"chance": check_chance(target), "automatic": target >= 20}
        )
    return rows


def rolls_per_die(sides: int) -> Fraction:
    """How many throws of the physical die a dX takes on average (d15: 4/3)."""
    return Fraction(rolls.physical_die(sides), sides)


def distribution(expression: str) -> dict[int, Fraction]:
    """The exact distribution of a damage expression (floored at 0)."""
    spread: Counter = Counter({0: Fraction(1)})
    for term in notation.parse(expression):
        if not term.count:
            spread = Counter(
                {v + term.sign * term.constant: p for v, p in spread.items()}
            )
            continue
        for _ignored in range(term.count):
            spread = _add_die(spread, term.sides, term.sign)
    floored: Counter = Counter()
    for value, chance in spread.items():
        floored[max(0, value)] += chance
    return dict(sorted(floored.items()))


def mean(expression: str) -> Fraction:
    return sum((v * p for v, p in distribution(expression).items()), Fraction(0))


def _add_die(spread: Counter, sides: int, sign: int) -> Counter:
    rolls.physical_die(sides)  # refuses sizes no die reaches
    found: Counter = Counter()
    for value, chance in spread.items():
        for face in range(1, sides + 1):
            found[value + sign * face] += chance / sides
    return found

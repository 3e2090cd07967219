"""The d100 resolution of 3.0–3.4: chances, special successes, levels, opposition.

Lower is better. A roll succeeds at or under its chance; 01–05 always succeed
and 96–00 always fail (the table of 3.0); a chance of 0 cannot be tried.

Decision (⚠ the seed gives three readings of the special success): the table
of 3.0 wins, a fifth of the final chance rounded to the nearest (no .5 occurs),
at least 1; above 100 the same ("20% abilità"). It agrees with the worked
example of 3.2 (60% → 01–12). Each roll event stores the threshold it used.
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil

from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken

SPECIAL, SUCCESS, FAILURE = "special", "success", "failure"
LEVELS = {FAILURE: 0, SUCCESS: 1, SPECIAL: 2}
ALWAYS, NEVER = 5, 96  # 01–05 always succeed, 96–00 always fail
DIFFICULTIES = {  # 3.2 Difficoltà (automatic and impossible roll nothing)
    "easy": Fraction(2),
    "normal": Fraction(1),
    "difficult": Fraction(1, 2),
}
MOD_LIMIT = 500  # a modifier beyond this is a typo, not a ruling
SKILL = n.SKILL_ROLLS


def special_threshold(chance: int) -> int:
    """The highest roll that is a special success (the table of 3.0)."""
    return max(1, (chance + 2) // 5) if chance > 0 else 0


def final_chance(value: int, modifiers: int, *factors: Fraction) -> int:
    """The chance rolled: skill plus modifiers, then each difficulty factor,
    rounded up once at the end (3.2: "dimezzata, arrotondando per eccesso")."""
    chance = Fraction(max(0, value + modifiers))
    for factor in factors:
        chance *= factor
    return ceil(chance)


def difficulty_factor(difficulty: str) -> Fraction:
    if difficulty not in DIFFICULTIES:
        known = ", ".join(DIFFICULTIES)
        raise RuleBroken(
            _("difficulty is one of {known}, not {difficulty!r}").format(
                known=known, difficulty=difficulty
            ),
            SKILL,
        )
    return DIFFICULTIES[difficulty]


def level(roll: int, chance: int) -> str:
    """special, success or failure for a d100 face against a chance."""
    if roll >= NEVER:
        return FAILURE
    if roll <= special_threshold(chance):
        return SPECIAL
    return SUCCESS if roll <= max(chance, ALWAYS) else FAILURE


def check_chance(chance: int, what: str, section: str = n.SKILL_ROLLS) -> None:
    if chance <= 0:
        raise RuleBroken(
            _("{what} has a 0% chance and cannot be tried").format(what=what),
            f"{n.SKILLS}; {section}",
        )


def check_modifier(mod: int) -> int:
    if abs(mod) > MOD_LIMIT:
        raise RuleBroken(
            _("a modifier of {mod}% is beyond ±{MOD_LIMIT}").format(
                mod=mod, MOD_LIMIT=MOD_LIMIT
            ),
            SKILL,
        )
    return mod


# -- 3.4 La Tabella della Resistenza -------------------------------------------

RESIST_LIMIT = 999  # no characteristic or potency of the SRD comes near it
AUTOMATIC = 10  # "–" on the table: a difference of 10 or more


def resistance(own: int, other: int) -> int | None:
    """The chance of the side rolling (own value against the other's), or None
    when the difference is 10 or more: Decision (⚠ "–" on the table) the
    stronger side wins without a roll."""
    for value in (own, other):
        if not 0 <= value <= RESIST_LIMIT:
            raise RuleBroken(
                _(
                    "{value} is outside 0..{RESIST_LIMIT} for the resistance table"
                ).format(value=value, RESIST_LIMIT=RESIST_LIMIT),
                n.RESISTANCE,
            )
    if abs(own - other) >= AUTOMATIC:
        return None
    return 50 + 5 * (own - other)


def resisted(own: int, other: int, roll: int | None) -> str:
    """success / failure, or the automatic result, for the side that rolls."""
    chance = resistance(own, other)
    if chance is None:
        return "automatic success" if own > other else "automatic failure"
    return SUCCESS if roll <= chance else FAILURE


# -- 3.3 Abilità contro Abilità ------------------------------------------------


def opposed(first: str, second: str, values: tuple[int, int]) -> dict:
    """Two rolled levels after cancelling (see `opposed_all`)."""
    return opposed_all([first, second], list(values))


def opposed_all(levels: list[str], values: list[int]) -> dict:
    """Rolled levels after cancelling, for two sides or more: one level cancels
    one opposing level (3.3).

    Returns {"levels": [...], "winner": index | None, "double": bool}. Two or
    more specials cancel each other to failures; a single special wins, as a
    success if another side succeeded, with a double effect if all failed; among
    successes alone the higher skill wins. Decision (⚠ the bullet "equal
    quality, the higher skill wins" contradicts special vs special): it settles
    success against success only; equal skills stall. With three sides or more
    (3.3 speaks of "tutte le parti"), specials cancelling each other leave the
    best of the others to win.
    """
    after = list(levels)
    specials = [i for i, level in enumerate(after) if level == SPECIAL]
    if len(specials) > 1:
        for i in specials:
            after[i] = FAILURE
        specials = []
    succeeded = [i for i, level in enumerate(after) if level == SUCCESS]
    if specials:
        (winner,) = specials
        after[winner] = SUCCESS if succeeded else SPECIAL
        for i in succeeded:
            after[i] = FAILURE
        return {"levels": after, "winner": winner, "double": not succeeded}
    if not succeeded:
        return {"levels": after, "winner": None, "double": False}
    best = max(values[i] for i in succeeded)
    top = [i for i in succeeded if values[i] == best]
    winner = top[0] if len(top) == 1 else None
    return {"levels": after, "winner": winner, "double": False}

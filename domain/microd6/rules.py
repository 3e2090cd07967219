"""The action roll (Tiro Azione) and every roll read like it.

Roll as many d6 as the pool and read the highest die: 6 is a success (each
extra 6 one more), 4–5 a partial success, 1–3 a failure. A pool of zero or
less rolls 2 dice plus one per die below zero and reads the lowest, and never
gives more than one success (Zero o meno!). Fortune, resistance and armour
rolls are read the same way.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.microd6.i18n import _
from journal.domain.text import fold_key

ACTION = "Tiro Azione"
ZERO = "Zero o meno!"
MODIFIERS = "Complicazioni e Vantaggi"
PUSH = "Superare i propri limiti"
HELP = "Assistere / Farsi aiutare"

SUCCESS, PARTIAL, FAILURE = "success", "partial", "failure"
RANK = {FAILURE: 0, PARTIAL: 1, SUCCESS: 2}
SITUATIONS = ("controllata", "tesa", "critica", "disperata")
EFFECTS = ("nulla", "scarsa", "normale", "superiore")
SITUATION_WORDS = {"controlled": 0, "risky": 1, "tense": 1, "critical": 2}
SITUATION_WORDS |= {"desperate": 3}
EFFECT_WORDS = {"none": 0, "zero": 0, "limited": 1, "poor": 1, "standard": 2}
EFFECT_WORDS |= {"normal": 2, "great": 3, "superior": 3}
DEFAULT_SITUATION, DEFAULT_EFFECT = "tesa", "normale"
PUSH_COST = 2  # "+1d, al costo di 2 tenacia"
HELP_COST = 1  # "il personaggio che ti aiuta paga 1 tenacia"
MODIFIER_LIMIT = 20  # advantages or complications beyond this are a typo


class Reading(NamedTuple):
    """What a roll of d6 says: the die read, the outcome, the successes."""

    faces: tuple[int, ...]
    zero: bool  # rolled under "Zero o meno!": the lowest die is read
    kept: int
    outcome: str  # "success" | "partial" | "failure"
    successes: int


def dice_for(pool: int) -> tuple[int, bool]:
    """How many dice a pool rolls, and whether it keeps the lowest:
    0 → 2 dice, −1 → 3, −2 → 4 ("tirerò -2 dadi, ossia 4 dadi")."""
    return (pool, False) if pool >= 1 else (2 - pool, True)


def outcome_of(face: int) -> str:
    if face == 6:
        return SUCCESS
    return PARTIAL if face >= 4 else FAILURE


def read(faces: tuple[int, ...], zero: bool) -> Reading:
    """The highest die (the lowest under the zero rule), and the successes:
    one per 6, never more than one under the zero rule."""
    kept = min(faces) if zero else max(faces)
    outcome = outcome_of(kept)
    successes = 0
    if outcome == SUCCESS:
        successes = 1 if zero else faces.count(6)
    return Reading(tuple(faces), zero, kept, outcome, successes)


def roll(pool: int, dice: Dice, section: str = ACTION) -> Reading:
    """Roll a pool of d6 (typed or rolled) and read it."""
    count, zero = dice_for(pool)
    return read(dice.roll(count, 6, section).faces, zero)


def best(readings: list[Reading]) -> int:
    """The index of the best reading: outcome first, then successes."""
    ranked = range(len(readings))
    return max(ranked, key=lambda i: (RANK[readings[i].outcome], readings[i].successes))


def situation(word: str | None) -> str:
    """A situation (rischio) by its Italian or English word; tesa by default."""
    return _word(word, SITUATIONS, SITUATION_WORDS, DEFAULT_SITUATION, "situation")


def effect(word: str | None) -> str:
    """An effect (efficacia) by its Italian or English word; normale by default."""
    return _word(word, EFFECTS, EFFECT_WORDS, DEFAULT_EFFECT, "effect")


def _word(word, words, english, default, what) -> str:
    if word is None:
        return default
    key = fold_key(word)
    if key in words:
        return key
    if key in english:
        return words[english[key]]
    raise RuleBroken(
        _("no {what} {word!r}: one of {value}").format(
            what=what, word=word, value=", ".join(words)
        ),
        ACTION,
    )


def count(value: int, what: str, section: str = MODIFIERS) -> int:
    """A number of advantages or complications: 0..MODIFIER_LIMIT."""
    if not 0 <= value <= MODIFIER_LIMIT:
        raise RuleBroken(
            _("{what} must be 0..{MODIFIER_LIMIT}, not {value}").format(
                what=what, MODIFIER_LIMIT=MODIFIER_LIMIT, value=value
            ),
            section,
        )
    return value

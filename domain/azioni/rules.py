"""Tests (Le prove): difficulty by number or word, total, margin, outcome."""

from __future__ import annotations

from journal.domain.azioni.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

SECTION = "Le prove"
SUCCESS, FAILURE = "success", "failure"
DIFFICULTY_LIMIT = 999
MODIFIER_LIMIT = 99
# The seed's table: a word and the difficulties it covers (the lowest first).
DIFFICULTIES = (
    ("banale", 2, 2),
    ("di routine", 3, 3),
    ("facilissima", 4, 4),
    ("molto facile", 5, 5),
    ("facile", 6, 6),
    ("media", 7, 7),
    ("ardua", 8, 8),
    ("difficile", 9, 10),
    ("molto difficile", 11, 13),
    ("difficilissima", 14, 17),
    ("assurda", 18, 22),
    ("quasi impossibile", 23, DIFFICULTY_LIMIT),
)
ENGLISH = {
    "trivial": "banale",
    "routine": "di routine",
    "extremely easy": "facilissima",
    "very easy": "molto facile",
    "easy": "facile",
    "average": "media",
    "medium": "media",
    "hard": "ardua",
    "difficult": "difficile",
    "very difficult": "molto difficile",
    "extremely difficult": "difficilissima",
    "absurd": "assurda",
    "nearly impossible": "quasi impossibile",
    "almost impossible": "quasi impossibile",
}


def _key(word: str) -> str:
    return " ".join(fold_key(word).replace("-", " ").replace("_", " ").split())


def word_of(difficulty: int) -> str:
    return next(word for word, low, high in DIFFICULTIES if low <= difficulty <= high)


def difficulty(given: int | str) -> tuple[int, str]:
    """A difficulty and its word: a number 2..999, or a word of the seed's table
    (a word spanning several numbers means its lowest: difficile is 9)."""
    if isinstance(given, str) and given.strip().lstrip("+-").isdigit():
        given = int(given)
    if isinstance(given, int) and not isinstance(given, bool):
        if given < 2:
            raise RuleBroken(
                _(
                    "a difficulty is at least 2 (banale), not {given}: easier "
                    "actions need no test",
                ).format(given=given),
                SECTION,
            )
        if given > DIFFICULTY_LIMIT:
            message = _(
                "a difficulty is at most {DIFFICULTY_LIMIT}, not {given}"
            ).format(DIFFICULTY_LIMIT=DIFFICULTY_LIMIT, given=given)
            raise RuleBroken(message, SECTION)
        return given, word_of(given)
    key = _key(str(given))
    key = ENGLISH.get(key, "di routine" if key == "routine" else key)
    for word, low, _high in DIFFICULTIES:
        if key == word:
            return low, word
    words = ", ".join(word for word, _ignored, _ignored in DIFFICULTIES)
    raise RuleBroken(
        _("no difficulty {given!r}: a number or one of {words}").format(
            given=given, words=words
        ),
        SECTION,
    )


def modifier(value: int) -> int:
    if not -MODIFIER_LIMIT <= value <= MODIFIER_LIMIT:
        message = _(
            "a modifier is -{MODIFIER_LIMIT}..+{MODIFIER_LIMIT}, not {value}"
        ).format(MODIFIER_LIMIT=MODIFIER_LIMIT, value=value)
        raise RuleBroken(message, SECTION)
    return value


def result(total: int, difficulty: int) -> dict:
    """The margin (total − difficulty) and the outcome: success when ≥ 0."""
    margin = total - difficulty
    return {
        "total": total,
        "margin": margin,
        "outcome": SUCCESS if margin >= 0 else FAILURE,
    }

"""The pure steps of random creation [PUNTEGGI, GENERAZIONE CASUALE, EVENTI
PARTICOLARI].

No dice are rolled here: each function turns faces already rolled (or typed) into
what the rulebook reads from them.
"""

from __future__ import annotations

from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import CHARACTERISTICS, DISPLAY_NAMES
from journal.domain.errors import RuleBroken

SECTION_POINTS = "Punteggi"
SECTION_TABLES = "Generazione casuale"
BASE_POINTS, BASE_MAX = 12, 5
EXTRA_POINTS = 2
BONUS_FACE = 4  # a 4, 5 or 6 raises the characteristic by one
ROWS = 6


def check_base_points(points: dict[str, int]) -> None:
    """The 12 points chosen before the dice: 1..5 each, 12 in all."""
    for key in CHARACTERISTICS:
        if not 1 <= points.get(key, 0) <= BASE_MAX:
            given = f"{DISPLAY_NAMES[key]} {points.get(key)}"
            raise RuleBroken(
                _(
                    "{given}: the 12 points give each characteristic 1..5",
                ).format(given=given),
                SECTION_POINTS,
            )
    if sum(points.values()) != BASE_POINTS:
        raise RuleBroken(
            _(
                "the characteristic points add up to {value}: a new character has 12",
            ).format(value=sum(points.values())),
            SECTION_POINTS,
        )


def rolled_bonus(faces: tuple[int, ...]) -> dict[str, int]:
    """+1 to each characteristic (in the rulebook's order) whose die shows 4-6."""
    pairs = zip(CHARACTERISTICS, faces, strict=True)
    return {key: int(face >= BONUS_FACE) for key, face in pairs}


def extra_bonus(extra: list[str]) -> dict[str, int]:
    """The non-random alternative: 2 points placed freely (both on one is allowed)."""
    if len(extra) != EXTRA_POINTS:
        message = _(
            "the non-random alternative gives 2 points, {extra} were placed"
        ).format(extra=len(extra))
        raise RuleBroken(message, SECTION_POINTS)
    return {key: extra.count(key) for key in CHARACTERISTICS}


def raised(points: dict[str, int], bonus: dict[str, int]) -> dict[str, int]:
    return {key: points[key] + bonus[key] for key in CHARACTERISTICS}


def current_shift(origin: int, current: int) -> int:
    """−1 on the current class's table if the character fell, +1 if it rose."""
    return (current > origin) - (current < origin)


def table_row(face: int, shift: int) -> int:
    """The row read: the face with its shift (Decision: kept within 1..6)."""
    return min(ROWS, max(1, face + shift))


def event_table_number(origin: int, current: int) -> int:
    """1 if the class fell by 2+, 3 if it rose by 2+, else 2 [EVENTI PARTICOLARI]."""
    if origin - current >= 2:
        return 1
    return 3 if current - origin >= 2 else 2


def crossed(origin_row: list[str], current_row: list[str], class_from: str):
    """(class cell, trait): the class of one roll with the trait of the other."""
    if class_from == "origin":
        return origin_row[0], current_row[1]
    if class_from == "current":
        return current_row[0], origin_row[1]
    message = _(
        "the class comes from the origin or the current roll, not {class_from!r}"
    ).format(class_from=class_from)
    raise RuleBroken(message, SECTION_TABLES)

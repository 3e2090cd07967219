"""The numbers the rules read during play, as the rulebook's tables give them.

The creation procedure's tables (race and age modifiers, the height scale) are
TOML in `data/creation.toml`; these are the ones a sheet or a fold needs at any
moment, so they are code. tests/rulesets/fdt/test_tables.py checks each against
the rows the seed prints.
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil

from journal.domain.errors import RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt.i18n import _


def bonus(value: int) -> int:
    """The Bonus table (1.2): 0–1 −5, 2–3 −4 … 10 0, 11–12 +1 … 27–28 +9.

    The table, not the text's formula ("round up to even, −10, ÷2"): the two
    disagree for odd values below 10 (9 is −1 in the table, 0 by the formula).
    The table's rows are pairs around 10, so the rule is sign · ceil(|v−10| / 2);
    beyond the printed rows (".." ..) it goes on in the same steps.
    """
    distance = value - 10
    step = ceil(abs(distance) / 2)
    return step if distance >= 0 else -step


# Danno base (1.7): unarmed damage by Mani nude, one row per 6 points. From
# 3d4 on, three dice: each row one die a size up (2d4+d6, d4+2d6, 3d6, ...).
SINGLE = ("1", "d2", "d4", "d6", "d8", "d10", "d12")
THREE_OF = (4, 6, 8, 10, 12, 20)  # the dice the table owns


def unarmed_row(row: int) -> str:
    """Row `row` (0: Mani nude 1–6) of the table and of its "..": the printed
    14 rows, then the same steps through d10, d12 and d20 up to 3d20; beyond
    it (Mani nude 139 and more) 3d20 (Decision: the owned dice end there)."""
    if row < len(SINGLE):
        return SINGLE[row]
    step = min(row - len(SINGLE), 3 * (len(THREE_OF) - 1))
    low, turn = divmod(step, 3)
    small, big = THREE_OF[low], THREE_OF[min(low + 1, len(THREE_OF) - 1)]
    if turn == 0:
        return f"3d{small}"
    return f"2d{small}+d{big}" if turn == 1 else f"d{small}+2d{big}"


UNARMED = tuple(unarmed_row(row) for row in range(14))  # as printed: 1 … 3d8


def unarmed_damage(mani_nude: int) -> str:
    """The unarmed base damage of a Mani nude score (1–6 → 1 … 79–84 → 3d8 …)."""
    return unarmed_row(max(0, mani_nude - 1) // 6)


# Bonus di Razza (1.7): vita, mana; "alt." is a height factor (None: "-").
RACE_VITA = {"Umano": 3, "Elfo": 0, "Nano": 5}
RACE_MANA = {"Umano": 4, "Elfo": 7, "Nano": 2}
RACE_HEIGHT = {"Umano": None, "Elfo": Fraction(6, 5), "Nano": Fraction(2, 3)}
# Altre abilità (1.4): a skill marked * is racial, of that race only.
RACE_SKILLS = {
    "Umano": (),
    "Elfo": ("Lingua Elfica", "Vista termica"),
    "Nano": ("Lingua Nanesca",),
}
RACIAL = {"Vista termica": "Elfo"}

# Livelli di età (1.6): the years of each band.
AGE_BANDS = {
    "Giovane": (24, 32),
    "Maturo": (33, 43),
    "Esperto": (44, 54),
    "Anziano": (55, 65),
}


def age_band(years: int) -> str:
    for band, (low, high) in AGE_BANDS.items():
        if low <= years <= high:
            return band
    raise RuleBroken(
        _("a character starts aged 24..65, not {years}").format(years=years), n.AGE
    )


# Check modificato (2.1): the difficulty words and their modifiers.
DIFFICULTIES = {
    "molto facile": 10,
    "facile": 5,
    "normale": 0,
    "difficile": -5,
    "molto difficile": -10,
    "quasi impossibile": -15,
}
DIFFICULTY_ENGLISH = {
    "very easy": "molto facile",
    "easy": "facile",
    "normal": "normale",
    "difficult": "difficile",
    "hard": "difficile",
    "very difficult": "molto difficile",
    "very hard": "molto difficile",
    "almost impossible": "quasi impossibile",
}


def difficulty(word: str | None) -> int:
    """The modifier a difficulty word gives (`molto-facile`, `Difficile`, `hard`)."""
    return DIFFICULTIES[difficulty_word(word)] if word is not None else 0


def difficulty_word(word: str) -> str:
    """The rulebook's word for a difficulty (`hard` -> "difficile")."""
    key = " ".join(word.replace("-", " ").replace("_", " ").casefold().split())
    key = DIFFICULTY_ENGLISH.get(key, key)
    if key not in DIFFICULTIES:
        words = ", ".join(w.replace(" ", "-") for w in DIFFICULTIES)
        raise RuleBroken(
            _("{word!r} is not a difficulty ({words})").format(word=word, words=words),
            n.CHECK,
        )
    return key


# Pompare i valori (3.2): PiX per pump of a characteristic; skills cost half.
PUMP_COSTS = {"base": 60, "random": 120, "ultra": 120, "check": 30}
PUMP_CAP = 20  # base and random pumps need a base below 20; random stops at 20
TEACHER_COST = 40  # 3.3: a new skill from a teacher
TEACHABLE_COST = 30  # 3.3: a skill above 20 made teachable
TEACHABLE_ABOVE = 20
PROFESSION_SKILL_COST = 60  # 3.4: each skill of the new profession
PROFESSION_SKILL_VALUES = (1, 6)  # ... starting at 1..6, the Master's choice
QUIRK_BELOW = 10  # 3.3: a Master-granted skill starts below 10


def pump_cost(kind: str, skill: bool) -> int:
    if kind not in PUMP_COSTS:
        kinds = ", ".join(PUMP_COSTS)
        raise RuleBroken(
            _("{kind!r} is not a pump ({kinds})").format(kind=kind, kinds=kinds),
            n.PUMPS,
        )
    cost = PUMP_COSTS[kind]
    return cost // 2 if skill else cost


# Assegnare PiX (3.1): the share of an opponent's Valore each way of beating it.
VALORE_SHARE = {
    "duel": Fraction(1),
    "fled": Fraction(2, 3),
    "group": Fraction(1, 2),
    "group-fled": Fraction(1, 3),
}
AWARD_LIMITS = {"creative": (1, 10), "evening": (1, 5), "adventure": (1, 25)}


def share(valore: int, how: str) -> int:
    """The PiX a Valore gives: whole, ⅔ if it fled, ½ to each of a group, ⅓ if
    a group only made it flee; a fraction rounds to the nearest, a half up
    (Decision: the rulebook rounds halves up and says nothing of thirds)."""
    exact = valore * VALORE_SHARE[how]
    return int(exact + Fraction(1, 2))


def half_up(value: int) -> int:
    """Half a value, rounded up (0.2: every half rounds up)."""
    return ceil(value / 2)

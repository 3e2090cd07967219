"""The tables the rules read, against the rows the seed prints (1.2, 1.4, 1.7, 2.1)."""

from __future__ import annotations

import pytest

from journal.domain.errors import RuleBroken
from journal.domain.fdt import rolls
from journal.domain.fdt import tables as t
from tests.rulesets.fdt.builders import tables, typed

# The Bonus table as printed (seed l.139-155).
BONUS_ROWS = [
    ((0, 1), -5), ((2, 3), -4), ((4, 5), -3), ((6, 7), -2), ((8, 9), -1),
    ((10, 10), 0), ((11, 12), 1), ((13, 14), 2), ((15, 16), 3), ((17, 18), 4),
    ((19, 20), 5), ((21, 22), 6), ((23, 24), 7), ((25, 26), 8), ((27, 28), 9),
]  # fmt: skip
# Danno base as printed (seed l.225-240).
UNARMED_ROWS = [
    ((1, 6), "1"), ((7, 12), "d2"), ((13, 18), "d4"), ((19, 24), "d6"),
    ((25, 30), "d8"), ((31, 36), "d10"), ((37, 42), "d12"), ((43, 48), "3d4"),
    ((49, 54), "2d4+d6"), ((55, 60), "d4+2d6"), ((61, 66), "3d6"),
    ((67, 72), "2d6+d8"), ((73, 78), "d6+2d8"), ((79, 84), "3d8"),
]  # fmt: skip


@pytest.mark.parametrize("values, bonus", BONUS_ROWS)
def test_every_row_of_the_bonus_table(values, bonus):
    for value in range(values[0], values[1] + 1):
        assert t.bonus(value) == bonus


def test_agilita_15_gives_a_bonus_of_3():
    # l.121: "ad un 15 in Agilità corrisponde 15 → 16 … 16 − 10 = 6 … 6 / 2 = 3".
    assert t.bonus(15) == 3


def test_the_table_not_the_formula_for_odd_values_below_10():
    # The text's formula: 9 → 10 → 0 → 0; the table says −1. The table wins.
    assert t.bonus(9) == -1
    assert t.bonus(7) == -2
    assert t.bonus(1) == -5


@pytest.mark.parametrize("values, dice", UNARMED_ROWS)
def test_every_row_of_the_danno_base_table(values, dice):
    assert t.unarmed_damage(values[0]) == dice
    assert t.unarmed_damage(values[1]) == dice


def test_the_danno_base_table_goes_on_past_84():
    # ".." after 79–84 3d8: each row one die a size up, as the rows before.
    found = [t.unarmed_damage(v) for v in (84, 85, 91, 97, 103, 121, 133, 200)]
    assert found == [
        "3d8",
        "2d8+d10",
        "d8+2d10",
        "3d10",
        "2d10+d12",
        "2d12+d20",
        "3d20",
        "3d20",
    ]


def test_race_bonuses():
    # Bonus di Razza: Umano +3 vita +4 mana; Elfo – / +7; Nano +5 / +2.
    assert t.RACE_VITA == {"Umano": 3, "Elfo": 0, "Nano": 5}
    assert t.RACE_MANA == {"Umano": 4, "Elfo": 7, "Nano": 2}


def test_difficulty_words():
    assert [t.difficulty(w) for w in ("molto-facile", "Facile", "normale")] == [
        10,
        5,
        0,
    ]
    assert t.difficulty("difficile") == -5
    assert t.difficulty("molto difficile") == -10
    assert t.difficulty("quasi-impossibile") == -15
    assert t.difficulty("hard") == -5
    with pytest.raises(RuleBroken, match="not a difficulty"):
        t.difficulty("impossibile")


def test_the_creation_tables_name_the_races_and_bands_of_the_rules():
    data = tables()
    assert list(data["races"]) == ["Umano", "Elfo", "Nano"]
    for band, row in data["ages"].items():
        assert tuple(row["years"]) == t.AGE_BANDS[band]
    assert [r[0] for r in data["height"]["rows"]] == list(range(3, 13))
    for race, table in data["races"].items():
        assert tuple(table["other"]) == t.RACE_SKILLS[race]


def test_d15_by_rerolling_a_d20_above_15():
    # l.95: "per la casualità d15 si tira 1d20 e si ignorano i risultati
    # maggiori di 15, ripetendo il tiro".
    group = rolls.roll_die(15, typed(18, 7))
    assert group.sides == 20
    assert group.faces == (18, 7)
    assert group.kept == (False, True)
    rolled = rolls.roll("d15", typed(20, 16, 15))
    assert rolled.total == 15
    assert rolled.dice[0]["faces"] == [20, 16, 15]


def test_a_d15_needs_the_next_face_typed():
    with pytest.raises(RuleBroken, match="type the next face too"):
        rolls.roll("d15", typed(18))


def test_odd_sizes_use_the_next_die():
    assert [rolls.physical_die(s) for s in (2, 3, 5, 7, 9, 11, 15, 30)] == [
        4,
        4,
        6,
        8,
        10,
        12,
        20,
        100,
    ]
    assert rolls.roll("2d4+d6", typed(3, 1, 6)).total == 10
    assert rolls.roll("d2", typed(4, 3, 2)).total == 2

"""Dice notation: the expressions rulebooks print, rolled with typed faces."""

from __future__ import annotations

import d20
import pytest
from hypothesis import given
from hypothesis import strategies as st

from journal.domain import notation
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken


def rolled(expression: str, *faces: int) -> notation.Rolled:
    return notation.roll(expression, Dice(typed=list(faces)))


def test_brp_characteristics_2d6_plus_6():
    # BRP: TAG and INT are 2D6+6: faces 4 and 5 give 15.
    result = rolled("2D6+6", 4, 5)
    assert (result.expression, result.total, result.modifier) == ("2d6+6", 15, 6)


def test_a_damage_roll_with_a_bonus_die():
    # A short sword 1D6+1 with a +1D4 damage bonus: 6 + 1 + 4 = 11.
    assert rolled("1D6+1+1D4", 6, 4).total == 11


def test_a_total_never_falls_below_zero():
    # A fist 1D3 with a -1D4 damage bonus: 1 - 4 floors at 0.
    assert rolled("1d3-1d4", 1, 4).total == 0
    assert rolled("D6-2", 1).total == 0


def test_keep_highest_and_lowest():
    result = rolled("4d6kh3", 2, 6, 4, 1)
    assert result.total == 12 and result.groups[0].kept == (True, True, True, False)
    assert rolled("2d6kl1", 5, 3).total == 3


def test_exploding_dice_keep_every_face():
    result = rolled("1d8!+1d6!", 8, 3, 6, 6, 1)
    assert result.total == 8 + 3 + 6 + 6 + 1
    assert [g.faces for g in result.groups] == [(8, 3), (6, 6, 1)]
    assert result.to_dict()["dice"][1]["exploded"] == [False, True, True]


def test_percentile_notation():
    assert rolled("1d100", 0).total == 100
    assert rolled("d%", 37).total == 37


@pytest.mark.parametrize(
    "text",
    ["", "d", "2d", "3d6+", "1d6 x 2", "0d6", "61d6", "1d6kh7", "1d1001", "2d6*2"],
)
def test_what_is_not_notation_is_refused_with_an_example(text):
    with pytest.raises(RuleBroken):
        notation.parse(text)


def test_typed_faces_must_match_the_expression():
    with pytest.raises(RuleBroken, match="needs 2 dice, 3 were typed"):
        rolled("2d6", 1, 2, 3)


def test_bounds():
    assert notation.bounds("2D6+6") == (8, 18)
    assert notation.bounds("1d6-1d4") == (0, 5)


TERMS = st.tuples(
    st.sampled_from(["+", "-"]),
    st.integers(1, 5),
    st.sampled_from([4, 6, 8, 10, 12, 20, 100]),
    st.integers(0, 9),
)


@given(st.lists(TERMS, min_size=1, max_size=4))
def test_every_sum_reads_as_d20_reads_it(terms):
    # d20 (avrae's dice engine) is the reference parser for the notation.
    text = "".join(f"{s}{n}d{d}+{k}" for s, n, d, k in terms).lstrip("+")
    ours = notation.parse(text)
    dice = sorted((t.sign, t.count, t.sides) for t in ours if t.count)
    theirs = _d20_dice(d20.parse(text).roll)
    assert dice == sorted(theirs)
    assert sum(t.sign * t.constant for t in ours if not t.count) == _d20_constants(
        d20.parse(text).roll
    )


def _d20_dice(node, sign=1) -> list[tuple[int, int, int]]:
    if isinstance(node, d20.diceast.UnOp):
        return _d20_dice(node.value, -sign if node.op == "-" else sign)
    if isinstance(node, d20.diceast.BinOp):
        right = -sign if node.op == "-" else sign
        return _d20_dice(node.left, sign) + _d20_dice(node.right, right)
    if isinstance(node, d20.diceast.OperatedDice | d20.diceast.Dice):
        dice = node.value if isinstance(node, d20.diceast.OperatedDice) else node
        return [(sign, dice.num, dice.size)]
    return []


def _d20_constants(node, sign=1) -> int:
    if isinstance(node, d20.diceast.UnOp):
        return _d20_constants(node.value, -sign if node.op == "-" else sign)
    if isinstance(node, d20.diceast.BinOp):
        right = -sign if node.op == "-" else sign
        return _d20_constants(node.left, sign) + _d20_constants(node.right, right)
    if isinstance(node, d20.diceast.Literal):
        return sign * node.value
    return 0

from __future__ import annotations

import pytest

from domain.dice import MAX_DICE, Dice
from domain.errors import RuleBroken


def test_typed_faces_are_kept_as_typed():
    roll = Dice(typed=[6, 4, 1]).roll(3)
    assert (roll.faces, roll.source, roll.count(4)) == ((6, 4, 1), "typed", 2)


def test_seeded_rolls_repeat_and_record_the_seed():
    first, second = Dice.seeded(7).roll(10), Dice.seeded(7).roll(10)
    assert first == second and first.seed == 7 and first.source == "rolled"
    assert all(1 <= face <= 6 for face in first.faces)


@pytest.mark.parametrize(
    "faces, message",
    [
        ([1, 2], "the roll needs 3 dice, 2 were typed"),
        ([1, 2, 3, 4], "the roll needs 3 dice, 4 were typed"),
        ([0, 2, 3], "a d6 has no face 0"),
    ],
)
def test_typed_faces_must_fit_the_roll(faces, message):
    dice = Dice(typed=faces)
    with pytest.raises(RuleBroken) as error:
        dice.roll(3)
        dice.check_all_used()
    assert error.value.message == message


def test_a_pool_over_the_cap_is_refused_before_rolling():
    with pytest.raises(RuleBroken, match=f"limit of {MAX_DICE}"):
        Dice.seeded(1).roll(MAX_DICE + 1)

from __future__ import annotations

import pytest

from journal.domain.dice import MAX_DICE, Dice, Group
from journal.domain.errors import RuleBroken


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


def test_a_typed_zero_on_percentile_dice_is_the_maximum():
    # BRP reads 00 as 100 on the d100; a d10's 0 is its 10.
    assert Dice(typed=[0]).roll(1, 100).faces == (100,)
    assert Dice(typed=[0, 7]).roll(2, 10).faces == (10, 7)


@pytest.mark.parametrize("face", [101, -1])
def test_a_d100_has_faces_1_to_100(face):
    with pytest.raises(RuleBroken, match=f"a d100 has no face {face}"):
        Dice(typed=[face]).roll(1, 100)


def test_an_exploding_die_keeps_rolling_on_its_maximum():
    # "Le azioni": a d8 showing 8 is rolled again and added: 8 then 3 = 11.
    group = Dice(typed=[8, 3]).exploding(8)
    assert (group.faces, group.exploded, group.total) == ((8, 3), (False, True), 11)


def test_a_typed_exploding_chain_must_be_complete():
    with pytest.raises(RuleBroken, match="showed 8 and explodes"):
        Dice(typed=[8]).exploding(8)


def test_keep_highest_and_lowest_mark_the_dropped_faces():
    group = Group.plain(6, (2, 6, 4, 1))
    assert group.keeping(3).kept == (True, True, True, False)
    assert group.keeping(3).total == 12
    assert group.keeping(1, highest=False).kept == (False, False, False, True)


def test_a_group_round_trips_through_its_stored_form():
    group = Dice(typed=[6, 6, 2]).exploding(6)
    assert Group.from_dict(group.to_dict()) == group
    assert group.to_dict() == {
        "sides": 6,
        "faces": [6, 6, 2],
        "kept": [True, True, True],
        "exploded": [False, True, True],
    }


def test_there_is_no_die_of_zero_sides():
    with pytest.raises(RuleBroken, match="there is no d0"):
        Dice(typed=[1]).roll(1, 0)

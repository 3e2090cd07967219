"""Tests (Le prove): dice, modifier, difficulty, margin, exploding maximums."""

from __future__ import annotations

import pytest

from journal.domain.azioni.play import Test
from journal.domain.errors import RuleBroken
from tests.builders import STAMP
from tests.rulesets.azioni.table import last, new_table, typed


def roll(campaign, faces, **declared):
    test = Test(
        declared.pop("character", "Ana"),
        declared.pop("characteristic", "Agilità"),
        declared.pop("difficulty", 10),
        **declared,
    )
    campaign.roll_test(test, typed(*faces), STAMP)
    return last(campaign)


def refused(faces, message, **declared) -> RuleBroken:
    campaign = new_table()
    with pytest.raises(RuleBroken, match=message) as caught:
        roll(campaign, faces, **declared)
    assert campaign.pending_events == []  # nothing recorded
    return caught.value


def test_agilita_d8_and_acrobazia_d6_reach_ten_just():
    # l.36: "il dado da 8 (ottiene 6) ... il dado da 6 (ottiene 4): il totale è 10.
    # Il personaggio è riuscito nella prova, ma per un soffio!"
    event = roll(new_table(), [6, 4], skill="Acrobazia")
    assert (event.total, event.difficulty, event.margin, event.outcome) == (
        10,
        10,
        0,
        "success",
    )
    assert [(g["sides"], g["faces"], g["from"]) for g in event.dice] == [
        (8, [6], "Agilità"),
        (6, [4], "Acrobazia"),
    ]


def test_a_d8_showing_8_then_3_totals_11():
    # l.73: a maximum is rolled again and added
    event = roll(new_table(), [8, 3], difficulty="ardua")
    assert event.dice == [
        {
            "sides": 8,
            "faces": [8, 3],
            "kept": [True, True],
            "exploded": [False, True],
            "from": "Agilità",
        }
    ]
    assert (event.total, event.difficulty, event.difficulty_word) == (11, 8, "ardua")
    assert (event.margin, event.outcome) == (3, "success")


def test_a_chain_of_maximums_keeps_every_face():
    event = roll(new_table(), [8, 8, 2, 6, 1], skill="Acrobazia", difficulty=20)
    assert [g["faces"] for g in event.dice] == [[8, 8, 2], [6, 1]]
    assert (event.total, event.margin) == (25, 5)


def test_declining_the_reroll_keeps_the_maximum_alone():
    event = roll(new_table(), [8, 6], skill="Acrobazia", difficulty=15, explode=False)
    assert (event.explode, event.total, event.margin, event.outcome) == (
        False,
        14,
        -1,
        "failure",
    )


def test_the_modifier_applies_to_the_final_total():
    event = roll(new_table(), [8, 1, 2], skill="Acrobazia", modifier=-2, difficulty=9)
    assert (event.total, event.modifier, event.margin, event.outcome) == (
        9,
        -2,
        0,
        "success",
    )


def test_a_failure_and_its_margin():
    event = roll(new_table(), [2], difficulty="media")
    assert (event.total, event.difficulty, event.margin, event.outcome) == (
        2,
        7,
        -5,
        "failure",
    )


@pytest.mark.parametrize(
    "word, number",
    [
        ("banale", 2),
        ("di routine", 3),
        ("routine", 3),
        ("facilissima", 4),
        ("molto facile", 5),
        ("molto-facile", 5),
        ("facile", 6),
        ("media", 7),
        ("ardua", 8),
        ("difficile", 9),
        ("molto difficile", 11),
        ("difficilissima", 14),
        ("assurda", 18),
        ("quasi impossibile", 23),
        ("Quasi-Impossibile", 23),
        ("hard", 8),
        ("very difficult", 11),
    ],
)
def test_difficulty_words(word, number):
    event = roll(new_table(), [1], difficulty=word)
    assert event.difficulty == number


@pytest.mark.parametrize(
    "number, word",
    [
        (2, "banale"),
        (10, "difficile"),
        (13, "molto difficile"),
        (17, "difficilissima"),
        (22, "assurda"),
        (23, "quasi impossibile"),
        (40, "quasi impossibile"),
    ],
)
def test_a_number_is_named_by_the_seeds_word(number, word):
    assert roll(new_table(), [1], difficulty=number).difficulty_word == word


def test_a_face_of_nine_on_a_d8_is_refused():
    error = refused([9, 4], "a d8 has no face 9", skill="Acrobazia")
    assert error.line() == "a d8 has no face 9 (Le prove)"


def test_an_exploding_die_needs_its_next_face_typed():
    refused([8], "the d8 showed 8 and explodes: type the next face too")


def test_leftover_faces_are_refused():
    refused([3, 4], "the roll needs 1 dice, 2 were typed")


@pytest.mark.parametrize(
    "declared, message",
    [
        ({"difficulty": 1}, "a difficulty is at least 2 .banale., not 1"),
        ({"difficulty": 1000}, "a difficulty is at most 999, not 1000"),
        ({"difficulty": "impossibile"}, "no difficulty 'impossibile'"),
        ({"modifier": 100}, "a modifier is -99..\\+99, not 100"),
        ({"characteristic": "Volontà"}, "Ana has no characteristic 'Volontà'"),
        ({"skill": "Scassinare"}, "Ana has no skill 'Scassinare'"),
        ({"extended": True}, "no extended action is open"),
    ],
)
def test_refusals(declared, message):
    refused([4], message, **declared)

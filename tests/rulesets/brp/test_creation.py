"""Random creation (2.3): every face recorded, up to 3 points moved."""

from __future__ import annotations

import pytest

from journal.domain.brp.creation import Birth, Choices
from journal.domain.brp.events_growth import (
    CharacteristicPointsMoved,
    CharacteristicsRolled,
)
from journal.domain.errors import JournalError, RuleBroken
from tests.builders import STAMP
from tests.rulesets.brp.helpers import TABLES, recorded, table, typed

FACES = [  # FOR 3D6, COS 3D6, TAG 2D6+6, INT 2D6+6, POT 3D6, DES 3D6, FAS 3D6
    6,
    6,
    6,  # FOR 18
    3,
    4,
    5,  # COS 12
    2,
    3,  # TAG 11
    6,
    5,  # INT 17
    1,
    2,
    3,  # POT 6
    4,
    4,
    4,  # DES 12
    5,
    5,
    1,  # FAS 11
]


def born(moves=(), profession="Soldato", faces=FACES, sets=1):
    campaign = table()
    birth = Birth(typed(*faces))
    for _ in range(sets):
        birth.roll()
    choices = Choices(moves=list(moves), profession=profession, skills={"Rissa": 50})
    char_id = campaign.create_random_character(
        ("Dario Blu", "Bruno"), birth, choices, TABLES, STAMP
    )
    return campaign, char_id, recorded(campaign)


def test_every_face_is_recorded_in_the_srd_order():
    campaign, char_id, events = born()
    created, rolled = events[0], events[1]
    assert created.sheet["creation"] == "random"
    assert isinstance(rolled, CharacteristicsRolled) and rolled.character == char_id
    assert [
        (r["characteristic"], r["expression"], r["total"]) for r in rolled.rolls
    ] == [
        ("FOR", "3D6", 18),
        ("COS", "3D6", 12),
        ("TAG", "2D6+6", 11),
        ("INT", "2D6+6", 17),
        ("POT", "3D6", 6),
        ("DES", "3D6", 12),
        ("FAS", "3D6", 11),
    ]
    assert sum(len(r["faces"]) for r in rolled.rolls) == 19
    dario = campaign.state.characters[char_id]
    assert dario.skills["Rissa"] == 50 and dario.profession == "Soldato"


def test_three_points_from_int_to_for():
    # 2.3: "può spostare 3 punti da INT a FOR"
    campaign, char_id, events = born(moves=[("INT", "FOR", 3)])
    dario = campaign.state.characters[char_id]
    assert (dario.characteristics["FOR"], dario.characteristics["INT"]) == (21, 14)
    moved = events[-1]
    assert isinstance(moved, CharacteristicPointsMoved)
    assert moved.moves == [{"from": "INT", "to": "FOR", "points": 3}]


@pytest.mark.parametrize(
    "moves, match",
    [
        ([("INT", "FOR", 2), ("POT", "DES", 2)], "at most 3 points"),
        ([("INT", "INT", 1)], "cannot move"),
        ([("TAG", "XYZ", 1)], "cannot move"),
    ],
)
def test_moves_beyond_the_rule_are_refused(moves, match):
    with pytest.raises(RuleBroken, match=match):
        born(moves=moves)


def test_a_re_roll_keeps_both_sets_and_the_last_counts():
    campaign, char_id, events = born(faces=FACES + FACES, sets=2)
    assert [e.kept for e in events if isinstance(e, CharacteristicsRolled)] == [
        False,
        True,
    ]


def test_too_few_faces_or_a_missing_profession_are_refused():
    with pytest.raises(RuleBroken, match="needs"):
        born(faces=FACES[:-1])
    with pytest.raises(JournalError, match="has a profession"):
        born(profession=None)

"""Skill and characteristic rolls (2.4, 3.0, 3.2): chance, special, ticks."""

from __future__ import annotations

import pytest

from journal.domain.brp import rules
from journal.domain.brp.events import CharacteristicRolled, SkillRolled
from journal.domain.brp.play import Check
from journal.domain.errors import JournalError, RuleBroken
from tests.builders import STAMP
from tests.rulesets.brp.helpers import ANA, recorded, sheet_of, table, typed

SPECIAL_TABLE = [  # 3.0 Risultati di Successo o Fallimento: skill range → special
    ((1, 7), 1),
    ((8, 12), 2),
    ((13, 17), 3),
    ((18, 22), 4),
    ((23, 27), 5),
    ((28, 32), 6),
    ((33, 37), 7),
    ((38, 42), 8),
    ((43, 47), 9),
    ((48, 52), 10),
    ((53, 57), 11),
    ((58, 62), 12),
    ((63, 67), 13),
    ((68, 72), 14),
    ((73, 77), 15),
    ((78, 82), 16),
    ((83, 87), 17),
    ((88, 92), 18),
    ((93, 97), 19),
    ((98, 100), 20),
]


@pytest.mark.parametrize("span, special", SPECIAL_TABLE)
def test_the_special_success_follows_the_printed_table(span, special):
    for chance in range(span[0], span[1] + 1):
        assert rules.special_threshold(chance) == special


def test_above_100_the_special_is_a_fifth():
    assert rules.special_threshold(120) == 24


def roll(campaign, skill: str, face: int, **options) -> SkillRolled:
    campaign.roll_skill(Check("Ana", skill, **options), None, typed(face), STAMP)
    return recorded(campaign)[-1]


def test_a_60_percent_skill_is_special_on_01_to_12():
    campaign = table({**ANA, "skills": {**ANA["skills"], "Ricerca": 60}})
    assert (
        roll(campaign, "Ricerca", 12).result,
        roll(campaign, "Ricerca", 12).special,
    ) == (
        "special",
        12,
    )
    assert roll(campaign, "Ricerca", 13).result == "success"
    assert roll(campaign, "Ricerca", 60).result == "success"
    assert roll(campaign, "Ricerca", 61).result == "failure"


def test_01_to_05_always_succeed_and_96_to_00_always_fail():
    campaign = table({**ANA, "skills": {"Camuffare": 1, "Ricerca": 150}})
    assert roll(campaign, "Camuffare", 1).result == "special"
    assert roll(campaign, "Camuffare", 5).result == "success"
    assert roll(campaign, "Camuffare", 6).result == "failure"
    assert roll(campaign, "Ricerca", 95).result == "success"
    assert roll(campaign, "Ricerca", 96).result == "failure"
    assert roll(campaign, "Ricerca", 0).roll == 100  # 00 reads as 100
    assert roll(campaign, "Ricerca", 30).result == "special"  # 150 / 5 = 30


def test_difficulty_doubles_or_halves_rounding_up():
    campaign = table()  # Ascoltare 45
    easy = roll(campaign, "Ascoltare", 90, difficulty="easy")
    assert (easy.chance, easy.special, easy.result) == (90, 18, "success")
    hard = roll(campaign, "Ascoltare", 23, difficulty="difficult")
    assert (hard.chance, hard.special, hard.result) == (23, 5, "success")
    assert roll(campaign, "Ascoltare", 24, difficulty="difficult").result == "failure"


def test_modifiers_come_before_the_difficulty():
    campaign = table()  # Ascoltare 45 - 20 = 25, halved: 13
    hard = roll(campaign, "Ascoltare", 13, difficulty="difficult", mod=-20)
    assert (hard.chance, hard.modifiers, hard.result) == (13, {"mod": -20}, "success")


def test_armour_penalises_physical_skills():
    campaign = table()  # hard leather: -10% to physical skills
    sneak = roll(campaign, "Furtività", 25)
    assert (sneak.value, sneak.modifiers, sneak.chance) == (35, {"armour": -10}, 25)
    assert roll(campaign, "Ascoltare", 45).modifiers == {}


def test_a_success_ticks_the_skill_unless_easy_or_nothing_is_at_stake():
    campaign = table()
    assert roll(campaign, "Ascoltare", 80).ticked is False
    assert roll(campaign, "Ascoltare", 40, difficulty="easy").ticked is False
    assert roll(campaign, "Ascoltare", 40, stakes=False).ticked is False
    assert sheet_of(campaign, "Ana").ticks == []
    assert roll(campaign, "Ascoltare", 40).ticked is True
    roll(campaign, "Ascoltare", 2)
    roll(campaign, "Conoscenza (Storia)", 3)
    assert sheet_of(campaign, "Ana").ticks == ["Ascoltare", "Conoscenza (Storia)"]


def test_a_0_percent_skill_cannot_be_tried():
    campaign = table()
    with pytest.raises(RuleBroken, match="0% chance and cannot be tried"):
        roll(campaign, "Lingua (Inglese)", 1)
    with pytest.raises(RuleBroken, match="after modifiers"):
        roll(campaign, "Ascoltare", 1, mod=-45)
    assert recorded(campaign) == []


@pytest.mark.parametrize("faces", [(101,), (-1,), (), (12, 40)])
def test_typed_faces_must_fit_one_d100(faces):
    campaign = table()
    with pytest.raises(RuleBroken, match="d100 has no face|needs 1 dice"):
        campaign.roll_skill(Check("Ana", "Ascoltare"), None, typed(*faces), STAMP)
    assert recorded(campaign) == []


def test_characteristic_rolls_are_the_value_times_five():
    # 2.4: FOR 10 gives a Tiro Vigore of 10 × 5 = 50%
    campaign = table({**ANA, "characteristics": {**ANA["characteristics"], "FOR": 10}})
    campaign.roll_characteristic(
        Check("Ana", characteristic="for"), None, typed(50), STAMP
    )
    vigour = recorded(campaign)[-1]
    assert isinstance(vigour, CharacteristicRolled)
    assert (vigour.roll_name, vigour.chance, vigour.special, vigour.result) == (
        "Tiro Vigore",
        50,
        10,
        "success",
    )
    campaign.roll_characteristic(
        Check("Ana", characteristic="DEX"), None, typed(61), STAMP
    )
    agility = recorded(campaign)[-1]  # DES 14 × 5 = 70, armour −10
    assert (agility.roll_name, agility.chance, agility.result) == (
        "Tiro Agilità",
        60,
        "failure",
    )


def test_tag_has_no_characteristic_roll():
    campaign = table()
    with pytest.raises(RuleBroken, match="TAG has no characteristic roll"):
        campaign.roll_characteristic(
            Check("Ana", characteristic="TAG"), None, typed(5), STAMP
        )


def test_the_unconscious_and_the_dead_do_not_roll():
    campaign = table()
    campaign.suffer_wound("Ana", 10, 0, None, STAMP)  # 12 → 2 PF: faints
    with pytest.raises(JournalError, match="Ana Rossi is unconscious"):
        roll(campaign, "Ascoltare", 10)

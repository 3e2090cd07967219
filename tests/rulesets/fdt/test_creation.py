"""Creation (1.1–1.7): modo Normale and modo Casuale, every die recorded."""

from __future__ import annotations

import pytest

from journal.domain.errors import RuleBroken
from journal.domain.fdt.birth import Birth
from journal.domain.fdt.birthrules import AgeChoice, Education
from tests.builders import STAMP
from tests.rulesets.fdt.builders import campaign, recorded, tables, typed

SMITH = Education("Fabbro", ("Forza",), ("Intelletto",), ("Forgiare", "Commerciare"))


def normale(dice) -> Birth:
    """A dwarf smith of 35 (Maturo) in modo Normale."""
    birth = Birth("Durin", "Bruno", "normale", tables(), dice)
    birth.choose_race("nano")
    # Costituzione +3; Armi da mischia +2; Cultura −1, Mira −4; Lingua Nanesca 10+2.
    birth.roll_race_modifiers()
    # Forza +4, Intelletto −2; Forgiare 10+3, Commerciare 10+1.
    birth.roll_education([SMITH])
    birth.choose_age(35)
    # Maturo: +1d4 (2) to Percezione; a d8 picks Fascino (4), −1d4 (3).
    birth.roll_age_modifiers(AgeChoice(characteristics=("Percezione",)))
    birth.roll_innate(["Cantare", "Scalare"])  # 9+1d4: 9+4, 9+1
    return birth


NORMALE_DICE = [3, 2, 1, 4, 2, 4, 2, 3, 1, 2, 4, 3, 4, 1]


def test_modo_normale_applies_each_die():
    birth = normale(typed(*NORMALE_DICE))
    made = birth.finish({"pasti": 2})
    chars = {k: v["base"] for k, v in made["characteristics"].items()}
    assert chars == {
        "Agilità": 10,
        "Costituzione": 13,
        "Forza": 14,
        "Intelletto": 8,
        "Percezione": 12,
        "Psiche": 10,
        "Velocità": 10,
    }
    skills = {k: v["value"] for k, v in made["skills"].items()}
    assert skills["Armi da mischia"] == 12
    assert (skills["Cultura"], skills["Mira"], skills["Fascino"]) == (9, 6, 7)
    assert skills["Lingua Nanesca"] == 12
    assert (skills["Forgiare"], skills["Commerciare"]) == (13, 11)
    assert (skills["Cantare"], skills["Scalare"]) == (13, 10)
    assert made["skills"]["Cantare"]["origin"] == "innate"
    assert (made["race"], made["age"], made["creation"]) == ("Nano", 35, "normale")


def test_every_die_becomes_a_creation_event():
    table = campaign()
    birth = normale(typed(*NORMALE_DICE))
    before = len(table.pending_events)
    table.create_by_rules(birth, None, STAMP)
    assert recorded(table, before) == [
        "CharacterCreated",
        "CreationRolled",
        "CreationRolled",
        "CreationRolled",
        "CreationRolled",
    ]
    steps = table.pending_events[before + 1 :]
    assert [s.step for s in steps] == [
        "race_modifiers",
        "education",
        "age_modifiers",
        "innate",
    ]
    faces = [f for s in steps for d in s.dice for f in d["faces"]]
    assert faces == NORMALE_DICE
    durin = table.state.character("Durin")
    assert (durin.pv_max, durin.mana_max) == (18, 1)  # 13 + 5; 2 + (−1) + 0


def test_modo_casuale_rolls_race_profession_age_and_3d4_points():
    # Race: a d3 on a d4, the 4 ignored, then 1: Umano.
    dice = [4, 1]
    # Umano: a d7 on a d8 picks Forza (3) +2; a d7: the 8 ignored, Psiche (6)
    # −1; Cultura +3; a d8 picks Mira (8) +4; a d8 picks Furtività (6) −2.
    dice += [3, 2, 8, 6, 1, 3, 8, 4, 6, 2]
    dice += [2]  # the profession: a d2 on a d4 over two: Cacciatore
    dice += [
        1,
        4,
        2,
        3,
    ]  # +Percezione 1, −Cultura 4; Seguire tracce 10+2, Trappole 10+3
    dice += [1, 7]  # age: band d4 = Giovane; years d9 on a d10 = 7: 30
    dice += [2, 1]  # Giovane: −2 Velocità, −1 Fascino
    dice += [4, 3]  # innate 10+4, 10+3
    dice += [4, 4, 3]  # 3d4 = 11 points
    dice += [2, 2, 2]  # height 3d4 = 6: 1.76 m, 78 kg
    birth = Birth("Sam Pey", "Ana", "casuale", tables(), typed(*dice))
    assert birth.choose_race(None) == "Umano"
    birth.roll_race_modifiers()
    assert birth.choose_profession(None, ["Pescatore", "Cacciatore"]) == "Cacciatore"
    hunter = Education(
        "Cacciatore", ("Percezione",), ("Cultura",), ("Seguire tracce", "Trappole")
    )
    birth.roll_education([hunter])
    assert birth.choose_age(None) == 30
    birth.roll_age_modifiers(AgeChoice(("Velocità",), ("Fascino",)))
    birth.roll_innate(["Pescare", "Nuotare"])
    assert birth.roll_points() == 11
    birth.spread({"Pescare": 6, "Forza": 5})
    assert birth.roll_height() == (1.76, 78)
    made = birth.finish()
    chars = {k: v["base"] for k, v in made["characteristics"].items()}
    assert (chars["Forza"], chars["Psiche"], chars["Percezione"]) == (17, 9, 11)
    assert chars["Velocità"] == 8
    skills = {k: v["value"] for k, v in made["skills"].items()}
    assert (skills["Cultura"], skills["Mira"], skills["Furtività"]) == (9, 14, 8)
    assert (skills["Pescare"], skills["Nuotare"], skills["Fascino"]) == (20, 13, 9)
    assert made["creation"] == "casuale" and made["height"] == 1.76
    assert [r["step"] for r in birth.rolls] == [
        "race",
        "race_modifiers",
        "profession",
        "education",
        "age",
        "age_modifiers",
        "innate",
        "points",
        "height",
    ]
    assert birth.rolls[0]["dice"][0]["faces"] == [4, 1]


def test_an_elfs_height_takes_its_factor():
    birth = Birth("Lirien", "Ana", "normale", tables(), typed(2, 2, 2))
    birth.choose_race("Elfo")
    assert birth.roll_height() == (2.11, 78)  # 1.76 × 6/5


def test_the_modes_refuse_what_they_do_not_allow():
    birth = Birth("X", "Ana", "casuale", tables(), typed())
    with pytest.raises(RuleBroken, match="in modo Casuale the race is rolled"):
        birth.choose_race("Elfo")
    normal = Birth("X", "Ana", "normale", tables(), typed())
    with pytest.raises(RuleBroken, match="player chooses the age"):
        normal.choose_age(None)
    with pytest.raises(RuleBroken, match="only modo Casuale"):
        normal.roll_points()
    with pytest.raises(RuleBroken, match="24..65"):
        normal.choose_age(70)


def test_the_age_bands_choices_are_checked():
    birth = Birth("X", "Ana", "normale", tables(), typed(1, 1, 1, 1))
    birth.choose_race("Umano")
    birth.choose_age(50)  # Esperto
    with pytest.raises(RuleBroken, match="chooses 3 characteristics"):
        birth.roll_age_modifiers(AgeChoice(("Forza",), ("Mira",)))
    with pytest.raises(RuleBroken, match="rolls 4 innate skills"):
        birth.roll_innate(["Cantare"])


def test_an_anziano_loses_1_everywhere_but_one_which_gains_3():
    birth = Birth("X", "Ana", "normale", tables(), typed())
    birth.choose_race("Umano")
    birth.choose_age(60)
    birth.roll_age_modifiers(AgeChoice(spared="Cultura"))
    assert (birth.values["Cultura"], birth.values["Forza"], birth.values["Mira"]) == (
        13,
        9,
        9,
    )


def test_double_education_rolls_1d2_and_skills_at_4_plus_1d4():
    birth = Birth("X", "Ana", "normale", tables(), typed(2, 1, 3))
    birth.choose_race("Umano")
    birth.roll_education(
        [
            Education("Fabbro", ("Forza",)),
            Education("Mercante", ("Fascino",), (), ("Contare",)),
        ]
    )
    assert (birth.values["Forza"], birth.values["Fascino"]) == (12, 11)
    assert birth.values["Contare"] == 7
    assert (birth.profession, birth.second) == ("Fabbro", "Mercante")
    with pytest.raises(RuleBroken, match="a d2 on a d4 ignores the 3"):
        Birth("Y", "Ana", "normale", tables(), typed(3)).roll_education(
            [Education("A", ("Forza",)), Education("B")]
        )


def test_the_3d4_points_are_all_spread():
    birth = Birth("X", "Ana", "casuale", tables(), typed(1, 1, 1))
    birth.roll_points()
    with pytest.raises(RuleBroken, match="spread the 3 points"):
        birth.spread({"Forza": 2})

"""The sheet (2.1–2.6, 5.9–5.11, 7): derived values, bases, weapons, the bear."""

from __future__ import annotations

import pytest

from journal.domain.brp.sheet import BrpSheet, bonus_for
from journal.domain.errors import JournalError, RuleBroken
from tests.rulesets.brp.helpers import ANA, parsed

BEAR = {  # 7 Esempio di Nemico: an average brown bear, imported as it is
    "name": "Orso",
    "player": "Ana",
    "creation": "import",
    "characteristics": {
        "FOR": 21,
        "COS": 13,
        "TAG": 20,
        "INT": 5,
        "POT": 10,
        "DES": 10,
    },
    "mov": 14,
    "skills": {
        "Ascoltare": 75,
        "Percepire": 75,
        "Scalare": 40,
        "Morso": 25,
        "Artigli": 40,
        "Zampata": 25,
    },
    "weapons": [
        {"name": "Morso", "skill": "Morso", "damage": "1D10+½BD"},
        {"name": "Artigli", "skill": "Artigli", "damage": "1D6+BD"},
        {"name": "Zampata", "skill": "Zampata", "damage": "1D3+BD"},
    ],
    "armour": [{"name": "Pelliccia", "points": 3}],
}


def sheet(data: dict, **changes) -> BrpSheet:
    return BrpSheet.from_sheet("c1", parsed(data, **changes))


def test_the_bears_derived_values():
    # COS 13, TAG 20 → PF ceil(33/2) = 17; FOR+TAG 41 → +2D6; fur 3 points
    bear = sheet(BEAR)
    assert (bear.max_pf, bear.pf, bear.damage_bonus) == (17, 17, "+2D6")
    assert (bear.armour_points, bear.mov, bear.characteristics["FAS"]) == (3, 14, None)
    assert bear.skill("Percepire") == ("Percepire", 75)
    assert {w["name"]: w["bonus"] for w in bear.weapons} == {
        "Morso": "half",
        "Artigli": "full",
        "Zampata": "full",
    }
    assert (
        sheet(BEAR, characteristics={**BEAR["characteristics"], "TAG": 21}).max_pf == 17
    )


@pytest.mark.parametrize(
    "total, bonus",
    [
        (2, "-1D6"),
        (12, "-1D6"),
        (13, "-1D4"),
        (16, "-1D4"),
        (17, "0"),
        (24, "0"),
        (25, "+1D4"),
        (32, "+1D4"),
        (33, "+1D6"),
        (40, "+1D6"),
        (41, "+2D6"),
        (56, "+2D6"),
    ],
)
def test_the_damage_bonus_table(total, bonus):
    assert bonus_for(total) == bonus


def test_beyond_the_damage_bonus_table_the_sheet_must_say():
    with pytest.raises(RuleBroken, match="beyond the table"):
        bonus_for(57)
    giant = {**BEAR, "characteristics": {**BEAR["characteristics"], "FOR": 40}}
    with pytest.raises(RuleBroken, match=r"FOR\+TAG 60 is beyond"):
        parsed(giant)
    assert sheet(giant, damage_bonus="+3d6").damage_bonus == "+3D6"


def test_points_and_power_follow_the_characteristics():
    ana = sheet(ANA)  # COS 11, TAG 13 → 12 PF; POT 12 → 12 PP
    assert (ana.max_pf, ana.pf, ana.max_pp, ana.pp) == (12, 12, 12, 12)
    assert ana.damage_bonus == "+1D4"  # FOR 13 + TAG 13 = 26


def test_bases_derived_from_characteristics():
    ana = sheet(ANA)  # INT 15, POT 12, DES 14
    assert ana.skills["Lingua Madre"] == 75  # INT×5
    assert ana.skills["Leggere e Scrivere"] == 75  # as the native language
    assert ana.skills["Giocare"] == 27  # INT+POT
    assert ana.skills["Proiettare"] == 28  # DES×2
    assert ana.skills["Volare"] == 7  # DES×½, rounded up
    assert ana.skills["Primo Soccorso"] == 60  # given
    assert ana.skills["Guidare"] == 20 and ana.skills["Conoscenza"] == 5


def test_past_eras_lower_some_bases():
    past = sheet(ANA, era="past", skills={})
    assert past.skills["Primo Soccorso"] == 15  # INT×1
    assert (past.skills["Conoscenza"], past.skills["Guidare"]) == (1, 1)
    assert (past.skills["Medicina"], past.skills["Leggere e Scrivere"]) == (0, 0)


def test_every_skill_of_the_srd_sits_at_its_base():
    ana = sheet(ANA, skills={})
    assert ana.skills["Scalare"] == 40 and ana.skills["Schivare"] == 28
    assert ana.skills["Arma da Mischia (Spada a Due Mani)"] == 5
    assert ana.skills["Arma da Fuoco (Pistola)"] == 20
    assert ana.skills["Tecnologia"] == 0 and ana.skills["Lingua"] == 0
    assert len(ana.skills) >= 70


def test_an_unlisted_specialisation_sits_at_its_familys_value():
    ana = sheet(ANA)
    assert ana.skill("conoscenza (storia)") == ("Conoscenza (storia)", 5)
    assert ana.skill("Conoscenza (Legge)") == ("Conoscenza (Legge)", 40)
    assert ana.skill("Scudo (Oplitico)") == ("Scudo (Oplitico)", 15)
    with pytest.raises(JournalError, match="no skill"):
        ana.skill("Arma Pesante (Bazooka)")


def test_weapons_come_from_the_tables():
    ana = sheet(ANA)
    sword = ana.weapon("spada corta")
    assert sword["skill"] == "Arma da Mischia (Spada)"
    assert (sword["damage"], sword["bonus"], sword["hp"]) == ("1D6+1", "full", 12)
    pistol = ana.weapon("Pistola")
    assert (pistol["kind"], pistol["bonus"], pistol["ammo"], pistol["loaded"]) == (
        "firearm",
        "none",
        6,
        6,
    )
    bow = sheet(ANA, weapons=[{"name": "Arco Lungo"}, {"name": "Balestra Leggera"}])
    assert bow.weapon("Arco Lungo")["bonus"] == "half"
    assert bow.weapon("Balestra Leggera")["bonus"] == "none"
    assert bow.weapon("Balestra Leggera")["ammo"] == 1


def test_shields_are_weapons_with_a_size():
    shield = sheet(ANA, weapons=[{"name": "Scudo Oplitico"}]).weapon("Scudo Oplitico")
    assert (shield["skill"], shield["hp"], shield["size"]) == (
        "Scudo (Oplitico)",
        16,
        "large",
    )
    assert shield["kind"] == "shield"


def test_armour_penalises_physical_and_perceptive_skills():
    ana = sheet(
        ANA,
        armour=[{"name": "Armatura di Maglia"}, {"name": "Elmo Leggero"}],
    )
    assert ana.armour_points == 8  # 7 + 1
    assert (ana.penalty("physical"), ana.penalty("perceptive")) == (20, 15)

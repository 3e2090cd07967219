"""Combat (5.5–5.13, 6.9): attacks, the matrix, damage, weapons, ammunition.

Ana Rossi: Spada Corta at 60%, Pistola at 55%, Rissa 25%, hard leather (2),
+1D4 damage bonus, 12 PF. Bruno Ferri: Spadone at 50%, Scudo Rotondo at 40%,
Arco Lungo at 5%, no armour, +1D4, 12 PF.
"""

from __future__ import annotations

import pytest

from journal.domain.brp.events_health import CharacterDied, CharacterFellUnconscious
from journal.domain.brp.play import Check
from journal.domain.errors import RuleBroken
from tests.builders import STAMP
from tests.rulesets.brp.helpers import ANA, BRUNO, recorded, sheet_of, table, typed


def attack(campaign, who, weapon, target, face, *, distance=None, knockout=False, **o):
    campaign.attack(
        Check(who, **o), weapon, target, (distance, knockout), None, typed(face), STAMP
    )
    return recorded(campaign)[-1]


def parry(campaign, who, item, face, kneeling=False):
    campaign.parry(Check(who), item, None, kneeling, typed(face), STAMP)
    return recorded(campaign)[-1]


def dodge(campaign, who, face):
    campaign.dodge(Check(who), None, typed(face), STAMP)
    return recorded(campaign)[-1]


def damage(campaign, who, *faces, armour=None):
    campaign.deal_damage(who, None, armour, typed(*faces), STAMP)
    return recorded(campaign)


def test_the_short_swords_special_deals_13():
    # 5.13: maximum 7, a roll of 3 (+1), a 2 on the damage bonus's 1D4
    campaign = table()
    hit = attack(campaign, "Ana", "Spada Corta", "Bruno", 3)
    assert (hit.chance, hit.special, hit.result) == (60, 12, "special")
    dealt = damage(campaign, "Ana", 3, 2)
    assert (dealt[0].maximum, dealt[0].rolled, dealt[0].bonus["total"]) == (7, 4, 2)
    assert (dealt[0].total, dealt[0].net, dealt[0].wound) == (13, 13, 13)
    bruno = sheet_of(campaign, "Bruno")
    assert bruno.pf == -1 and bruno.wounds[0]["id"] == dealt[0].event_id
    assert isinstance(dealt[1], CharacterFellUnconscious)  # explicit, its own fact


def test_armour_2_against_6_points_leaves_8_of_12():
    # 5.12: an unhurt character, 12 PF, hard leather: 6 points of damage → 8
    campaign = table()
    attack(campaign, "Bruno", "Spadone", "Ana", 40)
    dealt = damage(campaign, "Bruno", 3, 2)[0]  # 1D8+1 → 4, +1D4 → 2: 6
    assert (dealt.total, dealt.armour, dealt.net) == (6, 2, 4)
    assert sheet_of(campaign, "Ana").pf == 8
    campaign.suffer_wound("Ana", 6, 2, "a second blow", STAMP)
    assert sheet_of(campaign, "Ana").pf == 4


@pytest.mark.parametrize(
    "attack_face, parry_face, outcome, shield_lost, sword_lost",
    [
        (3, 2, "blocked", 0, 0),  # special / special
        (3, 20, "hit", 2, 0),  # special / success: the shield takes 2
        (3, 90, "special hit", 0, 0),  # special / failure
        (30, 2, "blocked", 0, 1),  # success / special: the sword takes 1
        (30, 20, "blocked", 0, 0),  # success / success
        (30, 90, "hit", 0, 0),  # success / failure
    ],
)
def test_the_attack_and_defence_matrix(
    attack_face, parry_face, outcome, shield_lost, sword_lost
):
    campaign = table()
    attack(campaign, "Ana", "Spada Corta", "Bruno", attack_face)
    parried = parry(campaign, "Bruno", "Scudo Rotondo", parry_face)
    assert parried.outcome == outcome
    assert sheet_of(campaign, "Bruno").weapon("Scudo Rotondo")["hp_lost"] == shield_lost
    assert sheet_of(campaign, "Ana").weapon("Spada Corta")["hp_lost"] == sword_lost
    if outcome == "blocked":
        with pytest.raises(RuleBroken, match="no hit to roll damage"):
            damage(campaign, "Ana", 3, 2)
    else:
        dealt = damage(campaign, "Ana", 3, 2)[0]
        assert dealt.total == (13 if outcome == "special hit" else 6)


def test_a_failed_attack_leaves_nothing_to_defend():
    campaign = table()
    assert attack(campaign, "Ana", "Spada Corta", "Bruno", 61).result == "failure"
    with pytest.raises(RuleBroken, match="no successful attack on Bruno"):
        parry(campaign, "Bruno", "Scudo Rotondo", 10)


def test_a_hit_is_defended_once():
    campaign = table()
    attack(campaign, "Ana", "Spada Corta", "Bruno", 30)
    parry(campaign, "Bruno", "Scudo Rotondo", 90)
    with pytest.raises(RuleBroken, match="waits for a defence"):
        dodge(campaign, "Bruno", 5)


def test_firearms_cannot_be_parried_or_dodged_and_spend_rounds():
    campaign = table()
    shot = attack(campaign, "Ana", "Pistola", "Bruno", 30)
    assert sheet_of(campaign, "Ana").weapon("Pistola")["loaded"] == 5
    with pytest.raises(RuleBroken, match="cannot be parried or dodged"):
        dodge(campaign, "Bruno", 5)
    dealt = damage(campaign, "Ana", 6)[0]  # 1D8, no damage bonus for firearms
    assert (dealt.total, dealt.bonus["mode"], dealt.attack) == (
        6,
        "none",
        shot.event_id,
    )


def test_an_empty_magazine_is_reloaded():
    campaign = table()
    for _ in range(6):
        attack(campaign, "Ana", "Pistola", None, 80)
    with pytest.raises(RuleBroken, match="Pistola is empty: reload it"):
        attack(campaign, "Ana", "Pistola", None, 80)
    campaign.reload("Ana", "pistola", STAMP)
    assert recorded(campaign)[-1].loaded == 6
    with pytest.raises(RuleBroken, match="already loaded"):
        campaign.reload("Ana", "Pistola", STAMP)


def test_missiles_are_parried_only_with_a_shield_and_dodged_at_difficult():
    campaign = table()
    attack(campaign, "Bruno", "Arco Lungo", "Ana", 3)  # 5%: 03 succeeds
    with pytest.raises(RuleBroken, match="parried with a shield"):
        parry(campaign, "Ana", "Spada Corta", 10)
    dodged = dodge(campaign, "Ana", 13)  # Schivare 35 − 10 armour = 25, halved
    assert (dodged.chance, dodged.result) == (13, "success")


def test_a_shield_parries_missiles_at_its_sizes_chance():
    knives = {**ANA, "weapons": [{"name": "Coltello (Lancio)"}]}
    campaign = table(knives, BRUNO)
    attack(campaign, "Ana", "Coltello (Lancio)", "Bruno", 10)
    parried = parry(campaign, "Bruno", "Scudo Rotondo", 30)  # medium: 30%
    assert (parried.value, parried.chance, parried.outcome) == (30, 30, "blocked")


def test_thrown_weapons_add_half_the_bonus_rolled_halved_rounded_up():
    campaign = table()
    attack(campaign, "Bruno", "Arco Lungo", "Ana", 2)  # 5%: special on 01 only
    dealt = damage(campaign, "Bruno", 5, 3)[0]  # 1D8+1 → 6; 1D4 → 3 → 2
    assert (dealt.rolled, dealt.bonus["total"], dealt.total, dealt.net) == (6, 2, 8, 6)


def test_range_makes_a_shot_harder_then_impossible():
    campaign = table()
    assert attack(campaign, "Ana", "Pistola", None, 80, distance=20).chance == 55
    assert attack(campaign, "Ana", "Pistola", None, 80, distance=30).chance == 28
    assert attack(campaign, "Ana", "Pistola", None, 80, distance=50).chance == 14
    with pytest.raises(RuleBroken, match="beyond three times its range"):
        attack(campaign, "Ana", "Pistola", None, 80, distance=61)


def test_a_knockout_is_difficult_and_fells_without_damage():
    # 6.9: damage after armour ≥ half the total PF: unconscious, no wound
    campaign = table()
    blow = attack(campaign, "Ana", "Rissa", "Bruno", 13, knockout=True)
    assert blow.chance == 13  # Rissa 25, Difficult
    dealt = damage(campaign, "Ana", 3, 4)
    assert (dealt[0].outcome, dealt[0].wound) == ("knocked out", 0)
    assert dealt[1].cause == "knockout" and sheet_of(campaign, "Bruno").pf == 12


def test_a_weak_knockout_deals_the_least_damage():
    campaign = table()
    attack(campaign, "Ana", "Rissa", "Bruno", 13, knockout=True)
    dealt = damage(campaign, "Ana", 1, 3)[0]  # 4 < 6: 1D3+1D4 at least 2
    assert (dealt.outcome, dealt.wound) == ("minimum", 2)
    assert sheet_of(campaign, "Bruno").pf == 10


def test_martial_arts_double_the_brawl_dice_not_the_bonus():
    fighter = {**ANA, "skills": {**ANA["skills"], "Arti Marziali": 30}}
    campaign = table(fighter, BRUNO)
    attack(campaign, "Ana", "Rissa", "Bruno", 20)  # under Rissa 25 and AM 30
    dealt = damage(campaign, "Ana", 3, 2)[0]
    assert (dealt.doubled, dealt.rolled, dealt.total) == (True, 6, 8)


def test_a_broken_shield_parries_no_more():
    campaign = table()
    for _ in range(7):  # 7 × 2 = 14 > 12 hit points
        attack(campaign, "Ana", "Spada Corta", "Bruno", 3)
        parry(campaign, "Bruno", "Scudo Rotondo", 20)
        damage(campaign, "Ana", 1, 1, armour=9)  # nothing gets through
    attack(campaign, "Ana", "Spada Corta", "Bruno", 3)
    with pytest.raises(RuleBroken, match="Scudo Rotondo is broken"):
        parry(campaign, "Bruno", "Scudo Rotondo", 20)


def test_at_0_pf_when_the_round_ends_a_character_dies():
    campaign = table()
    campaign.start_round([], STAMP)
    assert [o["name"] for o in recorded(campaign)[-1].order] == [
        "Ana Rossi",
        "Bruno Ferri",
    ]
    attack(campaign, "Ana", "Spada Corta", "Bruno", 3)
    damage(campaign, "Ana", 3, 2)  # 13: Bruno at −1
    campaign.end_round(STAMP)
    died = recorded(campaign)[-1]
    assert isinstance(died, CharacterDied) and died.cause == "pf"
    assert sheet_of(campaign, "Bruno").status == "dead"
    with pytest.raises(RuleBroken, match="no combat round is open"):
        campaign.end_round(STAMP)


def test_a_large_shield_knelt_behind_parries_missiles_at_90():
    knives = {**ANA, "weapons": [{"name": "Coltello (Lancio)"}]}
    hoplite = {**BRUNO, "weapons": [{"name": "Scudo Oplitico"}]}
    campaign = table(knives, hoplite)
    attack(campaign, "Ana", "Coltello (Lancio)", "Bruno", 10)
    assert parry(campaign, "Bruno", "Scudo Oplitico", 90, kneeling=True).chance == 90
    small = table(knives, BRUNO)
    attack(small, "Ana", "Coltello (Lancio)", "Bruno", 10)
    with pytest.raises(RuleBroken, match="only a large shield"):
        parry(small, "Bruno", "Scudo Rotondo", 20, kneeling=True)


def test_a_modifier_never_takes_damage_below_0():
    # 1.3: D6-2 rolled 1 or 2 is 0
    whip = {"name": "Frusta", "skill": "Arma da Mischia (Frusta)", "damage": "D6-2"}
    skills = {**ANA["skills"], "Arma da Mischia (Frusta)": 30}
    campaign = table(
        {**ANA, "skills": skills, "weapons": [{**whip, "bonus": "none"}]}, BRUNO
    )
    attack(campaign, "Ana", "Frusta", "Bruno", 20)
    dealt = damage(campaign, "Ana", 1)[0]
    assert (dealt.rolled, dealt.total, dealt.outcome) == (0, 0, "no damage")

"""Power points, characteristic points, disease and poison (2.5, 6.5, 6.10)."""

from __future__ import annotations

import pytest

from journal.domain.brp.events_health import CharacterDied, CharacterFellUnconscious
from journal.domain.errors import RuleBroken
from tests.builders import STAMP
from tests.rulesets.brp.helpers import recorded, sheet_of, table, typed


def test_power_points_are_spent_and_regained_up_to_pot():
    campaign = table()  # Ana: POT 12
    campaign.spend_pp("Ana", 5, "incantesimo", STAMP)
    assert sheet_of(campaign, "Ana").pp == 7
    campaign.regain_pp("Ana", 10, "riposo", STAMP)
    regained = recorded(campaign)[-1]
    assert (regained.amount, regained.applied) == (10, 5)
    assert sheet_of(campaign, "Ana").pp == 12
    with pytest.raises(RuleBroken, match="has all 12 PP"):
        campaign.regain_pp("Ana", None, None, STAMP)


def test_pp_never_go_below_0():
    campaign = table()
    with pytest.raises(RuleBroken, match="would take them below 0"):
        campaign.spend_pp("Ana", 13, None, STAMP)
    assert recorded(campaign) == []


def test_at_0_pp_a_character_faints():
    campaign = table()
    campaign.spend_pp("Ana", 12, None, STAMP)
    fainted = recorded(campaign)[-1]
    assert isinstance(fainted, CharacterFellUnconscious) and fainted.cause == "pp"
    campaign.regain_pp("Ana", None, "un giorno e una notte", STAMP)
    assert recorded(campaign)[-1].applied == 12


def test_a_characteristic_at_0_kills():
    campaign = table()
    campaign.lose_characteristic("Ana", "COS", 10, "disease", None, STAMP)
    ana = sheet_of(campaign, "Ana")
    assert (ana.characteristics["COS"], ana.max_pf, ana.lost) == (1, 7, {"COS": 10})
    campaign.recover_characteristic("Ana", "cos", 1, "una settimana", STAMP)
    assert sheet_of(campaign, "Ana").characteristics["COS"] == 2
    with pytest.raises(RuleBroken, match="has 9 COS points to recover, not 10"):
        campaign.recover_characteristic("Ana", "COS", 10, None, STAMP)
    recorded(campaign)
    campaign.lose_characteristic("Ana", "COS", 2, "disease", None, STAMP)
    died = recorded(campaign)[-1]
    assert isinstance(died, CharacterDied) and died.cause == "characteristic"


def test_a_disease_is_resisted_with_cos_x5_then_fought_each_morning():
    campaign = table()  # Ana: COS 11 → Tiro Tempra 55
    campaign.expose("Ana", "Febbre di palude", "FOR", typed(80), STAMP)
    caught = recorded(campaign)[-1]
    assert (caught.chance, caught.failures, caught.severity, caught.lost) == (
        55,
        1,
        "lieve",
        1,
    )
    assert sheet_of(campaign, "Ana").characteristics["FOR"] == 12  # the first point
    campaign.fight_disease("Ana", "Febbre di palude", (0, 0), 1, typed(30), STAMP)
    second = recorded(campaign)[-1]  # the second morning: COS×2 = 22
    assert (second.multiplier, second.chance, second.result) == (2, 22, "failure")
    assert (second.failures, second.severity) == (2, "acuta")
    campaign.fight_disease("Ana", "Febbre di palude", (1, 0), 1, typed(20), STAMP)
    third = recorded(campaign)[-1]  # ×3, one bad condition: ×2
    assert (third.multiplier, third.chance, third.recovered) == (2, 22, True)
    ana = sheet_of(campaign, "Ana")
    assert ana.diseases == {} and ana.characteristics["FOR"] == 11
    with pytest.raises(RuleBroken, match="does not have"):
        campaign.fight_disease("Ana", "Febbre di palude", 3, 1, typed(20), STAMP)


def test_a_resisted_disease_is_not_caught():
    campaign = table()
    campaign.expose("Ana", "Raffreddore", "PF", typed(40), STAMP)
    assert (
        recorded(campaign)[-1].failures == 0
        and sheet_of(campaign, "Ana").diseases == {}
    )


def test_severity_by_failures():
    from journal.domain.brp.disease import severity

    assert [severity(k) for k in range(6)] == [
        "nessuna",
        "lieve",
        "acuta",
        "grave",
        "terminale",
        "terminale",
    ]


def test_poison_wins_for_its_whole_eff_or_half_rounded_up():
    campaign = table()  # COS 11 against EFF 13: the victim resists at 40%
    campaign.poison("Ana", 13, "PF", "fast", "cicuta", typed(41), STAMP)
    full = recorded(campaign)[0]
    assert (full.chance, full.result, full.damage) == (40, "failure", 13)
    campaign2 = table()
    campaign2.poison("Ana", 13, "PF", "slow", None, typed(40), STAMP)
    half = recorded(campaign2)[0]
    assert (half.result, half.damage) == ("success", 7)
    assert sheet_of(campaign2, "Ana").pf == 12  # 6.10: not in the same round
    campaign2.take_poison_effect("Ana", None, STAMP)  # three turns later
    assert sheet_of(campaign2, "Ana").pf == 5


def test_an_antidote_subtracts_its_eff_and_doses_do_not_add_up():
    campaign = table()
    campaign.take_antidote("Ana", 5, "cicuta", STAMP)
    with pytest.raises(RuleBroken, match="doses do not add up"):
        campaign.take_antidote("Ana", 5, "Cicuta", STAMP)
    campaign.poison("Ana", 13, "COS", "fast", "cicuta", typed(66), STAMP)
    dose = recorded(campaign)[-1]  # EFF 8 against COS 11: 65%
    assert (dose.antidote, dose.effective, dose.chance, dose.damage) == (5, 8, 65, 8)
    campaign.take_poison_effect("Ana", "cicuta", STAMP)
    assert sheet_of(campaign, "Ana").characteristics["COS"] == 3


def test_an_antidote_needs_a_scene():
    with pytest.raises(RuleBroken, match="start one"):
        table(scene=False).take_antidote("Ana", 5, "cicuta", STAMP)

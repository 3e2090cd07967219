"""Experience (3.5): ticked skills roll above themselves for 1D6."""

from __future__ import annotations

import pytest

from journal.domain.brp.play import Check
from journal.domain.errors import RuleBroken
from tests.builders import STAMP
from tests.rulesets.brp.helpers import ANA, recorded, sheet_of, table, typed


def ticked(campaign, *skills_and_faces):
    for skill, face in skills_and_faces:
        campaign.roll_skill(Check("Ana", skill), None, typed(face), STAMP)
    recorded(campaign)


def test_a_35_percent_skill_improves_on_36_or_more():
    campaign = table({**ANA, "skills": {**ANA["skills"], "Nascondersi": 35}})
    ticked(campaign, ("Nascondersi", 20))
    campaign.experience("Ana", typed(36, 4), STAMP)
    rolled = recorded(campaign)[0]
    assert (rolled.value, rolled.roll, rolled.improved, rolled.gain) == (
        35,
        36,
        True,
        4,
    )
    ana = sheet_of(campaign, "Ana")
    assert ana.skills["Nascondersi"] == 39 and ana.ticks == []


def test_a_roll_at_or_under_the_skill_teaches_nothing_but_clears_the_tick():
    campaign = table({**ANA, "skills": {**ANA["skills"], "Nascondersi": 35}})
    ticked(campaign, ("Nascondersi", 20))
    campaign.experience("Ana", typed(35), STAMP)
    rolled = recorded(campaign)[0]
    assert (rolled.improved, rolled.dice) == (False, [])
    assert sheet_of(campaign, "Ana").skills["Nascondersi"] == 35
    assert sheet_of(campaign, "Ana").ticks == []


def test_a_100_always_improves_even_over_100_percent():
    campaign = table({**ANA, "skills": {**ANA["skills"], "Ricerca": 104}})
    ticked(campaign, ("Ricerca", 50))
    campaign.experience("Ana", typed(0, 6), STAMP)  # 00 = 100
    assert sheet_of(campaign, "Ana").skills["Ricerca"] == 110


def test_two_specialisations_are_two_checks():
    # 3.5: Conoscenza (Occulto) and Conoscenza (Storia) roll separately
    campaign = table()
    ticked(campaign, ("Conoscenza (Occulto)", 3), ("Conoscenza (Storia)", 4))
    campaign.experience("Ana", typed(50, 2, 3), STAMP)
    checks = recorded(campaign)
    assert [(c.skill, c.improved) for c in checks] == [
        ("Conoscenza (Occulto)", True),
        ("Conoscenza (Storia)", False),
    ]
    ana = sheet_of(campaign, "Ana")
    assert (
        ana.skills["Conoscenza (Occulto)"] == 7
        and ana.skill("Conoscenza (Storia)")[1] == 5
    )


def test_no_ticks_nothing_to_roll_and_miscounted_dice_record_nothing():
    campaign = table()
    with pytest.raises(RuleBroken, match="no ticked skill"):
        campaign.experience("Ana", typed(50), STAMP)
    ticked(campaign, ("Ascoltare", 10))
    with pytest.raises(RuleBroken, match="needs 2 dice, 1 were typed"):
        campaign.experience("Ana", typed(90), STAMP)
    assert recorded(campaign) == []


def test_four_free_checks_after_a_long_interlude():
    campaign = table()
    campaign.grant_free_checks("Ana", ["Ascoltare", "Ricerca"], STAMP)
    assert sheet_of(campaign, "Ana").ticks == ["Ascoltare", "Ricerca"]
    with pytest.raises(RuleBroken, match="has had 2 of the 4 free checks"):
        campaign.grant_free_checks("Ana", ["Schivare", "Furtività", "Ascoltare"], STAMP)


def test_a_teacher_caps_insegnare_at_the_skill_taught():
    teacher = {**ANA, "skills": {**ANA["skills"], "Insegnare": 70}}
    campaign = table(teacher, {**ANA, "name": "Bruno Ferri", "player": "Bruno"})
    campaign.teach("Ana", "Bruno", "Conoscenza (Legge)", typed(40, 30), STAMP)
    taught = recorded(campaign)[-1]
    assert (taught.teaching["value"], taught.teaching["chance"]) == (40, 40)
    assert taught.ticked and sheet_of(campaign, "Bruno").ticks == ["Conoscenza (Legge)"]

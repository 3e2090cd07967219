"""Checks (2.1): d20 roll-under with natural 1 and 20, ignored checks,
difficulty words, the unheld skill's d100 and the skill it may grant, averaged,
group and challenge checks; and every refusal."""

from __future__ import annotations

import pytest

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.fdt import checks
from tests.builders import STAMP
from tests.rulesets.fdt.builders import LIRIEN, campaign, last, recorded, sheet, typed


@pytest.fixture
def table():
    return campaign(sheet(), sheet(LIRIEN))


def test_a_check_succeeds_at_or_under_the_score(table):
    # Katariello, Agilità 15: 15 succeeds, 16 fails.
    table.roll_check("Katariello", "agilita", typed(15), STAMP)
    assert last(table).result == "success"
    assert last(table).margin == 0
    table.roll_check("Katariello", "Agilità", typed(16), STAMP)
    assert (last(table).target, last(table).roll, last(table).result) == (
        15,
        16,
        "failure",
    )


def test_natural_1_always_succeeds_and_20_always_fails(table):
    # Quasi impossibile (−15) on Agilità 15: target 0, yet a 1 succeeds.
    table.roll_check("Katariello", "agility", typed(1), STAMP, "quasi-impossibile")
    event = last(table)
    assert (event.target, event.result, event.natural) == (0, "success", True)
    # Facile (+5) on Forza 16 (not ignored: 21 would be): a 20 fails.
    table.roll_check("Katariello", "Forza", typed(20), STAMP, mod=3)
    assert (last(table).target, last(table).result) == (19, "failure")


def test_automatic_at_20_with_no_roll(table):
    # l.310: with at least 10 the very easy actions are automatic: Agilità 15
    # + 10 = 25, no die; Intelletto 9 + 10 = 19 is still rolled.
    before = len(table.pending_events)
    table.roll_check("Katariello", "Agilità", typed(), STAMP, "molto-facile")
    table.roll_check("Katariello", "Intelletto", typed(19), STAMP, "molto-facile")
    assert recorded(table, before) == ["CheckIgnored", "CheckRolled"]
    ignored, rolled = table.pending_events[before:]
    assert (ignored.target, ignored.roll, ignored.result) == (25, None, "automatic")
    assert (rolled.target, rolled.roll, rolled.result) == (19, 19, "success")


def test_ignored_checks_follow_score_plus_modifier(table):
    # Navigare 13 + 10 = 23 ≥ 20: automatic, no die typed, no die used.
    table.roll_check("Katariello", "Navigare", typed(), STAMP, "molto-facile")
    event = last(table, "CheckIgnored")
    assert (event.target, event.roll, event.result) == (23, None, "automatic")
    # "se ha almeno 20, può compiere automaticamente le azioni di media
    # difficoltà": a score of 20 at Normale is automatic.
    assert checks.check(20, 0, typed())["result"] == "automatic"
    assert checks.check(10, 10, typed())["result"] == "automatic"
    assert checks.check(19, 0, typed(19))["result"] == "success"


def test_a_die_typed_for_an_ignored_check_is_refused(table):
    with pytest.raises(RuleBroken, match="needs 0 dice, 1 were typed"):
        table.roll_check("Katariello", "Navigare", typed(5), STAMP, "molto-facile")


def test_difficulty_words_and_mod_add_up(table):
    table.roll_check("Katariello", "Forza", typed(8), STAMP, "difficile", mod=-3)
    event = last(table)
    assert (event.modifier, event.target, event.result) == (-8, 8, "success")
    assert event.difficulty == "difficile"


def test_a_check_marks_a_skill_used(table):
    kat = table.state.character("Katariello")
    assert not kat.skills["Navigare"]["used"]
    table.roll_check("Katariello", "navigare", typed(12), STAMP)
    assert kat.skills["Navigare"]["used"]


def test_an_unheld_skill_rolls_d100_strictly_below_the_characteristic(table):
    # Nuotare under Agilità 15: 14 succeeds, 15 fails.
    table.roll_check("Katariello", "Nuotare", typed(14), STAMP, char="Agilità")
    event = last(table)
    assert (type(event).__name__, event.score, event.result) == (
        "UnheldSkillTried",
        15,
        "success",
    )
    table.roll_check("Katariello", "Nuotare", typed(15), STAMP, char="Agilità")
    assert last(table).result == "failure"
    assert "Nuotare" not in table.state.character("Katariello").skills


def test_01_grants_the_skill_at_a_fifth_plus_1d4(table):
    # Regola dell'1 su 100: Agilità 15 / 5 = 3, + a d4 of 2 = 5.
    before = len(table.pending_events)
    table.roll_check("Katariello", "Nuotare", typed(1, 2), STAMP, char="agilita")
    assert recorded(table, before) == ["UnheldSkillTried", "SkillDiscovered"]
    found = last(table)
    assert (found.value, found.die) == (5, 2)
    skill = table.state.character("Katariello").skills["Nuotare"]
    assert (skill["value"], skill["origin"], skill["used"]) == (5, "discovered", True)


def test_00_is_serious_harm(table):
    table.roll_check("Katariello", "Scalare", typed(0), STAMP, char="Forza")
    assert (last(table).roll, last(table).calamity, last(table).result) == (
        100,
        True,
        "failure",
    )


def test_an_unheld_skill_needs_its_characteristic_and_no_modifier(table):
    with pytest.raises(RuleBroken, match="name the characteristic"):
        table.roll_check("Katariello", "Nuotare", typed(3), STAMP)
    with pytest.raises(RuleBroken, match="no modifier"):
        table.roll_check(
            "Katariello", "Nuotare", typed(3), STAMP, "facile", char="Forza"
        )
    with pytest.raises(NotFound, match="not a characteristic"):
        table.roll_check("Katariello", "Nuotare", typed(3), STAMP, char="Nuoto")
    with pytest.raises(RuleBroken, match="holds Forza"):
        table.roll_check("Katariello", "Forza", typed(3), STAMP, char="Agilità")


def test_an_averaged_check(table):
    # Forza 16 and Agilità 15: 15.5, a half rounded up: 16.
    table.roll_averaged("Katariello", ["Forza", "Agilità"], typed(16), STAMP)
    event = last(table)
    assert (event.kind, event.name, event.score, event.result) == (
        "averaged",
        "Forza/Agilità",
        16,
        "success",
    )
    with pytest.raises(RuleBroken, match="two or more"):
        table.roll_averaged("Katariello", ["Forza", "forza"], typed(3), STAMP)


def test_a_group_check_averages_everyone(table):
    # Percezione 12 and 14: 13; Katariello rolls for the group.
    table.roll_group(["Katariello", "Lirien"], "Percezione", typed(13), STAMP)
    event = last(table)
    assert (event.kind, event.score, event.result) == ("group", 13, "success")
    assert len(event.values) == 2
    with pytest.raises(RuleBroken, match="does not hold"):
        table.roll_group(["Katariello", "Lirien"], "Navigare", typed(3), STAMP)


def test_a_challenge_subtracts_twice_the_opponents_bonus(table):
    # Forza 16 against Lirien's Forza 10 (bonus 0): target 16; 17 fails, so
    # Lirien wins the tug of war.
    table.challenge("Katariello", "Lirien", "Forza", typed(17), STAMP)
    event = last(table)
    assert (event.target, event.result) == (16, "failure")
    assert event.winner == table.state.character("Lirien").id
    # Lirien's Agilità: base 16, −1 for her leather armour (the mod column),
    # 15; against Katariello's 15 (bonus +3): 15 − 6 = 9. A 10 fails: he wins.
    table.challenge("Lirien", "Katariello", "Agilità", typed(10), STAMP)
    assert (last(table).score, last(table).modifier, last(table).target) == (15, -6, 9)
    assert last(table).winner == table.state.character("Katariello").id


def test_a_natural_1_opens_the_check_pump_and_the_next_check_closes_it(table):
    kat = table.state.character("Katariello")
    table.roll_check("Katariello", "Forza", typed(1), STAMP)
    assert kat.pump_chance == "Forza"
    table.roll_check("Katariello", "Agilità", typed(4), STAMP)
    assert kat.pump_chance is None


def test_a_dead_or_fainted_character_cannot_roll(table):
    table.take_damage("Katariello", 17, STAMP)
    with pytest.raises(RuleBroken, match="Katariello is dead"):
        table.roll_check("Katariello", "Forza", typed(3), STAMP)


def test_a_casualita_keeps_the_faces_it_ignored(table):
    # d15 by a d20: the 18 is rolled again, the 7 counts.
    table.roll_casualita("d15", "Katariello", typed(18, 7), STAMP, "quale porta")
    event = last(table)
    assert (type(event).__name__, event.expression, event.total) == (
        "CasualitaRolled",
        "1d15",
        7,
    )
    assert (event.dice[0]["sides"], event.dice[0]["faces"]) == (20, [18, 7])
    assert event.dice[0]["kept"] == [False, True]
    with pytest.raises(RuleBroken, match="needs 2 dice, 3 were typed"):
        table.roll_casualita("d15", None, typed(18, 7, 3), STAMP)

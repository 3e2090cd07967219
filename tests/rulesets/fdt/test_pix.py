"""PiX (3.1–3.4): awards, pumps of every kind, teachers, a new profession, the
end of an adventure; and every refusal."""

from __future__ import annotations

import pytest

from journal.domain.errors import RuleBroken
from journal.domain.fdt.creatures import parse_stat_block
from tests.builders import STAMP
from tests.rulesets.fdt.builders import (
    BALJEDDUR,
    LIRIEN,
    campaign,
    last,
    recorded,
    sheet,
    typed,
)


@pytest.fixture
def table():
    table = campaign(sheet(), sheet(LIRIEN))
    table.add_creature("Baljeddur", parse_stat_block(BALJEDDUR), STAMP, "Cinghiale")
    return table


def rich(table, pix=500):
    table.award_pix("Katariello", pix, "master", STAMP)
    return table.state.character("Katariello")


def test_valore_awards_duel_fled_group(table):
    # The boar's Valore 11: a duel 11, fled ⅔ → 7 (7.33), a group ½ → 6 (5.5),
    # a group that made it flee ⅓ → 4 (3.67).
    for reason, amount in (("duel", 11), ("fled", 7), ("group", 6), ("group-fled", 4)):
        table.award_pix("Lirien", 0, reason, STAMP, creature="Baljeddur")
        assert (last(table).amount, last(table).valore) == (amount, 11)


def test_creative_evening_and_adventure_limits(table):
    table.award_pix("Katariello", 10, "creative", STAMP)
    with pytest.raises(RuleBroken, match="creative award is 1..10"):
        table.award_pix("Katariello", 11, "creative", STAMP)
    table.award_pix("Katariello", 3, "evening", STAMP)
    table.award_pix("Katariello", 2, "evening", STAMP)
    with pytest.raises(RuleBroken, match=r"evening award is 1..5 PiX \(5 already"):
        table.award_pix("Katariello", 1, "evening", STAMP)
    table.award_pix("Katariello", 25, "adventure", STAMP)
    with pytest.raises(RuleBroken, match="adventure award"):
        table.award_pix("Katariello", 1, "adventure", STAMP)
    # A new session is a new evening.
    table.end_session(STAMP)
    table.start_session("2026-11-28", [], STAMP)
    table.award_pix("Katariello", 5, "evening", STAMP)
    assert table.state.character("Katariello").pix == 45


def test_pix_never_fall_below_0(table):
    with pytest.raises(RuleBroken, match="never fall below 0"):
        table.award_pix("Katariello", -1, "master", STAMP)
    table.award_pix("Katariello", 5, "master", STAMP)
    with pytest.raises(RuleBroken, match="has 5 PiX, not 6 to spend"):
        table.spend_pix("Katariello", 6, "una spada", STAMP)
    table.spend_pix("Katariello", 5, "una spada", STAMP)
    assert table.state.character("Katariello").pix == 0


def test_a_base_pump_of_a_characteristic_costs_60(table):
    kat = rich(table)
    table.pump("Katariello", "Forza", "base", typed(), STAMP)
    assert (last(table).cost, kat.characteristics["Forza"]["base"], kat.pix) == (
        60,
        17,
        440,
    )
    assert type(last(table)).__name__ == "CharacteristicPumped"


def test_a_random_pump_costs_120_and_stops_at_20(table):
    kat = rich(table)
    table.pump("Katariello", "Forza", "random", typed(3), STAMP)
    assert (last(table).cost, last(table).die, last(table).after) == (120, 3, 19)
    table.pump("Katariello", "Forza", "random", typed(4), STAMP)
    assert (last(table).after, kat.value("Forza")) == (20, 20)
    with pytest.raises(RuleBroken, match="needs a base below 20"):
        table.pump("Katariello", "Forza", "base", typed(), STAMP)
    table.pump("Katariello", "Forza", "ultra", typed(), STAMP)
    assert (last(table).cost, last(table).after) == (120, 21)
    with pytest.raises(RuleBroken, match="ultra pump needs a base of 20"):
        table.pump("Katariello", "Agilità", "ultra", typed(), STAMP)


def test_a_check_pump_costs_30_right_after_a_natural_1(table):
    kat = rich(table)
    with pytest.raises(RuleBroken, match="not just rolled a natural 1 on Agilità"):
        table.pump("Katariello", "Agilità", "check", typed(), STAMP)
    table.roll_check("Katariello", "Agilità", typed(1), STAMP)
    table.pump("Katariello", "Agilità", "check", typed(), STAMP)
    assert (last(table).cost, kat.characteristics["Agilità"]["base"]) == (30, 16)
    with pytest.raises(RuleBroken, match="natural 1"):
        table.pump("Katariello", "Agilità", "check", typed(), STAMP)


def test_an_ignored_check_gives_no_check_pump(table):
    rich(table)
    table.roll_check("Katariello", "Agilità", typed(), STAMP, "molto-facile")
    with pytest.raises(RuleBroken, match="natural 1"):
        table.pump("Katariello", "Agilità", "check", typed(), STAMP)


def test_a_skill_pump_costs_30_and_a_random_one_60(table):
    # l.517: "un pompaggio base costa 30 PiX ed uno Random ne costa 60".
    kat = rich(table)
    table.roll_check("Katariello", "Navigare", typed(5), STAMP)
    table.pump("Katariello", "Navigare", "base", typed(), STAMP)
    assert (type(last(table)).__name__, last(table).cost) == ("SkillPumped", 30)
    table.pump("Katariello", "Navigare", "random", typed(2), STAMP)
    assert (last(table).cost, kat.skills["Navigare"]["value"]) == (60, 16)
    table.roll_check("Katariello", "Navigare", typed(1), STAMP)
    table.pump("Katariello", "Navigare", "check", typed(), STAMP)
    assert last(table).cost == 15


def test_a_pump_on_an_unused_skill_is_refused(table):
    rich(table)
    with pytest.raises(RuleBroken, match="not been used this adventure"):
        table.pump("Katariello", "Navigare", "base", typed(), STAMP)


def test_a_pump_beyond_the_pix_is_refused(table):
    table.award_pix("Katariello", 59, "master", STAMP)
    with pytest.raises(RuleBroken, match="has 59 PiX; a base pump of Forza costs 60"):
        table.pump("Katariello", "Forza", "base", typed(), STAMP)


def test_the_optional_rule_against_check_pumps_on_combat_skills(table):
    rich(table)
    table.roll_check("Katariello", "Mani nude", typed(1), STAMP)
    table.set_option("no-combat-check-pumps", True, STAMP)
    with pytest.raises(RuleBroken, match="no check pump on Mani nude"):
        table.pump("Katariello", "Mani nude", "check", typed(), STAMP)


def test_the_end_of_an_adventure_clears_the_used_flags(table):
    rich(table)
    table.roll_check("Katariello", "Navigare", typed(5), STAMP)
    table.end_adventure(STAMP)
    assert not table.state.character("Katariello").skills["Navigare"]["used"]
    with pytest.raises(RuleBroken, match="not been used"):
        table.pump("Katariello", "Navigare", "base", typed(), STAMP)
    with pytest.raises(RuleBroken, match="no adventure"):
        table.end_adventure(STAMP)


def test_a_new_adventure_ends_the_one_under_way(table):
    table.roll_check("Katariello", "Navigare", typed(5), STAMP)
    table.end_session(STAMP)
    before = len(table.pending_events)
    table.start_adventure("Il ritorno", STAMP)
    assert recorded(table, before) == ["AdventureEnded", "AdventureStarted"]


def test_learning_from_a_teacher_costs_40(table):
    # 40 PiX: the skill at a fifth of the nearest characteristic (Agilità 15: 3).
    kat = rich(table)
    table.learn("Katariello", "Nuotare", "Agilità", "un pescatore", STAMP)
    event = last(table)
    assert (event.cost, event.value, event.teacher, event.teacher_name) == (
        40,
        3,
        None,
        "un pescatore",
    )
    assert kat.skills["Nuotare"]["origin"] == "taught"
    with pytest.raises(RuleBroken, match="already holds Nuotare"):
        table.learn("Katariello", "Nuotare", "Agilità", "un pescatore", STAMP)


def test_a_character_teaches_a_skill_above_20_made_teachable_for_30():
    singer = {**LIRIEN, "skills": {**LIRIEN["skills"], "Cantare": 21}}
    table = campaign(sheet(), sheet(singer))
    lirien = table.state.character("Lirien")
    rich(table)
    table.award_pix("Lirien", 200, "master", STAMP)
    with pytest.raises(RuleBroken, match="Lirien cannot teach Tiro con l'arco"):
        table.learn("Katariello", "Tiro con l'arco", "Agilità", "Lirien", STAMP)
    with pytest.raises(RuleBroken, match="Lirien cannot teach Cantare"):
        table.learn("Katariello", "Cantare", "Psiche", "Lirien", STAMP)
    with pytest.raises(RuleBroken, match="must be above 20"):
        table.make_teachable("Lirien", "Mira", STAMP)
    table.make_teachable("Lirien", "Cantare", STAMP)
    assert (last(table).cost, lirien.pix, lirien.skills["Cantare"]["teachable"]) == (
        30,
        170,
        True,
    )
    # Psiche 10: a fifth is 2.
    table.learn("Katariello", "Cantare", "Psiche", "Lirien", STAMP)
    assert (last(table).teacher, last(table).value) == (lirien.id, 2)


def test_racial_skills_cannot_be_learned(table):
    rich(table)
    with pytest.raises(RuleBroken, match="Vista termica is racial"):
        table.learn("Katariello", "Vista termica", "Percezione", "un elfo", STAMP)
    with pytest.raises(RuleBroken, match="must be above 20, not racial"):
        table.make_teachable("Lirien", "Vista termica", STAMP)


def test_the_master_grants_an_odd_skill_below_10(table):
    table.grant_skill("Katariello", "Cucinare fagioli con la birra", 7, STAMP)
    assert table.state.character("Katariello").skills["Cucinare fagioli con la birra"][
        "origin"
    ] == ("granted")
    with pytest.raises(RuleBroken, match="1..9"):
        table.grant_skill("Katariello", "Sogghignare avidamente", 10, STAMP)


def test_changing_profession_costs_60_a_skill(table):
    kat = rich(table, 130)
    table.change_profession("Katariello", "Marinaio", {"Nodi": 4, "Pescare": 6}, STAMP)
    assert (last(table).cost, kat.pix, kat.profession) == (120, 10, "Marinaio")
    assert kat.skills["Pescare"] == {
        "value": 6,
        "origin": "profession",
        "racial": False,
        "teachable": False,
        "used": False,
    }
    with pytest.raises(RuleBroken, match="starts at 1..6"):
        table.change_profession("Lirien", "Marinaio", {"Nodi": 7}, STAMP)
    with pytest.raises(RuleBroken, match="has 10 PiX and this costs 60"):
        table.change_profession("Katariello", "Cuoco", {"Cucinare": 3}, STAMP)

"""Shock (2.8) and panic (2.5), optional rules, and the end of a fight."""

from __future__ import annotations

import pytest

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.fdt.combat import Attack
from journal.domain.fdt.creatures import parse_stat_block
from tests.builders import STAMP
from tests.rulesets.fdt.builders import BALJEDDUR, campaign, last, recorded, typed


@pytest.fixture
def table():
    table = campaign()
    table.set_option("shock", True, STAMP)
    return table


def test_katariellos_shock_m_f_m_to_3_and_fainting(table):
    kat = table.state.character("Katariello")
    # An hour at the helm in a storm: one mental shock.
    table.take_shock("Katariello", "mental", STAMP, "timonare nella burrasca")
    assert kat.shock == {"M": 1, "F": 0}
    # A blow against the boom: one physical shock, "il grado attuale di shock
    # sale a 2".
    table.take_shock("Katariello", "fisico", STAMP, "il boma")
    assert kat.shock_degree == 2 and kat.status == "active"
    # The Stuarpen: one more mental shock, "sale a shock 3 e sviene all'istante".
    table.take_shock("Katariello", "M", STAMP, "lo Stuarpen")
    assert last(table).fainted
    assert (kat.shock_degree, kat.status) == (3, "fainted")
    # "Rinverrà dopo un turno (quando se ne andrà lo shock mentale)".
    table.fade_shock("Katariello", STAMP)
    assert (kat.shock, kat.status) == ({"M": 0, "F": 1}, "active")


def test_shock_stops_at_3(table):
    table.take_shock("Katariello", "F", STAMP, points=2)
    table.take_shock("Katariello", "M", STAMP, points=2)
    assert last(table).applied == 1
    with pytest.raises(RuleBroken, match="already at shock 3"):
        table.take_shock("Katariello", "M", STAMP)


def test_stunned_is_one_f_and_one_m(table):
    before = len(table.pending_events)
    table.stun("Katariello", STAMP)
    assert recorded(table, before) == ["ShockTaken", "ShockTaken"]
    assert table.state.character("Katariello").shock == {"M": 1, "F": 1}


def test_physical_shock_needs_healing(table):
    table.take_shock("Katariello", "F", STAMP)
    with pytest.raises(RuleBroken, match="no mental shock"):
        table.fade_shock("Katariello", STAMP)
    with pytest.raises(RuleBroken, match="not 2 to heal"):
        table.heal_shock("Katariello", 2, STAMP)
    table.heal_shock("Katariello", 1, STAMP, "seduta di guarigione")
    assert table.state.character("Katariello").shock == {"M": 0, "F": 0}


def test_a_failed_freddezza_check_gives_1_m(table):
    # Freddezza 9: a 12 fails, and the shock rule adds a mental shock.
    before = len(table.pending_events)
    table.roll_check("Katariello", "Freddezza", typed(12), STAMP)
    assert recorded(table, before) == ["CheckRolled", "ShockTaken"]
    assert (last(table).kind, last(table).cause) == ("M", "Freddezza")


def test_a_blow_taking_more_than_half_the_pv_gives_1_f(table):
    # 17 pV: 9 in one blow is more than half.
    before = len(table.pending_events)
    table.take_damage("Katariello", 9, STAMP, "il boma")
    assert recorded(table, before) == ["DamageTaken", "ShockTaken"]
    assert last(table).kind == "F"
    table.take_damage("Katariello", 4, STAMP)  # 4 of 8: not more than half
    assert type(last(table)).__name__ == "DamageTaken"


def test_shock_is_refused_while_its_rule_is_off():
    table = campaign()
    with pytest.raises(RuleBroken, match="optional rule shock, which is off"):
        table.take_shock("Katariello", "M", STAMP)
    # Off, a failed Freddezza check gives no shock.
    before = len(table.pending_events)
    table.roll_check("Katariello", "Freddezza", typed(12), STAMP)
    assert recorded(table, before) == ["CheckRolled"]


def test_an_unknown_shock_kind_is_refused(table):
    with pytest.raises(RuleBroken, match="mental or physical"):
        table.take_shock("Katariello", "spiritual", STAMP)


@pytest.fixture
def panicky():
    table = campaign()
    table.set_option("panic", True, STAMP)
    table.add_creature("Baljeddur", parse_stat_block(BALJEDDUR), STAMP)
    return table


def test_losing_more_than_half_the_current_pv_calls_for_a_panic_roll(panicky):
    # 17 pV, 9 lost: more than half. Freddezza 9: a 3 holds steady.
    panicky.take_damage("Katariello", 9, STAMP)
    assert last(panicky).panic_due
    panicky.roll_panic("Katariello", typed(3), STAMP)
    assert (last(panicky).outcome, last(panicky).result) == ("steady", "success")
    with pytest.raises(RuleBroken, match="no panic roll due"):
        panicky.roll_panic("Katariello", typed(3), STAMP)


def test_failing_by_1_to_4_flees_that_many_rounds(panicky):
    panicky.take_damage("Katariello", 9, STAMP)
    panicky.roll_panic("Katariello", typed(12), STAMP)  # 9 − 12: by 3
    assert (last(panicky).outcome, last(panicky).rounds) == ("fled", 3)


def test_failing_by_5_or_more_is_blind_fury(panicky):
    # By 7: fury, unbalanced attacks, + half of 7 (4) to each blow.
    panicky.take_damage("Katariello", 9, STAMP)
    panicky.roll_panic("Katariello", typed(16), STAMP)
    assert (last(panicky).outcome, last(panicky).damage_bonus) == ("fury", 4)
    plan = Attack("Katariello", "Baljeddur", weapon="Ascia")
    panicky.attack(plan, typed(3, 2), STAMP)
    assert last(panicky, "AttackRolled").style == "unbalanced"
    assert last(panicky).bonuses == {"forza": 3, "style": 3, "fury": 4}
    with pytest.raises(RuleBroken, match="blind fury"):
        panicky.attack(plan._replace(style="carica"), typed(3, 2), STAMP)
    panicky.calm("Katariello", STAMP)
    panicky.pass_round("Baljeddur", None, STAMP)  # the boar's round
    panicky.attack(plan, typed(20), STAMP)
    assert last(panicky).style == "normal"


def test_a_creature_panics_on_its_freddezza(panicky):
    # The boar: 14 pV, 8 lost; fr 16: a 17 fails by 1: it flees a round.
    panicky.take_damage("Baljeddur", 8, STAMP)
    panicky.roll_panic("Baljeddur", typed(17), STAMP)
    assert (last(panicky).score, last(panicky).outcome, last(panicky).rounds) == (
        16,
        "fled",
        1,
    )


def test_no_panic_roll_for_the_dead_or_while_the_rule_is_off(panicky):
    panicky.take_damage("Katariello", 17, STAMP)
    assert not last(panicky).panic_due
    quiet = campaign()
    quiet.take_damage("Katariello", 9, STAMP)
    assert not last(quiet).panic_due
    with pytest.raises(RuleBroken, match="optional rule panic"):
        quiet.roll_panic("Katariello", typed(3), STAMP)


def test_the_end_of_a_fight_clears_its_conditions(panicky):
    panicky.take_damage("Katariello", 9, STAMP)
    panicky.roll_panic("Katariello", typed(16), STAMP)
    panicky.end_fight(STAMP)
    assert panicky.state.character("Katariello").combat == {}
    with pytest.raises(NotFound):
        panicky.calm("Nessuno", STAMP)

"""Combat (2.5–2.7, 2.9): attack minus the defender's bAgilità, damage +
bForza − Colpi, Durata, styles, the aimed shot, criticals, death and its PiX."""

from __future__ import annotations

import pytest

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.fdt.combat import Attack
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


def boar(table) -> dict:
    return table.state.table["creatures"][last(table, "CreatureAdded").event_id]


def round_of(table, fighter: str = "Baljeddur") -> None:
    """The other side's round goes by (2.5: round alterni)."""
    table.pass_round(fighter, "aspetta", STAMP)


def test_the_attack_subtracts_the_defenders_agility_bonus(table):
    # Katariello's Ascia, Armi da mischia 14, against the boar's ag +1: 13.
    table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(13, 6), STAMP)
    attack = last(table, "AttackRolled")
    assert (attack.score, attack.modifiers, attack.target) == (14, {"agility": -1}, 13)
    assert attack.result == "success"


def test_damage_adds_bforza_and_the_hide_absorbs_its_colpi(table):
    # d8 shows 6, + bForza 3 (Forza 16) = 9, − the boar's c 1 = 8: 14 → 6 pV.
    before = len(table.pending_events)
    table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(9, 6), STAMP)
    assert recorded(table, before) == ["AttackRolled", "DamageDealt"]
    damage = last(table)
    assert (damage.rolled, damage.bonuses, damage.gross) == (6, {"forza": 3}, 9)
    assert (damage.absorbed, damage.net, damage.killed) == ({"hide": 1}, 8, False)
    assert boar(table)["pv"] == 6


def test_a_kill_earns_the_boars_valore_of_11(table):
    table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(9, 6), STAMP)
    round_of(table)
    before = len(table.pending_events)
    table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(5, 8), STAMP)
    assert recorded(table, before) == ["AttackRolled", "DamageDealt", "PiXAwarded"]
    award = last(table)
    assert (award.amount, award.reason, award.creature, award.valore) == (
        11,
        "duel",
        "Cinghiale",
        11,
    )
    assert boar(table)["status"] == "dead"
    assert table.state.character("Katariello").pix == 11
    with pytest.raises(RuleBroken, match="cannot attack Baljeddur"):
        table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(5), STAMP)


def test_the_valore_is_earned_only_for_the_first_of_a_kind(table):
    table.add_creature("Secondo", parse_stat_block(BALJEDDUR), STAMP, "Cinghiale")
    for target in ("Baljeddur", "Secondo"):
        table.take_damage(target, 13, STAMP)
        table.attack(Attack("Katariello", target, weapon="Ascia"), typed(5, 1), STAMP)
        table.end_fight(STAMP)
    awards = [e for e in table.pending_events if type(e).__name__ == "PiXAwarded"]
    assert [a.amount for a in awards] == [11]


def test_a_group_kill_gives_half_the_valore_to_each(table):
    # ½ × 11 = 5.5, a half rounded up: 6 each.
    table.take_damage("Baljeddur", 13, STAMP)
    plan = Attack("Katariello", "Baljeddur", weapon="Ascia", shared_with=("Lirien",))
    table.attack(plan, typed(5, 1), STAMP)
    awards = [e for e in table.pending_events if type(e).__name__ == "PiXAwarded"]
    assert [(a.amount, a.reason) for a in awards] == [(6, "group"), (6, "group")]


def test_the_boar_bites_lirien_through_her_armour(table):
    # Morso (12 − d4) against Lirien's Agilità 15 (16 − 1 armour): 12 − 3 = 9.
    # The d4 shows 3, her leather's Colpi 2 absorb 2: 1 pV; its Durata 5 → 4.
    before = len(table.pending_events)
    table.attack(Attack("Baljeddur", "Lirien", skill="Morso"), typed(4, 3), STAMP)
    assert recorded(table, before) == ["AttackRolled", "DamageDealt", "ArmourWorn"]
    attack = table.pending_events[before]
    assert (attack.score, attack.target, attack.skill) == (12, 9, "Morso")
    lirien = table.state.character("Lirien")
    assert (lirien.pv, lirien.pv_max, lirien.armour["durata"]) == (10, 11, 4)


def test_a_creature_with_two_attacks_names_one(table):
    with pytest.raises(NotFound, match="Morso, Zoccolo"):
        table.attack(Attack("Baljeddur", "Lirien"), typed(4, 3), STAMP)


def test_the_aimed_shot_minus_6_for_2_then_minus_3_after_a_held_round(table):
    # l.409: "se prova un tiro con penalità -6, può aggiungere 2 al danno;
    # inoltre, se mantiene la mira per un round in più prima di tirare, la
    # penalità sarà ridotta ad un -3." Lirien, Mira 15, boar ag +1.
    plan = Attack("Lirien", "Baljeddur", weapon="Arco", style="aimed", aim=2)
    table.attack(plan, typed(8, 4), STAMP)
    attack = last(table, "AttackRolled")
    assert attack.modifiers == {"agility": -1, "aim": -6}
    assert attack.target == 8
    assert last(table).bonuses == {"aim": 2}
    round_of(table)
    table.hold_aim("Lirien", STAMP)  # a round holding the aim
    round_of(table)
    table.attack(plan, typed(11, 4), STAMP)
    attack = last(table, "AttackRolled")
    assert (attack.modifiers["aim"], attack.target, attack.result) == (
        -3,
        11,
        "success",
    )
    assert "aim" not in table.state.character("Lirien").combat


def test_the_aim_is_held_three_rounds_at_most(table):
    table.hold_aim("Lirien", STAMP)
    table.hold_aim("Lirien", STAMP)
    with pytest.raises(RuleBroken, match="3 rounds"):
        table.hold_aim("Lirien", STAMP)


def test_an_aimed_shot_is_a_mira_attack(table):
    with pytest.raises(RuleBroken, match="aimed shot"):
        table.attack(
            Attack("Katariello", "Baljeddur", weapon="Ascia", style="mirato", aim=1),
            typed(3, 3),
            STAMP,
        )


def test_from_behind_the_defender_loses_bagilita_and_the_shield(table):
    table.wear("Lirien", "scudo", {"name": "Buckler", "colpi": 1, "durata": 3}, STAMP)
    plan = Attack("Katariello", "Lirien", weapon="Ascia", style="alle-spalle")
    table.attack(plan, typed(14, 1), STAMP)
    # No bAgilità: target 14; 1 + 3 = 4, only the armour's 2 Colpi absorb.
    assert last(table, "AttackRolled").target == 14
    assert (last(table, "DamageDealt").absorbed, last(table, "DamageDealt").net) == (
        {"armour": 2},
        2,
    )
    # Noticed (a Percezione check): the bAgilità is back, the shield is not.
    round_of(table, "Lirien")
    table.attack(plan._replace(noticed=True), typed(20), STAMP)
    assert last(table, "AttackRolled").target == 11


def test_the_unbalanced_attack_adds_bagilita_and_exposes_the_attacker(table):
    plan = Attack("Katariello", "Baljeddur", weapon="Ascia", style="sbilanciato")
    table.attack(plan, typed(3, 2), STAMP)
    assert last(table, "DamageDealt").bonuses == {"forza": 3, "style": 3}
    assert table.state.character("Katariello").combat["exposed"]
    # The boar's next bite ignores his bAgilità +3: target 12, not 9.
    table.attack(Attack("Baljeddur", "Katariello", skill="Zoccolo"), typed(20), STAMP)
    assert last(table, "AttackRolled").target == 12
    # His next attack is his new round: no longer exposed.
    table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(20), STAMP)
    assert "exposed" not in table.state.character("Katariello").combat


def test_the_charge_adds_bvelocita(table):
    # 2.6: "richiede che l'attaccante abbia impiegato tutto il suo round
    # precedente correndo"
    plan = Attack("Katariello", "Baljeddur", weapon="Ascia", style="carica")
    with pytest.raises(RuleBroken, match="a charge follows a whole round running"):
        table.attack(plan, typed(3, 2), STAMP)
    table.move("Katariello", "sprint", STAMP)
    table.attack(plan, typed(3, 2), STAMP)
    assert last(table, "DamageDealt").bonuses == {"forza": 3, "style": 1}


def test_invisible_and_from_the_ground_take_5(table):
    plan = Attack("Katariello", "Baljeddur", weapon="Ascia", style="invisibile")
    table.attack(plan, typed(20), STAMP)
    assert last(table).modifiers == {"agility": -1, "style": -5}


def test_parry_doubles_the_defenders_bagilita_and_halves_its_next_attack(table):
    plan = Attack("Baljeddur", "Katariello", skill="Morso", parry=True)
    table.attack(plan, typed(20), STAMP)
    assert last(table).modifiers == {"agility": -6}
    table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(20), STAMP)
    assert last(table).score == 7  # Armi da mischia 14 halved


def test_unarmed_damage_comes_from_mani_nude(table):
    # Mani nude 13: the Danno base row 13–18, d4; + bForza 3 − c 1.
    table.attack(Attack("Katariello", "Baljeddur"), typed(5, 4), STAMP)
    damage = last(table, "DamageDealt")
    assert (damage.expression, damage.rolled, damage.net) == ("1d4", 4, 6)


def test_a_weapon_skill_needs_a_weapon_or_damage(table):
    with pytest.raises(RuleBroken, match="needs a weapon or its damage"):
        table.attack(
            Attack("Katariello", "Baljeddur", skill="Armi da mischia"),
            typed(3),
            STAMP,
        )
    with pytest.raises(NotFound, match="no weapon called 'Spada'"):
        table.attack(Attack("Katariello", "Baljeddur", weapon="Spada"), typed(3), STAMP)


def test_death_at_0_pv(table):
    # The boar kills Katariello (17 pV) with blows the table records.
    table.take_damage("Katariello", 16, STAMP)
    table.attack(Attack("Baljeddur", "Katariello", skill="Morso"), typed(2, 1), STAMP)
    kat = table.state.character("Katariello")
    assert (kat.pv, kat.status, last(table).killed) == (0, "dead", True)


def test_criticals_are_off_by_default(table):
    table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(1, 5), STAMP)
    assert last(table, "AttackRolled").critical is None
    assert last(table).gross == 8


def test_a_natural_1_doubles_the_damage(table):
    table.set_option("criticals", True, STAMP)
    table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(1, 5), STAMP)
    assert last(table, "AttackRolled").critical == "double"
    damage = last(table, "DamageDealt")
    assert (damage.gross, damage.net, damage.doubled, damage.killed) == (
        16,
        15,
        True,
        True,
    )


def test_a_natural_20_rolls_the_d4_mishap(table):
    table.set_option("criticals", True, STAMP)
    # Armi da mischia, 4: the weapon is damaged (−2 damage); again: broken.
    plan = Attack("Katariello", "Baljeddur", weapon="Ascia")
    before = len(table.pending_events)
    table.attack(plan, typed(20, 4), STAMP)
    assert recorded(table, before) == ["AttackRolled", "MishapRolled"]
    assert last(table).effect == "weapon-damaged"
    round_of(table)
    table.attack(plan, typed(2, 5), STAMP)
    assert last(table).bonuses == {"forza": 3, "weapon": -2}
    round_of(table)
    table.attack(plan, typed(20, 4), STAMP)
    round_of(table)
    with pytest.raises(RuleBroken, match="Ascia is broken"):
        table.attack(plan, typed(2, 5), STAMP)


def test_mishaps_of_mani_nude_and_mira(table):
    table.set_option("criticals", True, STAMP)
    kat = table.state.character("Katariello")
    table.attack(Attack("Katariello", "Baljeddur"), typed(20, 1), STAMP)
    assert (kat.value("Autorità"), kat.value("Fascino")) == (11, 9)  # face scar
    round_of(table)
    table.attack(Attack("Katariello", "Baljeddur"), typed(20, 2), STAMP)
    assert kat.pv == 16  # −1 pV no armour absorbs
    round_of(table)
    table.attack(Attack("Katariello", "Baljeddur"), typed(20, 4), STAMP)
    round_of(table)
    table.attack(Attack("Katariello", "Baljeddur"), typed(19), STAMP)
    assert last(table).modifiers == {"agility": -1, "wrist": -5}  # the wrist
    assert last(table).target == 7
    table.attack(Attack("Lirien", "Baljeddur", weapon="Arco"), typed(20, 1), STAMP)
    assert table.state.character("Lirien").pv == 10  # fell: −1 pV


def test_range_needs_its_optional_rule(table):
    plan = Attack("Lirien", "Baljeddur", weapon="Arco", range="long", range_malus=4)
    with pytest.raises(RuleBroken, match="optional rule range"):
        table.attack(plan, typed(3, 3), STAMP)
    table.set_option("range", True, STAMP)
    # Between medium and maximum: −4 to the check and to the damage.
    table.attack(plan, typed(3, 6), STAMP)
    assert last(table, "AttackRolled").modifiers == {"agility": -1, "range": -4}
    assert last(table).bonuses == {"range": -4}
    with pytest.raises(RuleBroken, match="out of reach"):
        table.attack(plan._replace(range="beyond"), typed(3), STAMP)
    with pytest.raises(RuleBroken, match="malus is 2..10"):
        table.attack(plan._replace(range_malus=12), typed(3), STAMP)


def test_a_fainted_attacker_cannot_attack(table):
    table.set_option("shock", True, STAMP)
    table.take_shock("Katariello", "F", STAMP, points=3)
    with pytest.raises(RuleBroken, match="Katariello is fainted"):
        table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(3), STAMP)

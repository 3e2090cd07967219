"""Combat arithmetic from the rulebook (Combattimento), without the command line."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import uuid4

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from journal.domain.campaign import Stamp
from journal.domain.daimon2090 import combat, gear
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.daimon2090.fightpool import FightRound, gear_part, verdict
from journal.domain.daimon2090.mira import AimedShot
from journal.domain.dice import Dice
from journal.domain.errors import JournalError, RuleBroken
from journal.projections.timeline import state_at

PISTOLA = {"name": "Pistola", "level": 1, "marks": 0}
GIUBBOTTO_RINFORZATO = {"name": "Giubbotto rinforzato", "level": 1, "marks": 0}
GIUBBOTTO_ANTIPROIETTILE = {"name": "Giubbotto antiproiettile", "level": 2, "marks": 0}
SCUDO = {"name": "Scudo antisommossa", "level": 1, "marks": 0}
# The opponent: a small submachine gun (2) and a bulletproof vest (2): total 4.
MITRAGLIERE = {"weapon": 2, "protection": 2, "shield": 0}


def difference(weapon, worn, melee=False, npc=MITRAGLIERE) -> int:
    return gear_part(weapon, worn, npc, melee)["dice"]


def test_the_rulebook_pistol_and_vest_against_a_submachine_gun():
    # Pistol 1 + reinforced vest 1 = 2 against 2 + 2 = 4: −2D.
    assert difference(PISTOLA, [GIUBBOTTO_RINFORZATO]) == -2
    # A riot shield does not help against firearms: still −2D.
    assert difference(PISTOLA, [GIUBBOTTO_RINFORZATO, SCUDO]) == -2
    # A bulletproof vest instead of the reinforced one: only −1D.
    assert difference(PISTOLA, [GIUBBOTTO_ANTIPROIETTILE]) == -1


def test_a_riot_shield_adds_one_in_melee():
    assert difference(PISTOLA, [GIUBBOTTO_RINFORZATO, SCUDO], melee=True) == -1
    # ... for the opponent too.
    shielded = {**MITRAGLIERE, "shield": 1}
    assert difference(PISTOLA, [GIUBBOTTO_RINFORZATO], True, shielded) == -3
    assert difference(PISTOLA, [GIUBBOTTO_RINFORZATO], False, shielded) == -2


def test_a_worn_out_protection_does_not_count():
    worn_out = {**GIUBBOTTO_ANTIPROIETTILE, "marks": 13}
    assert gear.counted_level(worn_out, melee=False) == 0
    assert difference(PISTOLA, [worn_out]) == -3
    assert difference(None, []) == -4  # unarmed, plain clothes: 0 against 4


@pytest.mark.parametrize(
    "margin, wounds",
    list(zip(range(1, 11), [1, 1, 2, 2, 3, 3, 4, 4, 5, 5], strict=True)),
)
def test_the_wound_table(margin, wounds):
    # Differenza 1 o 2: 1 ferita; 3 o 4: 2; ... 9 o 10: 5 (ASSEGNARE FERITE).
    assert combat.wounds_for_margin(margin) == wounds
    assert combat.wounds_taken(margin, None) == wounds
    assert combat.wounds_inflicted(margin, None) == wounds


def test_a_success_by_margin_zero_still_wounds_once():
    assert combat.wounds_inflicted(0, None) == 1


def test_strategies():
    # Attacco disperato: +2D, double wounds both ways.
    assert combat.strategy_dice("desperate") == 2
    assert combat.wounds_inflicted(3, "desperate") == 4
    assert combat.wounds_taken(3, "desperate") == 4
    assert combat.wounds_inflicted(0, "desperate") == 2
    # Difesa ad oltranza: +2D, no wound inflicted, wounds taken normally.
    assert combat.strategy_dice("defence") == 2
    assert combat.wounds_inflicted(5, "defence") == 0
    assert combat.wounds_taken(5, "defence") == 3
    assert combat.strategy_dice(None) == 0
    with pytest.raises(RuleBroken):
        combat.strategy_dice("berserk")


@pytest.mark.parametrize(
    "characters, opponents, dice",
    [(1, 2, -1), (1, 3, -2), (2, 2, 0), (2, 1, 1), (3, 1, 2), (1, 1, 0)],
)
def test_the_numeric_ratio(characters, opponents, dice):
    assert combat.ratio_dice(characters, opponents) == dice


def test_two_against_three_must_be_split():
    with pytest.raises(RuleBroken, match="split the fight"):
        combat.ratio_dice(2, 3)


def test_an_npc_weakens_as_it_is_wounded():
    # Difficulty 4: at most 4 wounds; −1 after the first, −2 once they exceed
    # half (3 of 4: "superano la metà").
    assert [combat.npc_difficulty(4, w) for w in range(4)] == [4, 3, 3, 2]
    # Difficulty 5: 3 wounds exceed half (2 × 2 = 4 ≤ 5; 3 × 2 = 6 > 5).
    assert [combat.npc_difficulty(5, w) for w in range(5)] == [5, 4, 4, 3, 3]
    # Difficulty 2 (a guard, a soldier, a wolf): 1 wound is half, not more: 1.
    assert [combat.npc_difficulty(2, w) for w in range(2)] == [2, 1]
    # Never below 1 while it still fights.
    assert combat.npc_difficulty(1, 0) == 1 and combat.npc_difficulty(3, 2) == 1


def test_the_mira_table():
    # A small target (2) at medium range (1): 3, a Media test.
    assert combat.mira_target("medium", "small", weapon=1, protection=None) == 3
    assert combat.mira_target("short", "large", weapon=1, protection=None) == 0
    assert combat.mira_target("very-long", "very-small", 1, None) == 6
    # A bulletproof vest (2) against a pistol (1) adds 1; a rifle (3) takes 1 off.
    assert combat.mira_target("medium", "small", weapon=1, protection=2) == 4
    assert combat.mira_target("medium", "small", weapon=3, protection=2) == 2


def test_who_narrates():
    assert combat.narrator("success", exceptional=True) == "player"
    assert combat.narrator("failure", exceptional=True) == "master"
    assert combat.narrator("success", exceptional=False) == "master"
    assert combat.narrator("failure", exceptional=False) == "player"


def test_verdicts():
    assert verdict(single=True, won=True, strategy=None) == "won"
    assert verdict(single=True, won=False, strategy="desperate") == "lost"
    assert verdict(single=False, won=True, strategy="defence") == "held"
    assert verdict(single=False, won=False, strategy="defence") == "hurt"


def test_a_full_counter_takes_no_more_markers():
    class Sheet:
        name = "Kira Voss"

    item = {"name": "Pistola", "level": 1, "marks": 12}
    gear.mark(Sheet, "weapon", item)
    assert item["marks"] == 13 and gear.spent(item)
    with pytest.raises(RuleBroken, match="all 13 markers"):
        gear.mark(Sheet, "weapon", item)
    assert gear.mark_if_room(item) is False and item["marks"] == 13


def test_a_spent_enhancement_gives_no_bonus():
    class Sheet:
        enhancements = [
            {"name": "Occhio", "bonus": {"Tiro con pistola": 1}, "marks": 12},
            {"name": "Gambe", "bonus": {"Agilità": 2}, "marks": 13},
        ]

    found = gear.enhancement_bonuses(Sheet, ["agilita", "tiro con pistola"])
    assert found == [{"item": "Occhio", "target": "Tiro con pistola", "dice": 1}]


# -- the aggregate, a fresh fold and voids agree through fights -----------------

STAMP = Stamp(datetime(2026, 11, 21, tzinfo=UTC), "test")
KIRA = {
    "name": "Kira",
    "player": "Ana",
    "creation": "import",
    "social_class": {"origin": 3, "current": 1},
    "characteristics": dict(
        potenza=3, destrezza=2, agilita=3, intelligenza=3, spirito=2, carisma=1
    ),
    "classes": ["Cracker"],
}
GEARED = {
    "weapons": [{"name": "Pistola", "level": 1, "marks": 10, "bonus": {}}],
    "protections": [{"name": "Giubbotto", "level": 1, "marks": 12, "bonus": {}}],
}

round_step = st.tuples(
    st.just("round"),
    st.sampled_from(["Kira", "Dario"]),
    st.sampled_from([None, "defence", "desperate"]),
    st.integers(0, 3),
    st.integers(0, 10**6),
)
fight_step = st.one_of(
    st.tuples(st.just("start"), st.sampled_from(["single", "multi"]), st.booleans()),
    round_step,
    round_step,
    round_step,
    st.tuples(st.just("aim"), st.sampled_from(["Kira", "Dario"]), st.integers(0, 99)),
    st.tuples(st.just("end")),
    st.tuples(st.just("mark"), st.sampled_from(["Pistola", "Giubbotto"])),
    st.tuples(st.just("reset"), st.sampled_from(["Pistola", "Giubbotto"])),
    st.tuples(st.just("void"), st.integers(0, 10**6)),
)


def fight_play(campaign, history: list, step: tuple) -> None:
    kind, *args = step
    if kind == "start":
        foes = [{"name": "A", "difficulty": 2}, {"name": "B", "difficulty": 3}]
        campaign.start_fight(args[0], args[1], foes, ["Kira"], STAMP)
    elif kind == "round":
        name, strategy, reserve, seed = args
        gun = {"weapon": "Pistola", "protections": ("Giubbotto",)}
        decl = FightRound(name, "agilita", strategy=strategy, reserve=reserve, **gun)
        campaign.fight_round(decl, Dice.seeded(seed), STAMP)
    elif kind == "aim":
        shot = AimedShot(args[0], "destrezza", "Pistola", "medium", "small")
        campaign.aim_shot(shot, Dice.seeded(args[1]), STAMP)
    elif kind == "end":
        campaign.end_fight(STAMP)
    elif kind == "mark":
        campaign.mark_gear("Kira", args[0], STAMP)
    elif kind == "reset":
        campaign.reset_gear("Kira", args[0], None, STAMP)
    else:
        candidates = [e for e in history if e.voidable]
        target = candidates[args[0] % len(candidates)]
        campaign.void(target, "test", history, STAMP)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["single", "multi"]), st.lists(fight_step, max_size=25))
def test_fights_fold_the_same_incrementally_and_afresh(rounds, steps):
    campaign = DaimonCampaign.start(uuid4(), "Scontri", STAMP)
    campaign.add_players(["Ana", "Bruno"], STAMP)
    campaign.create_character({**KIRA, **GEARED}, STAMP)
    campaign.create_character({**KIRA, **GEARED, "name": "Dario"}, STAMP)
    campaign.start_session("2026-11-21", [], STAMP)
    campaign.start_scene("Il molo", STAMP)
    history = list(campaign.collect_events())
    for step in [("start", rounds, False), *steps]:
        try:
            fight_play(campaign, history, step)
        except JournalError:
            assert campaign.pending_events == []  # a refusal records nothing
            continue
        history += campaign.collect_events()
        fresh = state_at(history)
        assert fresh.table == campaign.state.table
        assert {c: s.to_dict() for c, s in fresh.characters.items()} == {
            c: s.to_dict() for c, s in campaign.state.characters.items()
        }

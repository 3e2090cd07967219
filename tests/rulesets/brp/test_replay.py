"""The aggregate's state, a fresh fold of the events and a void agree (BRP).

Random play (rolls, wounds, First Aid, attacks and damage, PP, experience,
voids and voids of voids); after every command the aggregate's state equals a
fold over the events that are not void, which is what every projection reads.
"""

from __future__ import annotations

from uuid import uuid4

from hypothesis import given, settings
from hypothesis import strategies as st

from journal.domain.brp.campaign import BrpCampaign
from journal.domain.brp.play import Check
from journal.domain.dice import Dice
from tests.builders import STAMP
from tests.replay import check_replay, void_any
from tests.rulesets.brp.helpers import ANA, BRUNO, parsed

WHO = st.sampled_from(["Ana", "Bruno"])
SEED = st.integers(0, 10**6)
command = st.one_of(
    st.tuples(st.just("roll"), WHO, st.sampled_from(["Ascoltare", "Lotta"]), SEED),
    st.tuples(st.just("wound"), WHO, st.integers(1, 8)),
    st.tuples(st.just("aid"), WHO, st.integers(0, 5), SEED),
    st.tuples(st.just("attack"), WHO, SEED),
    st.tuples(st.just("damage"), WHO, SEED),
    st.tuples(st.just("pp"), WHO, st.integers(-6, 6)),
    st.tuples(st.just("experience"), WHO, SEED),
    st.tuples(st.just("round"), st.booleans()),
    st.tuples(st.just("void"), st.integers(0, 10**6)),
)
WEAPON = {"Ana": ("Spada Corta", "Bruno"), "Bruno": ("Spadone", "Ana")}


def new_campaign() -> tuple[BrpCampaign, list]:
    campaign = BrpCampaign.start(uuid4(), "Prova", STAMP)
    campaign.add_players(["Ana", "Bruno"], STAMP)
    campaign.create_character(parsed(ANA), STAMP)
    campaign.create_character(parsed(BRUNO), STAMP)
    campaign.start_session("2026-11-21", [], STAMP)
    return campaign, list(campaign.collect_events())


def play(campaign: BrpCampaign, history: list, step: tuple) -> None:
    kind, *args = step
    if kind == "roll":
        campaign.roll_skill(Check(args[0], args[1]), None, Dice.seeded(args[2]), STAMP)
    elif kind == "wound":
        campaign.suffer_wound(args[0], args[1], 0, None, STAMP)
    elif kind == "aid":
        wounds = campaign.state.character(args[0]).wounds
        target = wounds[args[1] % len(wounds)]["id"] if wounds else "none"
        campaign.first_aid(args[0], target, None, Dice.seeded(args[2]), STAMP)
    elif kind == "attack":
        weapon, foe = WEAPON[args[0]]
        campaign.attack(
            Check(args[0]),
            weapon,
            foe,
            (None, False),
            None,
            Dice.seeded(args[1]),
            STAMP,
        )
    elif kind == "damage":
        campaign.deal_damage(args[0], None, None, Dice.seeded(args[1]), STAMP)
    elif kind == "pp":
        change = campaign.spend_pp if args[1] > 0 else campaign.regain_pp
        change(args[0], abs(args[1]) or None, None, STAMP)
    elif kind == "experience":
        campaign.experience(args[0], Dice.seeded(args[1]), STAMP)
    elif kind == "round":
        (campaign.start_round if args[0] else campaign.end_round)(
            *([[]] if args[0] else []), STAMP
        )
    else:
        void_any(campaign, history, args[0])


@settings(max_examples=150, deadline=None)
@given(st.lists(command, max_size=30))
def test_incremental_state_equals_a_fresh_fold_after_every_command(steps):
    campaign, history = new_campaign()

    def events() -> list:
        history.extend(campaign.collect_events())
        return history

    check_replay(campaign, steps, lambda step: play(campaign, history, step), events)

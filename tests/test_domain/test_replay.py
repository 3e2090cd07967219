"""The aggregate's state, a fold of the stored events, and a snapshot agree.

Random play (rolls, wounds, awards, spends, voids and voids of voids) is recorded;
after every command the aggregate's incremental state must equal a fresh fold
over the events that are not void, which is what every projection computes.
"""

from __future__ import annotations

from uuid import uuid4

from hypothesis import given, settings
from hypothesis import strategies as st

from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.daimon2090.rules import Prova
from journal.domain.dice import Dice
from journal.projections.timeline import state_at
from tests.builders import STAMP, sheet
from tests.replay import check_replay, void_any

KIRA = sheet()


def new_campaign() -> tuple[DaimonCampaign, list]:
    campaign = DaimonCampaign.start(uuid4(), "Prova", STAMP)
    campaign.add_players(["Ana", "Bruno"], STAMP)
    campaign.create_character(KIRA, STAMP)
    campaign.create_character({**KIRA, "name": "Dario", "player": "Bruno"}, STAMP)
    campaign.start_session("2026-11-21", [], STAMP)
    return campaign, list(campaign.collect_events())


command = st.one_of(
    st.tuples(
        st.just("roll"),
        st.sampled_from(["Kira", "Dario"]),
        st.integers(0, 7),
        st.integers(1, 7),
        st.integers(0, 10**6),
    ),
    st.tuples(st.just("wound"), st.sampled_from(["Kira", "Dario"]), st.integers(1, 8)),
    st.tuples(st.just("award"), st.sampled_from(["Kira", "Dario"]), st.integers(1, 3)),
    st.tuples(st.just("spend"), st.sampled_from(["Kira", "Dario"]), st.integers(1, 4)),
    st.tuples(st.just("void"), st.integers(0, 10**6)),
)


def play(campaign: DaimonCampaign, history: list, step: tuple) -> None:
    kind, *args = step
    if kind == "roll":
        name, reserve, target, seed = args
        prova = Prova(name, "agilita", target, reserve=reserve)
        campaign.roll_prova(prova, Dice.seeded(seed), STAMP)
    elif kind == "wound":
        campaign.suffer_wound(args[0], args[1], None, STAMP)
    elif kind == "award":
        campaign.award(args[0], args[1], None, STAMP)
    elif kind == "spend":
        campaign.spend_reserve(args[0], args[1], "x", STAMP)
    else:
        void_any(campaign, history, args[0])


@settings(max_examples=150, deadline=None)
@given(st.lists(command, max_size=25))
def test_incremental_state_equals_a_fresh_fold_after_every_command(steps):
    campaign, history = new_campaign()

    def events() -> list:
        history.extend(campaign.collect_events())
        return history

    check_replay(campaign, steps, lambda step: play(campaign, history, step), events)


def test_a_void_of_a_void_of_a_void_voids_again():
    campaign, history = new_campaign()
    campaign.award("Kira", 1, None, STAMP)  # at 7: lost
    campaign.spend_reserve("Kira", 3, "x", STAMP)
    history += campaign.collect_events()
    spend = history[-1]
    for _ in range(3):
        campaign.void(
            history[-1] if history[-1].is_void else spend, "x", history, STAMP
        )
        history += campaign.collect_events()
    # spend voided, restored, voided again: 7
    assert campaign.state.characters[spend.character].reserve == 7
    assert state_at(history).characters[spend.character].reserve == 7

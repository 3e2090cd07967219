""" "Le azioni" play folds the same incrementally, from scratch, after any void."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from journal.domain.azioni.combined import Together
from journal.domain.azioni.play import Side, Test
from journal.domain.dice import Dice
from tests.builders import STAMP
from tests.replay import check_replay, void_any
from tests.rulesets.azioni.table import history, new_table

SEED = st.integers(0, 10**6)
command = st.one_of(
    st.tuples(st.just("test"), st.integers(2, 16), st.booleans(), SEED),
    st.tuples(st.just("together"), st.integers(2, 16), st.booleans(), SEED),
    st.tuples(st.just("contest"), st.integers(2, 16), SEED),
    st.tuples(st.just("start"), st.integers(1, 4)),
    st.tuples(st.just("end")),
    st.tuples(st.just("void"), st.integers(0, 10**6)),
)


def play(campaign, step: tuple) -> None:
    kind, *args = step
    if kind == "test":
        test = Test("Ana", "Agilità", args[0], skill="Nuotare", extended=args[1])
        campaign.roll_test(test, Dice.seeded(args[2]), STAMP)
    elif kind == "together":
        action = Together(("Ana", "Bruno"), "Forza", args[0], extended=args[1])
        campaign.together(action, Dice.seeded(args[2]), STAMP)
    elif kind == "contest":
        sides = [Side("Ana", "Forza"), Side("Carla", "Forza")]
        campaign.contest(sides, args[0], Dice.seeded(args[1]), STAMP)
    elif kind == "start":
        campaign.start_extended("Il fiume", args[0], STAMP)
    elif kind == "end":
        campaign.end_extended(None, STAMP)
    else:
        void_any(campaign, history(campaign), args[0])


@settings(max_examples=120, deadline=None)
@given(st.lists(command, max_size=20))
def test_incremental_state_equals_a_fresh_fold_after_every_command(steps):
    campaign = new_table()
    check_replay(
        campaign, steps, lambda step: play(campaign, step), lambda: history(campaign)
    )

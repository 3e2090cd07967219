"""µD6 play folds the same incrementally, from scratch, and after any void."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from journal.domain.dice import Dice
from journal.domain.microd6.health import Harm
from journal.domain.microd6.play import Action
from tests.builders import STAMP
from tests.replay import check_replay, void_any
from tests.rulesets.microd6.table import GEAR, history, new_table

WHO = st.sampled_from(["Ana", "Bruno", "Dino"])
ITEMS = st.sampled_from(["Arco corto", "Razioni", "Armatura leggera", "Scudo"])
SEED = st.integers(0, 10**6)
command = st.one_of(
    st.tuples(st.just("roll"), WHO, st.booleans(), st.booleans(), SEED),
    st.tuples(st.just("group"), WHO, SEED),
    st.tuples(st.just("resist"), WHO, st.sampled_from(["tesa", "disperata"]), SEED),
    st.tuples(st.just("wound"), WHO, st.integers(1, 4), st.integers(0, 2), SEED),
    st.tuples(st.just("acquire"), WHO, ITEMS, st.booleans()),
    st.tuples(st.just("use"), WHO, ITEMS),
    st.tuples(st.just("gain"), WHO, st.integers(1, 3)),
    st.tuples(st.just("void"), st.integers(0, 10**6)),
)


def play(campaign, step: tuple) -> None:
    kind, *args = step
    if kind == "roll":
        name, push, helped, seed = args
        helpers = ("Carla",) if helped else ()
        action = Action(name, "Cercare", push=int(push), helpers=helpers)
        campaign.roll_action(action, Dice.seeded(seed), STAMP)
    elif kind == "group":
        campaign.roll_group(args[0], ["Carla"], "Cercare", Dice.seeded(args[1]), STAMP)
    elif kind == "resist":
        name, situation, seed = args
        campaign.resist(name, situation, Dice.seeded(seed), STAMP, stat="Cercare")
    elif kind == "wound":
        name, level, tenacia, seed = args
        harm = Harm(name, level, armour=True, tenacia=tenacia)
        campaign.suffer_wound(harm, Dice.seeded(seed), STAMP)
    elif kind == "acquire":
        campaign.acquire_item(args[0], args[1], GEAR, STAMP, free=args[2])
    elif kind == "use":
        campaign.use_item(args[0], args[1], STAMP)
    elif kind == "gain":
        campaign.change_track(args[0], "tenacia", args[1], None, STAMP)
    else:
        void_any(campaign, history(campaign), args[0])


@settings(max_examples=120, deadline=None)
@given(st.lists(command, max_size=20))
def test_incremental_state_equals_a_fresh_fold_after_every_command(steps):
    campaign = new_table(coins=4)
    check_replay(
        campaign, steps, lambda step: play(campaign, step), lambda: history(campaign)
    )

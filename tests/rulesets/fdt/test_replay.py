"""The aggregate's state equals a fresh fold of its events, voids included,
and a void that would make a later event impossible is refused."""

from __future__ import annotations

import pytest

from journal.domain.errors import InconsistentHistory
from journal.domain.fdt.combat import Attack
from journal.domain.fdt.creatures import parse_stat_block
from journal.projections.timeline import state_at
from tests.builders import STAMP
from tests.rulesets.fdt.builders import BALJEDDUR, LIRIEN, campaign, sheet, typed


def play():
    table = campaign(sheet(), sheet(LIRIEN))
    for rule in ("shock", "panic", "criticals"):
        table.set_option(rule, True, STAMP)
    table.add_creature("Baljeddur", parse_stat_block(BALJEDDUR), STAMP, "Cinghiale")
    table.roll_check("Katariello", "Navigare", typed(1), STAMP)
    table.attack(Attack("Baljeddur", "Katariello", skill="Morso"), typed(4, 4), STAMP)
    table.take_damage("Katariello", 9, STAMP)
    table.roll_panic("Katariello", typed(16), STAMP)
    table.attack(Attack("Katariello", "Baljeddur", weapon="Ascia"), typed(1, 4), STAMP)
    table.rest("Katariello", 4, typed(3, 2, 2), STAMP)
    table.award_pix("Katariello", 25, "adventure", STAMP)
    table.pump("Katariello", "Navigare", "base", typed(), STAMP)
    return table


def history(table):
    return list(table.collect_events())


def test_the_aggregate_and_a_refold_agree():
    table = play()
    events = history(table)
    assert state_at(events).to_dict() == table.state.to_dict()


def test_a_snapshot_of_the_state_reads_back_the_same():
    import json

    from journal.domain.state import CampaignState

    table = play()
    stored = json.loads(json.dumps(table.state.to_dict()))  # as snapshots hold it
    assert CampaignState.from_dict(stored).to_dict() == table.state.to_dict()


def test_a_void_restates_the_sheets_and_the_creatures():
    table = play()
    events = history(table)
    blow = next(e for e in events if type(e).__name__ == "DamageTaken")
    kat = table.state.character("Katariello")
    with pytest.raises(InconsistentHistory):
        # The panic roll that followed needs the blow that made it due.
        table.void(blow, "wrong", events, STAMP)
    award = next(e for e in events if type(e).__name__ == "PiXAwarded")
    pump = next(e for e in events if type(e).__name__ == "SkillPumped")
    table.void(pump, "not yet", events, STAMP)
    events += history(table)
    table.void(award, "no duel", events, STAMP)
    events += history(table)
    assert kat.pix == 25  # the Valore of 11 and the pump of 30 void
    assert state_at(events).to_dict() == table.state.to_dict()


# -- random play: after every command the aggregate equals a refold ------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from journal.domain.dice import Dice  # noqa: E402
from journal.domain.errors import JournalError  # noqa: E402

WHO = st.sampled_from(["Katariello", "Lirien", "Baljeddur"])
COMMAND = st.one_of(
    st.tuples(st.just("check"), WHO, st.sampled_from(["Forza", "Mira", "Nuotare"])),
    st.tuples(st.just("attack"), WHO, WHO),
    st.tuples(st.just("damage"), WHO, st.integers(1, 12)),
    st.tuples(st.just("rest"), WHO, st.integers(1, 9)),
    st.tuples(st.just("award"), WHO, st.integers(-5, 90)),
    st.tuples(st.just("pump"), WHO, st.sampled_from(["base", "check", "random"])),
    st.tuples(st.just("shock"), WHO, st.sampled_from(["M", "F"])),
    st.tuples(st.just("panic"), WHO, st.just(0)),
    st.tuples(st.just("void"), st.integers(0, 10**6), st.just(0)),
)


def unheld(skill: str) -> str | None:
    return "Agilità" if skill == "Nuotare" else None


def step(table, events, command, seed) -> None:
    kind, who, arg = command
    dice = Dice.seeded(seed)
    actions = {
        "check": lambda: table.roll_check(who, arg, dice, STAMP, char=unheld(arg)),
        "attack": lambda: table.attack(Attack(who, arg, damage="d6"), dice, STAMP),
        "damage": lambda: table.take_damage(who, arg, STAMP),
        "rest": lambda: table.rest(who, arg, dice, STAMP),
        "award": lambda: table.award_pix(who, arg, "master", STAMP),
        "pump": lambda: table.pump(who, "Forza", arg, dice, STAMP),
        "shock": lambda: table.take_shock(who, arg, STAMP),
        "panic": lambda: table.roll_panic(who, dice, STAMP),
    }
    if kind == "void":
        playable = [e for e in events if e.voidable]
        target = playable[who % len(playable)]
        table.void(target, "test", events, STAMP)
    else:
        actions[kind]()


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(COMMAND, st.integers(0, 10**6)), max_size=25))
def test_random_play_replays_to_the_same_state(commands):
    table = play()
    events = history(table)
    for command, seed in commands:
        try:
            step(table, events, command, seed)
        except JournalError:
            table = rebuilt(events)  # a refused command records nothing
        events += history(table)
        assert state_at(events).to_dict() == table.state.to_dict()


def rebuilt(events):
    """The aggregate as the store would load it: the recorded events replayed."""
    from journal.domain.fdt.campaign import FdtCampaign

    table = None
    for event in events:
        table = event.mutate(table)
    assert isinstance(table, FdtCampaign)
    return table

"""Several laptops recording into one campaign at once (SQLite and PostgreSQL):
a command that loses the race is decided again on the new state, a read never
fails because another reader is catching the views up, and 4 processes × 250
commands lose nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from journal.app import JournalApp
from journal.context import Env
from journal.projections.timeline import state_at
from journal.retry import ATTEMPTS
from journal.stores import open_store

WORKER = Path(__file__).resolve().parent.parent / "tableworker.py"
STAMP = Env(None, None, "en").stamp()


@pytest.fixture
def interloper(ready, monkeypatch):
    """Another laptop that records `what` right after our command loaded the
    campaign (`times` times), so our save finds the campaign moved on."""
    other = open_store(str(ready.store), create=False)
    plan = {"what": None, "times": 0, "busy": False}
    load = JournalApp.load

    def loaded_then_overtaken(app, name):
        campaign = load(app, name)
        if plan["times"] and not plan["busy"]:
            plan["times"] -= 1
            plan["busy"] = True
            other.change(None, plan["what"])
            plan["busy"] = False
        return campaign

    monkeypatch.setattr(JournalApp, "load", loaded_then_overtaken)
    yield plan
    other.close()


def test_a_command_that_lost_the_race_is_decided_again_with_its_dice(ready, interloper):
    # Bruno awards Dario a die while Ana's roll is being decided: Ana's roll is
    # recorded after it, with the very faces she typed.
    interloper.update(what=lambda c: c.award("Dario", 1, None, STAMP), times=1)
    roll = "roll Kira --char agilita --reserve 2 --target 2 --dice 6,4,1,5,2"
    result = ready.run(*roll.split(), "--json")
    assert result.stderr == (
        "note: others recorded at the same moment; decided again on the new state "
        "(attempt 2)\n"
    )
    award, roll = ready.json("log")[-2:]
    assert (award["type"], award["character"]) == ("ReserveAwarded", "Dario Neri")
    assert roll["dice"] == [6, 4, 1, 5, 2] and roll["successes"] == 3
    assert json.loads(result.stdout)[0]["id"] == roll["id"]


def test_a_command_the_new_state_forbids_is_refused(ready, interloper):
    # Bruno spends 4 of Kira's 7 dice first: Ana's spend of 5 now breaks the rule.
    before = ready.event_count()
    interloper.update(what=lambda c: c.spend_reserve("Kira", 4, "x", STAMP), times=1)
    line = ready.run("reserve", "spend", "Kira", "5", "--for", "y", expect=1).stderr
    assert line == "refused: Kira Voss has 3 reserve dice, 5 spent (Riserva dei dadi)\n"
    assert ready.event_count() == before + 1  # Bruno's spend only


def test_after_the_last_attempt_the_user_is_told_to_try_again(
    ready, interloper, monkeypatch
):
    monkeypatch.setattr("journal.retry.backoff", lambda tries: None)
    before = ready.event_count()
    interloper.update(what=lambda c: c.award("Dario", 1, None, STAMP), times=99)
    result = ready.run("reserve", "award", "Kira", "1", expect=1)
    assert result.stderr == (
        "error: someone else recorded in this campaign at the same moment; try again\n"
    )
    assert ready.event_count() == before + ATTEMPTS  # the others' awards, not ours


def test_a_read_never_fails_when_another_reader_caught_the_views_up_first(ready):
    # The views are behind by a spend of 4 of Kira's 7 dice; folded twice (onto
    # the state the other reader wrote) it would break the rules: never shown.
    ready.run("show", "Kira")
    ready.run("reserve", "spend", "Kira", "4", "--for", "x")
    first, second = (open_store(str(ready.store), create=False) for _ in range(2))
    select, raced = second.recorder.select_notifications, []

    def overtaken(*args, **kwargs):  # `first` writes the views while `second` folds
        page = select(*args, **kwargs)
        if page and not raced:
            raced.append(first.caught_up_view())
        return page

    second.recorder.select_notifications = overtaken
    state = second.current_state(None)
    assert raced and state.character("Kira").reserve == 3
    assert state.to_dict() == first.current_state(None).to_dict()
    first.close(), second.close()


def test_four_laptops_record_250_commands_each_and_lose_nothing(ready):
    before = ready.event_count()
    workers = [
        subprocess.Popen(
            [sys.executable, str(WORKER), str(ready.store), "250", str(seed), "10"],
            stdout=subprocess.PIPE,
            text=True,
        )
        for seed in range(4)
    ]
    summaries = [json.loads(worker.communicate(timeout=600)[0]) for worker in workers]
    counted = [key for key in summaries[0] if key not in ("ids", "failures")]
    total = {key: sum(s[key] for s in summaries) for key in counted}
    print(f"\n{type(ready).__name__} 4 x 250: {total}")  # the report
    assert [s["failures"] for s in summaries] == [[]] * 4, summaries  # no traceback
    assert total["acknowledged"] + total["refusals"] + total["gave_up"] == 1000
    assert total["reads"] == 100 and total["gave_up"] <= 10
    ids = [event_id for s in summaries for event_id in s["ids"]]
    assert ready.event_count() == before + len(ids) == before + len(set(ids))
    assert set(ids) <= {event["id"] for event in ready.json("log")}
    app = open_store(str(ready.store), create=False)
    replayed = state_at(app.campaign_events(None)).to_dict()
    assert (
        app.current_state(None).to_dict() == replayed == app.load(None).state.to_dict()
    )
    app.close()

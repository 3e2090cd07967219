"""What every ruleset's replay property shares (tests/*/test_replay.py): random
play, and after every command the aggregate's incremental state equals a fresh
fold over the events that are not void (what every projection reads); a
refused command records nothing and changes nothing."""

from __future__ import annotations

from collections.abc import Callable

from journal.domain.errors import JournalError
from journal.projections.timeline import state_at
from tests.builders import STAMP


def comparable(state) -> dict:
    """The sheets and the table: what a fold must agree on."""
    sheets = {cid: sheet.to_dict() for cid, sheet in state.characters.items()}
    return {"sheets": sheets, "table": state.table}


def void_any(campaign, events: list, pick: int) -> None:
    """Void the voidable event `pick` lands on (voids of voids included)."""
    candidates = [e for e in events if e.voidable]
    campaign.void(candidates[pick % len(candidates)], "test", events, STAMP)


def check_replay(
    campaign, steps: list, play: Callable[[tuple], None], events: Callable[[], list]
) -> None:
    """Play each step; `events()`: the campaign's events so far, those just
    recorded collected."""
    for step in steps:
        before = comparable(campaign.state)
        try:
            play(step)
        except JournalError:
            assert campaign.pending_events == []  # a refusal records nothing
            assert comparable(campaign.state) == before
            continue
        assert comparable(campaign.state) == comparable(state_at(events()))

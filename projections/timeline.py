"""Replay: the campaign's state as of any moment, with every void applied.

A void means "this never happened", so a sheet as of session 2 ignores events
voided later too: the journal shows the corrected history, not the mistakes.
"""

from __future__ import annotations

import copy
from datetime import UTC, date, datetime, time

from domain.errors import NotFound, RuleBroken
from domain.ids import position_of
from domain.rulesets import campaign_class
from domain.state import CampaignState
from domain.voiding import folding, refold
from projections.records import voided_ids


def state_at(history: list, upto: int | None = None) -> CampaignState:
    """The state after the first `upto` events (all of them when None)."""
    ruleset = history[0].ruleset
    return refold(
        campaign_class(ruleset).new_state, history[:upto], voided_ids(history)
    )


def states_at(history: list, positions) -> dict[int, CampaignState]:
    """The state after each of `positions` events, in one fold (state_at each
    would fold the stream once per position)."""
    wanted, found = set(positions), {}
    state = campaign_class(history[0].ruleset).new_state()
    for event in folding(state, history, voided_ids(history)):
        if event.originator_version in wanted:
            found[event.originator_version] = copy.deepcopy(state)
    for missed in wanted - found.keys():  # the event there was void: not folded
        found[missed] = state_at(history, missed)
    return found


def position(history: list, ref: str) -> int:
    """How many events a reference covers: an event id, session:N, scene:N or a date."""
    kind, _, value = ref.partition(":")
    if kind in ("session", "sessione") and value:
        return _end_of(history, "Session", _number(value, ref))
    if kind in ("scene", "scena") and value:
        return _end_of(history, "Scene", _number(value, ref))
    found = position_of(ref)
    if found is not None and found <= len(history):
        return found
    return _before_time(history, _moment(ref))


def _end_of(history: list, kind: str, number: int) -> int:
    started = None
    for index, event in enumerate(history, start=1):
        name = type(event).__name__
        if name == f"{kind}Started" and event.number == number:
            started = index
        if name == f"{kind}Ended" and event.number == number:
            return index
    if started is None:
        raise NotFound(f"there is no {kind.lower()} {number}", "journal")
    return len(history)  # still open: everything so far


def _number(value: str, ref: str) -> int:
    if not value.isdigit():
        raise RuleBroken(f"{ref!r} needs a number, e.g. session:2", "journal")
    return int(value)


def _moment(ref: str) -> datetime:
    try:
        if len(ref) == 10:
            day = date.fromisoformat(ref)
            return datetime.combine(day, time.max, tzinfo=UTC)
        moment = datetime.fromisoformat(ref)
    except ValueError:
        raise NotFound(
            f"{ref!r} is not an event id, session:N, scene:N or an ISO date", "journal"
        ) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _before_time(history: list, moment: datetime) -> int:
    count = sum(1 for event in history if event.timestamp <= moment)
    if count == 0:
        raise NotFound(f"nothing was recorded by {moment.isoformat()}", "journal")
    return count

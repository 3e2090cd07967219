"""Replay: the campaign's state as of any moment, with every void applied.

A void means "this never happened", so a sheet as of session 2 ignores events
voided later too: the journal shows the corrected history, not the mistakes.
"""

from __future__ import annotations

import copy
from datetime import UTC, date, datetime, timedelta

from domain.errors import NotFound, RuleBroken
from domain.ids import band_of, locate
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


def position(history: list, ref: str, find_id=None) -> int:
    """How many events a reference covers: an event id, session:N, scene:N, a
    day of play (YYYY-MM-DD: the end of the last session played on or before
    it) or a recording time (YYYY-MM-DDTHH:MM[:SS], UTC unless it says).
    `find_id(ref)` finds an id's position (the application's, which names the
    campaign an id of another belongs to)."""
    kind, _, value = ref.partition(":")
    if kind in ("session", "sessione") and value:
        return _end_of(history, "Session", _number(value, ref))
    if kind in ("scene", "scena") and value:
        return _end_of(history, "Scene", _number(value, ref))
    if locate(ref) is not None:
        return find_id(ref) if find_id else _own_id(history, ref)
    if len(ref.strip()) == 10:
        return _day_of_play(history, _day(ref))
    return _before_time(history, _moment(ref), ref.strip())


def _own_id(history: list, ref: str) -> int:
    band, found = locate(ref)
    if band == band_of(history[0].originator_id) and 1 <= found <= len(history):
        return found
    raise NotFound(f"no event {ref!r} in this campaign", "journal")


def _day_of_play(history: list, day: date) -> int:
    """The end of the last session played on or before `day` (its date); of
    everything so far while that session is open."""
    end, first, open_number = None, None, None
    for index, event in enumerate(history, start=1):
        name = type(event).__name__
        if name == "SessionStarted":
            played = date.fromisoformat(event.date)
            first = first or played
            if played <= day:
                end, open_number = len(history), event.number
        elif name == "SessionEnded" and event.number == open_number:
            end, open_number = index, None
    if end is None:
        since = f" (the first was on {first.isoformat()})" if first else ""
        raise NotFound(
            f"no session was played by {day.isoformat()}{since}; a recording time "
            "is written YYYY-MM-DDTHH:MM",
            "journal",
        )
    return end


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


def _day(ref: str) -> date:
    try:
        return date.fromisoformat(ref.strip())
    except ValueError:
        raise NotFound(
            f"{ref!r} is not an event id, session:N, scene:N, a day (YYYY-MM-DD) "
            "or a time (YYYY-MM-DDTHH:MM)",
            "journal",
        ) from None


def _moment(ref: str) -> datetime:
    try:
        moment = datetime.fromisoformat(ref.strip())
    except ValueError:
        raise NotFound(
            f"{ref!r} is not an event id, session:N, scene:N, a day (YYYY-MM-DD) "
            "or a time (YYYY-MM-DDTHH:MM)",
            "journal",
        ) from None
    moment = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return moment + _through(ref)


def _through(ref: str) -> timedelta:
    """A time is inclusive to its precision: T14:19 means up to 14:19:59.999999."""
    clock = ref.strip().partition("T")[2][:8]
    if "." in ref or not clock:
        return timedelta(0)
    unit = timedelta(minutes=1) if clock.count(":") < 2 else timedelta(seconds=1)
    return unit - timedelta(microseconds=1)


def _before_time(history: list, moment: datetime, ref: str) -> int:
    count = sum(1 for event in history if event.timestamp <= moment)
    if count == 0:
        raise NotFound(f"nothing was recorded by {ref}", "journal")
    return count

"""Replay: the campaign's state as of any moment, with every void applied.

A void means "this never happened", so a sheet as of session 2 ignores events
voided later too: the journal shows the corrected history, not the mistakes.
"""

from __future__ import annotations

import copy
from datetime import UTC, date, datetime, timedelta

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.ids import locate
from journal.domain.rulesets import campaign_class
from journal.domain.state import CampaignState
from journal.domain.voiding import folding, refold
from journal.i18n import N_, _
from journal.projections.records import voided_ids


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


def position(marks, ref: str, find_id=None) -> int:
    """How many events a reference covers: an event id, session:N, scene:N, a
    day of play (YYYY-MM-DD: the end of the last session played on or before
    it) or a recording time (YYYY-MM-DDTHH:MM[:SS], UTC unless it says).
    `marks`: the campaign's marks as its read models keep them (a
    journal.projections.slices.Slice: the questions answered without the events).
    `find_id(ref)` finds an id's position (the application's, which names the
    campaign an id of another belongs to)."""
    kind, _ignored, value = ref.partition(":")
    if kind in ("session", "sessione") and value:
        return marks.end_of("Session", _number(value, ref))
    if kind in ("scene", "scena") and value:
        return marks.end_of("Scene", _number(value, ref))
    if locate(ref) is not None:
        return find_id(ref) if find_id else marks.own_id(ref)
    if len(ref.strip()) == 10:
        return day_of_play(marks.sessions(), marks.length, _day(ref))
    count = marks.count_until(_moment(ref))
    if count == 0:
        raise NotFound(
            _("nothing was recorded by {value}").format(value=ref.strip()),
            N_("journal"),
        )
    return count


SESSION_MARKS = ("SessionStarted", "SessionEnded")


def day_of_play(sessions: list, length: int, day: date) -> int:
    """The end of the last session played on or before `day` (its date); of
    everything so far while that session is open. `sessions`: the campaign's
    SessionStarted and SessionEnded events, in order."""
    end, first, open_number = None, None, None
    for event in sessions:
        name = type(event).__name__
        if name == "SessionStarted":
            played = date.fromisoformat(event.date)
            first = first or played
            if played <= day:
                end, open_number = length, event.number
        elif name == "SessionEnded" and event.number == open_number:
            end, open_number = event.originator_version, None
    if end is None:
        since = f" (the first was on {first.isoformat()})" if first else ""
        raise NotFound(
            _(
                "no session was played by {value}{since}; a recording time is written "
                "YYYY-MM-DDTHH:MM"
            ).format(value=day.isoformat(), since=since),
            N_("journal"),
        )
    return end


def end_of(history, kind: str, number: int, length: int) -> int:
    """The position of the end of session (or scene) `number`; everything so far
    while it is open. `history`: the events to look in (in order)."""
    started = None
    for event in history:
        name = type(event).__name__
        if name == f"{kind}Started" and event.number == number:
            started = event.originator_version
        if name == f"{kind}Ended" and event.number == number:
            return event.originator_version
    if started is None:
        raise NotFound(
            _("there is no {value} {number}").format(value=kind.lower(), number=number),
            N_("journal"),
        )
    return length  # still open: everything so far


def _number(value: str, ref: str) -> int:
    if not value.isdigit():
        raise RuleBroken(
            _("{ref!r} needs a number, e.g. session:2").format(ref=ref), N_("journal")
        )
    return int(value)


def _day(ref: str) -> date:
    try:
        return date.fromisoformat(ref.strip())
    except ValueError:
        raise NotFound(
            _(
                "{ref!r} is not an event id, session:N, scene:N, a day (YYYY-MM-DD) or "
                "a time (YYYY-MM-DDTHH:MM)"
            ).format(ref=ref),
            N_("journal"),
        ) from None


def _moment(ref: str) -> datetime:
    try:
        moment = datetime.fromisoformat(ref.strip())
    except ValueError:
        raise NotFound(
            _(
                "{ref!r} is not an event id, session:N, scene:N, a day (YYYY-MM-DD) or "
                "a time (YYYY-MM-DDTHH:MM)"
            ).format(ref=ref),
            N_("journal"),
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

"""Event ids as users type them: found in the campaign in scope, or refused
naming the campaign that holds them (ids are unique in a store, see journal.domain.ids).

`last` means the newest play event of the current session (or, between sessions,
since the last one ended), a void included (so `void last` twice undoes the
first): an older event is named by its id.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from journal.domain.errors import NotFound
from journal.domain.ids import canonical, locate, own_id
from journal.domain.suggest import did_you_mean
from journal.projections.records import voided_ids

NEARBY = 2000  # ids offered as "did you mean": the newest events'
BOUNDARIES = {"SessionStarted", "SessionEnded"}


def find_event(app: Any, name: str | None, history, ref: str) -> Any:
    """The event of `history` (the campaign's stream, or its Slice) that `ref`
    names."""
    if ref.strip().casefold() == "last":
        return last_play_event(history)
    return _found(app, name, history, ref)[1]


def event_position(app: Any, name: str | None, history, ref: str) -> int:
    """The 1-based position in `history` of the event id `ref` (`history`: the
    campaign's events, or its journal.projections.slices.Slice)."""
    return _found(app, name, history, ref)[0]


def _found(app: Any, name: str | None, history, ref: str) -> tuple[int, Any]:
    """(position, event) of the event id `ref` in `history`, else NotFound
    naming the campaign that holds it, or offering the nearest ids."""
    found = locate(ref)
    if found is not None:
        band, position = found
        # the id at its position is this one: the campaign's own, or the one a
        # copy's event remembers from the export (journal.domain.ids.own_id)
        event = _event_at(history, position)
        if event is not None and canonical(ref) in (event.event_id, _own(event)):
            return position, event
        owner = owner_of(app, name, band, position)
        if owner is not None:
            raise NotFound(
                f"event {canonical(ref)} belongs to campaign {owner!r}, not to this "
                f"one; add --campaign {owner!r}",
                "journal",
            )
    raise NotFound(
        f"no event {ref!r} in this campaign{did_you_mean(ref, _recent(history))}",
        "journal",
    )


def _event_at(history, position: int) -> Any:
    """The event at `position` (1-based) of a list or a Slice, None past it."""
    if isinstance(history, list):
        return history[position - 1] if 1 <= position <= len(history) else None
    return history.event_at(position) if 1 <= position <= history.length else None


def _own(event) -> str:
    return own_id(event.originator_id, event.originator_version, event.event_id)


def _recent(history) -> list[str]:
    """The ids of the newest events, for "did you mean"."""
    if isinstance(history, list):
        return [_own(event) for event in history[-NEARBY:]]
    return history.recent_ids(NEARBY)


def stored_ref(app: Any, name: str | None, ref: str) -> str:
    """An event id as the campaign's events store it: what a ruleset's command
    matches against its state (an event-log entry, a wound). A copy's own id
    becomes the id its event remembers; anything else is passed on as typed."""
    found = locate(ref)
    if found is None or not found[1] or ref.strip().casefold() == "last":
        return ref
    from journal.projections.slices import Slice

    source = Slice(app, name)
    event = _event_at(source, found[1])
    if event is not None and _own(event) == canonical(ref):
        return event.event_id
    return ref


def id_finder(env: Any, history):
    """`event_position` for the campaign in scope, as timeline.position takes it."""
    return lambda ref: event_position(env.app, env.campaign, history, ref)


def owner_of(app: Any, name: str | None, band: int, position: int) -> str | None:
    """The other campaign of the store that has an event with this id."""
    registry = app.registry()
    current = registry.resolve(name)
    for other in registry.in_band(band):
        if other == current or position < 1:
            continue
        campaign_id = UUID(registry.campaigns[other]["id"])
        if list(app.events.get(campaign_id, gt=position - 1, lte=position)):
            return other
    return None


def last_play_event(history) -> Any:
    """The newest play event (voidable, not already void) since the current
    session began, or between sessions since the last one ended. A void counts:
    `void last` right after a void undoes it (its target counts again), and
    once more redoes it."""
    if isinstance(history, list):
        events, voided = history, voided_ids(history)
    else:  # a Slice: only the events since the newest session mark
        events, voided = history.since_session_mark(), history.voided
    for event in reversed(events):
        if type(event).__name__ in BOUNDARIES:
            break
        if event.voidable and event.event_id not in voided:
            return event
    raise NotFound(
        "nothing to void since the current session began (or the last one "
        "ended); name an older event by its id (see `journal log`)",
        "journal: corrections",
    )

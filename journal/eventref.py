"""Event ids as users type them: found in the campaign in scope, or refused
naming the campaign that holds them (ids are unique in a store, see journal.domain.ids).

`last` means the newest play event of the current session (or, between sessions,
since the last one ended): an older event is named by its id.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from journal.domain.errors import NotFound
from journal.domain.ids import canonical, locate
from journal.domain.suggest import did_you_mean
from journal.i18n import N_, _
from journal.projections.records import voided_ids

LAST = {"last", "ultimo", "ultima"}  # what a user types, in English or Italian
NEARBY = 2000  # ids offered as "did you mean": the newest events'
BOUNDARIES = {"SessionStarted", "SessionEnded"}


def find_event(app: Any, name: str | None, history, ref: str) -> Any:
    """The event of `history` (the campaign's stream, or its Slice) that `ref`
    names."""
    if ref.strip().casefold() in LAST:
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
        # the id at its position is this one (a campaign imported as a copy
        # keeps its events' ids: another band than its own id's)
        event = _event_at(history, position)
        if event is not None and event.event_id == canonical(ref):
            return position, event
        owner = owner_of(app, name, band, position)
        if owner is not None:
            raise NotFound(
                _(
                    "event {ref} belongs to campaign {owner!r}, not to this one; add "
                    "--campaign {owner!r}"
                ).format(ref=canonical(ref), owner=owner),
                N_("journal"),
            )
    raise NotFound(
        _("no event {ref!r} in this campaign{ref2}").format(
            ref=ref, ref2=did_you_mean(ref, _recent(history))
        ),
        N_("journal"),
    )


def _event_at(history, position: int) -> Any:
    """The event at `position` (1-based) of a list or a Slice, None past it."""
    if isinstance(history, list):
        return history[position - 1] if 1 <= position <= len(history) else None
    return history.event_at(position) if 1 <= position <= history.length else None


def _recent(history) -> list[str]:
    """The ids of the newest events, for "did you mean"."""
    if isinstance(history, list):
        return [event.event_id for event in history[-NEARBY:]]
    return history.recent_ids(NEARBY)


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
    """The newest play event (voidable, not a void, not already void) since the
    current session began, or between sessions since the last one ended."""
    if isinstance(history, list):
        events, voided = history, voided_ids(history)
    else:  # a Slice: only the events since the newest session mark
        events, voided = history.since_session_mark(), history.voided
    for event in reversed(events):
        if type(event).__name__ in BOUNDARIES:
            break
        if event.voidable and not event.is_void and event.event_id not in voided:
            return event
    raise NotFound(
        _(
            "nothing to void since the current session began (or the last one "
            "ended); name an older event by its id (see `journal log`)"
        ),
        N_("journal: corrections"),
    )

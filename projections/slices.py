"""A campaign read a slice at a time: what a point-in-time or per-character read
needs, and nothing more.

The read models (caught up first) give the current state, with every void, and
the event log's indexed marks: a session's end, a scene's, the days of play, a
recording time, the events of a few types. A state at any position starts from
the latest sealed snapshot before it that the campaign's voids leave valid (no
void recorded after the snapshot undoes an event before it), else from the
first event, and folds only the events after it, read a page at a time. So
`show --as-of`, `diff`, a session's chronicle and `void` cost what their answer
needs, not what the campaign holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import datetime
from typing import Any

from journal.domain.errors import NotFound
from journal.domain.ids import band_of, canonical, locate, own_id, short_id
from journal.domain.rulesets import campaign_class
from journal.domain.state import CampaignState, effective_voids
from journal.domain.voiding import folding
from journal.i18n import N_, _, for_campaign
from journal.projections.timeline import SESSION_MARKS, day_of_play, end_of, position


class Slice:
    """One campaign of the application's store, read through its read models."""

    def __init__(self, app: Any, name: str | None, campaign_id=None, view=None) -> None:
        self.app = app
        self.campaign_id = campaign_id or app.campaign_id(name)
        self.key = str(self.campaign_id)
        self.view = view or app.caught_up_view()
        now = self.view.state(self.key)
        if now is None:
            raise NotFound(
                _("campaign {name!r} has no events").format(name=name), N_("journal")
            )
        self.now: CampaignState = now
        for_campaign(now.table.get("lang"))  # its own language, where none was chosen
        self.ruleset = now.ruleset
        self.voided = effective_voids(now.voids)
        self.length = self.view.length(self.key)
        self.band = band_of(self.campaign_id)

    # -- events ---------------------------------------------------------------

    def decoded(self, rows: Iterable[tuple]) -> Iterator:
        """Events from the log's rows (seq, topic, state, void), as the mapper
        would decode them."""
        from eventsourcing.persistence import StoredEvent

        to_event = self.app.mapper.to_domain_event  # plain events decoded fast
        for seq, topic, state, _void in rows:
            yield to_event(StoredEvent(self.campaign_id, seq, topic, state))

    def events(self, first: int, last: int) -> Iterator:
        """Events `first`..`last`, read a page at a time."""
        return self.decoded(self.view.stream(self.key, max(first, 1), last))

    def event_at(self, seq: int) -> Any:
        (event,) = self.decoded(self.view.rows_between(self.key, seq, seq))
        return event

    def typed(self, *types: str, last: int | None = None, first: int = 1) -> list:
        """The events of these class names from position `first` to `last`."""
        return list(self.decoded(self.view.typed(self.key, types, last, first)))

    def names(self) -> dict[str, str]:
        """Every character ever created, by id (journal.projections.records)."""
        from journal.projections.records import character_names

        return character_names(self.typed("CharacterCreated"))

    def records(self, first: int, last: int) -> Iterator[dict]:
        """Events `first`..`last` as records (projections.records), voids marked."""
        for event in self.events(first, last):
            yield self.record(event)

    def records_at(self, seqs) -> dict[int, dict]:
        """The records of the events at these positions, by position."""
        events = self.decoded(self.view.rows_at(self.key, seqs))
        return {event.originator_version: self.record(event) for event in events}

    def record(self, event: Any) -> dict:
        """One event as a record (journal.projections.records), its void marked."""
        from journal.projections.records import enricher, to_record

        if "_names" not in self.__dict__:
            self._names, self._enrich = self.names(), enricher(self.ruleset)
        return to_record(event, self._names, self.voided, self._enrich)

    def log_span(self, session: int | None = None) -> tuple[int, int]:
        """(first, last) positions of the whole log, or of session `session`'s
        events (from its start to its end, or to now while it is open)."""
        if session is None:
            return 1, self.length
        start = self.view.numbered(self.key, "SessionStarted", session)
        if start is None:
            return 1, 0
        end = self.view.numbered(self.key, "SessionEnded", session)
        return start, end or self.length

    def since_session_mark(self) -> list:
        """The events after the newest session start or end (`void last`'s)."""
        return list(
            self.events(self.view.last_of(self.key, SESSION_MARKS) + 1, self.length)
        )

    def recent_ids(self, count: int) -> list[str]:
        """The ids of the newest `count` events (for "did you mean"), as the
        campaign calls them (journal.domain.ids.own_id)."""
        first = max(1, self.length - count + 1)
        if self.campaign_id.version == 8:  # its own band: every id computed
            return [short_id(p, self.band) for p in range(first, self.length + 1)]
        return [event.event_id for event in self.events(first, self.length)]

    # -- positions (journal.projections.timeline.position's marks) ---------------------

    def position(self, ref: str, find_id=None) -> int:
        return position(self, ref, find_id)

    def own_id(self, ref: str) -> int:
        """The position of the event `ref` names: its id, or the one a copy's
        event remembers from the export."""
        _ignored, found = locate(ref) or (None, 0)
        if 1 <= found <= self.length:
            event = self.event_at(found)
            own = own_id(self.campaign_id, found, event.event_id)
            if canonical(ref) in (event.event_id, own):
                return found
        raise NotFound(
            _("no event {ref!r} in this campaign").format(ref=ref), N_("journal")
        )

    def end_of(self, kind: str, number: int) -> int:
        found = self.view.numbered(self.key, f"{kind}Ended", number)
        if found is not None:
            return found
        started = self.view.numbered(self.key, f"{kind}Started", number)
        marks = [] if started is None else [self.event_at(started)]
        return end_of(marks, kind, number, self.length)

    def sessions(self) -> list:
        return self.typed(*SESSION_MARKS)

    def count_until(self, moment: datetime) -> int:
        return self.view.count_until(self.key, moment)

    def day_of_play(self, day) -> int:
        return day_of_play(self.sessions(), self.length, day)

    # -- states -----------------------------------------------------------------

    def state_at(self, upto: int, voided: set[str] | None = None) -> CampaignState:
        """The state after the first `upto` events, every void applied (or those
        of `voided`: a void being decided)."""
        voided = self.voided if voided is None else voided
        base, state = self.checkpoint(upto, voided=voided)
        for _ignored in folding(state, self.events(base + 1, upto), voided):
            pass
        return state

    def checkpoint(self, upto: int, pending=(), voided: set[str] | None = None):
        """(position, state) of the latest state at or before `upto` that stands
        for the history these voids leave: a sealed snapshot that no void
        recorded after it undoes, or a corrected state a void kept behind it
        (journal.projections.checkpoints) with the same events voided; else
        (0, a new state). `pending`: voids not recorded yet, as (void position,
        target id); `voided`: the events void (default: every void now)."""
        spans = [(p(target), p(void)) for void, target in self.now.voids.items()]
        spans += [(p(target), void) for void, target in pending]
        kept = self.kept(upto, self.voided if voided is None else voided)
        sealed = self.app.recorder.sealed_versions(self.campaign_id, upto)
        for version in reversed(sealed):
            if kept is not None and kept[0] >= version:
                break
            if any(target <= version < void for target, void in spans):
                continue  # a later void undoes an event the snapshot folded
            snapshot = self.snapshot(version)
            if snapshot is not None:
                return version, snapshot
        if kept is not None:
            from journal.projections.checkpoints import unpacked

            return kept[0], unpacked(kept[1])
        return 0, campaign_class(self.ruleset).new_state()

    def kept(self, upto: int, voided: set[str]) -> tuple[int, bytes] | None:
        """(position, packed state) of the latest state a void kept at or before
        `upto` for the history `voided` leaves, or None."""
        if not hasattr(self.view, "checkpoints"):
            return None
        from journal.projections.checkpoints import voids_key

        for seq, key, state in self.view.checkpoints(self.key, upto):
            if key == voids_key(voided, seq):
                return seq, state
        return None

    def snapshot(self, version: int) -> CampaignState | None:
        """The state a sealed snapshot keeps (None when its seal fails)."""
        if self.app.snapshots is None:
            return None
        found = self.app.snapshots.recorder.select_events(
            self.campaign_id, gt=version - 1, lte=version
        )
        if not found:
            return None
        return self.app.mapper.to_domain_event(found[0]).mutate(None).state


def p(event_id: str) -> int:
    """An event id's position in its campaign."""
    return locate(event_id)[1]

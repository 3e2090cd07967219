"""The audit's refold of a campaign, a page at a time (journal.integrity): its
verified events replayed through the aggregate, the sealed snapshots compared
as their positions are reached, and every read model compared with a fold of
the same events as it goes, so that no part of the campaign is held whole.

- the event log: each of its rows against the row the fold writes, page by
  page; its void marks against the fold's at the end (a void marks events
  behind it);
- the sheets' history (`why`'s): the fold's rows written into a scratch table
  on the audit's own connection (a void's rewind deletes there what it
  undoes, as in the model itself), then compared whole in SQL, both ways;
- the corrected states a void kept (journal.projections.checkpoints): each
  must be keyed by what is void now and hold the corrected fold there.

Everything is read on the audit's cursor, in its one read transaction: the
read models were brought up to date before it began (journal.integrity).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from uuid import UUID

from eventsourcing.persistence import StoredEvent

from journal.chain import Problem, as_bytes
from journal.chainread import ALL
from journal.i18n import _

PAGE = 2000  # events read, decoded and compared at once


def CORRECTIONS() -> str:  # noqa: N802 - said as the constant it was
    return _(
        "the corrections' read model differs from the events: run `journal rebuild`"
    )


class Replayed(Exception):
    """An event that cannot be replayed (its position and the error)."""

    def __init__(self, version: int, error: Exception) -> None:
        super().__init__(version, error)
        said = _("the event cannot be replayed: {error}").format(error=repr(error))
        self.problem = Problem(version, said[:300])


class Refold:
    """One campaign's refold on the audit's cursor `c` (`problems()`)."""

    def __init__(self, app: Any, c, key: str, events: int, views: Any) -> None:
        self.app, self.c, self.views = app, c, views
        self.id = UUID(key)
        self.campaign_id = str(self.id)
        self.count = events  # verified: positions 1..count, no gap
        self.recorder = app.recorder

    # -- reading ----------------------------------------------------------------

    def rows(self, first: int, last: int) -> Iterator[list]:
        """The stored events first..last, a page of (version, topic, state) at a
        time."""
        chain, key = self.recorder.chain, self.recorder.event_key(self.id)
        while first <= last:
            stop = min(last, first + PAGE - 1)
            self.c.execute(chain.events_span, (key, first, stop))
            yield [
                (r["v"], r["topic"], as_bytes(r["state"])) for r in self.c.fetchall()
            ]
            first = stop + 1

    def events(self, first: int, last: int) -> Iterator:
        """The events first..last, decoded (a page read at a time)."""
        to_event = self.app.mapper.to_domain_event
        for page in self.rows(max(first, 1), last):
            for version, topic, state in page:
                yield to_event(StoredEvent(self.id, version, topic, state))

    # -- the refold ---------------------------------------------------------------

    def problems(self) -> list[Problem]:
        from journal.projections.views import CampaignViews, Changes

        sealed = self.sealed_versions()
        aggregate = None
        fresh, changes = CampaignViews(Unread(), self.app.mapper), Changes()
        log = LogCheck(self) if self.views is not None else None
        sheets = SheetsCheck(self) if self.views is not None else None
        to_event = self.app.mapper.to_domain_event
        for page in self.rows(1, self.count):
            for version, topic, state in page:
                try:
                    event = to_event(StoredEvent(self.id, version, topic, state))
                    aggregate = event.mutate(aggregate)
                    fresh.apply(event, topic, state, changes)
                    if sheets is not None:
                        sheets.apply(event)
                except Exception as error:  # noqa: BLE001 - reported, not raised
                    return [Replayed(version, error).problem]
                if version in sealed and self.snapshot(version) != facts(aggregate):
                    return [Problem(version, _("the snapshot differs from the events"))]
            if log is not None:
                log.page(changes.log_rows)
            changes.log_rows = []
            if sheets is not None:
                sheets.flush()
        if self.views is None:
            return []  # the read models could not be caught up: said once, above
        state = self.stored_state()
        if state is None or state != aggregate.state.to_dict():
            return [
                Problem(
                    None,
                    _(
                        "the campaign's read model differs from the events: "
                        "run `journal rebuild`"
                    ),
                )
            ]
        if not log.matches(changes.void_flags):
            return [
                Problem(
                    None,
                    _(
                        "the event log's read model differs from the events: "
                        "run `journal rebuild`"
                    ),
                )
            ]
        if not sheets.matches():
            return [
                Problem(
                    None,
                    _(
                        "the sheets' history (`why`'s) read model differs from the "
                        "events: run `journal rebuild`"
                    ),
                )
            ]
        return self.checkpoint_problems(aggregate)

    def sealed_versions(self) -> set[int]:
        chain = self.recorder.chain
        self.c.execute(chain.seals, (chain.key(self.id), ALL))
        return {row["v"] for row in self.c.fetchall()}

    def snapshot(self, version: int) -> tuple | None:
        """The facts of the sealed snapshot at `version` (its seal was checked)."""
        self.c.execute(
            self.recorder.chain.snapshot_at, (self.recorder.event_key(self.id), version)
        )
        row = self.c.fetchone()
        if row is None:
            return None
        stored = StoredEvent(self.id, version, row["topic"], row["state"])
        return facts(self.app.mapper.to_domain_event(stored).mutate(None))

    def stored_state(self) -> dict | None:
        import json

        from journal.domain.state import CampaignState

        try:
            found = self.views.state_on(self.c, "{states}", self.campaign_id)
            return CampaignState.from_dict(json.loads(found)).to_dict()
        except Exception:  # noqa: BLE001 - a damaged read model is a problem
            return None

    def checkpoint_problems(self, aggregate: Any) -> list[Problem]:
        """Each corrected state a void kept: keyed by what is void now, and the
        fold of the events up to it but those."""
        from journal.domain.state import effective_voids
        from journal.projections.checkpoints import unpacked, voids_key

        try:
            kept = self.views.checkpoints_on(self.c, self.campaign_id)
        except Exception:  # noqa: BLE001 - a damaged read model is a problem
            return [Problem(None, CORRECTIONS())]
        if not kept:
            return []
        voided = effective_voids(aggregate.state.voids)
        if any(key != voids_key(voided, seq) for seq, key in kept):
            return [Problem(None, CORRECTIONS())]
        from journal.domain.rulesets import campaign_class

        wanted = dict(kept)
        state = campaign_class(aggregate.state.ruleset).new_state()
        for event in self.events(1, max(wanted)):
            if event.is_void or event.event_id not in voided:
                event.fold(state)
            version = event.originator_version
            if version in wanted:
                packed = self.views.checkpoint_state_on(
                    self.c, self.campaign_id, version, wanted[version]
                )
                if packed is None or unpacked(packed).to_dict() != state.to_dict():
                    return [Problem(None, CORRECTIONS())]
        return []


class LogCheck:
    """The event log's rows against the fold's, a page at a time; the void
    marks at the end (each as the last void that changed it left it)."""

    def __init__(self, refold: Refold) -> None:
        self.refold = refold
        self.next = 1
        self.ok = True
        self.marked: dict[str, int] = {}  # event id -> a stored mark other than 0

    def page(self, rows: list[tuple]) -> None:
        if not rows or not self.ok:
            return
        first, last = rows[0][1], rows[-1][1]
        try:
            stored = self.refold.views.log_span_on(
                self.refold.c, self.refold.campaign_id, first, last
            )
        except Exception:  # noqa: BLE001 - a damaged read model is a problem
            self.ok = False
            return
        if first != self.next or len(stored) != len(rows):
            self.ok = False
            return
        for found, row in zip(stored, rows, strict=True):
            _cid, seq, event_id, topic, state, kind, number, at = row
            expected = (seq, event_id, topic, as_bytes(state), kind, number, at)
            if found[:2] + found[3:] != expected:
                self.ok = False
                return
            if found[2] != 0:
                self.marked[event_id] = found[2]
        self.next = last + 1

    def matches(self, void_flags: list[tuple]) -> bool:
        if not self.ok:
            return False
        try:
            more = self.refold.views.log_span_on(
                self.refold.c, self.refold.campaign_id, self.next, ALL, limit=1
            )
        except Exception:  # noqa: BLE001 - a damaged read model is a problem
            return False
        if more:
            return False  # rows past the last event
        flags = {event_id: flag for flag, _cid, event_id in void_flags}
        wanted = {event_id: flag for event_id, flag in flags.items() if flag}
        return self.marked == wanted


class SheetsCheck:
    """The sheets' history folded from the first event into a scratch table on
    the audit's cursor, then compared with the model (rows and state)."""

    def __init__(self, refold: Refold) -> None:
        from journal.projections.sheethistory import SheetFolder

        self.refold = refold
        self.views, self.c = refold.views, refold.c
        self.folder = SheetFolder(Unread(), self.restart, spill=self.spill)
        self.rows: list[tuple] = []
        self.ok = True
        self.kept: dict[int, bytes] = {}  # position: the folder's state there
        try:
            self.views.scratch_sheets(self.c)
        except Exception:  # noqa: BLE001 - a damaged read model is a problem
            self.ok = False

    def restart(self, campaign_id: str, position: int, voided: set):
        """The corrected state at `position`: from the latest state this fold
        kept at or before it (the audit's own, of events it verified), else
        from the first event; and a reader of the events by position."""
        from journal.domain.rulesets import campaign_class
        from journal.projections.checkpoints import unpacked

        start = max((p for p in self.kept if p <= position), default=0)
        state = unpacked(self.kept[start]) if start else None
        for event in self.refold.events(start + 1, position):
            if state is None:
                state = campaign_class(event.ruleset).new_state()
            if event.is_void or event.event_id not in voided:
                event.fold(state)
        return state, self.refold.events

    def apply(self, event: Any) -> None:
        """Fold `event`; every KEEP-th position, keep the state folded there (a
        void rewinds from the latest it leaves standing)."""
        from journal.projections.checkpoints import INTERVAL, packed

        if not hasattr(event, "event_id"):
            return
        self.folder.apply(event, self.rows)
        self.forget(self.folder.rewound)
        version = event.originator_version
        if version % INTERVAL == 0:
            state = self.folder.states.get(self.refold.campaign_id)
            if state is not None:
                self.kept[version] = packed(state)

    def forget(self, dropped) -> None:
        """The states kept from where a void rewound the fold on no longer stand."""
        for _campaign_id, first in dropped:
            self.kept = {p: s for p, s in self.kept.items() if p < first}

    def spill(self, rows: list) -> None:
        dropped, self.folder.rewound = self.folder.rewound, []
        self.forget(dropped)
        if self.ok:
            self.views.scratch_write(self.c, list(rows), dropped)
        rows.clear()

    def flush(self) -> None:
        self.spill(self.rows)

    def matches(self) -> bool:
        import json

        if not self.ok:
            return False
        states = self.folder.states_to_write()
        campaign_id = self.refold.campaign_id
        expected = states[campaign_id].to_dict() if campaign_id in states else None
        try:
            same = self.views.scratch_matches(self.c, campaign_id)
            stored = self.views.state_on(self.c, "{sheets}", campaign_id)
        except Exception:  # noqa: BLE001 - a damaged read model is a problem
            return False
        stored = json.loads(stored) if stored is not None else None
        return same and json.loads(json.dumps(expected)) == stored


class Unread:
    """The view of a fold from the first event: nothing folded yet."""

    def state(self, campaign_id: str) -> None:
        return None

    def sheets_state(self, campaign_id: str) -> None:
        return None


def facts(aggregate: Any) -> tuple:
    return aggregate.version, aggregate.state.to_dict()

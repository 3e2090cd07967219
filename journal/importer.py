"""Import a verified export (journal.transfer) as a new campaign of this store."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import uuid4

from eventsourcing.persistence import StoredEvent

from journal.domain.ids import copy_uuid
from journal.domain.rulesets import campaign_class
from journal.domain.text import clean_name
from journal.i18n import _
from journal.transfer import BadExport


def import_campaign(app: Any, read: tuple, name, at: datetime) -> dict:
    """Store the events of `read` (journal.transfer.read_export's header and
    events) under a new campaign id, with its entry in the index, in one
    transaction; the events are replayed by this journal first, and the
    campaign they give is snapshotted when it is long. `read` is emptied as
    the events are stored."""
    header, events = read
    ruleset = header["ruleset"]
    interval = getattr(campaign_class(ruleset), "snapshot_interval", None)
    registry = app.registry(at)
    # A band of its own: the copy's events get ids unique in this store, while
    # each keeps, as stored and hashed, the id it had (journal.domain.ids.own_id)
    campaign_id = copy_uuid(registry.next_band(), uuid4().int)
    stored = [StoredEvent(campaign_id, *event) for event in events]
    events.clear()  # the caller's list too: `stored` holds the same states
    played = replay(app, stored)
    if getattr(played.state, "ruleset", None) != ruleset:
        raise BadExport(
            1,
            _(
                "the header's ruleset {ruleset!r} is not the one its events were "
                "played with ({state!r})",
            ).format(ruleset=ruleset, state=getattr(played.state, "ruleset", None)),
        )
    title = clean_name(name or header["campaign"], "campaign")
    registry.register(title, campaign_id, ruleset, at)
    registry.choose(title, at)
    index = [app.mapper.to_stored_event(e) for e in registry.collect_events()]
    app.recorder.insert_events(stored + index)
    count = len(stored)
    stored.clear()  # recorded: the states are let go before the snapshot
    if interval and count >= interval:  # of the campaign just replayed, where
        snapshot(app, played)  # app.take_snapshot would read it back and replay it
    head = app.recorder.head(campaign_id)
    for point in header.get("fingerprints", []):  # printed before: still anchors
        app.printed(campaign_id, point["seq"], point["digest"], "import")
    app.printed(campaign_id, head[0], head[1], "import")
    return {"campaign": title, "events": count, "head": head[1]}


def snapshot(app: Any, aggregate: Any) -> None:
    """A snapshot of `aggregate` put in the snapshot store, as the library's
    `take_snapshot` puts the aggregate it gets from the repository (the same
    events, the same mapper: the replay above) instead of reading them back."""
    kind = getattr(type(aggregate), "Snapshot", type(app).snapshot_class)
    app.snapshots.put([kind.take(aggregate)])


def replay(app: Any, stored: list[StoredEvent]) -> Any:
    """Every event must decode and apply here: BadExport names the first that
    does not (its line in the file is its position + 1). Returns the campaign."""
    aggregate = None
    for event in stored:
        try:
            aggregate = app.mapper.to_domain_event(event).mutate(aggregate)
        except Exception as error:  # noqa: BLE001 - reported as the file's fault
            message = _(
                "event {originator_version} cannot be replayed: {error}"
            ).format(originator_version=event.originator_version, error=error)
            raise BadExport(event.originator_version + 1, message[:300]) from None
    return aggregate

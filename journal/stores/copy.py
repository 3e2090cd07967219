"""A whole store copied into an empty one (SQLite and PostgreSQL, either way),
event for event, then verified campaign by campaign.

Events travel as stored (topic and state bytes unchanged), in the source's
notification order, through the target's own recorder, so whatever a recorder
keeps beside its events is kept in the target too. Each aggregate's latest
snapshot comes along, so long campaigns load as fast as before. A copy into a
SQLite file is written to a hidden file beside it and renamed only once
verified; into PostgreSQL it is written in batches (a failure leaves a partial
store, and says so).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any
from uuid import UUID

from eventsourcing.persistence import StoredEvent

from journal.domain.errors import JournalError
from journal.domain.registry import REGISTRY_ID
from journal.i18n import N_, _

BATCH = 1000
# Checks run on every campaign after its events are compared: f(src, dst, id) ->
# a problem or None. A hash-chain check (journal audit) belongs here.
CHECKS: list[Callable[[Any, Any, UUID], str | None]] = []


def copy_events(src: Any, dst: Any) -> int:
    """Every stored event of `src` into `dst`, in order, as `src` held them when
    the copy began (what others record meanwhile is left for the next copy);
    returns how many."""
    if dst.recorder.max_notification_id():
        raise JournalError(
            _("the target store is not empty: store copy fills only an empty store"),
            N_("journal"),
        )
    start, copied = 1, 0
    upto = src.recorder.max_notification_id() or 0
    while start <= upto and (
        page := src.recorder.select_notifications(start=start, limit=BATCH, stop=upto)
    ):
        dst.recorder.insert_events([_stored(n) for n in page])
        start, copied = page[-1].id + 1, copied + len(page)
    for originator_id in aggregate_ids(src):
        if src.snapshots is not None:
            latest = src.snapshots.recorder.select_events(
                originator_id, desc=True, limit=1
            )
            dst.snapshots.recorder.insert_events([_stored(s) for s in latest])
    return copied


def verify(src: Any, dst: Any) -> list[dict]:
    """Each campaign the copy holds, against the source's events up to as many
    (what the source recorded after the copy began is not the copy's): count
    and digest, then CHECKS."""
    report = []
    registry = dst.registry()
    for name, entry in registry.campaigns.items():
        campaign_id = UUID(entry["id"])
        count, digest = fingerprint(dst, campaign_id)
        problems = (
            []
            if (count, digest) == fingerprint(src, campaign_id, count)
            else ["its events differ between the two stores"]
        )
        problems += [p for check in CHECKS if (p := check(src, dst, campaign_id))]
        report.append({"name": name, "events": count, "problems": problems})
    count, digest = fingerprint(dst, REGISTRY_ID)
    if (count, digest) != fingerprint(src, REGISTRY_ID, count):
        report.append(
            {
                "name": "(campaign index)",
                "events": 0,
                "problems": ["the campaign index differs between the two stores"],
            }
        )
    return report


def fingerprint(app: Any, originator_id: UUID, upto: int | None = None):
    """(how many events an aggregate has, a SHA-256 over them as stored); with
    `upto`, of its first `upto` events only."""
    digest, count = hashlib.sha256(), 0
    for stored in app.recorder.select_events(originator_id, lte=upto):
        digest.update(f"{stored.originator_version}\n{stored.topic}\n".encode())
        digest.update(bytes(stored.state))
        count += 1
    return count, digest.hexdigest()


def aggregate_ids(app: Any) -> list[UUID]:
    try:
        registry = app.registry()
    except JournalError:
        return []
    return [UUID(entry["id"]) for entry in registry.campaigns.values()]


def _stored(item: Any) -> StoredEvent:
    return StoredEvent(
        originator_id=item.originator_id,
        originator_version=item.originator_version,
        topic=item.topic,
        state=bytes(item.state),
    )

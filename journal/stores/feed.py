"""A live feed of a store: every notification after a position, as it is recorded.

Where the store's recorder offers a subscription (PostgreSQL: LISTEN/NOTIFY and a
pull thread, eventsourcing's `PostgresSubscription`) the feed follows it; where it
does not (SQLite's recorder raises NotImplementedError), the feed polls the
notification log. Either way the order is the store's notification order, which
is the order events were committed in.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

POLL_SECONDS = 0.25
PAGE = 500


def notifications(recorder: Any, after: int) -> Iterator[Any]:
    """Notifications with ids above `after`, forever (close the iterator to stop)."""
    try:
        subscription = recorder.subscribe(gt=after)
    except NotImplementedError:
        yield from polled(recorder, after)
        return
    with subscription:  # stops and joins its threads however the feed ends
        yield from subscription


def polled(recorder: Any, after: int) -> Iterator[Any]:
    while True:
        page = recorder.select_notifications(start=after + 1, limit=PAGE)
        yield from page
        if page:
            after = page[-1].id
        else:
            time.sleep(POLL_SECONDS)

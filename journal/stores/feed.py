"""A live feed of a store: every notification after a position, as it is recorded.

Where the store's recorder offers a subscription (PostgreSQL: LISTEN/NOTIFY and a
pull thread, eventsourcing's `PostgresSubscription`) the feed follows it; where it
does not (SQLite's recorder raises NotImplementedError), the feed polls the
notification log. Either way the order is the store's notification order, which
is the order events were committed in.

`lasting` keeps a feed going across a lost connection (a PostgreSQL server
restarted, a network that dropped): it waits for the store to answer again and
subscribes anew after the last notification it yielded, so nothing is skipped
or yielded twice.
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


RETRY_FIRST, RETRY_MOST = 0.5, 5.0  # seconds between tries to reach the store


def lasting(
    recorder: Any, after: int, lost=None, back=None, pause=time.sleep
) -> Iterator[Any]:
    """notifications(recorder, after), forever, across lost connections:
    `lost(error)` is called when the store stops answering, `back(after)` when
    it answers again (the feed then resumes after notification `after`)."""
    from eventsourcing.persistence import PersistenceError

    while True:
        feed = notifications(recorder, after)
        try:
            for notification in feed:
                after = notification.id
                yield notification
            return
        except (PersistenceError, OSError) as error:
            if lost:
                lost(error)
        finally:
            feed.close()
        wait = RETRY_FIRST
        while not answers(recorder):
            pause(wait)
            wait = min(wait * 2, RETRY_MOST)
        if back:
            back(after)


def answers(recorder: Any) -> bool:
    """Whether the store answers a query now."""
    from eventsourcing.persistence import PersistenceError

    try:
        recorder.max_notification_id()
    except (PersistenceError, OSError):
        return False
    return True


def polled(recorder: Any, after: int) -> Iterator[Any]:
    while True:
        page = recorder.select_notifications(start=after + 1, limit=PAGE)
        yield from page
        if page:
            after = page[-1].id
        else:
            time.sleep(POLL_SECONDS)

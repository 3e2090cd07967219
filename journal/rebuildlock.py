"""One rebuild of a store's read models at a time, across processes.

A rebuild writes new tables a batch at a time, each batch committed, and then
swaps them in. Two at once (a store of an older format opened by several
commands together) wrote the same tables: the one whose batch collided tried
again from an empty table, deleting what the other had written, and the other
swapped in read models that missed campaigns. So a rebuild holds a lock that
the system releases if its process dies:

- SQLite: `flock` on a file beside the store (`NAME-rebuild`), removed when the
  rebuild ends; a process that waited checks the file it locked is still the
  one at that path, and locks the new one if not.
- PostgreSQL: a session advisory lock on a connection of its own.

A process that holds it takes it again at no cost (`held`): a rebuild started
by a command that found the read models of another version is one rebuild.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

SUFFIX = "-rebuild"


@contextmanager
def held(owner, lock) -> Iterator[None]:
    """`lock()` taken unless `owner` (a store's factory) holds it already."""
    if getattr(owner, "_rebuilding", 0):
        owner._rebuilding += 1
        try:
            yield
        finally:
            owner._rebuilding -= 1
        return
    with lock():
        owner._rebuilding = 1
        try:
            yield
        finally:
            owner._rebuilding = 0


@contextmanager
def file_lock(store: str) -> Iterator[None]:
    """Held while a rebuild of the SQLite store at `store` runs."""
    import fcntl

    path = store + SUFFIX
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(path))
            except FileNotFoundError:
                same = False  # removed by the rebuild this one waited for
        except BaseException:
            os.close(fd)
            raise
        if same:
            break
        os.close(fd)
    try:
        yield
    finally:
        try:
            os.unlink(path)  # still locked: a waiter finds it gone and locks anew
        finally:
            os.close(fd)


@contextmanager
def advisory_lock(datastore, schema: str) -> Iterator[None]:
    """Held while a rebuild of the PostgreSQL store in `schema` runs."""
    key = f"journal rebuild {schema or 'public'}"
    with datastore.get_connection() as conn:
        conn.execute("SELECT pg_advisory_lock(hashtext(%s))", (key,))
        try:
            yield
        finally:
            conn.execute("SELECT pg_advisory_unlock(hashtext(%s))", (key,))

"""Where events live: a SQLite file (the default) or a PostgreSQL database shared
by a group, chosen by --store, else $JOURNAL_STORE, else a file in the user data
folder. Each kind of store brings its own eventsourcing factory, and the factory
its read-model store (`view_recorder()`): nothing else in the journal asks which
kind of store it runs on.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

from journal.domain.errors import JournalError
from journal.i18n import N_, _

__all__ = ["chosen", "held_open", "is_postgres_url", "open_store", "store_location"]

# Told apart here, not in journal.stores.url: reading a URL (its dataclass, its
# urllib) is only for a PostgreSQL store, and a file's command skips it (issue 29).
SCHEMES = ("postgresql://", "postgres://")


def is_postgres_url(value: str) -> bool:
    return value.lower().startswith(SCHEMES)


def chosen(option: str | None) -> str | None:
    return option or os.environ.get("JOURNAL_STORE") or None


def store_location(option: str | None) -> str:
    """The store as another command line can name it (a file's absolute path)."""
    from journal.store import store_path

    value = chosen(option)
    if value and is_postgres_url(value):
        return value
    return str(store_path(value).resolve())


_HELD: dict[str, object] = {}  # store location -> the app a script holds open


@contextmanager
def held_open(location: str, app) -> Iterator[None]:
    """While a script runs (journal.held), every command of it opens `app`."""
    _HELD[location] = app
    app.held = True
    try:
        yield
    finally:
        _HELD.pop(location, None)
        app.held = False


def open_store(option: str | None, create: bool):
    """The application on the chosen store (a new store only when `create`)."""
    if _HELD:
        found = _HELD.get(store_location(option))
        if found is not None:
            return found
    value = chosen(option)
    if value and is_postgres_url(value):
        from journal.stores.postgres import open_postgres

        return open_postgres(value, create)
    if value and "://" in value:
        raise JournalError(
            _("a store is a file path or a postgresql:// URL; no other URL is known"),
            N_("journal"),
        )
    from journal.store import open_app, store_path

    return open_app(store_path(value), create)

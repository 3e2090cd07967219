"""A SQLite store: an owner-only file chosen by option, env or default
(journal/stores/ chooses between SQLite and PostgreSQL)."""

from __future__ import annotations

import os
from pathlib import Path

from journal.domain.errors import NotFound
from journal.i18n import _

STORE_FILE = "journal.sqlite3"


def store_path(option: str | None) -> Path:
    """--store, else $JOURNAL_STORE, else a file in the user data folder."""
    value = option or os.environ.get("JOURNAL_STORE")
    if value:
        return Path(value).expanduser()
    from journal.userdirs import user_path

    return user_path("data") / STORE_FILE


def open_app(path: Path, create: bool):
    """The application on the store at `path`; a new store file is owner-only."""
    if not path.exists():
        if not create:
            raise NotFound(
                _(
                    "no journal store at {path} yet: start with `journal campaign new`"
                ).format(path=path)
            )
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        flags = os.O_CREAT | os.O_WRONLY | os.O_NOFOLLOW
        os.close(os.open(path, flags, 0o600))
    import journal.plugins  # noqa: F401 - rulesets of installed packages
    from journal.app import JournalApp

    return JournalApp(env=store_env(path))


def store_env(path: Path) -> dict[str, str]:
    """The application's environment for the SQLite store at `path`: eventsourcing's
    recorders with the hash chain (journal.sqlstore)."""
    return {
        "PERSISTENCE_MODULE": "journal.sqlstore:JournalSQLiteFactory",
        "SQLITE_DBNAME": str(path),
        "SQLITE_LOCK_TIMEOUT": "10",
        "JOURNAL_STORE_LOCATION": os.path.realpath(path),
    }

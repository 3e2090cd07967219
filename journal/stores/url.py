"""A PostgreSQL store URL, `postgresql://USER@HOST:PORT/DB?host=/socket/dir`, read
into what eventsourcing's PostgreSQL factory needs.

The password never travels in the URL, nor through the journal: libpq reads it
from $PGPASSWORD or ~/.pgpass when it connects. Whatever the URL leaves out
(user, host, port, database) libpq fills in as it always does ($PGUSER, $PGHOST,
the login name, the default socket).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qsl, quote, unquote, urlsplit

from journal.domain.errors import JournalError
from journal.i18n import N_, _
from journal.stores import SCHEMES, is_postgres_url

__all__ = ["SCHEMES", "PgTarget", "check_names", "is_postgres_url", "parse_url"]

QUERY_KEYS = {"host", "port", "user", "dbname", "schema", "sslmode"}
SECTION = N_("journal")


@dataclass(frozen=True)
class PgTarget:
    """Where a PostgreSQL store is: nothing secret, safe to print."""

    user: str = ""
    host: str = ""
    port: str = ""
    dbname: str = ""
    schema: str = ""
    sslmode: str = ""

    def conninfo(self) -> dict[str, str]:
        """libpq's keywords for what the URL gives (libpq's defaults do the rest)."""
        names = ("user", "host", "port", "dbname", "sslmode")
        return {name: getattr(self, name) for name in names if getattr(self, name)}

    def env(self) -> dict[str, str]:
        """eventsourcing's POSTGRES_* environment (empty values: libpq's default)."""
        return {
            "POSTGRES_DBNAME": self.dbname,
            "POSTGRES_HOST": self.host,
            "POSTGRES_PORT": self.port,
            "POSTGRES_USER": self.user,
            "POSTGRES_PASSWORD": "",  # unused: libpq reads $PGPASSWORD or ~/.pgpass
            "POSTGRES_SCHEMA": self.schema,
            "POSTGRES_SSLMODE": self.sslmode,
        }

    def display(self) -> str:
        """The store as a user names it, without anything secret."""
        where = self.host if self.host.startswith("/") else None
        netloc = f"{quote(self.user, safe='')}@" if self.user else ""
        host = f"[{self.host}]" if ":" in self.host else self.host
        netloc += "" if where else host
        netloc += f":{self.port}" if self.port and not where else ""
        query = f"?host={where}" if where else ""
        if where and self.port:
            query += f"&port={self.port}"
        return f"postgresql://{netloc}/{quote(self.dbname, safe='')}{query}"


def parse_url(url: str) -> PgTarget:
    """The URL's parts; a password in it, or a part the journal does not know, is
    refused (the refusal never repeats the URL: it may hold a secret)."""
    parts = urlsplit(url)
    if parts.password is not None:
        raise JournalError(
            _(
                "the store URL holds a password: remove it and set PGPASSWORD or write "
                "it in ~/.pgpass"
            ),
            SECTION,
        )
    query = dict(parse_qsl(parts.query, keep_blank_values=True))
    unknown = sorted(set(query) - QUERY_KEYS)
    if unknown:
        raise JournalError(
            _(
                "the store URL has an unknown parameter {value!r} (known: {value2})"
            ).format(value=unknown[0], value2=", ".join(sorted(QUERY_KEYS))),
            SECTION,
        )
    try:
        port = parts.port
    except ValueError:
        raise JournalError(_("the store URL has a port that is not a number")) from None
    values = {
        "user": unquote(parts.username or ""),
        "host": unquote(parts.hostname or ""),
        "port": str(port) if port else "",
        "dbname": unquote(parts.path.lstrip("/")),
        **query,
    }
    check_names(values)
    return PgTarget(**values)


def check_names(values: dict[str, str]) -> None:
    for key, value in values.items():
        if re.search(r"[\x00-\x1f\x7f]", value):
            raise JournalError(
                _("the store URL's {key} has a control character").format(key=key)
            )
    if values["port"] and not values["port"].isdigit():
        raise JournalError(_("the store URL has a port that is not a number"))

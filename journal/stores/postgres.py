"""Opening a PostgreSQL store: the optional client, a first connection that says
clearly why a store cannot be used, then the application on it."""

from __future__ import annotations

from journal.domain.errors import JournalError, NotFound
from journal.i18n import N_, _
from journal.stores.url import PgTarget, parse_url

INSTALL = "pip install 'journal[postgres]'"
FACTORY = "journal.stores.pgfactory:PgStoreFactory"


class StoreUnavailable(OSError):
    """The store's server cannot be reached or refuses us: one line for the user."""


def open_postgres(url: str, create: bool):
    """The application on the store at `url` (created when `create` and new)."""
    if not client_installed():
        raise JournalError(
            _("a PostgreSQL store needs psycopg: {INSTALL}").format(INSTALL=INSTALL),
            N_("journal"),
        )
    target = parse_url(url)
    if not probe(target, create):
        raise NotFound(
            _(
                "no journal store at {value} yet: start with `journal campaign new`"
            ).format(value=target.display())
        )
    from journal.app import JournalApp

    return JournalApp(env=app_env(target))


def client_installed() -> bool:
    try:
        import psycopg  # noqa: F401
        import psycopg_pool  # noqa: F401
    except ImportError:
        return False
    return True


def app_env(target: PgTarget) -> dict[str, str]:
    return {
        "PERSISTENCE_MODULE": FACTORY,
        **target.env(),
        "POSTGRES_POOL_SIZE": "1",
        "POSTGRES_MAX_OVERFLOW": "4",  # a watch's subscription holds two more
        "POSTGRES_CONNECT_TIMEOUT": "10",
        # The library's 5 s ends a transaction whose client thinks longer than
        # that between two statements: a script's held transaction while a
        # line refolds a long campaign (a void far back), or any command on a
        # busy laptop. A client that dies ends its session anyway.
        "POSTGRES_IDLE_IN_TRANSACTION_SESSION_TIMEOUT": "300",
        "JOURNAL_STORE_LOCATION": target.display(),
    }


def probe(target: PgTarget, create: bool) -> bool:
    """Connect once: whether a store is there (made ready when `create`); a
    failure to connect is a StoreUnavailable naming libpq's reason."""
    import psycopg
    from psycopg import sql

    from journal.stores.pgconn import hand_over, target_key
    from journal.stores.pgfactory import store_exists

    try:
        conn = psycopg.connect(**target.conninfo(), connect_timeout=10)
        try:
            exists = store_exists(conn, target.schema)
            if create and not exists and target.schema:
                schema = sql.Identifier(target.schema)
                conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(schema))
            conn.commit()
        except BaseException:
            conn.close()
            raise
        if exists or create:  # the command's one connection (journal.stores.pgconn)
            hand_over(target_key(target.conninfo()), conn)
        else:
            conn.close()
        return exists or create
    except psycopg.OperationalError as error:
        raise StoreUnavailable(
            _("cannot connect to {value}: {error}").format(
                value=target.display(), error=reason(error)
            )
        ) from None


def reason(error: Exception) -> str:
    """libpq's message on one line, without its 'connection failed' preambles."""
    text = " ".join(str(error).split())
    for noise in ("connection failed: ", "connection is bad: "):
        text = text.replace(noise, "")
    return text

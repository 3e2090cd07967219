"""The store as a whole: `journal store copy SRC DST`."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import click

from journal.domain.errors import JournalError
from journal.i18n import N_, _
from journal.output import emit_json, json_option


@click.group("store")
def store() -> None:
    """The store as a whole (a SQLite file or a PostgreSQL database)."""


@store.command("copy")
@click.argument("src")
@click.argument("dst")
@json_option
def copy(src: str, dst: str, as_json: bool) -> None:
    """Copy the whole store SRC into DST (a file path or a postgresql:// URL),
    then verify every campaign. DST must be empty or new; a SQLite DST appears
    only once verified.

    \b
    Examples:
      journal store copy ~/journal.sqlite3 postgresql://ana@db.example.org/ombre
      journal store copy postgresql://ana@/ombre?host=/run/postgresql backup.sqlite3
    """
    from journal.stores import open_store
    from journal.stores.url import is_postgres_url

    with contextlib.closing(open_store(src, create=False)) as source:
        if is_postgres_url(dst):
            with contextlib.closing(open_store(dst, create=True)) as target:
                report = copied(source, target)
        else:
            report = copied_to_file(source, Path(dst).expanduser())
    _print(report, as_json)


def copied(source, target) -> dict:
    """Copy, then verify; the target is marked incomplete until both are done
    (journal.trusted.IncompleteStore: every command refuses it meanwhile, so a
    copy that stops half way is never taken for a store)."""
    from datetime import UTC, datetime

    from journal.stores.copy import copy_events, verify

    if target.recorder.max_notification_id():
        raise JournalError(
            _("the target store is not empty: store copy fills only an empty store"),
            N_("journal"),
        )
    when = datetime.now(UTC).isoformat(timespec="seconds")
    target.recorder.mark_incomplete(f"store copy from {source.location}, {when}")
    try:
        events = copy_events(source, target)
    except JournalError:
        raise
    except Exception as error:
        raise JournalError(
            _(
                "the copy stopped ({error}); the target holds part of the store and is "
                "marked incomplete: empty it before copying again"
            ).format(error=error),
            N_("journal"),
        ) from None
    report = {"events": events, "campaigns": verify(source, target)}
    if not any(c["problems"] for c in report["campaigns"]):
        target.recorder.copied()
        target.caught_up_view()  # the read models, ready for the first `show`
    return report


def copied_to_file(source, path: Path) -> dict:
    """Into a hidden file beside `path`, renamed to it once verified."""
    from journal.store import open_app

    if path.exists() and path.stat().st_size:
        with contextlib.closing(open_app(path, create=False)) as existing:
            if existing.recorder.max_notification_id():
                raise JournalError(
                    _(
                        "{path} is not empty: store copy fills only an empty store"
                    ).format(path=path),
                    N_("journal"),
                )
    from journal.backup import beside

    with beside(path) as temporary:
        with contextlib.closing(open_app(temporary, create=True)) as target:
            report = copied(source, target)
        if not any(c["problems"] for c in report["campaigns"]):
            os.replace(temporary, path)
    return report


def _print(report: dict, as_json: bool) -> None:
    bad = [c for c in report["campaigns"] if c["problems"]]
    if as_json:
        emit_json({**report, "ok": not bad})
    else:
        for campaign in report["campaigns"]:
            state = "; ".join(campaign["problems"]) or "verified"
            click.echo(
                _(
                    "{name}: {events} events, {state}",
                ).format(name=campaign["name"], events=campaign["events"], state=state)
            )
        click.echo(_("copied {events} events").format(events=report["events"]))
    if bad:
        raise JournalError(
            _("the copy of {name} does not match its source").format(
                name=bad[0]["name"]
            ),
            N_("journal"),
        )

"""The table's second screen: every event as it is recorded, by anyone."""

from __future__ import annotations

import contextlib
import gc
import json
from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.i18n import _
from journal.output import json_option


@click.command("watch")
@json_option
@click.option(
    "--vault",
    type=click.Path(file_okay=False, path_type=Path),
    help="Also keep this Obsidian vault in step (see `export --format obsidian`).",
)
@pass_env
def watch(env: Env, as_json: bool, vault: Path | None) -> None:
    """Print each event of the campaign as it is recorded, by anyone, until Ctrl-C.

    On a PostgreSQL store every player's laptop records into, this is the
    table's second screen. --json prints one JSON object per line (JSON Lines),
    with the keys of `log --json`.

    \b
    With --vault DIR, the campaign's Obsidian vault in DIR is brought up to date
    as it starts and again after each command's events (notes in the --lang).

    \b
    Examples:
      journal --store postgresql://ana@db.example.org/ombre watch
      journal watch --vault ombre-vault
    """
    from journal.projections.records import enricher
    from journal.projections.slices import Slice
    from journal.stores.feed import lasting

    gc.enable()  # it runs for an evening (journal.cli.main)
    app = env.app
    after = app.recorder.max_notification_id() or 0  # first: no event slips by
    campaign_id = app.campaign_id(env.campaign)
    names = Slice(app, env.campaign).names()  # every character ever created
    show = _printer(names, enricher(env.ruleset_name), env, as_json)
    from journal.commands.obsidian import keeper_for

    keeper = keeper_for(env, vault)  # with --vault, an export first
    try:  # from the first word on, Ctrl-C stops watching
        click.echo(_("watching: new events appear here (Ctrl-C to stop)"), err=True)
        feed = lasting(app.recorder, after, _lost, _back)  # across restarts
        with contextlib.closing(feed):
            for notification in feed:
                if notification.originator_id == campaign_id:
                    show(app.mapper.to_domain_event(notification))
                    keeper.changed()
    except KeyboardInterrupt:
        click.echo(_("stopped watching"), err=True)
    finally:
        keeper.close()


def _lost(error: Exception) -> None:
    from journal.domain.text import one_line

    reason = one_line(" ".join(str(error).split()))[:200]
    click.echo(
        _(
            "note: the store stopped answering ({reason}); waiting for it",
        ).format(reason=reason),
        err=True,
    )


def _back(after: int) -> None:
    click.echo(
        _(
            "note: the store answers again; watching on from notification {after}",
        ).format(after=after),
        err=True,
    )


def _names(events: list) -> dict[str, str]:
    from journal.projections.records import character_names

    return character_names(events)


def _printer(names: dict[str, str], enrich, env: Env, as_json: bool):
    """Print one event as `log` has it (JSON) or as the ruleset tells it."""
    from journal.projections.describe import describe
    from journal.projections.records import to_record

    def show(event) -> None:
        names.update(_names([event]))
        record = to_record(event, names, set(), enrich)
        if as_json:
            return click.echo(json.dumps(record, ensure_ascii=False, default=str))
        line = describe(record, env.lang, ruleset=env.ruleset_name)
        click.echo(f"{record['id']}  {line}")

    return show

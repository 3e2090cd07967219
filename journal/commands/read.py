"""Reading: sheets (now or as of any moment), the event log, chronicles."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.i18n import _
from journal.output import emit_json, json_option


@click.command("show")
@click.argument("character")
@click.option(
    "--as-of",
    "as_of",
    metavar="REF",
    help="An event id, session:N, scene:N, a day of play (YYYY-MM-DD: as that "
    "day's session ended) or a recording time (YYYY-MM-DDTHH:MM).",
)
@json_option
@pass_env
def show(env: Env, character: str, as_of: str | None, as_json: bool) -> None:
    """CHARACTER's sheet, now or as it was at REF (voids applied).

    \b
    Examples:
      journal show Kira
      journal show Kira --as-of session:2 --json
      journal show Kira --as-of 2026-11-14          # as that day's session ended
      journal show Kira --as-of 2026-11-23T18:30    # as recorded by then (UTC)
    """
    from journal.projections.sheet import sheet_json, sheet_text

    if as_of is not None:  # "" too: an empty REF is refused, not the sheet now
        from journal.eventref import id_finder
        from journal.projections.slices import Slice

        campaign = Slice(env.app, env.campaign)  # only the events the answer needs
        state = campaign.state_at(campaign.position(as_of, id_finder(env, campaign)))
    else:
        state = env.app.current_state(env.campaign)
    sheet = state.character(character)
    if as_json:
        return emit_json(sheet_json(sheet, state.ruleset))
    click.echo(sheet_text(sheet, state.ruleset, env.lang))


@click.command("log")
@click.option("--session", type=int, help="Only this session's events.")
@click.option("--character", metavar="CHAR", help="Only events about this character.")
@click.option(
    "--since",
    metavar="REF",
    help="Only events after REF: an event id, session:N, scene:N, a day of play "
    "(YYYY-MM-DD) or a recording time (YYYY-MM-DDTHH:MM), as for `show --as-of`.",
)
@click.option(
    "--limit", type=click.IntRange(min=0), metavar="N", help="The oldest N events."
)
@click.option(
    "--last",
    type=click.IntRange(min=0),
    metavar="N",
    help="The newest N events (still oldest first).",
)
@json_option
@pass_env
def log(
    env: Env,
    session: int | None,
    character: str | None,
    since,
    limit,
    last,
    as_json: bool,
) -> None:
    """Every recorded event, oldest first; voided ones are marked. Streams: the
    first lines come at once and a campaign of any length needs no more memory.

    \b
    Examples:
      journal log --last 10                     # the newest ten, in play order
      journal log --session 1 --character Kira
      journal log --since session:3 --limit 20  # the first twenty after it
    """
    from collections import deque
    from itertools import islice

    from journal.eventref import id_finder
    from journal.output import emit_json_stream
    from journal.projections.log import concerns, log_lines
    from journal.projections.slices import Slice

    if limit is not None and last is not None:
        raise click.UsageError(_("--limit (the oldest) or --last (the newest): one"))
    source = Slice(env.app, env.campaign)  # the read model, a page at a time
    first, end = source.log_span(session)
    if since is not None:
        first = max(first, source.position(since, id_finder(env, source)) + 1)
    if last is not None and not character:
        first = max(first, end - last + 1)  # read only those
    ruleset = source.ruleset
    records = source.records(first, end)  # a session's span: its start to its end
    if character:
        records = (r for r in records if concerns(r, character, ruleset))
    if limit is not None:
        records = islice(records, limit)
    if last is not None:  # a character's newest: kept as they stream by
        records = iter(deque(records, maxlen=last))
    if as_json:
        return emit_json_stream(records)
    for chunk in chunked(records, 200):  # one write every 200 lines
        click.echo("\n".join(log_lines(chunk, env.lang, ruleset)))


def chunked(items, size: int):
    from itertools import islice

    items = iter(items)
    while chunk := list(islice(items, size)):
        yield chunk


@click.command("rebuild")
@json_option
@pass_env
def rebuild(env: Env, as_json: bool) -> None:
    """Recompute every read model (sheets, event log) of every campaign in the
    store from the first event.

    The read models are kept up to date as you read, and rebuild themselves
    after an upgrade that changes them. A rebuild writes new tables and swaps
    them in only when complete; it refuses a history that does not verify
    (see `journal audit`). Shows progress on a terminal.

    \b
    Examples:
      journal rebuild
      journal rebuild --json        # {"events": N}
    """
    total = env.app.recorder.max_notification_id() or 0
    with progress_bar(total, _("rebuilding")) as bar:
        done = env.app.rebuild(bar.update)
    if as_json:
        return emit_json({"events": done})
    click.echo(
        _(
            "rebuilt the read models from {done} events",
        ).format(done=done),
        err=True,
    )


def progress_bar(total: int, label: str):
    """A progress bar on a terminal (stderr); nothing at all when piped."""
    import contextlib
    import sys

    if not sys.stderr.isatty():
        return contextlib.nullcontext(_Silent())
    return click.progressbar(length=total, label=label, file=sys.stderr)


class _Silent:
    """A progress bar that shows nothing."""

    label = ""

    def update(self, _steps: int) -> None:
        pass

    def render_progress(self) -> None:
        pass

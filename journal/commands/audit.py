"""Audit: why a field has its value, and what changed between two moments."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.errors import NotFound
from journal.i18n import N_, _
from journal.output import emit_json, json_option

WHY_BATCH = 1000  # lines told at once: a long answer is never held whole


@click.command("why")
@click.argument("character")
@click.argument("field")
@click.option(
    "--since",
    metavar="REF",
    help="Only the changes after REF (an event id, session:N, scene:N, a day of "
    "play YYYY-MM-DD or a recording time, as for `show --as-of`).",
)
@click.option(
    "--last",
    type=click.IntRange(1, 10**9),
    metavar="N",
    help="Only the last N changes (after --since, if given).",
)
@json_option
@pass_env
def why(
    env: Env,
    character: str,
    field: str,
    since: str | None,
    last: int | None,
    as_json: bool,
) -> None:
    """Every event that changed CHARACTER's FIELD, with delta and running value.

    FIELD: status, a tracked resource (Dàimon's reserve or wounds, BRP's pf, a
    table's own track), or what the campaign's ruleset knows (Dàimon 2090: pe,
    evo, level, risorse, social_class, a characteristic, a skill, an item's
    counter). Voided events never happened, so the deltas add up to the value now.
    Each line says what happened, in the campaign's words, and who recorded it
    when that is a player's name: set JOURNAL_USER to yours (else the journal
    records your login, which it never prints).

    --since and --last print fewer lines, each with the same running value:
    the history before them still counts, it is only not told.

    \b
    Examples:
      journal why Kira reserve
      journal why Kira reserve --since session:3
      journal why Kira reserve --last 10
      journal why Kira Hacking --json
    """
    from journal.projections.sheethistory import catch_up_sheets
    from journal.projections.why import text_line, why_from_history

    app = env.app
    campaign_id, view = app.campaign_id(env.campaign), app.caught_up_view()
    catch_up_sheets(app, view)  # the sheets' history: only what `why` reads
    now = view.state(str(campaign_id))  # the view just caught up
    if now is None:
        raise NotFound(
            _("campaign {campaign!r} has no events").format(campaign=env.campaign),
            N_("journal"),
        )
    from journal.projections.slices import Slice

    told = since is not None or not as_json  # the campaign's marks, or its words
    source = Slice(app, env.campaign, campaign_id, view) if told else None
    if since is not None:  # a REF mistyped is refused before the history is read
        from journal.eventref import id_finder

        after = source.position(since, id_finder(env, source))
    shape = None if as_json else text_line
    rows = why_from_history(view, str(campaign_id), now, character, field, shape)
    if since is not None:
        seq = (lambda row: row["seq"]) if as_json else (lambda row: row[0])
        rows = [row for row in rows if seq(row) > after]
    if last is not None:
        rows = rows[-last:]
    if as_json:
        return emit_json(rows)
    if not rows and since is not None:
        click.echo(
            _("no change of {field} after {ref}").format(field=field, ref=since),
            err=True,
        )
    from journal.projections.why import line_records, told_lines

    known = set(now.players)
    for start in range(0, len(rows), WHY_BATCH):  # told and printed a part at a time
        part = rows[start : start + WHY_BATCH]
        records = line_records(part, source)  # from the history's rows: no event read
        click.echo(
            "\n".join(told_lines(part, records, env.lang, known, source.ruleset))
        )


@click.command("diff")
@click.argument("character")
@click.argument("first", metavar="REF1")
@click.argument("second", metavar="REF2")
@json_option
@pass_env
def diff(env: Env, character: str, first: str, second: str, as_json: bool) -> None:
    """What changed on CHARACTER's sheet between REF1 and REF2, and through which
    events (REF: an event id, session:N, scene:N, a day of play YYYY-MM-DD or a
    recording time YYYY-MM-DDTHH:MM, as for `show --as-of`).

    Example: journal diff Kira session:1 session:2
    """
    from journal.eventref import id_finder
    from journal.projections.diff import diff as sheet_diff
    from journal.projections.slices import Slice

    campaign = Slice(env.app, env.campaign)  # only the events the answer needs
    found = sheet_diff(campaign, character, first, second, id_finder(env, campaign))
    if as_json:
        for event in found["events"]:
            event.pop("record")
        return emit_json(found)
    from journal.projections.diff import diff_lines

    click.echo("\n".join(diff_lines(found, campaign, character, env.lang)))

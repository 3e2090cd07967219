"""How commands print: one JSON document with --json, short lines otherwise."""

from __future__ import annotations

import itertools
import json

import click

from journal.i18n import _


def emit_json(data) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))


def emit_json_stream(items) -> None:
    """emit_json of a list, written as its items come: the same text, and no
    more memory than one item (a long log). The cycle collector is on while it
    writes (a command runs with it off, journal.cli.main): json.dumps with an
    indent makes its encoder anew for each item, closures referring to each
    other, garbage only that collector frees (`log --json` of 100,000 events
    held 287 MB with it off, 25 MB with it on, in the same time)."""
    import gc

    items = iter(items)
    first = next(items, None)
    if first is None:
        return emit_json([])
    collecting = gc.isenabled()
    gc.enable()
    try:
        separator = "[\n"
        for item in itertools.chain((first,), items):
            text = json.dumps(item, ensure_ascii=False, indent=2, default=str)
            click.echo(separator + "  " + text.replace("\n", "\n  "), nl=False)
            separator = ",\n"
    finally:
        if not collecting:
            gc.disable()
    click.echo("\n]")


def emit_records(records: list[dict], as_json: bool, env) -> None:
    """What a recording command recorded: the campaign it recorded in (a line
    of its own), then the events, each with its short id. With --json, the
    records as `log --json` gives them (the campaign is the one --campaign
    names, or the current one)."""
    if as_json:
        emit_json(records)
        return
    from journal.domain.text import one_line
    from journal.projections.describe import describe

    name_campaign(env)
    for record in records:  # one line each, whatever a note or a reason holds
        line = describe(record, env.lang, ruleset=env.ruleset_name)
        click.echo(f"{record['id']}  {one_line(line)}")


def json_option(func):
    return click.option(
        "--json",
        "as_json",
        is_flag=True,
        is_eager=True,  # known before any other option can be refused
        callback=_asked_json,
        help="Print one JSON document instead of text (a refusal too: "
        '{"refused": ..., "rule": ...}, exit 1).',
    )(func)


def _asked_json(ctx: click.Context, param, value: bool) -> bool:
    """Remember --json where journal.cli reports refusals (ctx.meta is shared)."""
    if value:
        ctx.meta["journal.json"] = True
    return value


def campaign_line(name: str) -> str:
    """How a command names the campaign it acts on: `[Ombre su Milano]`."""
    from journal.domain.text import one_line

    return f"[{one_line(name)}]"


# Within `journal run`, the campaign is named once, and again only when a line
# acts on another one (journal.commands.script sets this to the last it named).
_in_script: list[str] | None = None


def name_campaign(env, err: bool = False) -> None:
    """Print the line naming the campaign in scope (on stderr with `err`, when
    standard output carries a document)."""
    name = env.campaign_name
    if _in_script is not None:
        if _in_script and _in_script[-1] == name:
            return
        _in_script.append(name)
    click.echo(campaign_line(name), err=err)


def naming_once():
    """A context in which each campaign is named once while it stays the same
    (a script's lines)."""
    import contextlib

    @contextlib.contextmanager
    def scope():
        global _in_script
        before, _in_script = _in_script, []
        try:
            yield
        finally:
            _in_script = before

    return scope()


def reason_option(help: str, required: bool = False):
    """`--reason TEXT` as the command's `purpose`: the one word every award and
    spending takes. `--for`, its older name on `reserve spend`, `pix spend` and
    `mana spend`, is still read (hidden from help); both at once is bad usage."""
    import functools

    def decorate(func):
        @functools.wraps(func)
        def merged(*args, purpose=None, purpose_was=None, **kwargs):
            if purpose is not None and purpose_was is not None:
                raise click.UsageError(
                    _("give --reason once (--for is its older name)")
                )
            purpose = purpose if purpose is not None else purpose_was
            if required and purpose is None:
                raise click.UsageError(_("Missing option '--reason'."))
            return func(*args, purpose=purpose, **kwargs)

        merged = click.option("--for", "purpose_was", metavar="TEXT", hidden=True)(
            merged
        )
        return click.option("--reason", "purpose", metavar="TEXT", help=help)(merged)

    return decorate


def stored_option(ctx, param, value: str | None) -> str | None:
    """A click callback: an option's event id as stored (journal.eventref's
    stored_ref: a copy's own id, or the id it had, names the same event)."""
    if value is None:
        return value
    from journal.context import env_of
    from journal.eventref import stored_ref

    env = env_of(ctx)
    return stored_ref(env.app, env.campaign, value)

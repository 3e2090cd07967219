"""How commands print: one JSON document with --json, short lines otherwise."""

from __future__ import annotations

import itertools
import json

import click


def emit_json(data) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))


def emit_json_stream(items) -> None:
    """emit_json of a list, written as its items come: the same text, and no
    more memory than one item (a long log)."""
    items = iter(items)
    first = next(items, None)
    if first is None:
        return emit_json([])
    separator = "[\n"
    for item in itertools.chain((first,), items):
        text = json.dumps(item, ensure_ascii=False, indent=2, default=str)
        click.echo(separator + "  " + text.replace("\n", "\n  "), nl=False)
        separator = ",\n"
    click.echo("\n]")


def emit_records(records: list[dict], as_json: bool, env) -> None:
    """What a recording command recorded: the events, each with its short id."""
    if as_json:
        emit_json(records)
        return
    from journal.domain.text import one_line
    from journal.projections.describe import describe

    for record in records:  # one line each, whatever a note or a reason holds
        line = describe(record, env.lang, ruleset=env.ruleset_name)
        click.echo(f"{record['id']}  {one_line(line)}")


def json_option(func):
    return click.option(
        "--json",
        "as_json",
        is_flag=True,
        help="Print one JSON document instead of text.",
    )(func)

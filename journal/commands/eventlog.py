"""The event log (Log degli eventi): `journal eventlog [list] | add | note`.

`eventlog` is a group whose first word picks a subcommand; anything else (or
nothing) lists the log, as if `eventlog list` had been typed.
"""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import emit_json, json_option
from journal.recording import record

ALIASES = {"elenco": "list", "aggiungi": "add", "nota": "note"}


class EventlogGroup(click.Group):
    """Subcommands by name (Italian aliases too); anything else lists the log."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        first = args[0] if args else None
        if first not in ctx.help_option_names:
            if ALIASES.get(first, first) not in self.commands:
                args = ["list", *args]
        return super().parse_args(ctx, args)

    def get_command(self, ctx: click.Context, name: str):
        return super().get_command(ctx, ALIASES.get(name, name))


def parse_keywords(ctx, param, value: str | None) -> list[str]:
    return [word.strip() for word in (value or "").split(",") if word.strip()]


def keywords_option(func):
    return click.option(
        "--keywords",
        callback=parse_keywords,
        metavar="A,B,...",
        help="Keywords (parole chiave) to find the entry by, separated by commas.",
    )(func)


@click.group(
    cls=EventlogGroup, context_settings={"help_option_names": ["-h", "--help"]}
)
def eventlog() -> None:
    """The event log (Log degli eventi): entries, later notes, keywords.

    Each entry has an event (evento), details (dettagli), later notes (note
    successive) and keywords (parole chiave). Every Oracle answer is an entry;
    others are written by hand. Notes are added, never edited in.

    \b
    Examples:
      journal eventlog
      journal eventlog --search giornalista --json
      journal eventlog add "Il giornalista sparisce" --keywords giornalista,molo
      journal eventlog note 7k2m9x4q "Era un informatore della famiglia"
    """


@eventlog.command("list")
@click.option("--search", metavar="WORD", help="Only entries that mention WORD.")
@json_option
@pass_env
def eventlog_list(env: Env, search: str | None, as_json: bool) -> None:
    """The entries, oldest first, with their later notes.

    WORD is looked for in the event, details, notes and keywords, ignoring case
    and accents. A replaced entry (a re-rolled Oracle answer) stays, marked.

    Example: journal eventlog list --search molo
    """
    from journal.projections.logbook import entry_lines, logbook, search_entries
    from journal.projections.logdocs import document_types

    types = document_types(  # its entries and notes, not the whole campaign
        env.ruleset_name, "eventlog", lambda: env.app.event_types(env.campaign)
    )
    entries = logbook(env.app.current_events(env.campaign, types))
    if search:
        entries = search_entries(entries, search)
    if as_json:
        return emit_json(entries)
    for line in entry_lines(entries, env.lang):
        click.echo(line)


@eventlog.command("add")
@click.argument("event")
@click.option("--details", metavar="TEXT", help="The details (dettagli).")
@keywords_option
@json_option
@pass_env
def eventlog_add(env: Env, event: str, details, keywords, as_json: bool) -> None:
    """Write an entry by hand: EVENT, what happened.

    Example: journal eventlog add "Furto al molo" --details "Di notte" --keywords molo
    """
    record(env, lambda c, s: c.add_log_entry(event, details, keywords, s), as_json)


@eventlog.command("note")
@click.argument("entry", metavar="ENTRY_ID")
@click.argument("text")
@keywords_option
@json_option
@pass_env
def eventlog_note(env: Env, entry: str, text: str, keywords, as_json: bool) -> None:
    """Add a later note (nota successiva) to ENTRY_ID (or `last`).

    Example: journal eventlog note last "Il giornalista mentiva" --keywords bugia
    """
    from journal.eventref import stored_ref

    entry = stored_ref(env.app, env.campaign, entry)
    record(env, lambda c, s: c.add_log_note(entry, text, keywords, s), as_json)

"""The `journal` command line: thin adapters from click to the application.

The core's verbs come first; every other verb is the ruleset's of the campaign
in scope (`roll` is each ruleset's basic test), found through its descriptor.
`journal <ruleset> <verb>` reaches any ruleset's verb (for its help, anywhere).

Exit codes: 0 done; 1 refused (one line naming the rule); 2 bad usage (click).
"""

from __future__ import annotations

import os
import sys

import click

import journal.plugins  # noqa: F401 - finds rulesets of installed packages
from domain.errors import JournalError
from journal.context import Env, env_of

CORE = {  # loaded only when used: a recording command must start fast
    "campaign": "journal.commands.campaign:campaign",
    "player": "journal.commands.campaign:player",
    "character": "journal.commands.character:character",
    "adventure": "journal.commands.play:adventure",
    "session": "journal.commands.play:session",
    "scene": "journal.commands.play:scene",
    "void": "journal.commands.play:void",
    "show": "journal.commands.read:show",
    "log": "journal.commands.read:log",
    "chronicle": "journal.commands.read:chronicle",
    "rebuild": "journal.commands.read:rebuild",
    "why": "journal.commands.audit:why",
    "diff": "journal.commands.audit:diff",
    "eventlog": "journal.commands.eventlog:eventlog",
    "run": "journal.commands.script:run",
    "sample": "journal.commands.script:sample",
    "rulesets": "journal.commands.table:rulesets",
    "status": "journal.commands.table:status",
    "dice": "journal.commands.table:dice",
    "track": "journal.commands.table:track",
    "site": "journal.commands.site:site",
    "audit": "journal.commands.trust:audit",
    "export": "journal.commands.transfer:export",
    "import": "journal.commands.transfer:import_",
    "backup": "journal.commands.transfer:backup",
}
ALIASES = {
    "campagna": "campaign",
    "giocatore": "player",
    "personaggio": "character",
    "avventura": "adventure",
    "sessione": "session",
    "scena": "scene",
    "annulla": "void",
    "mostra": "show",
    "registro": "log",
    "cronaca": "chronicle",
    "ricostruisci": "rebuild",
    "perche": "why",
    "differenze": "diff",
    "esegui": "run",
    "esempio": "sample",
    "regolamenti": "rulesets",
    "stato": "status",
    "dadi": "dice",
    "risorsa": "track",
}


class JournalGroup(click.Group):
    """Lazy verbs (the core's, then the ruleset's), aliases, one line per error."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        found = ruleset_cli(ctx)
        return sorted(CORE) + sorted(found.COMMANDS if found else ())

    def get_command(self, ctx: click.Context, name: str):
        name = ALIASES.get(name, name)
        if name in CORE:
            return _load(CORE[name])
        from domain.rulesets import BUILTIN

        if name in BUILTIN:
            from journal.ruleset_group import RulesetGroup

            return RulesetGroup(name)
        return ruleset_verb(ctx, name)

    def format_help(self, ctx: click.Context, formatter) -> None:
        super().format_help(ctx, formatter)
        from journal.ruleset_group import scope_note

        formatter.write_paragraph()
        formatter.write_text(scope_note(env_of(ctx)))

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        from journal.argcheck import check_arguments

        try:
            check_arguments(args)
        except JournalError as error:
            click.echo(f"refused: {error.line()}", err=True)
            ctx.exit(1)
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except JournalError as error:
            click.echo(f"refused: {error.line()}", err=True)
            ctx.exit(1)
        except (click.exceptions.ClickException, click.exceptions.Exit):
            raise
        except (click.exceptions.Abort, BrokenPipeError):
            raise  # click ends quietly on a closed pipe
        except Exception as error:  # noqa: BLE001 - the user gets one line, not a trace
            if os.environ.get("JOURNAL_DEBUG"):
                raise
            click.echo(describe_failure(error), err=True)
            ctx.exit(1)


CLASH = "someone else recorded in this campaign at the same moment; try again"


def unreadable(error: Exception) -> str:
    topic = str(error).split("'")[1] if "'" in str(error) else str(error)
    return (
        f"the store holds an event this journal cannot read ({topic}): it was "
        "written before the oldest stored format this version reads, or by a newer "
        "journal (journal: stored formats)"
    )


def _load(reference: str):
    from domain.rulesets import load

    return load(reference)


def ruleset_cli(ctx: click.Context):
    """The command-line module of the campaign in scope's ruleset, or None
    (no store, no campaign yet, or a ruleset without verbs)."""
    env = env_of(ctx)
    try:
        return env.ruleset.module("cli")
    except JournalError:
        return None


def ruleset_verb(ctx: click.Context, name: str):
    """`name` as a verb of the campaign in scope's ruleset."""
    env = env_of(ctx)
    try:
        module = env.ruleset.module("cli")
    except JournalError as error:
        from journal.ruleset_group import known_elsewhere

        if known_elsewhere(name):
            message = f"{name!r} is a ruleset's verb: {error.message}"
            raise click.UsageError(message) from None
        return None
    verb = module.ALIASES.get(name, name) if module else name
    if module is None or verb not in module.COMMANDS:
        return None
    return _load(module.COMMANDS[verb])


def describe_failure(error: Exception) -> str:
    import sqlite3

    from eventsourcing.persistence import IntegrityError
    from eventsourcing.utils import TopicError

    if isinstance(error, TopicError):  # an event of a format it cannot read
        return f"refused: {unreadable(error)}"
    if isinstance(error, IntegrityError):
        return f"error: {CLASH}"
    if isinstance(error, (sqlite3.Error, OSError)):
        return f"error: the store cannot be used: {error}"
    return f"error: {type(error).__name__}: {error} (set JOURNAL_DEBUG=1 for details)"


@click.group(cls=JournalGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--store",
    metavar="PATH",
    is_eager=True,  # known before --help, which lists the campaign's verbs
    help="The event store (default: $JOURNAL_STORE "
    "or a file in your user data folder).",
)
@click.option(
    "--campaign",
    metavar="NAME",
    is_eager=True,
    help="The campaign (default: "
    "$JOURNAL_CAMPAIGN, the one chosen with `campaign use`, or the only one).",
)
@click.option(
    "--lang",
    type=click.Choice(["en", "it"]),
    default=lambda: os.environ.get("JOURNAL_LANG", "en"),
    help="Language of output and chronicles.",
)
@click.version_option(package_name="journal")
@click.pass_context
def cli(ctx: click.Context, store: str | None, campaign: str | None, lang: str) -> None:
    """An event-sourced campaign journal for tabletop role-playing.

    Record play as it happens, replay any character's sheet as it was, audit every
    die, correct mistakes by voiding events, publish chronicles. Each campaign
    plays one ruleset (`journal rulesets`); its verbs join the core's below.

    \b
    A session at the table (Dàimon 2090):
      journal campaign new "Ombre su Milano" --ruleset daimon2090
      journal player add Ana Bruno
      journal character create --from kira.toml
      journal adventure start "Il furto"
      journal session start
      journal scene start "Il molo"
      journal roll Kira --char agilita --skill Furtività --reserve 2 --target 3
      journal scene end --award Kira=2:danger
      journal session end
      journal chronicle --format pdf --out sessione-1.pdf
    """
    ctx.obj = env_of(ctx)
    ctx.call_on_close(ctx.obj.close)


def main() -> None:
    try:
        cli.main(prog_name="journal")
    except KeyboardInterrupt:
        click.echo("interrupted: nothing more was recorded", err=True)
        sys.exit(130)


__all__ = ["Env", "cli", "main"]

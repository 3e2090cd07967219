"""The `journal` command line: thin adapters from click to the application.

Exit codes: 0 done; 1 refused (one line naming the rule); 2 bad usage (click).
"""

from __future__ import annotations

import importlib
import os
import sys

import click

from domain.errors import JournalError
from journal.context import Env

ALIASES = {
    "prova": "roll",
    "ferita": "wound",
    "riserva": "reserve",
    "annulla": "void",
    "confronto": "confront",
    "scontro": "fight",
    "cura": "heal",
    "risorse": "resources",
    "oracolo": "oracle",
    "evoluzione": "evo",
    "perche": "why",
    "morte": "death",
}
COMMANDS = {  # loaded only when used: a recording command must start fast
    "campaign": "campaign",
    "player": "campaign",
    "character": "campaign",
    "adventure": "play",
    "session": "play",
    "scene": "play",
    "roll": "play",
    "wound": "play",
    "reserve": "reserve",
    "void": "play",
    "show": "read",
    "log": "read",
    "chronicle": "read",
    "run": "script",
    "sample": "script",
    "odds": "odds",
    "confront": "confront",
    "fight": "fight",
    "gear": "fight",
    "heal": "health",
    "time": "health",
    "worsen": "health",
    "death": "health",
    "evo": "evo",
    "resources": "resources",
    "master": "master",
    "oracle": "oracle",
    "tech": "techlog",
    "techlog": "techlog",
    "eventlog": "eventlog",
    "rebuild": "read",
    "why": "audit",
    "diff": "audit",
    "audit": "trust",
    "export": "transfer",
    "import": "transfer",
    "backup": "transfer",
}


class JournalGroup(click.Group):
    """Lazy subcommands, Italian aliases, and one line instead of a traceback."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, name: str):
        name = ALIASES.get(name, name)
        if name not in COMMANDS:
            return None
        module = importlib.import_module(f"journal.commands.{COMMANDS[name]}")
        return getattr(module, name)

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
    help="The event store (default: $JOURNAL_STORE "
    "or a file in your user data folder).",
)
@click.option(
    "--campaign",
    metavar="NAME",
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
    """An event-sourced campaign journal for Dàimon 2090.

    Record play as it happens, replay any character's sheet as it was, audit every
    die, correct mistakes by voiding events, publish chronicles.

    \b
    A session at the table:
      journal campaign new "Ombre su Milano"
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
    env = Env(store, campaign, lang)
    ctx.obj = env
    ctx.call_on_close(env.close)


def main() -> None:
    try:
        cli.main(prog_name="journal")
    except KeyboardInterrupt:
        click.echo("interrupted: nothing more was recorded", err=True)
        sys.exit(130)

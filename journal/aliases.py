"""Italian names for every command and subcommand, listed in --help; "did you
mean" when a command is mistyped; `--campaign` anywhere on the line.

The top-level verbs' aliases sit in `journal.cli.ALIASES` (and a ruleset's in its
cli `ALIASES`). Subcommands take their Italian names from one vocabulary
(`WORDS`, Italian -> English, plus a ruleset's cli `WORDS`), applied by click's
token normalisation, which every group below the root inherits: a ruleset's
groups get them without code of their own.
"""

from __future__ import annotations

import types

import click

WORDS = {  # the core's subcommands
    "nuova": "new",
    "elenco": "list",
    "usa": "use",
    "aggiungi": "add",
    "crea": "create",
    "inizia": "start",
    "fine": "end",
    "riassunto": "summary",
    "descrivi": "describe",
    "mostra": "show",
    "guadagna": "gain",
    "spendi": "spend",
    "imposta": "set",
    "nota": "note",
    "opzione": "option",
    "copia": "copy",
    "presenta": "introduce",
    "richiedi": "require",
    "controlla": "check",
}


class Normalizer:
    """click's token_normalize_func: an Italian subcommand name to its own.
    `ruleset_words()` gives the ruleset's words, asked for once, when needed."""

    def __init__(self, ruleset_words) -> None:
        self.ruleset_words = ruleset_words
        self.words: dict[str, str] | None = None

    def __call__(self, token: str) -> str:
        if token in WORDS or token.startswith("-"):
            return WORDS.get(token, token)
        return self.vocabulary().get(token, token)

    def vocabulary(self) -> dict[str, str]:
        if self.words is None:
            self.words = {**WORDS, **self.ruleset_words()}
        return self.words


def ruleset_words(ruleset_cli) -> dict[str, str]:
    """A ruleset's subcommand words (its cli module's WORDS)."""
    return dict(getattr(ruleset_cli, "WORDS", None) or {})


def names_in(words: dict[str, str], name: str) -> list[str]:
    """The Italian names of subcommand `name`."""
    return [italian for italian, english in words.items() if english == name]


def list_with_aliases(group: click.Group, aliases: dict[str, str]) -> None:
    """Make `group` (and the groups under it) list each subcommand's Italian
    names beside it in --help: 'start (inizia)'."""
    group.format_commands = types.MethodType(_format_commands(aliases), group)
    for sub in getattr(group, "commands", {}).values():
        if isinstance(sub, click.Group):
            list_with_aliases(sub, aliases)


def _format_commands(aliases: dict[str, str]):
    def format_commands(self, ctx: click.Context, formatter) -> None:
        write_commands(self, ctx, formatter, aliases)

    return format_commands


def write_commands(group, ctx: click.Context, formatter, aliases: dict) -> None:
    """click's "Commands:" section, each name with its Italian names."""
    rows = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if command is None or command.hidden:
            continue
        shown = names_in(aliases, name)
        label = f"{name} ({', '.join(shown)})" if shown else name
        rows.append((label, command.get_short_help_str(formatter.width - 30)))
    if rows:
        with formatter.section("Commands"):
            formatter.write_dl(rows)


def no_such_command(ctx: click.Context, name: str, known: list[str]) -> None:
    """Fail as click does, with the closest commands."""
    from journal.domain.suggest import did_you_mean

    hint = did_you_mean(name, known)
    ctx.fail(f"No such command {name!r}{hint or '.'}")


def lift_campaign(args: list[str]) -> list[str]:
    """`--campaign NAME` anywhere on the line (`journal show Kira --campaign X`)
    moved before the command, where the global option reads it; nothing after
    `--` moves."""
    head, rest = [], list(args)
    index = 0
    while index < len(rest):
        token = rest[index]
        if token == "--":
            break
        if token == "--campaign" and index + 1 < len(rest) and index > 0:
            head += rest[index : index + 2]
            del rest[index : index + 2]
            continue
        if token.startswith("--campaign=") and index > 0:
            head.append(token)
            del rest[index]
            continue
        index += 1
    return head + rest

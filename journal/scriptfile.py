"""Script files: one journal command a line, as a shell would read them.

A line may start with the word `journal`; `\\` at a line's end continues it on
the next; `#` starts a comment (also after a command); blank lines are skipped;
a UTF-8 byte-order mark is ignored. So the README's tour pastes as it is.
A command is named by the number of the line it starts on.
"""

from __future__ import annotations

import shlex

import click

from journal.i18n import _

GLOBAL_VALUES = {"--store", "--campaign", "--lang"}  # global options with a value
NESTED = {"run", "sample"}  # a script's line cannot run a script


def script_lines(text: str, name: str) -> list[tuple[int, list[str]]]:
    """(line number, arguments) of each command of a script's text."""
    commands, pending, start = [], "", 0
    for number, line in enumerate(text.removeprefix("\ufeff").splitlines(), 1):
        if not pending:
            start = number
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        commands += [(start, args) for args in split(pending + line, name, start)]
        pending = ""
    if pending:
        commands += [(start, args) for args in split(pending, name, start)]
    return commands


def split(line: str, name: str, number: int) -> list[list[str]]:
    """The commands of one line, as a shell splits them (quotes, `#`, `;`)."""
    lexer = shlex.shlex(line, posix=True, punctuation_chars=";")
    lexer.whitespace_split, found = True, [[]]
    try:
        for token in lexer:
            if token and set(token) == {";"}:
                found.append([])
            else:
                found[-1].append(token)
    except ValueError as error:
        raise click.UsageError(
            _(
                "{name}, line {number}: {error}",
            ).format(name=name, number=number, error=error)
        ) from None
    commands = [args[1:] if args[:1] == ["journal"] else args for args in found]
    return [checked(args, name, number) for args in commands if args]


def checked(args: list[str], name: str, number: int) -> list[str]:
    """A line may not choose another store, nor run a script (itself or not)."""
    if any(a == "--store" or a.startswith("--store=") for a in args):
        raise click.UsageError(
            _(
                "{name}, line {number}: a script records into the store it is run "
                "on; --store is not allowed in it",
            ).format(name=name, number=number)
        )
    if command_of(args) in NESTED:
        raise click.UsageError(
            _(
                "{name}, line {number}: a script cannot run `{args}` (a script "
                "that runs itself would never end; nested scripts would not be "
                "atomic)",
            ).format(name=name, number=number, args=command_of(args))
        )
    return args


def command_of(args: list[str]) -> str | None:
    """The command a line runs: its first word after the global options."""
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg in GLOBAL_VALUES:
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None

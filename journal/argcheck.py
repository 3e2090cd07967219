"""Every argument a user types, checked before any command sees it.

A command line (or a script's line) is refused whole when any argument holds a
control character (newlines and tabs aside), an unpaired surrogate (bytes that
were not UTF-8), a bidirectional override, or more than TEXT_LIMIT characters;
and it is bad usage when a number is written with digits that are not ASCII
(`²`, `①`, `٣`), except inside free text (notes, reasons), where they are words.
"""

from __future__ import annotations

import unicodedata

import click

from journal.domain.errors import RuleBroken
from journal.domain.text import first_hidden
from journal.i18n import N_, _

TEXT_LIMIT = 4000
FREE_TEXT = {"--note", "--reason", "--for", "--details", "--limit", "--search"}


def check_arguments(args: list[str]) -> None:
    """RuleBroken (a refusal) or click.UsageError for the first bad argument."""
    free = False
    for arg in args:
        check_text(arg)
        option, _ignored, value = (
            arg.partition("=")
            if arg.startswith(
                "--",
            )
            else ("", "", arg)
        )
        if not (free or option in FREE_TEXT):
            check_digits(value if option else arg)
        free = arg in FREE_TEXT


def check_text(arg: str) -> None:
    if len(arg) > TEXT_LIMIT:
        raise RuleBroken(
            _("an argument has {arg} characters; at most {TEXT_LIMIT}").format(
                arg=len(arg), TEXT_LIMIT=TEXT_LIMIT
            ),
            N_("journal: text"),
        )
    char = first_hidden(arg, "\n\t")
    if char is None:
        return
    if unicodedata.category(char) == "Cs":
        message = _(
            "an argument contains bytes that are not UTF-8 (U+{char:04X}); "
            "nothing was run"
        )
    else:
        message = _(
            "an argument contains a control character (U+{char:04X}); nothing was run"
        )
    raise RuleBroken(message.format(char=ord(char)), N_("journal: text"))


def hidden_character(value, depth: int = 0) -> str | None:
    """The first control character (newlines and tabs aside), unpaired
    surrogate or bidirectional control in any text of a JSON value, or None."""
    if isinstance(value, str):
        return first_hidden(value, "\n\t")
    if depth > 64:
        return None
    if isinstance(value, dict):
        items = [*value.keys(), *value.values()]
    elif isinstance(value, list):
        items = value
    else:
        return None
    for item in items:
        found = hidden_character(item, depth + 1)
        if found is not None:
            return found
    return None


def check_digits(arg: str) -> None:
    for char in arg:
        if char.isdigit() and not char.isascii():
            shown = arg.encode("ascii", "backslashreplace").decode("ascii")
            raise click.UsageError(
                _(
                    "write numbers with the digits 0-9 ('{shown}' has U+{char:04X})",
                ).format(shown=shown, char=ord(char))
            )


def check_document(value, depth: int = 0):
    """Every text of a file the user wrote (a TOML sheet) passes the checks of a
    typed argument; returns the value."""
    if depth > 32:
        raise RuleBroken(_("the file nests its values too deeply"), N_("journal: text"))
    if isinstance(value, dict):
        items = list(value.items())
    else:
        items = list(enumerate(value)) if isinstance(value, list) else []
    for key, item in items:
        for text in (key, item):
            if isinstance(text, str):
                check_text(text)
        if isinstance(item, dict | list):
            check_document(item, depth + 1)
    return value

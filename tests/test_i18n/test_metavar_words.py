"""Under Italian no command's `--help` shows an English placeholder: the usage
line says PERSONAGGIO, NOME, CAR=N, and the help that names a placeholder
names it as the usage line does (issue 25). A placeholder's word is English
when a catalogue's msgid uses it and no Italian msgstr does."""

from __future__ import annotations

import re

import click
import pytest

from journal.cli import CORE, _load, cli
from journal.domain.rulesets import load
from journal.domain.rulesets import ruleset as find
from journal.i18n import set_language
from tests.test_i18n.test_locale_words import ENGLISH_ONLY
from tests.test_i18n.test_pseudo import GLOSSARY

_UPPER = re.compile(r"(?<![\w-])[A-Z][A-Z0-9_']*(?![\w])")


def _commands(ruleset: str) -> list[tuple[str, click.Command]]:
    """(command line, command) of the core and the ruleset, at any depth."""
    module = find(ruleset).module("cli")
    found = [(name, _load(reference)) for name, reference in sorted(CORE.items())]
    found += [
        (name, load(reference))
        for name, reference in sorted((getattr(module, "COMMANDS", {}) or {}).items())
    ]
    lines = [("", cli)]
    while found:
        line, command = found.pop()
        lines.append((line, command))
        for sub, inner in sorted(getattr(command, "commands", {}).items()):
            found.append((f"{line} {sub}", inner))
    return lines


def _placeholders(command: click.Command, ctx: click.Context) -> set[str]:
    """The English words of the command's placeholders (CHARACTER, CHAR)."""
    words = set()
    for param in command.params:
        if isinstance(param, click.Option) and (param.is_flag or param.count):
            continue
        words |= set(_UPPER.findall(param.make_metavar(ctx)))
    return {word for word in words if word.lower() in ENGLISH_ONLY}


def _help(line: str, command: click.Command) -> tuple[str, set[str]]:
    parent = click.Context(cli, info_name="journal")
    ctx = click.Context(
        command,
        info_name=line.split()[-1] if line else "journal",
        parent=parent if line else None,
        terminal_width=10000,
        max_content_width=10000,
    )
    set_language("en")
    english = _placeholders(command, ctx)
    set_language("it")
    try:
        return command.get_help(ctx), english
    finally:
        set_language("en")


@pytest.mark.parametrize("ruleset", sorted(GLOSSARY))
def test_no_help_shows_an_english_placeholder_in_italian(ruleset):
    found = {}
    for line, command in _commands(ruleset):
        helped, _ = _help(line, command)
        shown = set(_UPPER.findall(helped))
        words = sorted(word for word in shown if word.lower() in ENGLISH_ONLY)
        if words:
            found[line or "journal"] = words
    assert found == {}


# Placeholders a usage line prints the same in both languages: a file, a
# script, an event reference, the rulebook's characteristics and terms.
SAME = {"FILE", "SCRIPT", "REF1", "REF2", "FOR", "COS", "TAG", "INT", "POT", "DES"}
SAME |= {"FAS", "TENACIA"}


def _italian_placeholders() -> set[str]:
    """Every placeholder word the catalogues give for the context metavar."""
    from babel.messages.pofile import read_po

    from tests.test_i18n.test_locale_words import LOCALE

    found = set()
    for name in ("journal.po", "click.po"):
        with (LOCALE / name).open("rb") as file:
            found |= {m.string for m in read_po(file) if m.context == "metavar"}
    return {word for text in found for word in text.split()}


@pytest.mark.parametrize("ruleset", sorted(GLOSSARY))
def test_every_placeholder_of_a_usage_line_is_italian(ruleset):
    allowed = _italian_placeholders() | SAME
    found = {}
    for line, command in _commands(ruleset):
        usage = _help(line, command)[0].split("\n\n")[0]
        words = sorted(set(_UPPER.findall(usage)) - allowed)
        if words:
            found[line or "journal"] = words
    assert found == {}

"""A --help's examples under Italian are typed in Italian: every command and
subcommand word of an example line (`journal campagna nuova ...`) is its
Italian name when it has one, never half of each ("journal campagna new").
The Italian catalogues' example lines are read as the journal reads a command
line: the first word a verb (the core's or the ruleset's), the words after it
subcommands of the group it names."""

from __future__ import annotations

import re
from functools import cache

import click
import pytest

from journal import aliases
from journal.catalogues import built_in, po_path, read

GLOBAL = {"--store", "--lang", "--campaign"}  # a global option and its value
LINE = re.compile(r"^(\s*(?:\$ )?journal )(.*)$")
# a command anywhere in a text: "Esempio: journal fall Ana 7", "`journal fight end`"
INLINE = re.compile(r"(?:(?<=^)|(?<=[\s`(]))journal [^`\n]*")


@cache
def vocabulary(ruleset: str | None) -> tuple[dict, dict, dict]:
    """(verbs: English -> click command, English -> Italian verb, English ->
    Italian subcommand word), the core's and `ruleset`'s."""
    from journal.cli import ALIASES, CORE, _load
    from journal.domain.rulesets import load
    from journal.domain.rulesets import ruleset as find

    verbs = {name: reference for name, reference in CORE.items()}
    verb_words, words = dict(ALIASES), dict(aliases.WORDS)
    rulesets = [ruleset] if ruleset else []
    for name in rulesets:
        module = find(name).module("cli")
        verbs.update(getattr(module, "COMMANDS", {}) or {})
        verb_words.update(getattr(module, "ALIASES", {}) or {})
        words.update(getattr(module, "WORDS", {}) or {})

    def command(reference):
        return _load(reference) if reference in CORE.values() else load(reference)

    italian_verbs, italian_words = {}, {}
    for italian, english in verb_words.items():
        italian_verbs.setdefault(english, italian)
    for italian, english in words.items():
        italian_words.setdefault(english, italian)
    return (
        {name: command(ref) for name, ref in verbs.items()},
        italian_verbs,
        italian_words,
    )


def in_italian(line: str, ruleset: str | None = None) -> str:
    """`line` with every English command word of a `journal ...` example made
    its Italian name; any other line as it is."""
    matched = LINE.match(line)
    if not matched:
        return line
    verbs, italian_verbs, italian_words = vocabulary(ruleset)
    english_of = {it: en for en, it in italian_verbs.items()}
    tokens = matched[2].split(" ")
    group, skip = None, False
    for n, token in enumerate(tokens):
        if skip:
            skip = False
            continue
        if token.startswith("-"):
            skip = group is None and token in GLOBAL
            if group is not None:
                break  # options: the command's words are behind
            continue
        if group is None:
            english = english_of.get(token, token)
            group = verbs.get(english)
            if group is None:
                break
            tokens[n] = italian_verbs.get(english, token)
            continue
        if not isinstance(group, click.Group):
            break
        english = {it: en for en, it in italian_words.items()}.get(token, token)
        if english not in group.commands:
            break
        tokens[n] = italian_words.get(english, token)
        group = group.commands[english]
    return matched[1] + " ".join(tokens)


def in_italian_text(text: str, ruleset: str | None = None) -> str:
    """`text` with every `journal ...` command in it made Italian (an example
    line, one after "Esempio:", one quoted in a refusal or a hint)."""
    return INLINE.sub(lambda found: in_italian(found[0], ruleset), text)


def examples() -> list[tuple[str, str, str]]:
    """(domain, msgid, line) of every Italian msgstr's line naming a command."""
    found = []
    for domain in built_in():
        if domain.name == "click":
            continue
        for message in read(po_path(domain, "it"), "it", domain.name):
            texts = (
                message.string
                if isinstance(message.string, tuple)
                else [message.string]
            )
            for text in texts:
                for line in (text or "").splitlines():
                    if INLINE.search(line):
                        found.append((domain.name, message.id, line))
    return found


def test_a_mixed_example_is_found_and_made_italian():
    assert in_italian("  journal campagna new Ombre --ruleset brp") == (
        "  journal campagna nuova Ombre --ruleset brp"
    )
    assert in_italian("journal --lang it chronicle --out x.md") == (
        "journal --lang it cronaca --out x.md"
    )
    made = in_italian("journal character create Kira")
    assert made == "journal personaggio crea Kira"
    assert in_italian("il journal è tuo") == "il journal è tuo"


def test_a_command_inside_a_sentence_is_found_and_made_italian():
    said = "nessuna campagna: creane una con `journal campaign new`"
    assert in_italian_text(said) == (
        "nessuna campagna: creane una con `journal campagna nuova`"
    )
    assert in_italian_text("Esempio: journal fall Ana 7 --dice 2,3", "brp") == (
        "Esempio: journal caduta Ana 7 --dice 2,3"
    )
    assert in_italian_text("chiudilo con `journal fight end`", "daimon2090") == (
        "chiudilo con `journal scontro fine`"
    )
    kept = "il journal registra il resto; `journal RULESET --help`"
    assert in_italian_text(kept) == kept


def test_every_italian_example_is_typed_in_italian():
    rulesets = {"daimon2090", "brp", "fdt", "microd6", "azioni"}
    mixed = []
    for domain, _msgid, line in examples():
        ruleset = domain if domain in rulesets else None
        if in_italian_text(line, ruleset) != line:
            mixed.append((domain, line, in_italian_text(line, ruleset)))
    assert mixed == []


@pytest.mark.parametrize("words", [["campaign"], ["chronicle"], ["why"]])
def test_a_help_s_usage_and_examples_are_italian(words, tmp_path):
    from click.testing import CliRunner

    from journal.cli import cli

    shown = (
        CliRunner()
        .invoke(
            cli,
            ["--store", str(tmp_path / "s.sqlite3"), "--lang", "it", *words, "--help"],
        )
        .output
    )
    assert "[OPZIONI]" in shown and "[OPTIONS]" not in shown
    for line in shown.splitlines():
        assert in_italian(line) == line
    assert "INTEGER" not in shown and "TEXT" not in shown


def test_help_s_own_line_follows_the_language_of_each_run(tmp_path):
    from click.testing import CliRunner

    from journal.cli import cli

    store = str(tmp_path / "s.sqlite3")
    said = {}
    for lang in ("it", "en", "it"):
        shown = CliRunner().invoke(
            cli, ["--store", store, "--lang", lang, "why", "--help"]
        )
        said.setdefault(lang, []).append(shown.output)
    assert "Mostra questo messaggio ed esce." in said["it"][0]
    assert "Show this message and exit." in said["en"][0]
    assert "Mostra questo messaggio" not in said["en"][0]

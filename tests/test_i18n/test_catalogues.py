"""Catalogue coverage: every message extracted, translated, not fuzzy, with the
same placeholders in both languages, its .mo compiled from its .po. A failure
names the file and the string (python -m journal.catalogues check says the same)."""

from __future__ import annotations

import pytest
from babel.messages.catalog import Message

from journal import catalogues, i18n

DOMAINS = {domain.name: domain for domain in catalogues.built_in()}


@pytest.mark.parametrize("name", sorted(DOMAINS))
def test_the_catalogue_is_complete(name):
    """Every message extracted, translated, not fuzzy, its placeholders the
    same in both languages, the .mo compiled from the .po (catalogue
    coverage 100 %). Each problem is a line naming the file and the string."""
    assert catalogues.check([DOMAINS[name]]) == []


def test_placeholders_must_match():
    same = Message("no character called {name}", "nessun personaggio {name}")
    assert catalogues.placeholders_differ(same) == ""
    other = Message("no character called {name}", "nessun personaggio {nome}")
    assert "missing {name}" in catalogues.placeholders_differ(other)
    assert "unknown {nome}" in catalogues.placeholders_differ(other)
    plural = Message(("{n} scene", "{n} scenes"), ("una scena", "{n} scene"))
    assert catalogues.placeholders_differ(plural) == ""
    conversion = Message("{name!r} is odd", "{name} è strano")
    assert catalogues.placeholders_differ(conversion)


def test_a_help_whose_translation_loses_its_examples_block_is_found():
    """click keeps a paragraph after a line holding only \\b as typed (the
    examples): a translation without it ran `journal esempio --help`'s two
    examples into one line."""
    source = "Record it.\n\n\b\nExamples:\n  journal sample\n  journal log"
    kept = Message(source, "Registra.\n\n\b\nEsempi:\n  journal esempio\n  journal log")
    lost = Message(source, "Registra.\n\n\nEsempi:\n  journal esempio\n  journal log")
    assert catalogues._unwrapped(kept) == 0
    assert catalogues._unwrapped(lost) == 1


def test_a_message_not_in_the_catalogue_is_named_with_its_file(tmp_path):
    source = tmp_path / "src"
    source.mkdir()
    (source / "words.py").write_text(
        "from journal.i18n import _\nprint(_('a brand new sentence'))\n"
    )
    domain = catalogues.Domain("probe", (source,), tmp_path / "locale")
    problems = catalogues.check([domain])
    assert any(
        "words.py: 'a brand new sentence' is not in" in line for line in problems
    ), problems
    catalogues.update([domain])
    problems = catalogues.check([domain])
    assert len(problems) == 1
    assert problems[0].endswith(
        "probe.po: 'a brand new sentence' (words.py) is untranslated in it"
    ), problems


def test_help_is_extracted_as_click_shows_it(tmp_path):
    source = tmp_path / "src"
    source.mkdir()
    (source / "commands.py").write_text(
        "import click\n"
        "@click.command()\n"
        "@click.option('--x', help='The x.  '\n    'Say it twice.')\n"
        "def go(x):\n"
        '    """Go somewhere.\n\n    Far away.\n    """\n'
    )
    domain = catalogues.Domain("p", (source,), tmp_path)
    found = {m.id for m in catalogues.extract(domain) if m.id}
    assert found == {"Go somewhere.\n\nFar away.", "The x.  Say it twice."}


def test_the_pseudo_locale_marks_every_catalogued_message():
    i18n.set_language(i18n.PSEUDO)
    try:
        assert i18n.domain("click").gettext("Usage:") == "⟦Usage:⟧"
        assert i18n.domain("click").gettext("not a message") == "not a message"
    finally:
        i18n.set_language("en", "default")

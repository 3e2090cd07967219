"""The language is chosen as people expect: --lang, $JOURNAL_LANG, the system
locale, the campaign's own, English; catalogues read with the standard library."""

from __future__ import annotations

import subprocess
import sys

import pytest

from journal import i18n
from journal.cli import lang_option


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en", "default")


@pytest.mark.parametrize(
    ("option", "environ", "chosen"),
    [
        ("it", {"JOURNAL_LANG": "en", "LANG": "en_US.UTF-8"}, ("it", "--lang")),
        (None, {"JOURNAL_LANG": "it", "LANG": "en_US.UTF-8"}, ("it", "JOURNAL_LANG")),
        (None, {"LANG": "it_IT.UTF-8"}, ("it", "locale")),
        (None, {"LC_MESSAGES": "it_IT", "LANG": "en_US.UTF-8"}, ("it", "locale")),
        (None, {"LC_ALL": "en_GB.UTF-8", "LANG": "it_IT.UTF-8"}, ("en", "locale")),
        (None, {"LANG": "C.UTF-8"}, ("en", "default")),  # C says nothing
        (None, {"LANG": "POSIX"}, ("en", "default")),
        (None, {"LANG": "fr_FR.UTF-8"}, ("en", "default")),  # no French words
        (None, {}, ("en", "default")),
    ],
)
def test_the_language_is_chosen_in_order(option, environ, chosen):
    assert i18n.choose(option, environ) == chosen


def test_the_campaign_speaks_only_when_nothing_else_chose():
    i18n.set_language("en", "default")
    i18n.for_campaign("it")
    assert i18n.language() == "it"
    i18n.set_language("en", "locale")
    i18n.for_campaign("it")
    assert i18n.language() == "en"


def test_lang_is_read_before_the_command_words():
    assert lang_option(["--store", "x", "--lang", "it", "show"]) == "it"
    assert lang_option(["--lang=it", "--help"]) == "it"
    assert lang_option(["show", "--lang", "it"]) is None  # a command's own option


def test_gettext_ngettext_pgettext_in_italian():
    i18n.set_language("it")
    assert i18n.domain("click").gettext("Usage:") == "Uso:"
    click = i18n.domain("click")
    assert (
        click.ngettext(
            "Got unexpected extra argument ({args})",
            "Got unexpected extra arguments ({args})",
            2,
        )
        == "Argomenti in più inattesi ({args})"
    )
    assert i18n.pgettext("nowhere", "not a message") == "not a message"
    i18n.set_language("en")
    assert click.gettext("Usage:") == "Usage:"


def test_clicks_own_words_follow_the_locale():
    result = subprocess.run(
        [sys.executable, "-m", "journal", "session", "--bogus"],
        capture_output=True,
        text=True,
        env={"LANG": "it_IT.UTF-8", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 2
    assert result.stderr.splitlines()[0].startswith("Uso: journal session")
    assert result.stderr.splitlines()[-1] == "Errore: Nessuna opzione '--bogus'."


def test_reading_a_catalogue_imports_no_babel():
    code = (
        "import sys\n"
        "from journal import i18n\n"
        "i18n.set_language('it')\n"
        "assert i18n.domain('click').gettext('Usage:') == 'Uso:'\n"
        "print([m for m in sys.modules if m.split('.')[0] == 'babel'])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


@pytest.fixture
def no_locale(monkeypatch):
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "JOURNAL_LANG"):
        monkeypatch.delenv(variable, raising=False)


def test_the_campaign_language_is_an_event_and_speaks_where_nothing_else_does(
    tmp_path, no_locale, monkeypatch
):
    from tests.conftest import Table

    table = Table(tmp_path / "journal.sqlite3")
    table.run("campaign", "new", "Ombre su Milano")
    (chosen,) = table.json("campaign", "option", "lang", "it")
    assert chosen["type"] == "LanguageChosen" and chosen["lang"] == "it"
    again = table.run("campaign", "option", "lang", "it", expect=1).stderr
    assert again.startswith("rifiutato: la lingua della campagna è già it")
    assert "nessuna sessione in corso" in table.run("status").stdout
    monkeypatch.setenv("LANG", "en_US.UTF-8")  # the user's own locale wins
    assert "no session open" in table.run("status").stdout
    assert "nessuna sessione in corso" in table.run("--lang", "it", "status").stdout
    monkeypatch.delenv("LANG")
    table.run("campaign", "option", "lang", "EN")  # a choice in either case
    assert "no session open" in table.run("status").stdout
    assert "nessuna sessione in corso" in table.run("--lang", "IT", "status").stdout
    assert table.run("campaign", "option", "lang", "fr", expect=2)

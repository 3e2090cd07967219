"""The system locale alone chooses the language (issue 25): each built-in
ruleset's sample recorded by a `journal` process whose environment says only
`LANG=it_IT.UTF-8` (no LC_ALL, LC_MESSAGES, LANGUAGE, JOURNAL_LANG), then a
refusal, `show`, `status`, `log`, `why` and a few `--help` read in Italian
print no English word, and read with `LANG=en_US.UTF-8` no Italian one outside
names and the rulebook's own terms (README: which terms stay Italian).

An English word: one of the catalogues' msgids that no Italian msgstr uses; an
Italian word: one of the msgstrs that no msgid uses. Either is allowed when
the user typed it (the sample's files, the names) or the rulebook prints it
(the ruleset's data files and sections, the glossary of test_pseudo)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from journal.commands.script import sample_of
from journal.pseudo import _command_words, _rulebook, _text
from tests.test_i18n.test_pseudo import GLOSSARY

LOCALE = Path(__file__).parents[2] / "journal" / "locale" / "it" / "LC_MESSAGES"
# a word: letters only, two or more, not a piece of an id ("vs" of jfmkz8vs)
_WORD = re.compile(r"\b[^\W\d_]{2,}\b")


def _words(text: str) -> set[str]:
    return {word.lower() for word in _WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}


def _catalogues() -> tuple[set[str], set[str]]:
    """(words of the msgids, words of the msgstrs), of every catalogue."""
    english: set[str] = set()
    italian: set[str] = set()
    for po in sorted(LOCALE.glob("*.po")):
        with po.open("rb") as file:
            catalog = read_po(file)
        for message in catalog:
            if not message.id:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strs = message.string
            strs = strs if isinstance(strs, tuple) else (strs,)
            english |= {w for text in ids for w in _words(text)}
            italian |= {w for text in strs if text for w in _words(text)}
    return english, italian


ENGLISH, ITALIAN = _catalogues()
ENGLISH_ONLY = ENGLISH - ITALIAN
ITALIAN_ONLY = ITALIAN - ENGLISH


# The lines read in each language: a refusal (a character nobody plays),
# the sheets, the state, the log, why a number is what it is, some help.
def _lines(name: str) -> list[list[str]]:
    return [
        ["show", "Nessuno"],
        ["show", name],
        ["status"],
        ["log"],
        ["why", name, "status"],
        ["--help"],
        ["show", "--help"],
        ["session", "start", "--help"],
    ]


def _env(lang: str, folder: Path) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("LC_", "JOURNAL_")) and key not in ("LANG", "LANGUAGE")
    }
    env.update(
        LANG=lang,
        HOME=str(folder),
        XDG_DATA_HOME=str(folder / "data"),
        XDG_CONFIG_HOME=str(folder / "config"),
        COLUMNS="10000",
    )
    return env


def _journal(store: Path, env: dict, *words: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "journal", "--store", str(store), *words],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture(scope="module", params=sorted(GLOSSARY))
def recorded(request, tmp_path_factory):
    """A ruleset's sample recorded under LANG=it_IT.UTF-8: its store, the words
    typed in it and the rulebook's, its first character, the folder."""
    ruleset = request.param
    folder = tmp_path_factory.mktemp(ruleset)
    store = folder / "sample.sqlite3"
    package, place, name = sample_of(ruleset)
    source = resources.files(package) / place
    with resources.as_file(source / name) as script:
        done = _journal(store, _env("it_IT.UTF-8", folder), "run", str(script))
    assert done.returncode == 0, done.stdout + done.stderr
    typed = [_text(entry) for entry in source.iterdir() if entry.is_file()]
    names = _journal(store, _env("C", folder), "character", "list", "--json")
    characters = [row["name"] for row in json.loads(names.stdout)]
    known = _words(" ".join([*typed, *characters, *_rulebook(ruleset)]))
    known |= {w.lower() for w in GLOSSARY[ruleset] | _command_words(ruleset)}
    known.add("nessuno")  # the name typed in the refusal
    return ruleset, store, known, characters[0], folder


def _read(recorded, lang: str) -> dict[str, str]:
    ruleset, store, known, name, folder = recorded
    env = _env(lang, folder)
    printed = {}
    for line in _lines(name):
        done = _journal(store, env, *line)
        assert "Traceback" not in done.stderr, done.stderr
        printed[" ".join(line)] = done.stdout + done.stderr
    return printed


# each language: its locale, how a refusal and the help begin, the other's words
LANGUAGES = {
    "it": (
        "it_IT.UTF-8",
        "rifiutato: ",
        "Mostra questo messaggio ed esce.",
        ENGLISH_ONLY,
    ),
    "en": ("en_US.UTF-8", "refused: ", "Show this message and exit.", ITALIAN_ONLY),
}


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_lang_alone_prints_no_word_of_the_other_language(recorded, lang):
    ruleset, store, known, name, folder = recorded
    locale, refused, help_line, other_words = LANGUAGES[lang]
    printed = _read(recorded, locale)
    # the locale chose the language: a refusal and the help say it in it
    assert printed["show Nessuno"].startswith(refused), printed["show Nessuno"]
    assert help_line in printed["--help"]
    found = {
        line: sorted((_words(text) & other_words) - known)
        for line, text in printed.items()
    }
    assert {line: words for line, words in found.items() if words} == {}

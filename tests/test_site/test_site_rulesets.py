"""The site is the core's: any ruleset's campaign gets one through its views,
and no module of the site names (or loads) a ruleset."""

from __future__ import annotations

import subprocess
import sys

import pytest

from journal.projections.site.sessions import summaries
from tests.test_journal.test_plugins import Shell
from tests.test_site.html import Page


@pytest.fixture
def shell(tmp_path) -> Shell:
    (tmp_path / "ada.toml").write_text('name = "Ada"\nplayer = "Ana"\nfortuna = 1\n')
    return Shell(tmp_path / "journal.sqlite3", tmp_path)


def test_a_ruleset_from_another_package_gets_its_site(shell, tmp_path):
    # "Testa o croce": Ada's Fortuna 1, heads +1, heads +1 (voided), a spend of 2.
    shell.run("campaign", "new", "Monete", "--ruleset", "coin")
    shell.run("player", "add", "Ana")
    shell.run("character", "create", "--from", "ada.toml")
    shell.run("session", "start", "--date", "2026-11-20")
    shell.run("scene", "start", "Il ponte")
    shell.run("roll", "Ada", "--dice", "2")
    (flip,) = shell.json("roll", "Ada", "--dice", "2")
    shell.run("track", "spend", "Ada", "fortuna", "2", "--reason", "un ponte crolla")
    shell.run("void", flip["id"], "--reason", "the coin fell off the table")
    shell.run("scene", "end")
    shell.run("session", "end")
    shell.run("site", "--out", "site", "--lang", "it")
    site = tmp_path / "site"
    session = Page(site / "sessions" / "1.html")
    assert "Ada lancia la moneta: testa" in session.text
    assert "(annullato: the coin fell off the table)" in session.text
    ada = Page(site / "characters" / "ada.html")
    assert (
        "Fortuna di Ada nel corso della campagna: da 1 a 0, minimo 0, massimo 2"
        in ada.text
    )
    assert "Testa o croce" in Page(site / "index.html").text
    assert sorted(p.name for p in (site / "documents").iterdir()) == ["eventlog.html"]


def test_the_site_loads_no_ruleset():
    modules = [
        "journal.commands.site",
        "journal.projections.site.build",
        "journal.projections.site.render",
        "journal.projections.site.pages_characters",
        "journal.projections.site.pages_names",
    ]
    code = (
        f"import importlib, sys\nfor m in {modules!r}: importlib.import_module(m)\n"
        "print(sorted(m for m in sys.modules if 'daimon' in m or 'coin' in m))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"


def test_summaries_are_read_as_the_chronicle_reads_them():
    # A later summary wins; a voided one does not count; none, none.
    base = {"void": False, "session": None}
    start = {**base, "type": "SessionStarted", "date": "2026-11-14", "present": []}
    records = [
        {**start, "number": 1, "session": 1},
        {**base, "type": "SessionSummarized", "number": 1, "text": "Il molo"},
        {**start, "number": 2, "session": 2},
        {**base, "type": "SessionSummarized", "number": 2, "text": "Vex"},
        {**base, "type": "SessionSummarized", "number": 2, "text": "Vex tradisce"},
        {**base, "type": "SessionSummarized", "number": 1, "text": "x", "void": True},
    ]
    assert summaries(records) == {1: "Il molo", 2: "Vex tradisce"}
    assert summaries([{**start, "number": 1, "session": 1}]) == {}


def test_italian_pages_and_the_campaign_option(built, tmp_path):
    table, _ = built
    table.run("campaign", "new", "Un'altra")
    table.run(
        "site",
        "--out",
        str(tmp_path / "it"),
        "--lang",
        "it",
        "--campaign",
        "Ombre su Milano",
    )
    home = (tmp_path / "it" / "index.html").read_text()
    assert '<html lang="it">' in home
    page = Page(tmp_path / "it" / "index.html")
    assert "La storia finora" in page.text and "Il gruppo" in page.text
    assert "Ombre su Milano" in page.text
    table.run("campaign", "use", "Ombre su Milano")


def test_summaries_tell_the_story_so_far(tmp_path):
    # The table sums session 2 up after the evening; the site tells it on the
    # home page's story and at the top of the session's page.
    from tests.test_site.conftest import three_sessions

    table = three_sessions(tmp_path)
    table.run("session", "summary", "2", "Vex ci tradisce.\nKira si ferisce.")
    table.run("site", "--out", str(tmp_path / "s"))
    home = Page(tmp_path / "s" / "index.html").text
    assert "Session 2 2026-11-21 Vex ci tradisce. Kira si ferisce. Session 3" in home
    session = Page(tmp_path / "s" / "sessions" / "2.html").text
    assert "Summary Vex ci tradisce. Kira si ferisce." in session

"""The chronicle's luck line: successes expected (half the dice) against rolled."""

from __future__ import annotations

import shutil
import subprocess
from datetime import UTC, datetime

import pytest

from journal.projections.chronicle_book import build_session
from journal.projections.chronicle_model import LuckLine
from journal.projections.render import render_html, render_markdown, render_pdf
from journal.store import open_app

NOW = datetime(2026, 11, 21, tzinfo=UTC)


def roll(table, who: str, char: str, faces: str, target: str = "2", *more: str):
    table.run("roll", who, "--char", char, "--target", target, "--dice", faces, *more)


def chronicle(table, session: int | None = None, lang: str = "en"):
    app = open_app(table.store, create=False)
    try:
        return build_session(app.campaign_events(None), session, lang, NOW)
    finally:
        app.close()


@pytest.fixture
def played(ready):
    # Session 1, scene 1: Kira rolls 3 dice and 5 dice, Dario 4 dice and then,
    # Potenza 4 − malus 4, no dice at all.
    roll(ready, "Kira", "agilita", "6,5,4")  # 3 successes, 1.5 expected
    roll(ready, "Dario", "potenza", "1,2,3,6")  # 1 success, 2 expected
    roll(ready, "Kira", "agilita", "6,6,1,2,3", "2", "--reserve", "2")  # 2 of 2.5
    # A roll typed for the wrong character is voided: it does not count.
    roll(ready, "Dario", "potenza", "6,6,6,6")
    ready.run("void", "last", "--reason", "that was Kira's roll")
    ready.run("roll", "Dario", "--char", "potenza", "--malus", "4", "--target", "1")
    ready.run("scene", "end")
    ready.run("session", "end")
    return ready


def test_each_character_who_rolled_has_a_luck_line(played):
    assert chronicle(played).luck == (
        LuckLine("Kira Voss", rolls=2, expected=4.0, actual=5),
        LuckLine("Dario Neri", rolls=2, expected=2.0, actual=1),
    )
    assert [line.difference for line in chronicle(played).luck] == [1.0, -1.0]


def test_only_the_chronicled_sessions_rolls_count(played):
    played.run("session", "start", "--date", "2026-11-27")
    played.run("scene", "start", "Il ritorno")
    roll(played, "Dario", "potenza", "4,1,1,1")
    (line,) = chronicle(played, 2).luck
    assert line == LuckLine("Dario Neri", 1, 2.0, 1)
    assert len(chronicle(played, 1).luck) == 2


def test_a_session_without_rolls_has_no_luck_section(ready):
    assert chronicle(ready).luck == ()
    assert "## Luck" not in render_markdown(chronicle(ready))


def test_the_luck_table_in_markdown_and_html(played):
    markdown = render_markdown(chronicle(played))
    assert "## Luck" in markdown
    assert "| Kira Voss | 2 | 4.0 | 5 | +1.0 |" in markdown
    assert "| Dario Neri | 2 | 2.0 | 1 | −1.0 |" in markdown
    assert markdown.index("## Characters") < markdown.index("## Luck")
    html = render_html(chronicle(played))
    assert "<td>Kira Voss</td>" in html and ">+1.0</td>" in html


def test_the_luck_table_in_italian(played):
    markdown = render_markdown(chronicle(played, lang="it"))
    assert "## Fortuna" in markdown
    assert "| Nome | Tiri | Successi attesi | Successi ottenuti | Fortuna |" in markdown
    assert "| Dario Neri | 2 | 2,0 | 1 | −1,0 |" in markdown


def test_half_successes_and_hostile_names_render_safely(played):
    model = chronicle(played)._replace(luck=(LuckLine("Lara <Vex> | *x*", 3, 6.5, 6),))
    markdown = render_markdown(model)
    assert "| Lara &lt;Vex&gt; \\| \\*x\\* | 3 | 6.5 | 6 | −0.5 |" in markdown


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs pdftotext")
def test_the_pdf_shows_the_luck_line(played, tmp_path):
    pdf = tmp_path / "c.pdf"
    pdf.write_bytes(render_pdf(chronicle(played)))
    text = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True
    ).stdout
    assert "Luck" in text and "Successes expected" in text
    assert any("Kira Voss" in line and "+1.0" in line for line in text.splitlines())

"""Hostile input: refused clearly, or kept as inert text; never run, never fetched."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

NOTE = (
    '<script>alert(1)</script> <b>raw</b> <img src="file:///etc/passwd"> '
    "![x](http://127.0.0.1:9/x.png) [link](file:///etc/passwd) "
    "http://127.0.0.1:8000/x"
)


@pytest.fixture
def noted(ready):
    ready.run(
        "roll",
        "Kira",
        "--char",
        "agilita",
        "--target",
        "1",
        "--dice",
        "6,6,6",
        "--note",
        NOTE,
    )
    return ready


def test_the_note_is_stored_exactly_as_typed(noted):
    (roll,) = [e for e in noted.json("log") if e["type"] == "ProvaRolled"]
    assert roll["note"] == NOTE


def test_markdown_and_html_chronicles_keep_the_note_inert(noted, tmp_path):
    noted.run("chronicle", "--format", "md", "--out", str(tmp_path / "c.md"))
    noted.run("chronicle", "--format", "html", "--out", str(tmp_path / "c.html"))
    markdown = (tmp_path / "c.md").read_text()
    html = (tmp_path / "c.html").read_text()
    assert "<script" not in markdown and "<img" not in markdown
    assert "&lt;script&gt;" in html
    for dangerous in ("<script", "<img", "<b>raw", 'src="'):
        assert dangerous not in html
    # The only links are the table of contents' own, to the chronicle's headings.
    assert all(
        re.fullmatch(r"#h\d+", ref) for ref in re.findall(r'href="([^"]*)"', html)
    )
    # and the note's links stay text: no anchor, no source, to any other place.
    assert "href=" not in html.split('<nav class="toc">')[1].split("</nav>", 1)[1]


def test_the_pdf_shows_the_note_as_text_and_fetches_nothing(noted, tmp_path):
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    noted.run("chronicle", "--format", "pdf", "--out", str(tmp_path / "c.pdf"))
    text = subprocess.run(
        ["pdftotext", str(tmp_path / "c.pdf"), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "<script>alert(1)</script>" in text
    assert "root:x:0:0" not in text


@pytest.mark.parametrize("name", ["Ana\u202e", "Bruno\x00", "Carla\x1b[31m", ""])
def test_names_with_control_characters_are_refused(table, name):
    table.run("campaign", "new", "Ostile")
    line = table.refused("player", "add", name)
    assert "journal: " in line


def test_a_note_too_long_is_refused(ready):
    line = ready.refused(
        "roll",
        "Kira",
        "--char",
        "agilita",
        "--target",
        "1",
        "--dice",
        "6,6,6",
        "--note",
        "x" * 2001,
    )
    assert (
        line == "refused: a note has at most 2000 characters, got 2001 (journal: notes)"
    )


@pytest.mark.parametrize(
    "args",
    [
        ["wound", "Kira", str(10**40)],
        ["reserve", "award", "Kira", str(10**40)],
        [
            "roll",
            "Kira",
            "--char",
            "agilita",
            "--target",
            "1",
            "--reserve",
            str(10**40),
        ],
        ["roll", "Kira", "--char", "agilita", "--target", str(-(10**40))],
        ["roll", "Kira", "--char", "agilita", "--target", "1", "--malus", "-3"],
    ],
)
def test_huge_or_negative_numbers_are_refused(ready, args):
    ready.refused(*args)

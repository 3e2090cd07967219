"""A character's history on the site: the value each field was created with and
its latest changes on the character's page, and every change on the sheet page
of the session it happened in (at 100,000 events a character's page held
20,000 rows, 7 MB, rendered again after every session)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from journal.projections.site import pages_characters
from tests.test_site.conftest import three_sessions

ROW = re.compile(r'<tr data-event="([^"]+)">')
FIELD_ROW = re.compile(r'<tr data-event="([^"]+)">\s*<td>([^<]*)</td>')


def rows_of(page: Path, field_anchor: str | None = None) -> list[str]:
    """The events of a page's history rows (of one field's table, when named)."""
    text = page.read_text(encoding="utf-8")
    if field_anchor is not None:
        start = text.index(f'id="{field_anchor}"')
        text = text[start : text.index("</section>", start)]
    return ROW.findall(text)


@pytest.fixture
def long_history(tmp_path, monkeypatch):
    """Three sessions with more changes of Kira's Riserva than the page keeps
    (RECENT made 2), and one more after the last session ended (an EVO bought)."""
    monkeypatch.setattr(pages_characters, "RECENT", 2)
    table = three_sessions(tmp_path)
    table.run("evo", "buy", "Kira", "1")  # between sessions: on no session's sheet
    return table


def test_every_change_is_on_a_page_the_latest_on_the_character_s(
    long_history, tmp_path
):
    table, site = long_history, tmp_path / "site"
    table.run("site", "--out", str(site))
    changes = table.json("why", "Kira", "reserve")
    assert len(changes) > 4  # created, then more than RECENT changes
    page = site / "characters" / "kira-voss.html"
    text = page.read_text(encoding="utf-8")
    anchor = re.search(r'<section class="field" id="(f-riserva-[0-9a-f]+)"', text)[1]
    on_page = rows_of(page, anchor)
    sheets = sorted((site / "characters" / "kira-voss").glob("session-*.html"))
    on_sheets = [  # (event, field) on each session's sheet, in play order
        found
        for sheet in sorted(sheets, key=lambda path: int(path.stem.split("-")[1]))
        for found in FIELD_ROW.findall(sheet.read_text(encoding="utf-8"))
    ]
    ids = [change["id"] for change in changes]
    # the creation and the RECENT latest (the last session's sheet holds them too:
    # a session's part runs to the next one's start, the EVO bought between)
    assert on_page[0] == ids[0] and changes[0]["type"] == "CharacterCreated"
    assert on_page[1:] == ids[-2:] and changes[-1]["type"] == "PeBought"
    earlier = ids[1:-2]
    # the sessions' sheets hold every change but the creation, in play order
    assert [event for event, field in on_sheets if field == "Riserva"] == ids[1:]
    assert len(sheets) == 3 and len(on_sheets) > len(earlier)  # other fields too
    assert f"({len(ids)})</span>" in text  # the field's count is all its changes
    assert f"the {len(earlier)} between are each on the sheet" in text


def test_a_session_s_sheet_shows_what_changed_since_the_one_before(
    long_history, tmp_path
):
    table, site = long_history, tmp_path / "site"
    table.run("site", "--out", str(site))
    log = {event["id"]: event for event in table.json("log")}
    for number in (1, 2, 3):
        sheet = site / "characters" / "kira-voss" / f"session-{number}.html"
        events = rows_of(sheet)
        assert events, number
        sessions = {log[event]["session"] for event in events}
        assert sessions <= {number, None}, (number, sessions)  # in it, or before it
        assert "What changed since the session before" in sheet.read_text("utf-8")
    italian = tmp_path / "sito"
    table.run("--lang", "it", "site", "--out", str(italian))
    text = (italian / "characters" / "kira-voss" / "session-2.html").read_text("utf-8")
    assert "Cosa è cambiato dalla sessione precedente" in text


def test_a_field_added_after_creation_says_so(long_history, tmp_path):
    """A track added in play has no value at creation: its note says only how
    many changes came before the latest."""
    table, site = long_history, tmp_path / "site"
    table.run("track", "add", "Kira", "fama", "--min", "0")
    for _ in range(4):
        table.run("track", "gain", "Kira", "fama", "1")
    table.run("site", "--out", str(site))
    text = (site / "characters" / "kira-voss.html").read_text(encoding="utf-8")
    start = text.index('<h3 id="f-fama-')
    section = text[start : text.index("</section>", start)]
    assert "The latest changes: the 3 before them are each on the sheet" in section
    assert len(ROW.findall(section)) == 2

"""The site in a real browser: Debian's Chromium, headless, over the DevTools
protocol (tests/browser.py), opened from its folder (file://) as a group would
open it: navigation, the sheet as of a session, the search, phone widths."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from tests.test_site.conftest import errors, url

SHOTS = (
    "index.html",
    "sessions/2.html",
    "characters/kira-voss.html",
    "characters/kira-voss/session-1.html",
    "search.html?q=vex",
    "names.html",
    "documents/eventlog.html",
)


def test_home_then_a_session_a_character_and_a_past_sheet(built, tab):
    _, site = built
    tab.goto(url(site, "index.html"))
    assert tab.js("document.querySelector('h1').textContent") == "Ombre su Milano"
    tab.click("ol.story a[href='sessions/2.html']")
    assert tab.js("document.querySelector('h1').textContent") == "Session 2"
    tab.click("a[rel=next]")
    assert tab.js("document.querySelector('h1').textContent") == "Session 3"
    tab.click("a[rel=prev]")
    tab.click("li.entry a.actor[href$='characters/kira-voss.html']")
    assert tab.js("document.querySelector('h1').textContent") == "Kira Voss"
    # The selector (a drop-down once its script ran): the sheet as session 1 ended.
    assert tab.js("document.querySelector('.asof-links').hidden") is True
    tab.forget("Page.loadEventFired")
    tab.js(
        "const s = document.getElementById('asof-select');"
        "s.selectedIndex = 1; s.dispatchEvent(new Event('change'))"
    )
    tab.loaded()
    assert tab.js("location.pathname").endswith("/characters/kira-voss/session-1.html")
    assert (
        tab.js("document.querySelector('h1 .subtitle').textContent")
        == "as Session 1 ended"
    )
    assert "1/7" in tab.js("document.querySelector('main').innerText")
    assert errors(tab) == []
    assert {u.split(":")[0] for u in tab.requests()} == {"file"}


def test_the_search_finds_a_name(built, tab):
    _, site = built
    tab.goto(url(site, "sessions/1.html"))
    tab.js("document.getElementById('site-q').value = 'kira'")
    tab.click("form.site-search button")
    assert tab.js("location.search") == "?q=kira"
    results = tab.js(
        "[...document.querySelectorAll('#search-results a')].map(a => a.textContent)"
    )
    assert results[0] == "Kira Voss"
    assert (
        tab.js("document.getElementById('search-status').textContent")
        == f"{len(results)} found"
    )
    # Typing narrows it at once: the keyword of the event log, without accents or case.
    tab.js(
        "const q = document.getElementById('q'); q.value = 'VEX';"
        "q.dispatchEvent(new Event('input'))"
    )
    found = tab.js(
        "[...document.querySelectorAll('#search-results li')].map(li => li.textContent)"
    )
    assert "Vex in the index of names" in found
    assert "Vex ci tradisce log entry" in found
    tab.click("#search-results a[href^='documents/eventlog.html']")
    assert tab.js("location.hash").startswith("#d-")
    assert errors(tab) == []


def test_desktop_and_phone_screenshots(built, tab, tmp_path):
    """Each page fits a phone (390 px): nothing wider than the screen; tables
    scroll inside their own box. The PNGs land in $JOURNAL_SCREENSHOTS if set."""
    _, site = built
    keep = os.environ.get("JOURNAL_SCREENSHOTS")
    for width, height, mobile in ((1280, 900, False), (390, 844, True)):
        tab.width(width, height, mobile)
        for page in SHOTS:
            tab.goto(url(site, page))
            assert tab.js("document.documentElement.scrollWidth") <= width, (
                page,
                width,
            )
            name = page.replace("/", "_").replace("?q=", "-")
            shot = tab.screenshot(tmp_path / f"{name}-{width}.png")
            assert shot.stat().st_size > 5_000
            if keep:
                Path(keep).mkdir(parents=True, exist_ok=True)
                shutil.copy(shot, keep)
    assert errors(tab) == []


def test_the_chronicle_fits_a_phone(built, tab, tmp_path):
    table, _ = built
    table.run(
        "chronicle", "--all", "--format", "html", "--out", str(tmp_path / "c.html")
    )
    tab.width(390, 844, True)
    tab.goto((tmp_path / "c.html").as_uri())
    assert tab.js("document.documentElement.scrollWidth") == 390
    wide = tab.js(
        "[...document.querySelectorAll('table')]"
        ".filter(t => t.scrollWidth > t.clientWidth).length"
    )
    assert wide > 0  # the characters' tables are wider than a phone: they scroll

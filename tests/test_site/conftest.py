"""A campaign of three sessions (the sample's first and two more) and its site,
recorded and built once per test module through the real command line; and
Chromium (tests/browser.py), skipped with its reason where it is not installed
(never in CI: .ci/run installs it and sets JOURNAL_REQUIRE_BROWSER=1)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.browser import Browser, find_chromium
from tests.conftest import SAMPLE, Table

MORE = Path(__file__).resolve().parents[1] / "data" / "site" / "sessions-2-3.journal"


def three_sessions(folder: Path) -> Table:
    table = Table(folder / "journal.sqlite3")
    table.run("run", str(SAMPLE / "sessione-1.journal"))
    table.run("run", str(MORE))
    return table


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Table, Path]:
    """(the table, the site's folder)."""
    folder = tmp_path_factory.mktemp("site")
    table = three_sessions(folder)
    table.run("site", "--out", str(folder / "site"))
    return table, folder / "site"


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """Debian's Chromium with a fresh profile, for the module's tests."""
    executable = find_chromium()
    if executable is None:
        if os.environ.get("JOURNAL_REQUIRE_BROWSER"):
            pytest.fail(
                "Chromium is required here (JOURNAL_REQUIRE_BROWSER=1) but missing"
            )
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium)")
    found = Browser(executable, tmp_path_factory.mktemp("profile"))
    yield found
    found.close()


@pytest.fixture
def tab(browser):
    """A new tab for each test (its console and requests its own)."""
    opened = browser.tab()
    yield opened
    browser.send("Target.closeTarget", {"targetId": opened.target})


def url(site: Path, page: str) -> str:
    """The file:// address of a page of the site, with its query if any."""
    path, _, query = page.partition("?")
    return (site / path).as_uri() + (f"?{query}" if query else "")


def errors(tab) -> list:
    """The page's console errors (a refusal of the Content-Security-Policy, a
    missing file, an exception): none expected."""
    return [e["params"] for e in tab.log() if _is_error(e)]


def _is_error(event: dict) -> bool:
    params = event["params"]
    return event["method"] == "Runtime.exceptionThrown" or (
        params.get("entry", params).get("level", params.get("type")) == "error"
    )

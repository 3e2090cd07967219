"""A hostile note in a real browser: `<script>` and `<img src=http://...>` typed
into a note, a scene's title and the event log stay text, and nothing is
fetched (a local server counts the requests it gets: none). The site is opened
from its folder and from a local static host."""

from __future__ import annotations

import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from tests.conftest import SAMPLE, Table
from tests.test_site.conftest import errors


class Counter(SimpleHTTPRequestHandler):
    """A local server that counts every request it gets."""

    count = 0

    def do_GET(self):  # noqa: N802 - the standard library's name
        type(self).count += 1
        super().do_GET()

    def log_message(self, *args) -> None:
        """Quiet."""


def _serve(handler, folder: Path):
    server = ThreadingHTTPServer(
        ("127.0.0.1", 0), partial(handler, directory=str(folder))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_a_hostile_note_stays_inert_and_nothing_is_fetched(tmp_path, tab):
    counted = type("Bait", (Counter,), {"count": 0})
    bait = _serve(counted, tmp_path)
    port = bait.server_address[1]
    hostile = f"<script>window.pwned = 1</script><img src=http://127.0.0.1:{port}/x>"
    table = Table(tmp_path / "journal.sqlite3")
    table.run("campaign", "new", "Ombre")
    table.run("player", "add", "Ana")
    table.run("character", "create", "--from", str(SAMPLE / "kira.toml"))
    table.run("session", "start", "--date", "2026-11-20")
    table.run("scene", "start", hostile)
    table.run(
        "roll",
        "Kira",
        "--char",
        "agilita",
        "--target",
        "1",
        "--dice",
        "6,1,2",
        "--note",
        hostile,
    )
    table.run(
        "eventlog", "add", hostile, "--details", hostile, "--keywords", f"{hostile},Vex"
    )
    table.run("site", "--out", str(tmp_path / "site"))
    site = tmp_path / "site"
    host = _serve(Counter, site)  # the folder on a static host, too
    try:
        pages = [
            "sessions/1.html",
            "names.html",
            "documents/eventlog.html",
            "search.html?q=script",
        ]
        origins = [site.as_uri() + "/", f"http://127.0.0.1:{host.server_address[1]}/"]
        for origin in origins:
            for page in pages:
                tab.goto(origin + page)
                assert tab.js("window.pwned") is None
                assert tab.js("document.images.length") == 0
                assert (
                    tab.js("document.querySelectorAll('script:not([src])').length") == 0
                )
        assert hostile in tab.js(
            "document.getElementById('search-results').textContent"
        )
        tab.goto(origins[0] + "sessions/1.html")
        assert hostile in tab.js("document.querySelector('blockquote').textContent")
        threading.Event().wait(1.0)  # anything late would have arrived by now
        assert counted.count == 0  # the <img> of the note: never fetched
        assert Counter.count > 0  # while the static host served the pages
        fetched = {
            u.split("/")[0] + "//" + u.split("/")[2] if "//" in u else u
            for u in tab.requests()
        }
        assert fetched <= {"file://", origins[1].rstrip("/")}
        assert errors(tab) == [], [u for u in tab.requests() if u.startswith("http")]
    finally:
        host.shutdown()
        bait.shutdown()

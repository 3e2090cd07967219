"""Every page of the site is inert and self-contained: user text escaped, a strict
Content-Security-Policy, no inline script or style, no event handler, no URL but
the site's own relative paths; the scripts fetch nothing."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from journal.projections.render_escape import one_line
from journal.projections.site.render import CSP, _inert
from tests.test_site.html import Page, pages

SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:|^//")
URL_ATTRIBUTES = ("href", "src", "action", "value", "srcset", "poster", "data")


def test_every_page_is_inert_and_self_contained(built):
    _, site = built
    for path in pages(site):
        page = Page(path)
        metas = page.all("meta")
        assert {"http-equiv": "Content-Security-Policy", "content": CSP} in metas, path
        for tag, attrs in page.tags:
            assert tag not in ("img", "iframe", "object", "embed", "base"), (path, tag)
            assert not [a for a in attrs if a.startswith("on") or a == "style"], (
                path,
                tag,
            )
            for name in URL_ATTRIBUTES:
                assert not SCHEME.match(attrs.get(name) or ""), (path, tag, attrs)
        assert all(s.get("src") for s in page.all("script")), path  # files only
        assert "http:" not in path.read_text() and "https:" not in path.read_text()


def test_the_csp_allows_nothing_from_elsewhere():
    assert CSP == (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "font-src 'self'; form-action 'self'; base-uri 'none'"
    )


def test_a_note_with_html_stays_text(built):
    _, site = built
    html = (site / "sessions" / "2.html").read_text()
    assert "&lt;script&gt;alert(1)&lt;/script&gt; Vex &lt;b&gt;lies&lt;/b&gt;" in html
    assert "<b>" not in html and "alert(1)</script>" not in html
    assert (
        "<script>alert(1)</script> Vex <b>lies</b>"
        in Page(site / "sessions" / "2.html").text
    )


def test_assets_fetch_nothing(built):
    _, site = built
    for path in (site / "assets").iterdir():
        text = path.read_text().replace('xmlns="http://www.w3.org/2000/svg"', "")
        for word in (
            "url(",
            "http:",
            "https:",
            "fetch(",
            "XMLHttpRequest",
            "innerHTML",
            "import(",
        ):
            assert word not in text, (path.name, word)
        if path.suffix == ".js" and path.name != "search-index.js":
            assert "textContent" in text or "location.href" in text


@given(st.text())
def test_every_printed_string_is_one_line_as_in_the_chronicles(text):
    # The pages' finalize skips one_line when it would change nothing: same result.
    assert _inert(text) == one_line(text)


def test_headings_in_order_and_charts_described(built):
    # One h1 per page, and no level skipped on the way down (h1, h2, h3).
    _, site = built
    for path in pages(site):
        page = Page(path)
        levels = [int(tag[1]) for tag, _ in page.tags if re.fullmatch(r"h[1-6]", tag)]
        assert levels[0] == 1 and levels.count(1) == 1, (path, levels)
        assert all(b <= a + 1 for a, b in zip(levels, levels[1:], strict=False)), path
        assert page.all("html")[0]["lang"] == "en"
        for svg in page.all("svg"):
            assert svg["role"] == "img" and svg["aria-labelledby"], path

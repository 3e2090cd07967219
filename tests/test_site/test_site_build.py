"""`journal site`: the campaign as a folder of pages, through the real command line.

The campaign: the sample's session 1 (Kira ends it with 1 Riserva), session 2
(Kira cracks Vex's terminal, a note with HTML in it, an event-log entry "Vex ci
tradisce" with keywords Vex and covo, the Chip medico, a wound, 2 Riserva for
danger: 4), session 3 (+1 Riserva: 5; Dario's award voided).
"""

from __future__ import annotations

import re

from tests.test_site.html import Page, pages


def test_every_page_is_there(built):
    _, site = built
    found = {p.relative_to(site).as_posix() for p in pages(site)}
    assert found == {
        "index.html",
        "names.html",
        "search.html",
        "sessions/1.html",
        "sessions/2.html",
        "sessions/3.html",
        "characters/kira-voss.html",
        "characters/dario-neri.html",
        *(
            f"characters/{c}/session-{n}.html"
            for c in ("kira-voss", "dario-neri")
            for n in (1, 2, 3)
        ),
        "documents/eventlog.html",
        "documents/techlog.html",
    }


def test_home_has_the_story_and_the_party(built):
    _, site = built
    home = Page(site / "index.html")
    assert "Ombre su Milano" in home.text and "Dàimon 2090" in home.text
    assert "The story so far" in home.text
    assert "Adventure: Il carico del molo 9" in home.text
    assert "Scenes: Il covo di Vex" in home.text
    for link in ("sessions/1.html", "sessions/2.html", "sessions/3.html"):
        assert link in home.hrefs()
    # The party now: Kira 5 Riserva, 1/6 wounds; both characters linked.
    assert "characters/kira-voss.html" in home.hrefs()
    assert "Kira Voss Ana 5 1/6 -1 active" in home.text


def test_sessions_in_play_order_linked_before_and_after(built):
    _, site = built
    second = Page(site / "sessions" / "2.html")
    assert [a["href"] for a in second.all("a") if a.get("rel") == "prev"] == [
        "../sessions/1.html"
    ] * 2
    assert [a["href"] for a in second.all("a") if a.get("rel") == "next"] == [
        "../sessions/3.html"
    ] * 2
    first = Page(site / "sessions" / "1.html")
    assert not [a for a in first.all("a") if a.get("rel") == "prev"]
    # The chronicle's content: the roll with its dice, the actor linked to the sheet.
    assert "Kira Voss Prova: Intelligenza + Hacking" in second.text
    assert "Dice (7, typed): 6 5 4 1 2 3 1 — 3 successes vs target 3" in second.text
    assert "../characters/kira-voss.html" in second.hrefs()


def test_voided_events_are_struck_with_their_reason(built):
    _, site = built
    html = (site / "sessions" / "3.html").read_text()
    assert re.search(
        r"<s>\s*<a class=\"actor\"[^>]*><strong>Dario Neri</strong></a> "
        r"is awarded 1 Riserva \(narration\)\s*</s>",
        html,
    )
    assert "(voided: Dario was not there)" in Page(site / "sessions" / "3.html").text


def test_the_sheet_now_and_as_each_session_ended(built):
    table, site = built
    # Riserva 1 as session 1 ended, 4 after session 2's danger award, 5 now.
    for number, reserve in ((1, 1), (2, 4), (3, 5)):
        assert (
            table.json("show", "Kira", "--as-of", f"session:{number}")["reserve"]
            == reserve
        )
        then = Page(site / "characters" / "kira-voss" / f"session-{number}.html")
        assert f"as Session {number} ended" in then.text
        assert f"{reserve}/7" in then.text
    now = Page(site / "characters" / "kira-voss.html")
    assert "5/7" in now.text
    options = [o["value"] for o in now.all("option")]
    assert options == [
        "../characters/kira-voss.html",
        *(f"../characters/kira-voss/session-{n}.html" for n in (1, 2, 3)),
    ]


def test_history_is_what_why_gives_linked_to_the_session(built):
    table, site = built
    page = (site / "characters" / "kira-voss.html").read_text()
    reserve = table.json("why", "Kira", "reserve")
    rows = _history_rows(page, "Riserva")
    assert [(r["id"], r["delta"], r["value"]) for r in rows] == [
        (w["id"], f"{w['delta']:+d}".replace("-", "−"), str(w["value"]))
        for w in reserve
    ]
    # The wound of session 2 links to its entry in the session's page.
    (_, wound) = table.json("why", "Kira", "wounds")
    assert f'href="../sessions/2.html#e-{wound["id"]}"' in page
    assert f'id="e-{wound["id"]}"' in (site / "sessions" / "2.html").read_text()


def _history_rows(page: str, field: str) -> list[dict]:
    section = page.split(f">{field}</h3>", 1)[1].split("</table>", 1)[0]
    found = re.findall(
        r'<tr data-event="(\w+)">.*?<td class="num">([^<]*)</td>\s*'
        r'<td class="num">([^<]*)</td>',
        section,
        re.S,
    )
    return [{"id": i, "delta": d, "value": v} for i, d, v in found]


def test_charts_have_their_words(built):
    _, site = built
    page = Page(site / "characters" / "kira-voss.html")
    (svg, *_) = page.all("svg")
    assert svg["role"] == "img" and svg["aria-labelledby"] == "chart1-t chart1-d"
    assert (
        "Riserva of Kira Voss over the campaign: from 7 to 5, lowest 0, highest 7, "
        "10 changes" in page.text
    )


def test_the_logs_as_pages(built):
    _, site = built
    log = Page(site / "documents" / "eventlog.html")
    assert "Vex ci tradisce Al covo, di notte" in log.text
    assert "../sessions/2.html" in log.hrefs()
    assert (
        "2 Chip medico — Nessuno Hackerabile Ana enrichment"
        in Page(site / "documents" / "techlog.html").text
    )


def test_the_index_of_names(built):
    _, site = built
    names = Page(site / "names.html")
    for term in (
        "Kira Voss",
        "Dario Neri",
        "Ana",
        "Bruno",
        "Il molo 9",
        "Il covo di Vex",
        "Vex",
        "covo",
    ):
        assert term in names.text
    entry = [h for h in names.hrefs() if h.startswith("documents/eventlog.html#d-")]
    assert len(entry) == 2  # Vex and covo name the same entry
    assert "sessions/1.html#scene-1" in names.hrefs()


def test_the_search_index_is_a_small_script(built):
    _, site = built
    script = (site / "assets" / "search-index.js").read_text()
    assert script.startswith("window.JOURNAL_SEARCH = [")
    assert '"Vex","in the index of names","names.html#n-keywords-vex-' in script
    assert (
        '["Kira Voss","character","characters/kira-voss.html","kira voss ana"]'
        in script
    )
    assert len(script) < 8_000

"""Chronicles of a session, an adventure, the whole campaign: scopes, sheets,
the Riserva chart, the cover and the table of contents."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

import journal.projections.render as render


def roll(table, who: str, faces: str, *more: str):
    table.run("roll", who, "--char", "potenza", "--target", "1", "--dice", faces, *more)


@pytest.fixture
def campaign(ready):
    # Adventure 1 "Il furto": session 1 (scene "Il molo"), session 2 ("Il tetto").
    # Adventure 2 "La fuga": session 3 ("Il confine").
    roll(ready, "Kira", "6,5,4,1,2", "--reserve", "2")  # Potenza 3 + 2: 7 -> 5
    ready.run("scene", "end")
    ready.run("session", "end")
    ready.run("session", "start", "--date", "2026-11-27")  # +1: 6
    ready.run("scene", "start", "Il tetto")
    ready.run("wound", "Dario", "2", "--reason", "una caduta")
    ready.run("scene", "end")
    ready.run("session", "end")
    ready.run("adventure", "start", "La fuga")
    ready.run("session", "start", "--date", "2026-12-04")
    ready.run("scene", "start", "Il confine")
    ready.run("scene", "end")
    ready.run("session", "end")
    return ready


def chronicle(table, tmp_path, *args: str, fmt: str = "md") -> str:
    out = tmp_path / f"c.{fmt}"
    table.run("chronicle", *args, "--format", fmt, "--out", str(out))
    return out.read_text(encoding="utf-8") if fmt != "pdf" else str(out)


def test_an_adventure_holds_its_sessions_in_order(campaign, tmp_path):
    markdown = chronicle(campaign, tmp_path, "--adventure", "1")
    assert "# Ombre su Milano — Adventure 1: Il furto" in markdown
    order = ["# Session 1", "## Scene 1: Il molo", "# Session 2", "Il tetto"]
    at = [markdown.index(heading) for heading in order]
    assert at == sorted(at) and "Il confine" not in markdown
    assert markdown.count("## Characters at the end of the session") == 2
    assert "sessions: [1, 2]" in markdown and 'scope: "adventure"' in markdown


def test_the_whole_campaign_holds_both_adventures(campaign, tmp_path):
    markdown = chronicle(campaign, tmp_path, "--all")
    assert "# Ombre su Milano — The whole campaign" in markdown
    assert markdown.index("Il tetto") < markdown.index("Il confine")
    assert "- **Dates:** 20 November 2026 – 4 December 2026" in markdown
    assert "- **Adventure:** La fuga" in markdown  # session 3's part
    # the sheets once, at the end, after what changed on each, session by session
    assert "## Character sheets at the end of the session" not in markdown
    closing = markdown.split("## The characters at the end\n")[1]
    assert markdown.index("# Session 3") < markdown.index("## The characters at")
    assert closing.count("### ") == 2 and "### Kira Voss (Ana) · active" in closing
    assert closing.split("\n\n###")[0].strip().splitlines()[2:] == [
        "| 1 | Kira Voss | enters the story |",
        "| 1 | Dario Neri | enters the story |",
        "| 2 | Kira Voss | Riserva 5 → 6 |",  # the new session's die
        "| 2 | Dario Neri | Wounds 0/8 → 2/8 |",  # the fall
        "| 3 | Kira Voss | Riserva 6 → 7 |",  # the adventure's refill
    ]
    # the Riserva over the three sessions: 7, 5 after the roll, then 6 and 7
    assert "*Riserva over the chronicle (Kira Voss): 7 → 5 → 6 → 7*" in closing


def test_the_routine_is_one_line_a_session_without_its_no_ops(campaign, tmp_path):
    markdown = chronicle(campaign, tmp_path, "--all")
    sessions = markdown.split("\n# Session ")[1:]
    routine = [
        line for part in sessions for line in part.splitlines() if "Bookkeeping" in line
    ]
    assert routine == [
        "- **Bookkeeping:** Ana and Bruno join the table",
        "- **Bookkeeping:** new session: +1 Riserva for Kira Voss",  # Dario: at 7
        "- **Bookkeeping:** Riserva back to 7 for the adventure: Kira Voss (was 6)",
    ]
    for gone in ("joins the table", "(new session)", "back to 7 (was", "Master of"):
        assert gone not in markdown, gone
    assert "Every token is back" not in markdown


def test_the_adventure_chronicle_in_italian(campaign, tmp_path):
    markdown = chronicle(campaign, tmp_path, "--adventure", "2", "--lang", "it")
    assert "# Ombre su Milano — Avventura 2: La fuga" in markdown
    assert "# Sessione 3" in markdown and "Sessione 1" not in markdown
    assert "## I personaggi alla fine dell'avventura" in markdown
    assert (
        "- **Di routine:** Riserva di nuovo a 7 per l'avventura: Kira Voss (era 6)"
        in markdown
    )


@pytest.mark.parametrize(
    "args",
    [
        ("--session", "1", "--all"),
        ("--session", "1", "--adventure", "1"),
        ("--adventure", "1", "--all"),
    ],
)
def test_scopes_exclude_each_other(campaign, tmp_path, args):
    out = tmp_path / "x.md"
    done = campaign.run(
        "chronicle", *args, "--format", "md", "--out", str(out), expect=2
    )
    assert "choose one of --session, --adventure, --all" in done.output
    assert not out.exists()


def test_an_unknown_adventure_is_refused(campaign, tmp_path):
    out = tmp_path / "x.md"
    campaign.run(
        "chronicle", "--adventure", "9", "--format", "md", "--out", str(out), expect=1
    )
    assert not out.exists()


def test_the_sheets_show_each_characters_numbers(campaign, tmp_path):
    markdown = chronicle(campaign, tmp_path, "--session", "2")
    sheets = markdown.split("## Character sheets at the end of the session")[1]
    assert "### Kira Voss (Ana) · active" in sheets
    assert (
        "| Potenza | Destrezza | Agilità | Intelligenza | Spirito | Carisma |" in sheets
    )
    assert "| 3 | 2 | 3 | 3 | 2 | 1 |" in sheets  # Kira's characteristics
    assert "| 6/7 | 0/6 (light 0, serious 0) | 0 | 0 | 0 | 0 | 3 → 1 | 1 |" in sheets
    assert "| 2/8 (light 2, serious 0) | -1 |" in sheets  # Dario after the fall
    assert "| Classes | Cracker, Nomade |" in sheets
    assert "| Weapons | Pistola 1 \\[0/13\\] |" in sheets
    assert "Hacking 3 (S, Cracker)" in sheets and "| Dàimon | Eco," in sheets


def test_the_riserva_over_the_session_as_values_and_as_svg(campaign, tmp_path):
    markdown = chronicle(campaign, tmp_path, "--session", "1")
    assert "*Riserva over the session (Kira Voss): 7 → 5*" in markdown
    assert "*Riserva over the session (Kira Voss): 5 → 6*" in chronicle(
        campaign, tmp_path, "--session", "2"
    )
    html = chronicle(campaign, tmp_path, "--session", "1", fmt="html")
    assert html.count('<figure class="chart"><svg') == 2
    assert "<title>Riserva over the session: Kira Voss</title>" in html
    assert "<p>chart" not in html  # every slot was filled


def test_the_html_has_a_cover_and_contents_with_internal_references(campaign, tmp_path):
    html = chronicle(campaign, tmp_path, "--all", fmt="html")
    cover = html.split('<section class="cover">')[1].split("</section>")[0]
    assert "The whole campaign" in cover and "Ana, Bruno" in cover
    assert "20 November 2026 – 4 December 2026" in cover and "1, 2, 3" in cover
    toc = html.split('<nav class="toc">')[1].split("</nav>")[0]
    assert '<a href="#h1">The story so far</a>' in toc
    assert '<a href="#h2">Session 1</a>' in toc
    assert ": Il tetto" in toc and "Characters at the end" not in toc
    # the first session goes on under the story so far: no page of its own
    assert '<h1 id="h2" class="after-story">Session 1</h1>' in html
    assert '<h1 id="h1">The story so far</h1>' in html
    assert all(
        re.fullmatch(r"#h\d+", ref) for ref in re.findall(r'href="([^"]*)"', html)
    )


def _pdftotext(path: str) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    done = subprocess.run(["pdftotext", path, "-"], capture_output=True, check=True)
    return done.stdout.decode("utf-8")


def test_the_pdf_has_cover_contents_with_pages_and_fetches_nothing(
    campaign, tmp_path, monkeypatch
):
    calls = []
    monkeypatch.setattr(render, "refusing_fetcher", lambda url, *a: calls.append(url))
    text = _pdftotext(chronicle(campaign, tmp_path, "--adventure", "1", fmt="pdf"))
    assert calls == []  # the contents' references are internal: nothing fetched
    cover, story, *pages = text.split("\f")  # cover and contents on one page
    assert "Adventure 1: Il furto" in cover
    assert "20 November 2026 – 27 November 2026" in cover and "Contents" in cover
    assert "The story so far" in story and "Page 2 of" in story
    assert "Session 1" in story  # two summaries are no page of their own
    lines = [" ".join(line.replace(".", " ").split()) for line in cover.splitlines()]
    assert "The story so far 2" in lines
    assert "Session 1 2" in lines and "Scene 1: Il molo 2" in lines
    session_two = next(n for n, page in enumerate(pages, 3) if "Il tetto" in page)
    assert f"Session 2 {session_two}" in lines


def test_what_changed_on_a_sheet_is_told_in_its_own_words(ready):
    from journal.projections.daimon2090.chronicle import sheet_changes

    before = ready.json("show", "Kira")
    roll(ready, "Kira", "6,5,4,1,2", "--reserve", "2")  # Riserva 7 -> 5
    ready.run("wound", "Kira", "1", "--reason", "una scheggia")
    after = ready.json("show", "Kira")
    assert sheet_changes(before, after, "en") == ["Riserva 7 → 5", "Wounds 0/6 → 1/6"]
    after["characteristics"]["spirito"] = 3  # an EVO spent, a skill raised, a mark
    after["skills"]["Hacking"]["score"] = 4
    after["weapons"][0]["marks"] = 1
    assert sheet_changes(before, after, "it") == [
        "Spirito 2 → 3",
        "Riserva 7 → 5",
        "Ferite 0/6 → 1/6",
        "Hacking 3 → 4",
        "Pistola [0/13] → [1/13]",
    ]


def _whole(table, scope: str, number, lang: str, fmt: str = "md") -> str:
    """The book as it was built before streaming: every event read, then the
    whole book rendered at once."""
    from journal.context import Env
    from journal.projections.chronicle_book import build_book
    from journal.projections.render import render_html, render_markdown

    env = Env(str(table.store), None, lang)
    try:
        history = env.app.campaign_events(None)
        fingerprint = env.app.fingerprint_at(None)
        book = build_book(history, scope, number, lang, env.stamp().at, fingerprint)
        return render_markdown(book) if fmt == "md" else render_html(book)
    finally:
        env.close()


def _timeless(markdown: str) -> list[str]:
    """Without the two lines that tell when it was made."""
    lines = [line for line in markdown.splitlines() if "generated_at:" not in line]
    while lines and not lines[-1].strip():
        lines.pop()
    return lines[:-1]


def _timeless_html(html: str) -> str:
    """Without when it was made, and with the charts' slots' random words out."""
    html = re.sub(r"\d{1,2}:\d{2}( [AP]M)?( [A-Z]{2,5}| UTC[+-]?\d*)?", "TIME", html)
    return re.sub(r"chart[0-9a-f]{16}n", "chartN", html)


@pytest.mark.parametrize(
    ("args", "scope", "number", "lang"),
    [
        (("--all",), "all", None, "en"),
        (("--all", "--lang", "it"), "all", None, "it"),
        (("--adventure", "2"), "adventure", 2, "en"),
    ],
)
def test_a_book_streamed_a_session_at_a_time_is_the_book_built_whole(
    campaign, tmp_path, args, scope, number, lang
):
    streamed = chronicle(campaign, tmp_path, *args)
    whole = _whole(campaign, scope, number, lang)
    assert _timeless(streamed) == _timeless(whole)
    assert streamed.count("\n# ") >= 1 and "*" in streamed.splitlines()[-1]
    streamed = chronicle(campaign, tmp_path, *args, fmt="html")
    whole = _whole(campaign, scope, number, lang, fmt="html")
    assert streamed.count('<h1 id="') >= 2 and streamed.rstrip().endswith("</html>")
    assert _timeless_html(streamed) == _timeless_html(whole)


def test_a_book_s_front_reads_the_summaries_as_each_session_does(
    campaign, tmp_path, monkeypatch
):
    """The front (the story so far) is read from the starts and summaries by
    type, never by folding a session: a summary voided and written again, one
    voided with none after it, one written sessions later, a new adventure's
    session; the same book as built whole."""
    from journal.projections.slices import Slice

    def void(*words: str) -> None:
        (event,) = campaign.json(*words)
        campaign.run("void", event["id"], "--reason", "sbagliato")

    void("session", "summary", "1", "Prima stesura.")
    campaign.run("session", "summary", "1", "Il carico del molo 9 sparisce.")
    void("session", "summary", "2", "Sul tetto.")
    campaign.run("adventure", "start", "Il ritorno")
    campaign.run("session", "start", "--date", "2026-12-12")
    campaign.run("session", "summary", "4", "Di nuovo.")
    whole = _whole(campaign, "all", None, "en")
    folded: list[int] = []
    state_at = Slice.state_at

    def counted(self, seq):
        folded.append(seq)
        return state_at(self, seq)

    monkeypatch.setattr(Slice, "state_at", counted)
    streamed = chronicle(campaign, tmp_path, "--all")
    assert _timeless(streamed) == _timeless(whole)
    assert len(folded) == 4  # each session once, for its pages: none for the front
    story = streamed[
        streamed.index("# The story so far") : streamed.index("# Session 1")
    ]
    assert "Il carico del molo 9 sparisce." in story and "Prima stesura" not in story
    assert "Sul tetto" not in story and "Di nuovo." in story
    assert "**Session 4** · 12 December 2026 · Il ritorno" in story


def test_a_session_reads_only_the_summaries_and_descriptions_after_it(
    campaign, tmp_path, monkeypatch
):
    """Summaries and descriptions are recorded at any time, so a session's
    chronicle looks after its part for its own; the latest session's looks up
    none recorded before it (issue 29: it read the campaign's every one, and
    its state as it began comes from a snapshot at length), and session 1's
    still finds those written sessions later."""
    from journal.projections.slices import Slice

    campaign.run("session", "summary", "1", "Il carico del molo 9 sparisce.")
    campaign.run("scene", "describe", "1", "Un molo nella nebbia.")
    campaign.run("session", "start", "--date", "2026-12-11")
    campaign.run("scene", "start", "La dogana")
    campaign.run("session", "summary", "4", "Alla dogana.")
    looked_up: list[str] = []
    typed = Slice.typed

    def counted(self, *types, **bounds):
        found = typed(self, *types, **bounds)
        looked_up.extend(type(event).__name__ for event in found)
        return found

    monkeypatch.setattr(Slice, "typed", counted)
    latest = chronicle(campaign, tmp_path)
    assert "Alla dogana." in latest and "molo 9" not in latest
    assert looked_up.count("SessionSummarized") == 0  # its own is in its part
    assert "SceneDescribed" not in looked_up
    looked_up.clear()
    first = chronicle(campaign, tmp_path, "--session", "1")
    assert "Il carico del molo 9 sparisce." in first
    assert "Un molo nella nebbia." in first
    assert _timeless(first) == _timeless(_whole(campaign, "session", 1, "en"))
    assert looked_up.count("SessionSummarized") == 2  # after session 1: both

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
    assert markdown.count("## Character sheets at the end of the session") == 3


def test_the_adventure_chronicle_in_italian(campaign, tmp_path):
    markdown = chronicle(campaign, tmp_path, "--adventure", "2", "--lang", "it")
    assert "# Ombre su Milano — Avventura 2: La fuga" in markdown
    assert "# Sessione 3" in markdown and "Sessione 1" not in markdown
    assert "## Schede dei personaggi alla fine della sessione" in markdown


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
    assert '<h1 id="h2">Session 1</h1>' in html
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
    lines = [" ".join(line.replace(".", " ").split()) for line in cover.splitlines()]
    assert "The story so far 2" in lines
    assert "Session 1 3" in lines and "Scene 1: Il molo 3" in lines
    session_two = next(n for n, page in enumerate(pages, 3) if "Il tetto" in page)
    assert f"Session 2 {session_two}" in lines

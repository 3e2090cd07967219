"""The chronicle renderer: Markdown, HTML and PDF from a hand-built ChronicleModel."""

from __future__ import annotations

import json
import logging
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

import journal.projections.render as render
from journal.projections.chronicle_model import (
    CharacterSummary,
    ChronicleModel,
    Entry,
    FaceView,
    LuckLine,
    RollView,
    SceneView,
)
from journal.projections.phrases import fill
from journal.projections.render import render_html, render_markdown, render_pdf
from journal.projections.render_env import messages, templates_dir
from journal.projections.render_escape import md_escape, one_line

REPO = Path(__file__).resolve().parents[2]
HOSTILE = (
    '<script>alert(1)</script> <b>raw</b> <img src="file:///etc/passwd"> '
    "[link](file:///etc/passwd) http://127.0.0.1:8000/x "
    "![x](http://127.0.0.1:9/x.png)"
)
BREAKDOWN = "Agilità 3 + Furtività 2 + Riserva 2 − ferite 1"


def roll(faces, target, committed=0, returned=0, breakdown=BREAKDOWN, lang="en"):
    """A Prova as Dàimon 2090's views make it (result line, Riserva details)."""
    t = messages(lang, "daimon2090")
    successes = sum(1 for face in faces if face >= 4)
    margin = successes - target
    outcome = "success" if margin >= 0 else "failure"
    wins = t["success_one"] if successes == 1 else t["success_many"]
    details = ""
    if committed or returned:
        details = fill(t["reserve_fate"], committed=committed, returned=returned)
    return RollView(
        faces=tuple(FaceView(f, 6, f >= 4) for f in faces),
        count=len(faces),
        result=f"{successes} {wins} {t['versus_target']} {target}: "
        f"{t['outcome_' + outcome]} ({t['margin']} {margin})",
        outcome=outcome,
        breakdown=breakdown,
        details=details,
        source="rolled",
        exceptional=margin >= 3,
    )


def rolls(lang: str = "en") -> dict:
    return {
        "stealth": roll([5, 6, 1, 2, 4], 3, committed=2, returned=1, lang=lang),
        "shot": roll([6, 6, 5, 5, 4, 1], 2, lang=lang),
        "will": roll([1, 2, 3], 1, breakdown="", lang=lang),
        "force": roll([3, 3, 6, 2], 1, lang=lang),
    }


ROLLS = rolls()


def entry(id_, kind, text, actor=None, **more):
    return Entry(id_, kind, text, "2090-03-14T20:00:00", actor, **more)


def scenes(lang: str) -> tuple:
    found = rolls(lang)
    stealth = entry(
        "a2",
        "roll",
        "Prova di Furtività",
        "Nico_Bassi",
        roll=found["stealth"],
        note="Sgattaiola\n# oltre le guardie",
    )
    voided = entry(
        "a5",
        "roll",
        "Prova di Tiro",
        "Lara <Vex>",
        roll=found["shot"],
        void=True,
        void_reason="wrong pool | oops",
    )
    one = SceneView(
        1,
        "Arrivo a *Milano* [notte]",
        (
            entry("a1", "structure", "Scene 1 begins"),
            stealth,
            entry("a3", "wound", "Nico_Bassi takes 1 wound (1/3)", "Nico_Bassi"),
            entry("a4", "reserve", "Riserva +1 for good play", "Lara <Vex>"),
            voided,
            entry("a6", "other", "Nota del master", note=HOSTILE),
        ),
        master="Giulia",
    )
    outside = SceneView(
        None,
        None,
        (entry("b1", "roll", "Prova di Volontà", "Nico", roll=found["will"]),),
        kind="between",
        follows=1,
    )
    tower = SceneView(
        2,
        "La Torre",
        (entry("c1", "roll", "Prova di Forza", "Lara <Vex>", roll=found["force"]),),
        master="Giulia",
    )
    return one, outside, tower


def model(lang: str = "en") -> ChronicleModel:
    t = messages(lang, "daimon2090")
    cols = (t["col_reserve"], t["col_wounds"], t["col_penalty"])
    characters = (
        CharacterSummary(
            "Nico_Bassi",
            "Marco",
            "active",
            tuple(zip(cols, (1, "1/3", 0), strict=True)),
        ),
        CharacterSummary(
            "Lara <Vex>",
            "Anna | B",
            "dying",
            tuple(zip(cols, (3, "2/3", -1), strict=True)),
        ),
    )
    return ChronicleModel(
        lang=lang,
        campaign="Ombre su Milano",
        ruleset="daimon2090",
        title="Sessione 1" if lang == "it" else "Session 1",
        session=1,
        date="2090-03-14",
        adventure="Il ritorno",
        present=("Marco", "Anna"),
        scenes=scenes(lang),
        characters=characters,
        generated_at="2025-01-01T10:00:00+00:00",
    )


def dice_md(faces) -> str:
    return " ".join(
        f"**`{f.value}`**" if f.value >= 4 else f"`{f.value}`" for f in faces
    )


def front_matter(markdown: str) -> dict:
    lines = markdown.splitlines()
    assert lines[0] == "---"
    end = lines.index("---", 1)
    pairs = (line.split(": ", 1) for line in lines[1:end])
    return {key: json.loads(value) for key, value in pairs}


# --- importing is light --------------------------------------------------------


def test_importing_render_loads_no_heavy_library():
    heavy = "('weasyprint', 'markdown_it', 'jinja2')"
    code = (
        "import sys, journal.projections.render\n"
        f"print([m for m in {heavy} if m in sys.modules])"
    )
    env = {"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


# --- Markdown ------------------------------------------------------------------


def test_front_matter_is_quoted_key_value_yaml():
    data = front_matter(render_markdown(model()))
    assert data["campaign"] == "Ombre su Milano"
    assert (data["session"], data["date"], data["lang"]) == (1, "2090-03-14", "en")


def test_front_matter_survives_hostile_campaign_names():
    hostile = model()._replace(campaign='a"\n---\nb: c')
    data = front_matter(render_markdown(hostile))
    assert data["campaign"] == 'a" --- b: c'


def test_markdown_layout_in_english():
    markdown = render_markdown(model())
    assert "# Ombre su Milano — Session 1" in markdown
    assert "## Scene 1: Arrivo a \\*Milano\\* \\[notte\\]" in markdown
    assert "## After scene 1" in markdown
    assert "*Master: Giulia*" in markdown
    assert "- **Players present:** Marco, Anna" in markdown


def test_every_roll_shows_its_faces_with_successes_in_bold():
    markdown = render_markdown(model())
    for rolled in ROLLS.values():
        assert dice_md(rolled.faces) in markdown
    assert "3 successes vs target 3: success (margin 0)" in markdown
    assert "1 success vs target 1: success (margin 0)" in markdown
    assert "0 successes vs target 1: failure (margin -1)" in markdown


def test_exceptional_reserve_and_breakdown_are_shown():
    markdown = render_markdown(model())
    assert "(margin 3) **3+: the player tells the victory**" in markdown
    assert "Riserva: 2 dice committed, 1 returned" in markdown
    assert f"*{BREAKDOWN}*" in markdown


def test_voided_entry_is_struck_through_with_its_reason():
    markdown = render_markdown(model())
    struck = "- ~~**Lara &lt;Vex&gt;** Prova di Tiro~~"
    assert f"{struck} *(voided: wrong pool \\| oops)*" in markdown
    assert "~~Dice (6, rolled): " in markdown


def test_notes_are_quoted_under_their_entry():
    markdown = render_markdown(model())
    assert "  > *Note:* Sgattaiola\\\n  > \\# oltre le guardie" in markdown


def test_hostile_text_is_inert_in_markdown():
    markdown = render_markdown(model())
    assert "<" not in markdown and ">" not in markdown.replace("\n  > ", "")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in markdown
    assert "\\[link\\](file:///etc/passwd)" in markdown
    assert "!\\[x\\](http://127.0.0.1:9/x.png)" in markdown


def test_characters_table_at_the_end():
    markdown = render_markdown(model())
    assert "## Characters at the end of the session" in markdown
    assert "| Name | Player | Riserva | Wounds | Penalty | Status |" in markdown
    assert "| Nico\\_Bassi | Marco | 1 | 1/3 | 0 | active |" in markdown
    assert "| Lara &lt;Vex&gt; | Anna \\| B | 3 | 2/3 | -1 | dying |" in markdown


def test_luck_line_after_the_characters_table():
    # Nico rolled 13 dice (6.5 successes expected) and got 8; Lara 4 dice, 1.
    luck = (LuckLine("Nico_Bassi", 3, 6.5, 8), LuckLine("Lara <Vex>", 1, 2.0, 1))
    markdown = render_markdown(model()._replace(luck=luck))
    assert "## Characters at the end" in markdown.split("## Luck")[0]
    assert "| Nico\\_Bassi | 3 | 6.5 | 8 | +1.5 |" in markdown
    assert "| Lara &lt;Vex&gt; | 1 | 2.0 | 1 | −1.0 |" in markdown
    assert "| Nico\\_Bassi | 3 | 6,5 | 8 | +1,5 |" in render_markdown(
        model("it")._replace(luck=luck)
    )
    assert "## Luck" not in render_markdown(model())  # nobody rolled: no section


def test_italian_model_gives_italian_headings():
    markdown = render_markdown(model("it"))
    assert "# Ombre su Milano — Sessione 1" in markdown
    assert "## Scena 1:" in markdown and "## Dopo la scena 1" in markdown
    assert "## Personaggi alla fine della sessione" in markdown
    assert "3 successi contro difficoltà 3: riuscita" in markdown
    assert "Riserva: 2 dadi impegnati, 1 restituito" in markdown
    assert "*Master: Giulia*" in markdown


def test_unknown_language_falls_back_to_english():
    markdown = render_markdown(model("xx"))
    assert "## Scene 1:" in markdown and "## After scene 1" in markdown
    assert front_matter(markdown)["lang"] == "xx"
    assert messages("xx") == messages("en")


@pytest.mark.parametrize("folder", ["", "daimon2090"])
def test_catalogue_has_the_same_keys_in_every_language(folder):
    with open(templates_dir() / folder / "messages.toml", "rb") as file:
        catalogue = tomllib.load(file)
    assert set(catalogue["it"]) == set(catalogue["en"])


def test_a_rulesets_strings_join_the_cores():
    t = messages("it", "daimon2090")
    assert t["reserve"] == "Riserva" and t["scene"] == "Scena"
    assert "reserve" not in messages("it")


def test_templates_dir_holds_the_templates():
    folder = templates_dir()
    for name in ("chronicle.md.j2", "chronicle.html.j2", "chronicle.css"):
        assert (folder / name).is_file()


# --- md_escape -----------------------------------------------------------------


def test_md_escape_examples():
    assert md_escape("a *b* _c_ `d` [e](f) #g |h| ~~i~~") == (
        "a \\*b\\* \\_c\\_ \\`d\\` \\[e\\](f) \\#g \\|h\\| \\~\\~i\\~\\~"
    )
    assert md_escape("<b>&amp;</b>") == "&lt;b&gt;&amp;amp;&lt;/b&gt;"
    assert md_escape("1. one\n  2) two") == "1\\. one 2) two"
    assert md_escape("- x") == "\\- x" and md_escape("+ x") == "\\+ x"
    assert md_escape("a\\") == "a\\\\" and md_escape(None) == ""


def _expected_html(text: str) -> str:
    table = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}
    return "".join(table.get(c, c) for c in one_line(text))


CONTEXTS = {
    "{}": "<p>{}</p>\n",
    "- **x** {}": "<ul>\n<li><strong>x</strong> {}</li>\n</ul>\n",
    "  > {}": "<blockquote>\n<p>{}</p>\n</blockquote>\n",
    "## Scene 1: {}": "<h2>Scene 1: {}</h2>\n",
    "| a |\n| --- |\n| {} |": "<tbody>\n<tr>\n<td>{}</td>\n</tr>\n</tbody>",
}


@given(st.text(max_size=60), st.sampled_from(sorted(CONTEXTS)))
def test_md_escape_renders_back_to_the_same_text(text, context):
    from markdown_it import MarkdownIt

    assume(one_line(text))
    parser = MarkdownIt("commonmark", {"html": False, "linkify": False})
    parser.enable("strikethrough").enable("table")
    rendered = parser.render(context.format(md_escape(text)))
    assert CONTEXTS[context].format(_expected_html(text)) in rendered


# --- HTML ----------------------------------------------------------------------


def test_html_has_no_live_markup_from_users():
    html = render_html(model())
    assert "<script" not in html and "&lt;script&gt;" in html
    assert "<img" not in html and "<b>" not in html and "&lt;b&gt;raw" in html
    # The only links are the contents' own, to the document's headings.
    refs = re.findall(r'href="([^"]*)"', html)
    assert refs == [f"#h{n}" for n in range(1, len(refs) + 1)] and len(refs) == 4
    assert html.count("href=") == len(refs)
    assert "src=" not in html.replace("&lt;img src=", "")
    assert "<em>Milano</em>" not in html and "*Milano*" in html


def test_html_is_self_contained():
    html = render_html(model())
    assert html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
    assert "<style>" in html and "@page" in html and "<link" not in html
    assert "url(" not in html and "@import" not in html and "@font-face" not in html
    assert '--page-label: "Page " counter(page) " of " counter(pages)' in html


def test_html_strikes_voided_entries_and_shows_dice_and_table():
    html = render_html(model())
    assert "<s><strong>Lara &lt;Vex&gt;</strong> Prova di Tiro</s>" in html
    assert "<strong><code>5</code></strong> <strong><code>6</code></strong>" in html
    assert "<code>1</code>" in html and "<table>" in html
    assert "<td>Lara &lt;Vex&gt;</td>" in html


def test_rendering_is_deterministic():
    assert render_markdown(model()) == render_markdown(model())
    assert render_html(model("it")) == render_html(model("it"))


# --- PDF -----------------------------------------------------------------------


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def pdf_text(pdf: bytes, tmp_path: Path) -> str:
    path = tmp_path / "chronicle.pdf"
    path.write_bytes(pdf)
    done = subprocess.run([_tool("pdftotext"), str(path), "-"], capture_output=True)
    return done.stdout.decode("utf-8")


def pdf_pages(pdf: bytes, tmp_path: Path) -> int:
    path = tmp_path / "info.pdf"
    path.write_bytes(pdf)
    done = subprocess.run([_tool("pdfinfo"), str(path)], capture_output=True)
    return int(re.search(rb"Pages:\s+(\d+)", done.stdout)[1])


@pytest.fixture(scope="module")
def english_pdf() -> bytes:
    return render_pdf(model())


def test_pdf_is_a_pdf_and_is_deterministic(english_pdf):
    assert english_pdf.startswith(b"%PDF")
    assert render_pdf(model()) == english_pdf


def test_pdf_text_shows_every_roll_and_no_passwd(english_pdf, tmp_path):
    text = " ".join(pdf_text(english_pdf, tmp_path).split())
    for rolled in ROLLS.values():
        assert " ".join(str(face.value) for face in rolled.faces) in text
    assert "Ombre su Milano — Session 1" in text and "After scene 1" in text
    assert "<script>alert(1)</script>" in text and "root:x:0:0" not in text


def test_pdf_pages_carry_page_x_of_y(english_pdf, tmp_path):
    pages = pdf_pages(english_pdf, tmp_path)
    text = pdf_text(english_pdf, tmp_path)
    assert pages >= 3 and text.count("\f") == pages
    cover, *rest = text.split("\f")[:pages]
    assert "Page 1 of" not in cover  # the cover carries no footer
    for number, page in enumerate(rest, start=2):
        assert f"Page {number} of {pages}" in page


def test_italian_pdf_footer(tmp_path):
    text = pdf_text(render_pdf(model("it")), tmp_path)
    assert "Pagina 2 di" in text and "Sessione 1" in text and "Indice" in text


# --- nothing is ever fetched ---------------------------------------------------


@pytest.mark.parametrize(
    "url", ["file:///etc/passwd", "http://127.0.0.1:9/x", "https://x.y/", "data:,x"]
)
def test_refusing_fetcher_refuses_everything(url):
    with pytest.raises(ValueError, match="journal does not fetch"):
        render.refusing_fetcher(url)


def recording_fetcher(monkeypatch) -> list[tuple[str, bool]]:
    calls: list[tuple[str, bool]] = []
    refuse = render.refusing_fetcher

    def record(url, *args, **kwargs):
        try:
            refuse(url, *args, **kwargs)
        except Exception:
            calls.append((url, True))
            raise
        calls.append((url, False))

    monkeypatch.setattr(render, "refusing_fetcher", record)
    return calls


RAW_HTML = (
    '<link rel="stylesheet" href="http://127.0.0.1:9/x.css">'
    '<p>before</p><img src="file:///etc/passwd">'
    '<p style="background: url(file:///etc/passwd)">after</p>'
)


def test_weasyprint_uses_the_refusing_fetcher(monkeypatch, tmp_path, caplog):
    calls = recording_fetcher(monkeypatch)
    with caplog.at_level(logging.DEBUG):
        pdf = render._html_to_pdf(RAW_HTML)
    assert "file:///etc/passwd" in {url for url, _ in calls}
    assert "http://127.0.0.1:9/x.css" in {url for url, _ in calls}
    assert all(refused for _, refused in calls)
    text = pdf_text(pdf, tmp_path)
    assert "before" in text and "root:x:0:0" not in text
    assert not [r for r in caplog.records if r.name.startswith("weasyprint")]


def test_hostile_note_fetches_nothing(monkeypatch, tmp_path):
    calls = recording_fetcher(monkeypatch)
    pdf = render_pdf(model())
    assert all(refused for _, refused in calls)
    assert "root:x:0:0" not in pdf_text(pdf, tmp_path)

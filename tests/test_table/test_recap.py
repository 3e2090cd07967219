"""A recap worth sharing: every event in a chronicle, in the order played; the
story (summaries, descriptions, the event log) with the rolls; the story so far;
a PDF with readable pages (checked through pdftotext and pdffonts)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

SAMPLE_SHEETS = ("kira.toml", "dario.toml")
SAMPLE_DIR = Path(__file__).resolve().parents[2] / "campaigns" / "ombre-su-milano"


@pytest.fixture
def played(table, sample_dir):
    """Session 1 of adventure 1, then play between sessions, then session 2."""
    run = table.run
    run("campaign", "new", "Ombre su Milano")
    run("player", "add", "Ana", "Bruno")
    for sheet in SAMPLE_SHEETS:
        run("character", "create", "--from", str(sample_dir / sheet))
    run("adventure", "start", "Il furto")
    run("session", "start", "--date", "2026-11-14", "--dice", "2,5")
    run("scene", "start", "Il molo", "--description", "Pioggia acida sui container.")
    run(
        "roll",
        "Kira",
        "--char",
        "agilita",
        "--target",
        "1",
        "--dice",
        "5,5,5",
        "--note",
        "Tra i container 🎲 ⚔ ★",
    )
    run("oracle", "2", "--dice", "1,5,1,4")
    run("eventlog", "add", "Il giornalista sparisce", "--details", "Cercalo al molo.")
    run("eventlog", "note", "last", "Era un informatore")
    run("scene", "end")  # Ana is handed scene 2
    run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    run("void", "last", "--reason", "troppo generoso")
    run("scene", "start", "Il magazzino")
    run("roll", "Dario", "--char", "potenza", "--target", "1", "--dice", "5,5,5,5")
    run("scene", "end")  # Bruno is handed scene 3: it is never played so
    run("session", "end", "--summary", "Kira e Dario rubano il carico.")
    # Between sessions: a confrontation and a death decided after the evening.
    run("confront", "Kira:agilita", "Dario:agilita", "--dice", "6,5,4,1,1")
    run("death", "Dario", "--reason", "la caduta")
    run("session", "start", "--date", "2026-11-21")
    run("scene", "start", "Il funerale")
    run("scene", "end")
    run("session", "end")
    run("session", "summary", "2", "Kira seppellisce Dario.")
    return table


def write(table, tmp_path, *args, name="c.md", lang="en") -> str:
    out = tmp_path / name
    table.run("--lang", lang, "chronicle", *args, "--out", str(out))
    return out.read_text(encoding="utf-8") if out.suffix != ".pdf" else str(out)


def pdf_pages(path: str) -> list[str]:
    done = subprocess.run(["pdftotext", path, "-"], capture_output=True, check=True)
    return done.stdout.decode("utf-8").split("\f")


def test_play_between_sessions_is_told_after_the_session_it_follows(played, tmp_path):
    markdown = write(played, tmp_path, "--session", "1")
    after = markdown.split("## After the session")[1].split("## Characters")[0]
    assert "- Confrontation: Kira Voss (Agilità) vs Dario Neri (Agilità)" in after
    assert "- **Dario Neri** dies (la caduta)" in after
    everything = write(played, tmp_path, "--all")
    assert everything.count("**Dario Neri** dies (la caduta)") == 1
    assert everything.index("dies (la caduta)") < everything.index("# Session 2")


def test_the_chronicle_tells_the_session_in_the_order_it_was_played(played, tmp_path):
    markdown = write(played, tmp_path, "--session", "1")
    headings = [line for line in markdown.splitlines() if line.startswith("## ")]
    assert headings[:6] == [
        "## Before the session",
        "## Before the first scene",
        "## Scene 1: Il molo",
        "## After scene 1",
        "## Scene 2: Il magazzino",
        "## After the session",
    ]
    between = markdown.split("## After scene 1")[1].split("## Scene 2")[0]
    assert "~~**Kira Voss** is awarded 1 Riserva (interpretation)" in between
    assert "*(voided: troppo generoso)*" in between


def test_the_story_is_told_with_the_rolls(played, tmp_path):
    markdown = write(played, tmp_path, "--session", "1")
    assert "> **Summary.** Kira e Dario rubano il carico." in markdown
    scene = markdown.split("## Scene 1: Il molo")[1].split("## After scene 1")[0]
    lines = [line.strip() for line in scene.splitlines() if line.strip()]
    assert lines[0] == "*Pioggia acida sui container.*"
    assert "> *Note:* Tra i container 🎲 ⚔ ★" in lines
    oracle = (
        "- Oracle, table 2 (definizione PNG) → Falsario (M, positivo); dice 1 5 1 4"
    )
    entry = "- Event log: Il giornalista sparisce"
    note = "- Event log, later note on “Il giornalista sparisce”: Era un informatore"
    at = [lines.index(oracle), lines.index(entry), lines.index(note)]
    assert at == sorted(at)
    assert lines[lines.index(entry) + 1] == "> *Details:* Cercalo al molo."


def test_no_internal_ids_and_no_master_of_a_scene_never_played(played, tmp_path):
    markdown = write(played, tmp_path, "--all")
    body = markdown.split("\n---\n", 1)[1]
    ids = {event["id"] for event in played.json("log")}
    assert not [word for word in body.replace("(", " ").split() if word in ids]
    # Each scene's heading names who led it; the handovers are routine
    assert "## Scene 2: Il magazzino\n\n*Master: Ana*" in body  # played: she led it
    # Bruno was handed scene 3 as scene 2 ended, but session 2's first Master
    # (Ana, who had not been one yet) led it.
    assert "## Scene 3: Il funerale\n\n*Master: Ana*" in body
    assert "Master of scene" not in body and "The Master role passes" not in body


def test_an_adventure_opens_with_the_story_so_far(played, tmp_path):
    markdown = write(played, tmp_path, "--adventure", "1")
    story = markdown.split("# The story so far")[1].split("# Session 1")[0]
    assert "**Session 1** · 14 November 2026 · Il furto" in story
    assert "Kira e Dario rubano il carico." in story
    assert "**Session 2** · 21 November 2026 · Il furto" in story
    assert "Kira seppellisce Dario." in story
    italian = write(played, tmp_path, "--adventure", "1", lang="it", name="a.md")
    assert "# La storia fin qui" in italian
    assert "**Sessione 1** · 14 novembre 2026 · Il furto" in italian


def test_the_pdf_cover_story_sheets_charts_and_symbols(played, tmp_path):
    for lang in ("en", "it"):
        path = write(
            played, tmp_path, "--adventure", "1", name=f"{lang}.pdf", lang=lang
        )
        cover, story, *rest = pdf_pages(path)
        dates = {
            "en": "14 November 2026 – 21 November 2026",
            "it": "14 novembre 2026 – 21 novembre 2026",
        }
        assert dates[lang] in cover
        assert ("Contents" if lang == "en" else "Indice") in cover
        assert "Kira seppellisce Dario." in story
        sheets = [page for page in rest if "(Ana) ·" in page or "(Bruno) ·" in page]
        assert len(sheets) == 1  # told once, at the end: both on one page
        for name, last in (
            ("Kira Voss (Ana)", "Eco, A paper"),
            ("Dario Neri", "Lupo,"),
        ):
            assert last in sheets[0].split(name)[-1]  # never split across pages
        text = "\f".join([story, *rest])  # session 1 goes on under the story
        assert "Tra i container 🎲 ⚔ ★" in text
    fonts = subprocess.run(["pdffonts", path], capture_output=True, check=True)
    assert "Emoji" in fonts.stdout.decode()  # 🎲 drawn with a font that has it


def test_charts_label_their_axes(played, tmp_path):
    html = write(played, tmp_path, "--session", "1", name="c.html")
    chart = html.split('<figure class="chart">')[1].split("</figure>")[0]
    assert ">scene</text>" in chart and ">Riserva</text>" in chart
    assert 'transform="rotate(-90' in chart  # the value axis' title
    italian = write(played, tmp_path, "--session", "1", name="i.html", lang="it")
    assert ">scena</text>" in italian
    assert html.count('<section class="sheet">') == 2


def test_chronicle_output_to_stdout_and_format_from_the_extension(played, tmp_path):
    result = played.run("chronicle", "--format", "md", "--out", "-")
    assert result.stdout.startswith("---\ncampaign:")
    assert "wrote" not in result.stdout
    write(played, tmp_path, name="x.html")
    assert (tmp_path / "x.html").read_text().startswith("<!DOCTYPE html>")
    bad = played.run(
        "chronicle", "--format", "pdf", "--out", str(tmp_path / "x.md"), expect=2
    )
    assert "--format pdf does not match" in bad.stderr
    assert "give --format" in played.run("chronicle", "--out", "-", expect=2).stderr


def test_the_front_matter_holds_no_raw_html(table, tmp_path):
    table.run("campaign", "new", "<b>Ombre</b> & co")
    table.run("player", "add", "Ana")
    table.run("session", "start", "--date", "2026-11-14")
    markdown = write(table, tmp_path)
    front = markdown.split("---\n")[1]
    assert "<" not in front and ">" not in front and "&" not in front
    assert json.loads(front.splitlines()[0].split(": ", 1)[1]) == "<b>Ombre</b> & co"


def test_a_confrontation_shows_each_sides_dice_as_a_roll(played, tmp_path):
    markdown = write(played, tmp_path, "--session", "1")
    after = markdown.split("## After the session")[1]
    lines = after.splitlines()
    at = lines.index("- Confrontation: Kira Voss prevails by 3 (3+: a clear victory)")
    assert lines[at + 1 : at + 5] == [
        "  - **Kira Voss** · Dice (3, typed): **`6`** **`5`** **`4`** — 3 successes\\",
        "    *Agilità 3*",
        "  - **Dario Neri** · Dice (2, typed): `1` `1` — 0 successes\\",
        "    *Agilità 2*",
    ]
    assert "seals 0 Riserva" not in markdown  # a sealed nothing: no line


def test_a_struck_word_in_a_note_is_struck_and_nothing_else_is_live(table, tmp_path):
    table.run("campaign", "new", "Ombre")
    table.run("player", "add", "Ana")
    table.run("character", "create", "--from", str(SAMPLE_DIR / "kira.toml"))
    table.run("session", "start", "--date", "2026-11-14")
    note = "una mappa <del>cancellata</del> <script>x</script> <b>no</b>"
    table.run("eventlog", "add", "La mappa", "--details", note)
    markdown = write(table, tmp_path)
    assert "una mappa ~~cancellata~~ &lt;script&gt;x&lt;/script&gt; &lt;b&gt;no" in (
        markdown
    )
    html = write(table, tmp_path, name="c.html")
    assert "una mappa <s>cancellata</s> &lt;script&gt;" in html
    assert "<script" not in html and "<b>" not in html


def test_times_are_the_tables_own_with_its_zone(monkeypatch):
    import time

    from journal.projections.render_env import human_moment, messages

    monkeypatch.setenv("TZ", "Europe/Rome")
    time.tzset()
    try:
        said = human_moment("2026-11-26T12:07:00+00:00", messages("en"))
        detto = human_moment("2026-07-26T12:07:00+00:00", messages("it"))
    finally:
        monkeypatch.undo()
        time.tzset()
    assert said == "26 November 2026, 13:07 CET"
    assert detto == "26 luglio 2026, ore 14:07 CEST"

"""The event log and the technology log as documents of their own (chronicle
--document): one table each, like the rulebook's sheets, in md, html and pdf."""

from __future__ import annotations

import shutil
import subprocess

import pytest

HOSTILE = "<script>alert(1)</script>"


@pytest.fixture
def logged(ready):
    """Two event-log entries (one with a later note), two enrichments."""
    ready.run(
        "eventlog", "add", "Il giornalista sparisce",
        "--details", "Nessuno lo ha visto uscire dal molo",
        "--keywords", "giornalista,molo",
    )  # fmt: skip
    ready.run("eventlog", "note", "last", "Era un informatore della famiglia")
    ready.run(
        "eventlog", "add", "Un drone sorvola il porto",
        "--details", "Luci rosse, nessun marchio", "--keywords", "drone",
    )  # fmt: skip
    ready.run(
        "tech", "add", "Retina cibernetica", "--kind", "enrichment", "--by", "Ana",
        "--bonus", "forzare serrature a retina", "--limit", "fino a un'ora",
    )  # fmt: skip
    ready.run(
        "tech", "add", "Esplosivo liquido", "--kind", "enrichment", "--by", "Bruno",
        "--bonus", "filtra nelle crepe", "--limit", "odore pungente",
    )  # fmt: skip
    return ready


def write(table, tmp_path, document, fmt, *more):
    out = tmp_path / f"{document}.{fmt}"
    result = table.run(
        "chronicle", "--document", document, "--format", fmt, "--out", str(out), *more
    )
    assert result.stdout.strip() == f"[Ombre su Milano]\nwrote {out}"
    return out


def test_event_log_is_a_table_of_entries_notes_and_keywords(logged, tmp_path):
    text = write(logged, tmp_path, "eventlog", "md").read_text(encoding="utf-8")
    assert "# Ombre su Milano — Event log" in text
    assert "| Event | Details | Later notes | Keywords |" in text
    assert (
        "| Il giornalista sparisce | Nessuno lo ha visto uscire dal molo "
        "| Era un informatore della famiglia | giornalista, molo |"
    ) in text
    assert "| Un drone sorvola il porto | Luci rosse, nessun marchio | — | drone |" in (
        text
    )


def test_technology_log_shows_who_brought_each_in_and_its_kind(logged, tmp_path):
    text = write(logged, tmp_path, "techlog", "md").read_text(encoding="utf-8")
    assert "| Name | Description | Bonus | Limit | Brought in by | Kind |" in text
    assert (
        "| Retina cibernetica | — | forzare serrature a retina "
        "| fino a un'ora | Ana | enrichment |"
    ) in text
    assert (
        "| Esplosivo liquido | — | filtra nelle crepe | odore pungente "
        "| Bruno | enrichment |"
    ) in text


def test_italian_headers(logged, tmp_path):
    events = write(logged, tmp_path, "eventlog", "md", "--lang", "it").read_text()
    assert "# Ombre su Milano — Log degli eventi" in events
    assert "| Evento | Dettagli | Note successive | Parole chiave |" in events
    techs = write(logged, tmp_path, "techlog", "md", "--lang", "it").read_text()
    assert "| Nome | Descrizione | Bonus | Limite | Introdotta da | Tipo |" in techs
    assert "| Ana | arricchimento |" in techs


def test_html_keeps_a_hostile_entry_as_text(logged, tmp_path):
    logged.run("eventlog", "add", HOSTILE, "--details", "a | b *c*")
    html = write(logged, tmp_path, "eventlog", "html").read_text(encoding="utf-8")
    assert "<script" not in html
    assert "<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>" in html
    assert "<td>a | b *c*</td>" in html
    assert "<th>Later notes</th>" in html


def test_pdf_holds_the_entries(logged, tmp_path):
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    pdf = write(logged, tmp_path, "techlog", "pdf", "--lang", "it")
    assert pdf.read_bytes().startswith(b"%PDF")
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    text = " ".join(text.split())  # a narrow cell wraps its words
    for word in ("Log tecnologico", "Retina cibernetica", "Esplosivo liquido"):
        assert word in text
    assert "Bruno" in text and "odore pungente" in text


def test_empty_log_says_so(ready, tmp_path):
    text = write(ready, tmp_path, "techlog", "md").read_text(encoding="utf-8")
    assert "Nothing recorded yet." in text and "| Name |" not in text


@pytest.mark.parametrize("scope", [["--session", "1"], ["--all"], ["--adventure", "1"]])
def test_document_goes_alone(logged, tmp_path, scope):
    out = tmp_path / "x.md"
    result = logged.run(
        "chronicle", "--document", "eventlog", *scope,
        "--format", "md", "--out", str(out), expect=2,
    )  # fmt: skip
    assert "--document goes alone" in result.stderr
    assert not out.exists()


def test_documents_read_only_their_events(logged, tmp_path, monkeypatch):
    """Each document reads the events it is made from by type (100,000 events:
    3.4 s and 748 MB when it decoded the whole campaign) and says what the
    whole campaign says, after voids of an entry, a note and a technology, a
    re-rolled Oracle answer and a technology its character paid for."""
    from journal.app import JournalApp
    from journal.projections import logdocs

    voided_entry = logged.json("eventlog", "add", "Mai successo")[0]
    logged.run("void", voided_entry["id"], "--reason", "errore")
    (note,) = logged.json("eventlog", "note", "last", "Detto per sbaglio")
    logged.run("void", note["id"], "--reason", "errore")
    first = logged.json("oracle", "5", "--dice", "3,3,1")[0]
    logged.json("oracle", "5", "--reroll", "--dice", "6,6,2")
    logged.run("eventlog", "note", first["id"], "Scartata")
    logged.run("scene", "end")
    logged.run("scene", "start", "Il porto")  # one enrichment a scene each
    (tech,) = logged.json(
        "tech", "add", "Drone spia", "--kind", "enrichment", "--by", "Ana",
        "--limit", "rumoroso",
    )  # fmt: skip
    logged.run("void", tech["id"], "--reason", "mai entrato in gioco")
    logged.run(
        "tech", "add", "Chip medico", "--kind", "strategic", "--by", "Ana",
        "--character", "Kira", "--limit", "si surriscalda",
    )  # fmt: skip
    wanted = [(d, f) for d in ("eventlog", "techlog") for f in ("md", "html")]
    whole = {}
    with monkeypatch.context() as whole_campaign:
        whole_campaign.setattr(logdocs, "document_types", lambda *args: None)
        for document, fmt in wanted:
            whole[document, fmt] = write(logged, tmp_path, document, fmt).read_text()

    def only_by_type(read):
        def reading(app, name, types=None):
            if not types:
                raise AssertionError("a document read the whole campaign")
            return read(app, name, types)

        return reading

    for reader in ("current_events", "current_log"):
        monkeypatch.setattr(
            JournalApp, reader, only_by_type(getattr(JournalApp, reader))
        )
    for document, fmt in wanted:
        typed = write(logged, tmp_path, document, fmt).read_text()
        stamp = "generated_at"  # the time it was written: the only difference
        assert [line for line in typed.splitlines() if stamp not in line] == [
            line for line in whole[document, fmt].splitlines() if stamp not in line
        ], (document, fmt)
    text = whole["eventlog", "md"]
    assert "Mai successo" not in text and "Detto per sbaglio" not in text
    assert "Scartata" in text
    techs = whole["techlog", "md"]
    assert "Drone spia" not in techs and "Chip medico" in techs and "Kira" in techs

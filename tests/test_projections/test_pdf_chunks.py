"""A whole campaign's PDF laid out a few sessions at a time (projections.pdf_chunks)
reads as the PDF laid out in one pass: the same text, the contents' pages where
the sessions start, page numbers running on across the chunks, an outline entry
per session, the contents' links; and the progress bar counts the chunks."""

from __future__ import annotations

import gc
import io
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import weakref
from datetime import UTC, datetime
from pathlib import Path

import pytest

import journal.commands.chronicle as chronicle_command
import journal.commands.read as read
import journal.projections.pdf_chunks as pdf_chunks
import journal.projections.pdf_worker as pdf_worker
from journal.context import Env
from journal.domain.campaign import Stamp
from journal.projections.pdf_layout import Laid
from tests.conftest import Table, play_ready

NOW = datetime(2026, 12, 24, 18, 0, tzinfo=UTC)
SESSIONS = 5  # adventure 1 "Il furto": sessions 1–3; adventure 2 "La fuga": 4–5


def play_five_sessions(table: Table, folder: Path) -> Table:
    """Session 1 is open on scene 1 ("Il molo"); each session plays two scenes
    of three Prove (typed dice) and an entry of the event log each, and ends
    with a summary."""
    play_ready(table)
    lines: list[str] = []
    for session in range(1, SESSIONS + 1):
        if session > 1:
            if session == 4:
                lines.append('adventure start "La fuga"')
            lines.append(f"session start --date 2026-12-{session:02d}")
            lines.append(f'scene start "Il molo {session}"')
        lines += _scene(session, 1) + [f'scene start "Il tetto {session}"']
        lines += _scene(session, 2)
        lines.append(f'session end --summary "La sera {session}."')
    script = folder / "five.journal"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    table.run("run", str(script))
    return table


def _scene(session: int, scene: int) -> list[str]:
    note = f"Prova {session}.{scene}"
    return [
        f'roll Kira --char potenza --target 1 --dice 6,5,4 --note "{note} a"',
        f'roll Dario --char potenza --target 2 --dice 1,2,5,6 --note "{note} b"',
        f'roll Kira --char agilita --target 3 --dice 1,1,2 --note "{note} c"',
        f'eventlog add "Indizio {session}.{scene}"',
        "scene end",
    ]


def render(table: Table, folder: Path, name: str, budget: int, *scope: str) -> Path:
    """`chronicle --format pdf` with chunks of at most `budget` entries, at NOW."""
    out = folder / f"{name}.pdf"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pdf_chunks, "CHUNK_ENTRIES", budget)
        patch.setattr(Env, "stamp", lambda self: Stamp(at=NOW, by="test"))
        table.run(
            "chronicle", *(scope or ("--all",)), "--format", "pdf", "--out", str(out)
        )
    return out


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory) -> tuple[Path, Path]:
    """(every session a chunk of its own, the whole book in one pass)."""
    folder = tmp_path_factory.mktemp("chunks")
    table = play_five_sessions(Table(folder / "journal.sqlite3"), folder)
    return render(table, folder, "chunked", 1), render(table, folder, "one", 10**9)


def pages_of(pdf: Path) -> list[str]:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    done = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, check=True)
    return done.stdout.decode("utf-8").split("\f")[:-1]


def contents(pages: list[str], page: str = "Page ") -> dict[str, int]:
    """The table of contents as {entry: page}, from the cover's pages."""
    found = {}
    for text in pages:
        if page in text:
            break  # the body: the cover's pages carry no footer
        for line in text.splitlines():
            match = re.fullmatch(r"(.+?)[ .]+(\d+)", line.strip())
            if match and "." in line:
                found.setdefault(match[1], int(match[2]))
    return found


def test_the_chunked_pdf_reads_as_the_one_pass_pdf(pdfs):
    chunked, one = (pages_of(pdf) for pdf in pdfs)
    assert chunked == one
    text = "\f".join(chunked)
    at = [text.index(f"\nSession {n}\n") for n in range(1, SESSIONS + 1)]
    assert at == sorted(at)
    notes = [f"Prova {s}.{c} {x}" for s in range(1, 6) for c in (1, 2) for x in "abc"]
    assert [text.index(note) for note in notes] == sorted(
        text.index(note) for note in notes
    )


def test_the_contents_give_the_pages_where_the_sessions_start(pdfs):
    pages = pages_of(pdfs[0])
    toc = contents(pages)
    for session in range(1, SESSIONS + 1):
        start = toc[f"Session {session}"]
        assert f"Session {session}" in pages[start - 1].splitlines()
        assert f"Session {session}" not in pages[start - 2].splitlines()
        molo = "Il molo" + (f" {session}" if session > 1 else "")
        first = 2 * session - 1  # scenes are numbered across the campaign
        for scene in (
            f"Scene {first}: {molo}",
            f"Scene {first + 1}: Il tetto {session}",
        ):
            assert toc[scene] >= start and scene in pages[toc[scene] - 1]
    assert "The story so far" in pages[toc["The story so far"] - 1]


def test_page_numbers_run_on_across_the_chunks(pdfs):
    pages = pages_of(pdfs[0])
    cover = next(n for n, page in enumerate(pages) if "Page " in page)
    assert cover >= 1 and len(pages) > 2 * SESSIONS
    for number, page in enumerate(pages[cover:], start=cover + 1):
        assert f"Page {number} of {len(pages)}" in page
    assert not any("Page " in page for page in pages[:cover])


def outline(pdf: Path) -> list:
    """Every outline entry as (depth, title, page, top)."""
    from pypdf import PdfReader

    reader = PdfReader(pdf)

    def walk(items, depth):
        for item in items:
            if isinstance(item, list):
                yield from walk(item, depth + 1)
            else:
                page = reader.get_destination_page_number(item)
                yield depth, item.title, page, round(float(item.top), 1)

    return list(walk(reader.outline, 0))


def test_the_outline_has_an_entry_per_session_where_it_starts(pdfs):
    chunked = outline(pdfs[0])
    assert chunked == outline(pdfs[1])
    toc = contents(pages_of(pdfs[0]))
    sessions = [(t, p) for d, t, p, _ in chunked if d == 0 and t.startswith("Sess")]
    assert sessions == [(f"Session {n}", toc[f"Session {n}"] - 1) for n in range(1, 6)]


def named(pdf: Path) -> dict:
    """Every named destination as {name: (page, top)}."""
    from pypdf import PdfReader

    reader = PdfReader(pdf)
    return {
        str(name): (reader.get_destination_page_number(at), round(float(at.top), 1))
        for name, at in reader.named_destinations.items()
    }


def links(pdf: Path) -> list:
    """The contents' links: (cover page, rectangle, target page, target top)."""
    from pypdf import PdfReader

    reader = PdfReader(pdf)
    found = []
    for number, page in enumerate(reader.pages):
        for annotation in page.get("/Annots", []):
            link = annotation.get_object()
            target = link["/Dest"]
            if isinstance(target, str):  # a named destination (one pass)
                target = reader.named_destinations[target]
                where = reader.get_destination_page_number(target), target.top
            else:  # [page /XYZ left top zoom]
                where = reader.get_page_number(target[0].get_object()), target[3]
            rect = tuple(round(float(v), 1) for v in link["/Rect"])
            found.append((number, rect, where[0], round(float(where[1]), 1)))
    return found


def test_the_contents_link_to_their_headings(pdfs):
    chunked = links(pdfs[0])
    assert len(chunked) >= 3 * SESSIONS and chunked == links(pdfs[1])


def test_the_pdf_is_reproducible(pdfs, tmp_path):
    table = Table(pdfs[0].parent / "journal.sqlite3")
    again = render(table, tmp_path, "again", 1)
    assert again.read_bytes() == pdfs[0].read_bytes()


def test_an_adventure_in_chunks_in_italian(pdfs, tmp_path):
    table = Table(pdfs[0].parent / "journal.sqlite3")
    scope = ("--adventure", "2", "--lang", "it")
    pages = pages_of(render(table, tmp_path, "a2", 1, *scope))
    toc = contents(pages, "Pagina ")
    sessions = [entry for entry in toc if entry.startswith("Sessione")]
    assert sessions == ["Sessione 4", "Sessione 5"] and "Indice" in pages[0]
    assert "Avventura 2: La fuga" in pages[0] and "Prova 3.1" not in "".join(pages)
    assert "Sessione 5" in pages[toc["Sessione 5"] - 1].splitlines()
    assert f"Pagina {len(pages)} di {len(pages)}" in pages[-1]


def test_the_chunked_pdf_has_the_one_pass_metadata(pdfs):
    from pypdf import PdfReader

    chunked, one = (PdfReader(pdf) for pdf in pdfs)
    assert chunked.metadata == one.metadata
    assert chunked.metadata.title == "Ombre su Milano — The whole campaign"
    assert chunked.trailer["/Root"]["/Lang"] == one.trailer["/Root"]["/Lang"] == "en"
    assert len(chunked.named_destinations) == len(one.named_destinations) == 32


def test_every_object_is_where_the_xref_says(pdfs):
    """The join writes its own xref table (journal.projections.pdf_stream)."""
    data = pdfs[0].read_bytes()
    start = int(data[data.rindex(b"startxref\n") + 10 :].split()[0])
    assert data[start:].startswith(b"xref\n0 ")
    lines = data[start:].split(b"\n")
    size = int(lines[1].split()[1])
    entries = lines[2 : 2 + size]
    assert entries[0] == b"0000000000 65535 f "
    assert all(len(entry) == 19 for entry in entries)  # 20 bytes with the \n
    assert size - 1 == len(re.findall(rb"(?m)^\d+ 0 obj$", data))
    for number, entry in enumerate(entries[1:], start=1):
        at = int(entry[:10])
        assert data[at:].startswith(b"%d 0 obj\n" % number), number
    assert data.endswith(b"%%EOF\n")


def test_a_chunk_s_pages_share_their_resources(pdfs):
    """Each body page draws its footer by a name of its own, yet the pages of a
    chunk keep sharing one resources object (fonts, charts), as WeasyPrint
    wrote them: not a copy a page."""
    from pypdf import PdfReader

    reader = PdfReader(pdfs[0])
    cover = 2
    body = reader.pages[cover:]
    shared = [page.raw_get("/Resources").idnum for page in body]
    assert len(set(shared)) == SESSIONS  # a chunk each
    names = [set(page["/Resources"]["/XObject"]) for page in body]
    folios = {f"/Folio{n}" for n in range(cover + 1, len(reader.pages) + 1)}
    assert set().union(*names) >= folios and len(folios) == len(body)


def test_each_chunk_is_written_out_before_the_next_is_read(pdfs, tmp_path):
    """The join holds no chunk's pages while it reads the next: the book's file
    has grown by then (pypdf's PdfWriter wrote nothing until the end)."""
    from pypdf import PdfReader

    from journal.outfile import part_of

    table = Table(pdfs[0].parent / "journal.sqlite3")
    out = tmp_path / "streamed.pdf"
    part = part_of(out)  # written there, renamed at the end
    grown = []
    real = PdfReader.__init__

    def reading(self, *args, **kwargs):  # the cover, a chunk, the footers
        grown.append(part.stat().st_size if part.exists() else 0)
        real(self, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(PdfReader, "__init__", reading)
        render(table, tmp_path, "streamed", 1)
    assert grown == sorted(grown)
    assert len(set(grown)) == 1 + SESSIONS  # nothing yet; grown at each chunk
    book = out.read_bytes()
    assert grown[-1] > 0.6 * len(book)  # the cover and four chunks' pages
    assert book == pdfs[0].read_bytes()


def test_a_long_contents_is_laid_out_a_few_entries_at_a_time(pdfs, tmp_path):
    """The contents grow with the book: laid out ten entries at a time here,
    each piece on a page of its own, they tell the same pages and link to the
    same places (the body a page further on: three cover pages, not two)."""
    import journal.projections.pdf_join as pdf_join
    import journal.projections.render as render_module

    table = Table(pdfs[0].parent / "journal.sqlite3")
    laid_out = []  # each piece of the contents: its entries
    real = render_module._page

    def page(book, t, body, toc, **kwargs):
        if toc is not None:
            laid_out.append(len(toc))
        return real(book, t, body, toc, **kwargs)

    boxes, alive = [], []  # the boxes of each layout's links; those still held

    def lay_out(html):
        gc.collect()
        alive.append(sum(box() is not None for box in boxes))
        found = real_lay_out(html)
        boxes.extend(weakref.ref(link[3]) for p in found.pages for link in p.links)
        return found

    real_lay_out = pdf_join.lay_out
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pdf_join, "COVER_ENTRIES", 10)
        patch.setattr(render_module, "_page", page)
        patch.setattr(pdf_join, "lay_out", lay_out)
        pdf = render(table, tmp_path, "pieces", 1)
    assert laid_out == [10, 10, 2]  # three pages guessed: settled at once
    assert alive == [0, 0, 0, 0] and len(boxes) == 66  # 3 pieces, the footers
    pages, one = pages_of(pdf), pages_of(pdfs[1])
    assert len(pages) == len(one) + 1
    assert contents(pages) == {k: v + 1 for k, v in contents(one).items()}
    cover = pages[:3]
    assert ["Contents" in text.splitlines() for text in cover] == [1, 0, 0]
    assert ["Generated:" in text for text in cover] == [0, 0, 1]
    assert "Ombre su Milano" in cover[0] and "Ombre su Milano" not in cover[1]
    for number, text in enumerate(pages[3:], start=4):
        assert f"Page {number} of {len(pages)}" in text
    shifted = [(p - 1, top) for _n, _rect, p, top in links(pdf)]
    assert shifted == [(p, top) for _n, _rect, p, top in links(pdfs[1])]
    assert len(shifted) == 66
    assert [(d, t, p - 1, top) for d, t, p, top in outline(pdf)] == outline(pdfs[1])
    # the named destinations too: every piece's, each on its own page
    assert {n: (p - 1, top) for n, (p, top) in named(pdf).items()} == named(pdfs[1])


def _table(rows: int) -> str:
    body = "".join(f"<tr>\n<td>{n}</td>\n</tr>\n" for n in range(rows))
    header = "<thead>\n<tr>\n<th>N</th>\n</tr>\n</thead>"
    return f"<table>\n{header}\n<tbody>\n{body}</tbody>\n</table>\n"


def test_a_long_table_is_laid_out_a_few_rows_at_a_time(monkeypatch):
    """WeasyPrint lays a table out whole: the closing one (what changed on each
    sheet, session by session) held 1,876 rows at 100,000 events, 130 MB of
    layout. A table of the chronicle's own longer than TABLE_ROWS starts a piece
    with its heading and goes on a few rows a piece, each under its header row;
    a short one, or one inside a sheet's section, stays where it is."""
    monkeypatch.setattr(pdf_chunks, "TABLE_ROWS", 3)
    monkeypatch.setattr(pdf_chunks, "LONG_ROWS", 2)
    long = '<table class="rows">\n'  # runs on from page to page
    head, tail = (
        '<html><head></head><body>\n<main class="chronicle">',
        "</main>\n</body></html>",
    )
    inner = f'<section class="sheet">\n{_table(9)}</section>\n'
    body = (
        f'<h1 id="h1">Session 9</h1>\n<p>a</p>\n{_table(2)}'
        f'<h2 id="h2">The characters at the end</h2>\n{_table(7)}{inner}<p>end</p>\n'
    )
    pieces = pdf_chunks._pieces(head + body + tail, closing=True)
    assert len(pieces) == 5
    assert all(p.startswith(head) and p.endswith(tail) for p in pieces)
    inside = [p[len(head) : -len(tail)] for p in pieces]
    running = '<div class="running-title">Session 9</div>\n'  # the running head
    assert all(p.startswith(running) for p in inside[1:])
    inside[1:] = [p[len(running) :] for p in inside[1:]]
    assert inside[0] == f'<h1 id="h1">Session 9</h1>\n<p>a</p>\n{_table(2)}' + (
        pdf_chunks.NOT_LAST
    )
    rows = [re.findall(r"<td>(\d+)</td>", p) for p in inside[1:4]]
    assert rows == [["0", "1", "2"], ["3", "4", "5"], ["6"]]
    assert inside[1].startswith(f'<h2 id="h2">The characters at the end</h2>\n{long}')
    assert inside[2].startswith(long) and inside[3].startswith(long)
    assert all(p.count("<th>N</th>") == 1 for p in inside[1:4])
    assert "<h2" not in inside[2] + inside[3]
    assert inside[4] == f"{inner}<p>end</p>\n"  # the book's end: no NOT_LAST
    assert pdf_chunks._pieces(head + body + tail, closing=False)[-1].endswith(
        pdf_chunks.NOT_LAST + tail
    )
    short = head + f"<p>a</p>\n{_table(2)}{inner}" + tail
    assert pdf_chunks._pieces(short, closing=True) == [short]
    (mid,) = pdf_chunks._pieces(head + _table(3) + tail, closing=True)
    assert mid == head + long + _table(3)[len("<table>\n") :] + tail


def test_the_closing_table_in_pieces_reads_as_the_one_pass_pdf(pdfs, tmp_path):
    """The five sessions' closing table (what changed on each sheet: here the
    two characters entering the story) laid out a row at a time: the same rows
    in the same order, each piece on a page of its own under the table's
    header, the heading once, the contents right."""
    table = Table(pdfs[0].parent / "journal.sqlite3")
    pieces = []
    real = pdf_worker.Workers.lay_out

    def counted(self, html, path):
        pieces.append(html.count("<tr>"))
        return real(self, html, path)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pdf_chunks, "TABLE_ROWS", 1)
        patch.setattr(pdf_chunks, "LONG_ROWS", 1)
        patch.setattr(pdf_worker.Workers, "lay_out", counted)
        pdf = render(table, tmp_path, "rows", 1)
    pages, one = pages_of(pdf), pages_of(pdfs[1])
    title = "The characters at the end"

    def rows(found: list[str]) -> list[str]:
        """The table's cells, from its heading to the first sheet."""
        text = "\n".join(found)
        text = text[text.rindex(title) : text.rindex("Kira Voss (Ana)")]
        header = ("Session", "Name", "What changed", "Session 5")  # "Session 5":
        lines = [line.strip() for line in text.splitlines() if line.strip()]  # atop
        return [x for x in lines if x not in header and not x.startswith("Page ")]

    cells = [
        "1",
        "Kira Voss",
        "enters the story",
        "1",
        "Dario Neri",
        "enters the story",
    ]
    assert rows(pages) == rows(one) == [title, *cells]
    assert "\n".join(pages).count(title) == "\n".join(one).count(title) == 2
    toc = contents(pages)
    assert title in pages[toc[title] - 1].splitlines()
    assert "enters the story" in pages[toc[title] - 1]  # the heading not alone
    # (every table of more than a row is cut so, here: the sessions' too)
    assert pieces[-3:] == [2, 2, pieces[-1]]  # each row under its header row
    headers = [n for n, text in enumerate(pages) if "What changed" in text]
    assert len(headers) == 2 and headers[1] == headers[0] + 1
    for n in (*headers, headers[1] + 1):  # the sheets' page too: the running head
        assert pages[n].lstrip().startswith("Session 5\n")


# --- chunks and the progress bar ------------------------------------------------


class Part:
    """A stand-in for a session's ChronicleModel: its number and weight."""

    def __init__(self, session: int, entries: int, sheets: int = 0) -> None:
        self.session = session
        self.scenes = [type("Scene", (), {"entries": [None] * entries})]
        self.sheets = [None] * sheets


def test_chunks_hold_whole_sessions_up_to_the_budget():
    parts = [Part(1, 4), Part(2, 3), Part(3, 9), Part(4, 2, sheets=1), Part(5, 2)]
    chunks = list(pdf_chunks._chunked(parts, 8))
    assert [[p.session for p in chunk] for chunk in chunks] == [[1, 2], [3], [4], [5]]


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_bar_advances_a_chunk_at_a_time_on_a_terminal(pdfs, monkeypatch, tmp_path):
    terminal = Terminal()
    real = read.progress_bar

    def on_terminal(total: int, label: str):
        with monkeypatch.context() as patch:
            patch.setattr("sys.stderr", terminal)
            return real(total, label)

    monkeypatch.setattr(chronicle_command, "progress_bar", on_terminal)
    table = Table(pdfs[0].parent / "journal.sqlite3")
    # a session weighs 8 to 13 entries, the last 19 (it tells the sheets, at 5
    # entries each): 1–2, 3–4, 5
    render(table, tmp_path, "bar", 21)
    drawn = re.findall(
        r"chronicle \(pdf\): (.+?) +\[[#-]+\] +(\d+)%", terminal.getvalue()
    )
    assert list(dict.fromkeys(drawn)) == [
        ("reading", "0"),
        ("reading", "14"),  # 1 step of 7: the reading, 5 sessions, the joining
        ("sessions 1–2/5", "14"),
        ("sessions 1–2/5", "42"),
        ("sessions 3–4/5", "42"),
        ("sessions 3–4/5", "71"),
        ("session 5/5", "71"),
        ("session 5/5", "85"),
        ("contents and page numbers", "85"),
        ("contents and page numbers", "100"),
    ]


def test_nothing_is_shown_when_stderr_is_not_a_terminal(pdfs, tmp_path):
    table = Table(pdfs[0].parent / "journal.sqlite3")
    out = tmp_path / "quiet.pdf"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pdf_chunks, "CHUNK_ENTRIES", 1)
        result = table.run("chronicle", "--all", "--format", "pdf", "--out", str(out))
    assert result.stderr == ""
    assert result.stdout == f"[Ombre su Milano]\nwrote {out}\n"


# --- the chunks' worker processes ---------------------------------------------


def spied_workers(patch, then=None) -> list:
    """Record each worker started (its pid), after `then(pid)` if given."""
    started = []
    real = pdf_worker.Workers._start

    def start(self):
        real(self)
        started.append(self.process.pid)
        if then is not None:
            then(self.process.pid)

    patch.setattr(pdf_worker.Workers, "_start", start)
    return started


def gone(pid: int) -> bool:
    """Ended (a zombie left for init to reap is ended too)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            return stat.read().rpartition(")")[2].split()[0] == "Z"
    except FileNotFoundError:
        return True


def test_each_chunk_is_laid_out_in_a_worker_process(pdfs, tmp_path):
    """What WeasyPrint leaves behind a layout goes with its worker: the parent
    never lays a chunk out (it would fail here), a worker lays out two chunks
    and makes way, none is left once the book is written; a Ctrl-C at the
    terminal (SIGINT to every process in the group) is the parent's to hear."""
    table = Table(pdfs[0].parent / "journal.sqlite3")

    def in_the_parent(html, path):
        raise AssertionError("a chunk laid out in the parent")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pdf_worker, "CHUNKS_A_WORKER", 2)
        patch.setattr(pdf_worker, "lay_out_chunk", in_the_parent)
        started = spied_workers(patch, lambda pid: os.kill(pid, signal.SIGINT))
        pdf = render(table, tmp_path, "workers", 1)
    assert len(started) == 3 == len(set(started))  # 5 chunks, 2 a worker
    assert os.getpid() not in started and all(gone(pid) for pid in started)
    assert pdf.read_bytes() == pdfs[0].read_bytes()


def test_a_book_of_one_chunk_is_laid_out_in_the_command_itself(pdfs, tmp_path):
    table = Table(pdfs[0].parent / "journal.sqlite3")
    with pytest.MonkeyPatch.context() as patch:
        started = spied_workers(patch)
        pdf = render(table, tmp_path, "whole", 10**9)
    assert started == [] and pages_of(pdf) == pages_of(pdfs[1])


@pytest.fixture
def temporary(tmp_path, monkeypatch) -> Path:
    """The temporary folder the chunks' PDFs go into, ours to look at."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def test_a_chunk_that_fails_in_its_worker_fails_the_command_in_one_line(
    pdfs, tmp_path, temporary
):
    """The worker's exception is raised in the command, as if the chunk had
    been laid out there: here its PDF cannot be written (no such folder)."""
    table = Table(pdfs[0].parent / "journal.sqlite3")
    out = tmp_path / "failed.pdf"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pdf_chunks, "CHUNK_ENTRIES", 1)
        patch.setattr(pdf_chunks, "Laid", lambda folder: Laid(folder / "gone"))
        started = spied_workers(patch)
        result = table.run(
            "chronicle", "--all", "--format", "pdf", "--out", str(out), expect=1
        )
    line = "error: cannot use "  # the folder's name, cut short if long
    assert result.stderr.startswith(line) and result.stderr.count("\n") == 1
    assert result.stderr.endswith("/gone/0.pdf: No such file or directory\n")
    assert "Traceback" not in result.output and result.stdout == ""
    assert len(started) == 1 and gone(started[0])
    assert not out.exists() and list(temporary.iterdir()) == []


def test_a_worker_that_dies_fails_the_command_in_one_line(pdfs, tmp_path, temporary):
    table = Table(pdfs[0].parent / "journal.sqlite3")
    out = tmp_path / "killed.pdf"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pdf_chunks, "CHUNK_ENTRIES", 1)
        started = spied_workers(patch, lambda pid: os.kill(pid, signal.SIGKILL))
        result = table.run(
            "chronicle", "--all", "--format", "pdf", "--out", str(out), expect=1
        )
        as_json = table.run(
            "chronicle",
            "--all",
            "--format",
            "pdf",
            "--out",
            str(out),
            "--json",
            expect=1,
        )
        patch.setenv("JOURNAL_LANG", "it")  # the language a user reads
        italian = table.run(
            "chronicle", "--all", "--format", "pdf", "--out", str(out), expect=1
        )
    problem = "the PDF's layout stopped: its process ended (killed by signal 9)"
    assert result.stderr == f"error: {problem}\n" and result.stdout == ""
    assert json.loads(as_json.stdout) == {"error": problem}
    assert italian.stderr == (
        "errore: l'impaginazione del PDF si è interrotta: il suo processo è "
        "finito (ucciso dal segnale 9)\n"
    )
    assert len(started) == 3 and all(gone(pid) for pid in started)
    assert not out.exists() and list(temporary.iterdir()) == []


def test_an_interrupted_book_leaves_no_worker_behind(pdfs, tmp_path, temporary):
    """Ctrl-C while a worker lays a chunk out: the worker is stopped, its
    folder removed, no book written."""
    import multiprocessing.connection

    table = Table(pdfs[0].parent / "journal.sqlite3")
    out = tmp_path / "interrupted.pdf"

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pdf_chunks, "CHUNK_ENTRIES", 1)
        patch.setattr(multiprocessing.connection, "wait", interrupted)
        started = spied_workers(patch)
        result = table.run(
            "chronicle", "--all", "--format", "pdf", "--out", str(out), expect=None
        )
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert len(started) == 1 and gone(started[0])
    assert not out.exists() and list(temporary.iterdir()) == []


def test_a_worker_ends_with_its_parent(tmp_path):
    """A command killed (kill -9: no clean-up of its own) takes its worker
    with it, even one in the middle of a chunk (here minutes of layout)."""
    import sys
    import time

    code = (
        "import os, sys\n"
        "from journal.projections.pdf_worker import Workers\n"
        "workers = Workers()\n"
        "workers._start()\n"
        "print(workers.process.pid, flush=True)\n"
        "html = '<p>' + 'word ' * 50 + '</p>'\n"
        "workers.connection.send((html * 20000, sys.argv[1]))\n"
        "os._exit(0)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "long.pdf")],
        capture_output=True,
        text=True,
        check=True,
    )
    pid = int(done.stdout)
    try:
        deadline = time.monotonic() + 20
        while not gone(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert gone(pid)
    finally:
        if not gone(pid):
            os.kill(pid, signal.SIGKILL)
    assert not (tmp_path / "long.pdf").exists()


def test_the_book_collects_its_cycles_as_it_goes(pdfs, tmp_path):
    """journal.cli.main turns the collector off for a command; each chunk's
    Markdown and HTML leave cycles (Jinja2's templates, markdown-it's tokens),
    so a book of 94 chunks grew the command from 31 to 70 MB: the book turns
    it on before its first chunk."""
    table = Table(pdfs[0].parent / "journal.sqlite3")
    collecting = []
    real = pdf_worker.Workers.lay_out

    def watched(self, html, path):
        collecting.append(gc.isenabled())
        return real(self, html, path)

    gc.disable()
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(pdf_worker.Workers, "lay_out", watched)
            render(table, tmp_path, "collected", 1)
    finally:
        gc.enable()
    assert collecting == [True] * SESSIONS


def test_a_long_story_so_far_is_laid_out_a_few_sessions_at_a_time(
    pdfs, tmp_path, monkeypatch
):
    """The story so far tells every session of the campaign (469 at 100,000
    events, 30 pages laid out with the first chunk's sessions: the book's
    peak). Longer than STORY_ENTRIES sessions, it is laid out a few sessions
    at a time, its pages under its own running head; the same text, in order,
    and the contents still right."""
    head, tail = '<html><body>\n<main class="chronicle">', "</main>\n</body></html>"
    story = '<h1 id="h1">The story so far</h1>\n' + "".join(
        f"<p><strong>Session {n}</strong> · 1 May</p>\n<p><em>La sera {n}.</em></p>\n"
        for n in range(1, 6)
    )
    first = '<h1 id="h2" class="after-story">Session 1</h1>\n<p>a</p>\n'
    monkeypatch.setattr(pdf_chunks, "STORY_ENTRIES", 2)
    pieces = pdf_chunks._pieces(head + story + first + tail, closing=False)
    inside = [p[len(head) : -len(tail)] for p in pieces]
    running = '<div class="running-title">The story so far</div>\n'
    assert [p.count("<strong>Session") for p in inside] == [2, 2, 1, 0]
    assert inside[0].startswith('<h1 id="h1">The story so far</h1>')
    assert all(p.startswith(running) for p in inside[1:3])
    assert inside[3].startswith(first)  # its own h1 heads its page
    together = "".join(p.replace(running, "") for p in inside)
    assert together.replace(pdf_chunks.NOT_LAST, "") == story + first
    monkeypatch.setattr(pdf_chunks, "STORY_ENTRIES", 5)
    whole = head + story + first + tail
    assert pdf_chunks._pieces(whole, closing=False) == [whole]

    table = Table(pdfs[0].parent / "journal.sqlite3")
    monkeypatch.setattr(pdf_chunks, "STORY_ENTRIES", 2)
    pages, one = pages_of(render(table, tmp_path, "story", 1)), pages_of(pdfs[1])
    told = [n for n, t in enumerate(pages) if "The story so far" in t and "sera" in t]
    assert len(told) == 3  # three pieces, a page each
    text = "\n".join(pages[n] for n in told)
    sera = [text.index(f"La sera {n}.") for n in range(1, SESSIONS + 1)]
    assert sera == sorted(sera)
    for n in told[1:]:
        assert pages[n].lstrip().startswith("The story so far\n")  # the head
    toc = contents(pages)
    assert "The story so far" in pages[toc["The story so far"] - 1]
    assert pages[toc["Session 1"] - 1].lstrip().startswith("Session 1\n")
    assert len(pages) == len(one) + 2  # two more pages: the story in three

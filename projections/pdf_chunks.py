"""A long chronicle as a PDF in bounded memory: laid out a few sessions at a time.

WeasyPrint lays a whole document out before it writes a page (about 2 MB a page:
1.8 GiB for the 800 pages of a 10,000-event campaign). A book of several
sessions is laid out instead in chunks of whole sessions (each session starts a
page anyway), each chunk laid out in a child process (what WeasyPrint leaves
behind goes with it: journal.projections.pdf_worker) and written to a
temporary PDF; then the cover with its table of contents (each entry's page
now known) and the footers ("Page 12 of 817", the total now known) are laid
out, and journal.projections.pdf_join joins the pieces. A book that fits in one
chunk is rendered in one pass, as ever.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Callable, Iterable, Iterator
from itertools import chain
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from journal.i18n import _
from journal.projections.pdf_layout import Laid
from journal.projections.render_html import SvgSlots, markdown_html

if TYPE_CHECKING:
    from journal.projections.pdf_worker import Workers

CHUNK_ENTRIES = 1000  # entries a chunk holds (one session more when one is longer)
SHEET_ENTRIES = 5  # a character's sheet weighs as much as five entries
TABLE_ROWS = 300  # a longer table of the chronicle's is laid out in pieces
LONG_ROWS = 30  # a longer one runs on from page to page
STORY_ENTRIES = 200  # sessions of the story so far laid out at once
NOT_LAST = '\n<div hidden=""></div>\n'  # a chunk's last <p> is not the book's

Progress = Callable[[str, int], None]  # what is being rendered, steps just done


def write_book_pdf(
    front: Any, parts: Iterable, target: BinaryIO, progress: Progress
) -> None:
    """The book as a PDF into `target`: `front` is its ChronicleBook with every
    part but without their pages' content (journal.bookparts), `parts` bring
    the sessions, in order; `progress` hears of each chunk."""
    import gc

    from journal.projections.render import render_pdf

    gc.enable()  # each chunk's Markdown and HTML leave cycles (journal.cli.main)
    chunks = _with_last(_chunked(parts, CHUNK_ENTRIES))
    first, last = next(chunks)
    if last:
        progress(_sessions(first, front), 0)
        target.write(render_pdf(front._replace(parts=tuple(first))))
        progress("", len(first))
        return
    from journal.leftovers import tracked

    with (
        tempfile.TemporaryDirectory(prefix="journal-pdf-") as folder,
        tracked(folder),  # a kill leaves it to the next command
    ):
        from journal.projections.pdf_worker import Workers

        laid = Laid(Path(folder))
        with Workers() as workers:  # gone before the cover is laid out
            for chunk, closing in chain([(first, last)], chunks):
                progress(_sessions(chunk, front), 0)
                _lay_out_chunk(front, chunk, closing, laid, workers)
                progress("", len(chunk))
        progress(_("contents and page numbers"), 0)
        from journal.projections.pdf_join import finish

        finish(front, laid, target)


def _chunked(parts: Iterable, budget: int) -> Iterator[list]:
    """Consecutive sessions weighing at most `budget` (a heavier one alone)."""
    chunk: list = []
    weight = 0
    for part in parts:
        heavy = sum(len(s.entries) for s in part.scenes)
        heavy += SHEET_ENTRIES * len(part.sheets)
        if chunk and weight + heavy > budget:
            yield chunk
            chunk, weight = [], 0
        chunk.append(part)
        weight += heavy
    if chunk:
        yield chunk


def _with_last(items: Iterator) -> Iterator[tuple[Any, bool]]:
    """Each item, and whether it is the last."""
    held = next(items)
    for item in items:
        yield held, False
        held = item
    yield held, True


def _sessions(chunk: list, front: Any) -> str:
    """'session 12/40', 'sessions 12–15/40'."""
    first, last, total = chunk[0].session, chunk[-1].session, len(front.parts)
    if first == last:
        return _("session {first}/{total}").format(first=first, total=total)
    return _("sessions {first}–{last}/{total}").format(
        first=first, last=last, total=total
    )


def _lay_out_chunk(
    front: Any, parts: list, closing: bool, laid: Laid, workers: Workers
) -> None:
    """Lay out and write one chunk (in a worker: journal.projections.pdf_worker);
    keep its pages' count and headings' places."""
    html, toc = chunk_html(front, parts, closing, laid.next_anchor, not laid.files)
    laid.next_anchor += len(toc)
    pieces = _pieces(html, closing)
    del html
    while pieces:  # one after another, each a file of its own
        path = laid.folder / f"{len(laid.files)}.pdf"
        pages, anchors = workers.lay_out(pieces.pop(0), path)
        for name, (number, x, y) in anchors.items():
            laid.anchors.setdefault(name, (laid.pages + number, x, y))
        laid.files.append(path)
        laid.pages += pages
    skip = _skipped(front)
    laid.toc += [
        entry._replace(page=laid.anchors[entry.anchor][0])
        for entry in toc
        if entry.text not in skip
    ]


MAIN = '<main class="chronicle">'
TABLE = re.compile(
    r'<table(?: class="rows")?>\n<thead>.*?</thead>\n'
    r"<tbody>\n(.*?)</tbody>\n</table>\n",
    re.S,
)
ROW = re.compile(r"<tr>.*?</tr>\n", re.S)
H1 = re.compile(r"<h1[^>]*>(.*?)</h1>", re.S)
STORY_ENTRY = re.compile(r"^<p><strong>", re.M)  # a session's line in the story
LONG = '<table class="rows">'  # runs on from page to page (chronicle.css)


def _pieces(html: str, closing: bool) -> list[str]:
    """A chunk's page, in pieces laid out one after the other. A table of the
    chronicle's own (not a sheet's) of more than LONG_ROWS rows runs on from
    page to page under its header row (a table is otherwise kept whole on a
    page: this one, moved to the next, left its heading alone on the page
    before). WeasyPrint lays a table out whole: one of more than TABLE_ROWS
    rows (the closing one, what changed on each sheet, session by session:
    1,876 rows and 130 MB more at 100,000 events) starts a piece of its own,
    with the heading just before it, and goes on TABLE_ROWS rows a piece (each
    on a new page, with the running head of the page before); what follows it
    is a piece too. The story so far goes in pieces of its own when it is long
    (`_story`). Each piece but the book's last says its last paragraph is not
    the book's (NOT_LAST)."""
    start, end = html.find(MAIN), html.rfind("</main>")
    if start < 0 or end < start:
        return [html]
    start += len(MAIN)
    head, body, tail = html[:start], html[start:end], html[end:]

    read = [0, 0]  # where the count of open sections got to, and that count

    def marked(table: re.Match) -> str:
        at, whole = table.start(), table.group(0)
        read[1] += body.count("<section", read[0], at) - body.count(
            "</section", read[0], at
        )
        read[0] = at  # tables come in order: each counts from the one before
        if read[1] > 0 or len(ROW.findall(table.group(1))) <= LONG_ROWS:
            return whole
        return LONG + whole[whole.index(">") + 1 :]

    body = TABLE.sub(marked, body)
    parts = _story(body)
    done = sum(len(part) for part in parts)  # they are the body's start
    for table in TABLE.finditer(body, done):
        at = table.start()
        if not body.startswith(LONG, at):  # short, or a sheet's (`marked`)
            continue
        rows = ROW.findall(table.group(1))
        if len(rows) <= TABLE_ROWS:
            continue
        before = body[done:at]
        heading = before.rfind("<h2")
        titled = heading >= 0 and before.rstrip().endswith("</h2>")
        cut = done + heading if titled else at
        if body[done:cut].strip():
            parts.append(body[done:cut])
        opening = body[at : table.start(1)]  # <table>, its header row, <tbody>
        for first in range(0, len(rows), TABLE_ROWS):
            rows_here = "".join(rows[first : first + TABLE_ROWS])
            lead = body[cut:at] if first == 0 else ""
            parts.append(f"{lead}{opening}{rows_here}</tbody>\n</table>\n")
        done = table.end()
    if not parts:
        return [head + body + tail]
    if body[done:].strip():
        parts.append(body[done:])
    last, pieces, title = len(parts) - 1, [], ""
    for n, part in enumerate(parts):
        own = part.lstrip().startswith("<h1")  # its own title heads its page
        running = f'<div class="running-title">{title}</div>\n' if n and not own else ""
        ending = "" if closing and n == last else NOT_LAST
        pieces.append(head + running + part + ending + tail)
        titles = H1.findall(part)
        title = titles[-1] if titles else title  # the pages' running head
    return pieces


def _story(body: str) -> list[str]:
    """The story so far (the opening chunk's: a line and its summary for each
    session of the campaign, 469 at 100,000 events) in pieces of STORY_ENTRIES
    sessions, when it is longer; nothing otherwise. The first session then
    starts a page of its own."""
    after = body.find('class="after-story"')
    if after < 0:
        return []
    end = body.rfind("<h1", 0, after)
    entries = [found.start() for found in STORY_ENTRY.finditer(body, 0, end)]
    if len(entries) <= STORY_ENTRIES:
        return []
    edges = [0, *entries[STORY_ENTRIES::STORY_ENTRIES], end]
    return [body[start:stop] for start, stop in zip(edges, edges[1:], strict=False)]


def chunk_html(
    front: Any, parts: list, closing: bool, first: int = 1, opening: bool = True
) -> tuple[str, list]:
    """A chunk's HTML page (no cover, no footer: they come later) and its h1/h2
    headings, numbered from `first`; the first chunk (`opening`) holds the story
    so far, the last (`closing`) the "generated" line."""
    from journal.projections.render import _markdown, _page, _without_front_matter
    from journal.projections.render_env import messages

    book = front._replace(parts=tuple(parts), story=front.story if opening else ())
    t = messages(book.lang, book.ruleset)
    charts = SvgSlots(t)
    markdown = _markdown(book, t, charts.slot, for_html=True, closing=closing)
    body, toc = markdown_html(
        _without_front_matter(markdown), first=first, story=t["story_so_far"]
    )
    body = charts.fill(body) + ("" if closing else NOT_LAST)
    return _page(book, t, body, None, label="none"), toc


def _skipped(front: Any) -> set[str]:
    """The headings the contents leave out, as a book rendered whole."""
    from journal.projections.render import left_out
    from journal.projections.render_env import messages

    return left_out(messages(front.lang, front.ruleset))

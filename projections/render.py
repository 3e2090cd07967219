"""Render a ChronicleModel as Markdown, as one self-contained HTML page, as a PDF.

The Markdown is the source of the other two: HTML is the Markdown through
markdown-it-py with raw HTML off; the PDF is that HTML through WeasyPrint, which
is never allowed to fetch anything. Heavy libraries are imported on first use.
"""

from __future__ import annotations

import contextlib
import gc
import os
import warnings
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, NoReturn

from journal.projections.render_env import (
    html_env,
    markdown_env,
    messages,
    page_label_css,
    templates_dir,
)
from journal.projections.render_escape import Md, md_escape
from journal.projections.render_html import SvgSlots, chart_title, markdown_html

if TYPE_CHECKING:
    from pathlib import Path

    from journal.projections.chronicle_model import (
        ChartLine,
        ChronicleBook,
        ChronicleModel,
    )
    from journal.projections.logdocs import LogDocument

__all__ = [
    "refusing_fetcher",
    "render_html",
    "render_log_document",
    "render_markdown",
    "render_pdf",
]

_FONT_EPOCH = "1262304000"  # 2010-01-01: any fixed time makes the PDF reproducible


def render_markdown(model: ChronicleModel | ChronicleBook) -> str:
    """The chronicle as Markdown with YAML front matter."""
    book = as_book(model)
    t = messages(book.lang, book.ruleset)
    return _markdown(book, t, lambda line: chart_text(line, t))


def markdown_pieces(front: ChronicleBook, parts: Any) -> Iterator[str]:
    """The book as Markdown, in pieces as they are rendered: `front` is the
    book with its parts' headings only (journal.bookparts), `parts` brings the
    sessions, one at a time, each dropped once written."""
    t = messages(front.lang, front.ruleset)
    template = markdown_env(front.ruleset).get_template("chronicle.md.j2")
    return template.generate(
        b=front,
        t=t,
        chart=lambda line: chart_text(line, t),
        for_html=False,
        closing=True,
        stream=parts,
    )


BODY = "<!--journal:body-->"  # where a streamed page's body goes


def html_pieces(front: ChronicleBook, parts: Any) -> Iterator[str]:
    """The book as one HTML page (as render_html makes it), in pieces: each
    session rendered as it comes (`parts`, one at a time; `front` the book with
    its parts' headings only: journal.bookparts) into a temporary file, its
    headings kept for the contents; then the cover and contents, the body read
    back a piece at a time, and the page's end. Never held whole."""
    import tempfile

    t = messages(front.lang, front.ruleset)
    skip, toc, anchor = left_out(t), [], 1
    with tempfile.TemporaryFile("w+", encoding="utf-8") as body:
        opening = True
        for part, closing in _ahead(parts):
            book = front._replace(parts=(part,), story=front.story if opening else ())
            charts = SvgSlots(t)
            markdown = _markdown(book, t, charts.slot, for_html=True, closing=closing)
            html, found = markdown_html(
                _without_front_matter(markdown), first=anchor, story=t["story_so_far"]
            )
            anchor += len(found)
            toc += [entry for entry in found if entry.text not in skip]
            body.write(charts.fill(html))
            opening = False
        head, tail = _page(front, t, BODY, toc).split(BODY)
        yield head
        body.seek(0)
        while piece := body.read(1 << 20):
            yield piece
        yield tail


def _ahead(items: Any) -> Iterator[tuple[Any, bool]]:
    """Each item, and whether it is the last."""
    items = iter(items)
    try:
        held = next(items)
    except StopIteration:
        return
    for item in items:
        yield held, False
        held = item
    yield held, True


def _markdown(
    book: ChronicleBook, t: dict, chart: Any, for_html: bool = False, closing=True
) -> str:
    """`closing`: end with the "generated" line (a PDF's chunks but the last
    leave it out, journal.projections.pdf_chunks)."""
    template = markdown_env(book.ruleset).get_template("chronicle.md.j2")
    return template.render(b=book, t=t, chart=chart, for_html=for_html, closing=closing)


def as_book(model: ChronicleModel | ChronicleBook) -> ChronicleBook:
    """A session's model is a book of one part."""
    from journal.projections.chronicle_book import book_of
    from journal.projections.chronicle_model import ChronicleModel

    return book_of(model) if isinstance(model, ChronicleModel) else model


def chart_text(line: ChartLine, t: dict) -> Md:
    """In Markdown a chart is its values: '*Riserva …: 7 → 5 → 7*'."""
    values = " → ".join(str(v) for v in line.values)
    title = md_escape(chart_title(line, t))
    return Md(f"*{title} ({md_escape(line.name)}): {values}*")


def render_html(model: ChronicleModel | ChronicleBook) -> str:
    """One self-contained HTML document: CSS inlined, no scripts, no external URLs;
    a cover, a table of contents (internal links only), then the chronicle."""
    book = as_book(model)
    t = messages(book.lang, book.ruleset)
    charts = SvgSlots(t)
    markdown = _markdown(book, t, charts.slot, for_html=True)
    body, toc = markdown_html(
        _without_front_matter(markdown), skip=left_out(t), story=t["story_so_far"]
    )
    return _page(book, t, charts.fill(body), toc)


def left_out(t: dict) -> set[str]:
    """The headings the table of contents leaves out (each session has them)."""
    return {t["characters"], t["luck"]}


def _page(
    book: Any,
    t: dict,
    body: str | None,
    toc: list | None,
    label: str = "",
    contents: tuple[bool, bool] = (False, False),
) -> str:
    """The HTML page around a rendered body: cover, contents, inlined CSS. A PDF
    in chunks (journal.projections.pdf_chunks) leaves out the body (toc only: the
    cover) or the cover (toc None), and sets the footer's label itself; a long
    contents is laid out in pieces (`contents`: this piece continues one, more
    follow: the cover's title and facts only on the first, its date on the last)."""
    from markupsafe import Markup

    css = (templates_dir() / "chronicle.css").read_text(encoding="utf-8")
    template = html_env(book.ruleset).get_template("chronicle.html.j2")
    return template.render(
        b=book,
        t=t,
        css=Markup(css),
        body=None if body is None else Markup(body),
        toc=toc,
        page_label=Markup(label or page_label_css(t["page_x_of_y"])),
        continued=contents[0],
        more=contents[1],
    )


def render_log_document(doc: LogDocument, fmt: str) -> bytes:
    """A log document (journal.projections.logdocs) as Markdown, HTML or PDF bytes."""
    t = messages(doc.lang, doc.ruleset)
    template = markdown_env(doc.ruleset).get_template("logdoc.md.j2")
    markdown = template.render(d=doc, t=t)
    if fmt == "md":
        return markdown.encode("utf-8")
    body, toc = markdown_html(_without_front_matter(markdown))
    html = _page(doc, t, body, toc)
    return _html_to_pdf(html) if fmt == "pdf" else html.encode("utf-8")


def _without_front_matter(markdown: str) -> str:
    if not markdown.startswith("---\n"):
        return markdown
    end = markdown.find("\n---\n", 4)
    return markdown if end < 0 else markdown[end + 5 :]


def render_pdf(model: ChronicleModel | ChronicleBook) -> bytes:
    """The chronicle as an A4 PDF, rendered with nothing fetched from anywhere."""
    return _html_to_pdf(render_html(model))


def _html_to_pdf(html: str) -> bytes:
    """WeasyPrint on `html` with every URL refused and its log kept quiet."""
    with _quiet_weasyprint(), _fixed_font_timestamps():
        return lay_out(html).write_pdf()


def lay_out(html: str) -> Any:
    """WeasyPrint's laid-out Document of `html`, nothing fetched, its log quiet
    (a long book is laid out in chunks: journal.projections.pdf_chunks)."""
    gc.enable()  # WeasyPrint's boxes make cycles by the thousand (journal.cli.main)
    with _quiet_weasyprint():
        import weasyprint

        found = weasyprint.HTML(string=html, base_url=None, url_fetcher=_fetcher())
        return found.render()


def write(document: Any, path: Path) -> Path:
    """Write a laid-out Document as a PDF file (fonts stamped reproducibly)."""
    with _quiet_weasyprint(), _fixed_font_timestamps():
        document.write_pdf(path)
    return path


def refusing_fetcher(url: str, *args: Any, **kwargs: Any) -> NoReturn:
    """Refuse every URL: a chronicle reads nothing from disk or network."""
    raise ValueError(f"journal does not fetch {url}")


def _fetcher() -> Any:
    """A WeasyPrint URLFetcher (required since WeasyPrint 70) that always refuses."""
    from weasyprint.urls import URLFetcher

    class RefusingFetcher(URLFetcher):
        def fetch(self, url: str, headers: Any = None) -> NoReturn:
            refusing_fetcher(url, headers)  # looked up at call time: patchable
            raise ValueError(f"journal does not fetch {url}")

    return RefusingFetcher(allowed_protocols=(), fail_on_errors=False)


@contextlib.contextmanager
def _quiet_weasyprint() -> Iterator[None]:
    """Keep WeasyPrint's (and fontTools') log and warnings off the user's terminal."""
    import logging

    loggers = [logging.getLogger(name) for name in ("weasyprint", "fontTools")]
    saved = [logger.propagate for logger in loggers]
    handler = logging.NullHandler()
    for logger in loggers:
        logger.addHandler(handler)
        logger.propagate = False
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", module="weasyprint")
            yield
    finally:
        for logger, propagate in zip(loggers, saved, strict=True):
            logger.removeHandler(handler)
            logger.propagate = propagate


@contextlib.contextmanager
def _fixed_font_timestamps() -> Iterator[None]:
    """fontTools stamps subset fonts with the time unless SOURCE_DATE_EPOCH is set."""
    if "SOURCE_DATE_EPOCH" in os.environ:
        yield
        return
    os.environ["SOURCE_DATE_EPOCH"] = _FONT_EPOCH
    try:
        yield
    finally:
        os.environ.pop("SOURCE_DATE_EPOCH", None)

"""The last steps of a PDF laid out in chunks (projections.pdf_chunks): the cover
and its table of contents, the footers, and the pieces joined with pypdf.

The cover is laid out with each entry's page written in (the body's headings
were placed as the chunks were laid out); its links, which WeasyPrint drops
(their headings are in other files), are put back as link annotations. The
footers are laid out as blank pages that carry only "Page 12 of 817", a batch
at a time, and drawn onto the body's pages. Each chunk brings its outline.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any, BinaryIO

from journal.projections.pdf_layout import Laid
from journal.projections.render import lay_out, write

FOOTER_BATCH = 200  # footer pages laid out at once
FOOTERS = """
@page {
  @top-center { content: none; border: none; }
  @bottom-center { content: string(folio); }
}
html { background: none; }
div.folio { string-set: folio attr(data-folio); break-before: page; }
"""
PX = 0.75  # PDF points per CSS pixel


def finish(front: Any, laid: Laid, target: BinaryIO) -> None:
    """Lay out the cover and the footers, join every piece into `target`."""
    from pypdf import PdfReader, PdfWriter

    cover, links = _cover(front, laid)
    writer = PdfWriter()
    writer.append(cover, import_outline=False)
    for path in laid.files:
        writer.append(path)
    number = len(links)
    for path in _footers(front, laid, number):
        for folio in PdfReader(path).pages:
            _stamp(writer, writer.pages[number], folio, f"/Folio{number + 1}")
            number += 1
    _link(writer, links, laid.anchors)
    _describe(writer, PdfReader(cover))
    writer.write(target)


def _stamp(writer: Any, page: Any, folio: Any, name: str) -> None:
    """Draw the page `folio` (a blank page with a footer) over `page`, as a form
    XObject: the page's own drawing is untouched, only wrapped in q … Q."""
    from pypdf.generic import ContentStream, NameObject

    form = folio["/Contents"].get_object().clone(writer)
    form[NameObject("/Type")] = NameObject("/XObject")
    form[NameObject("/Subtype")] = NameObject("/Form")
    form[NameObject("/BBox")] = folio.mediabox
    form[NameObject("/Resources")] = folio.raw_get("/Resources").clone(writer)
    page["/Resources"]["/XObject"][NameObject(name)] = form.indirect_reference
    drawn = page.get_contents().get_data()
    content = ContentStream(None, writer)
    content.set_data(b"q\n" + drawn + f"\nQ\nq {name} Do Q\n".encode())
    page.replace_contents(content)
    page.compress_content_streams()


def _link(writer: Any, links: list, anchors: dict) -> None:
    """The contents' entries as links to their headings, as WeasyPrint links
    them in a document laid out in one pass (at the heading's top left)."""
    from pypdf.annotations import Link
    from pypdf.generic import Fit

    before = len(links)
    for number, found in enumerate(links):
        height = writer.pages[number].mediabox.height
        for _kind, anchor, (x1, y1, x2, y2), _box in found:  # WeasyPrint 70
            page, left, top = anchors[anchor]
            rect = (x1 * PX, height - y1 * PX, x2 * PX, height - y2 * PX)
            fit = Fit.xyz(left * PX, height - top * PX, 0)
            link = Link(rect=rect, target_page_index=before + page, fit=fit)
            writer.add_annotation(number, link)


def _describe(writer: Any, cover: Any) -> None:
    """The document's title, creator, producer and language: the cover's."""
    from pypdf.generic import NameObject

    writer.add_metadata(dict(cover.metadata or {}))
    if "/Lang" in cover.trailer["/Root"]:
        writer.root_object[NameObject("/Lang")] = cover.trailer["/Root"]["/Lang"]


def _cover(front: Any, laid: Laid) -> tuple[Path, list]:
    """The cover and contents, laid out until its own length settles the
    numbers it prints; its file and its pages' links."""
    from journal.projections.render import _page
    from journal.projections.render_env import messages

    t = messages(front.lang, front.ruleset)
    pages, document = 1, None
    for _ignored in range(4):
        toc = [entry._replace(page=pages + entry.page + 1) for entry in laid.toc]
        document = lay_out(_page(front, t, None, toc))
        if len(document.pages) == pages:
            break
        pages = len(document.pages)
    links = [
        [link for link in page.links if link[0] == "internal"]
        for page in document.pages
    ]  # WeasyPrint drops them: their headings are in other files
    return write(document, laid.folder / "cover.pdf"), links


def _footers(front: Any, laid: Laid, before: int):
    """PDF files of blank pages with the body pages' footers, a batch each."""
    from journal.projections.render import _page
    from journal.projections.render_env import messages

    t = messages(front.lang, front.ruleset)
    total = before + laid.pages
    for start in range(0, laid.pages, FOOTER_BATCH):
        stop = min(start + FOOTER_BATCH, laid.pages)
        folios = "".join(
            '<div class="folio" data-folio="{}"></div>'.format(
                html.escape(t["page_x_of_y"].format(page=before + n + 1, pages=total))
            )
            for n in range(start, stop)
        )
        page = _page(front, t, folios, None, label="none")
        page = page.replace("</style>", FOOTERS + "</style>", 1)
        yield write(lay_out(page), laid.folder / f"footers-{start}.pdf")

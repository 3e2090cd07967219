"""The last steps of a PDF laid out in chunks (projections.pdf_chunks): the cover
and its table of contents, the footers, and the pieces joined.

The cover is laid out with each entry's page written in (the body's headings
were placed as the chunks were laid out); its links, which WeasyPrint drops
(their headings are in other files), are put back as link annotations. The
footers are laid out as blank pages that carry only "Page 12 of 817", a batch
at a time, and drawn onto the body's pages. Each chunk brings its outline.
The pieces are written out page by page as they are read
(journal.projections.pdf_stream), so that the join's memory does not grow with
the book.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any, BinaryIO

from journal.projections.pdf_layout import Laid
from journal.projections.render import lay_out, write

FOOTER_BATCH = 200  # footer pages laid out at once
COVER_ENTRIES = 250  # the contents' entries laid out at once (7 pages or so)
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
    """Lay out the cover and the footers, join every piece into `target`, each
    page written as it is read (journal.projections.pdf_stream): what is held
    is each object's offset, each heading's outline entry and destination."""
    from pypdf import PdfReader

    from journal.projections.pdf_stream import Out, Source

    paths, links = _cover(front, laid)
    out = Out(target, len(links) + laid.pages)
    number, names, about = 0, {}, ({}, None)
    for path in paths:  # the cover's pieces
        cover = PdfReader(path)
        count = len(cover.pages)
        found = links[number : number + count]
        source = Source(cover, out, number)
        _pour_cover(out, source, found, laid.anchors, number, len(links))
        names.update(_named(cover, number))
        about = about if number else _about(cover)
        number += count
    marks: list = []  # the outline: (title, page, left, top, children)
    folios = _folios(front, laid, len(links), out)
    for chunk in laid.files:
        reader = PdfReader(chunk)
        source = Source(reader, out, number)
        shared: dict = {}  # the chunk's pages' resources: {its number: (ours, copy)}
        for page in reader.pages:
            _stamp(out, source, page, *next(folios), number, shared)
            number += 1
        for at, resources in shared.values():  # every page's footer named
            out.put(at, resources)
        source.flush()
        marks += _outline(reader, number - len(reader.pages))
        names.update(_named(reader, number - len(reader.pages)))
    _close(out, marks, names, about)


def _pour_cover(
    out: Any, cover: Any, links: list, anchors: dict, first: int, before: int
) -> None:
    """A piece of the cover, its pages from `first` (of `before` cover pages),
    with the contents' entries as links to their headings
    (as WeasyPrint links them in a document laid out in one pass: at the
    heading's top left); WeasyPrint drops them, their headings being elsewhere."""
    from pypdf.generic import ArrayObject, NameObject

    from journal.projections.pdf_stream import FIRST_PAGE, PAGES, ref

    pages = zip(cover.reader.pages, links, strict=True)
    for number, (page, found) in enumerate(pages, start=first):
        copied = cover.copy(page, skip=("/Parent", "/Annots"))
        copied[NameObject("/Parent")] = ref(PAGES)
        annotations = ArrayObject(
            cover.copy(page["/Annots"]) if "/Annots" in page else ()
        )
        height = float(page.mediabox.height)
        for anchor, (x1, y1, x2, y2) in found:
            at, left, top = anchors[anchor]
            rect = (x1 * PX, height - y1 * PX, x2 * PX, height - y2 * PX)
            link = _link(out, rect, before + at, left * PX, height - top * PX)
            link[NameObject("/P")] = ref(FIRST_PAGE + number)
            made = out.number()
            out.put(made, link)
            annotations.append(ref(made))
        if annotations:
            copied[NameObject("/Annots")] = annotations
        out.put(FIRST_PAGE + number, copied)
        cover.flush()


def _link(out: Any, rect: tuple, page: int, left: float, top: float) -> Any:
    """A link annotation to `page` at (left, top)."""
    from pypdf.generic import ArrayObject, DictionaryObject, FloatObject, NameObject

    return DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Annot"),
            NameObject("/Subtype"): NameObject("/Link"),
            NameObject("/Rect"): ArrayObject(FloatObject(v) for v in rect),
            NameObject("/Border"): ArrayObject([FloatObject(0)] * 3),
            NameObject("/Dest"): _destination(out, page, left, top),
        }
    )


def _destination(out: Any, page: int, left: float, top: float) -> Any:
    from pypdf.generic import ArrayObject, FloatObject, NameObject, NumberObject

    return ArrayObject(
        [
            out.page(page),
            NameObject("/XYZ"),
            FloatObject(left),
            FloatObject(top),
            NumberObject(0),
        ]
    )


def _stamp(
    out: Any, source: Any, page: Any, folio: Any, folios: Any, n: int, shared: dict
) -> None:
    """Write the body's page `n` with the page `folio` (a blank page with a
    footer) drawn over it, as a form XObject: the page's own drawing is
    untouched, only wrapped in q … Q. Resources the chunk's pages share stay
    one object (in `shared`, written once the chunk's pages are)."""
    from pypdf.generic import DecodedStreamObject, NameObject

    from journal.projections.pdf_stream import FIRST_PAGE, PAGES, ref

    form = folios.copy(folio["/Contents"].get_object())
    form[NameObject("/Type")] = NameObject("/XObject")
    form[NameObject("/Subtype")] = NameObject("/Form")
    form[NameObject("/BBox")] = folios.copy(folio.mediabox)
    form[NameObject("/Resources")] = folios.copy(folio.raw_get("/Resources"))
    name = f"/Folio{n + 1}"
    number = out.number()
    out.put(number, form)
    copied = source.copy(page, skip=("/Parent", "/Contents", "/Resources"))
    reference, resources = _resources(source, page, shared)
    resources[NameObject("/XObject")][NameObject(name)] = ref(number)
    copied[NameObject("/Resources")] = resources if reference is None else reference
    contents = page["/Contents"].get_object()
    drawn = b"\n".join(
        part.get_object().get_data()
        for part in (contents if isinstance(contents, list) else [contents])
    )
    content = DecodedStreamObject()
    content.set_data(b"q\n" + drawn + f"\nQ\nq {name} Do Q\n".encode())
    number = out.number()
    out.put(number, content.flate_encode())
    copied[NameObject("/Contents")] = ref(number)
    copied[NameObject("/Parent")] = ref(PAGES)
    out.put(FIRST_PAGE + n, copied)
    source.flush()
    folios.flush()


def _resources(source: Any, page: Any, shared: dict) -> tuple[Any, Any]:
    """The page's resources in the output, each with an /XObject of its own:
    (a reference to the copy the chunk's pages share, that copy), or (None, the
    page's own copy) when they are not an object of their own."""
    from pypdf.generic import DictionaryObject, IndirectObject, NameObject

    from journal.projections.pdf_stream import ref

    raw = page.raw_get("/Resources")
    if isinstance(raw, IndirectObject) and raw.idnum in shared:
        number, copy = shared[raw.idnum]
        return ref(number), copy
    found = page["/Resources"]
    copy = source.copy(found, skip=("/XObject",))
    xobjects = DictionaryObject()
    if "/XObject" in found:
        xobjects = source.copy(found["/XObject"])
    copy[NameObject("/XObject")] = xobjects
    if not isinstance(raw, IndirectObject) or raw.idnum in source.ids:
        return None, copy  # direct, or already written: the page's own
    number = source.out.number()
    source.ids[raw.idnum] = number  # what else names them names the shared copy
    shared[raw.idnum] = (number, copy)
    return ref(number), copy


def _folios(front: Any, laid: Laid, before: int, out: Any):
    """Each body page's footer: (a page of the footers' PDFs, its Source)."""
    from pypdf import PdfReader

    from journal.projections.pdf_stream import Source

    for path in _footers(front, laid, before):
        reader = PdfReader(path)
        source = Source(reader, out)
        for folio in reader.pages:
            yield folio, source


def _outline(reader: Any, first: int) -> list:
    """A piece's outline: (title, page, left, top, children) each entry, its
    page counted in the book (the piece's first page is `first`)."""

    def walk(items: list) -> list:
        entries: list = []
        for item in items:
            if isinstance(item, list):  # the children of the entry before
                entries[-1][-1].extend(walk(item))
            else:
                page = first + reader.get_destination_page_number(item)
                entries.append((str(item.title), page, item.left, item.top, []))
        return entries

    return walk(reader.outline)


def _named(reader: Any, first: int) -> dict:
    """A piece's named destinations: {name: (page, left, top)}, as _outline."""
    return {
        str(name): (first + reader.get_destination_page_number(at), at.left, at.top)
        for name, at in reader.named_destinations.items()
    }


def _about(cover: Any) -> tuple[dict, Any]:
    """The cover's info (title, creator, producer) and language."""
    info = cover.trailer["/Info"] if "/Info" in cover.trailer else {}
    return dict(info.items()), cover.trailer["/Root"].get("/Lang")


def _close(out: Any, marks: list, names: dict, about: tuple) -> None:
    """The outline, the named destinations, the pages' tree, the catalogue and
    the info (the cover's title, creator, producer, language), then the xref."""
    from pypdf.generic import (
        ArrayObject,
        DictionaryObject,
        NameObject,
        NumberObject,
        create_string_object,
    )

    from journal.projections.pdf_stream import CATALOG, INFO, OUTLINES, PAGES, ref

    def name(text: str) -> Any:
        return NameObject(text)

    def entries(items: list, parent: int) -> tuple[int, int, int]:
        numbers = [out.number() for _ in items]
        shown = 0
        for at, (title, page, left, top, children) in enumerate(items):
            entry = DictionaryObject(
                {
                    name("/Title"): create_string_object(title),
                    name("/Parent"): ref(parent),
                    name("/Dest"): _destination(out, page, left, top),
                }
            )
            if at:
                entry[name("/Prev")] = ref(numbers[at - 1])
            if at + 1 < len(items):
                entry[name("/Next")] = ref(numbers[at + 1])
            below = 0
            if children:
                first, last, below = entries(children, numbers[at])
                entry[name("/First")], entry[name("/Last")] = ref(first), ref(last)
            entry[name("/Count")] = NumberObject(below)  # every entry open
            out.put(numbers[at], entry)
            shown += 1 + below
        return numbers[0], numbers[-1], shown

    outline = DictionaryObject({name("/Type"): name("/Outlines")})
    if marks:
        first, last, shown = entries(marks, OUTLINES)
        outline[name("/First")], outline[name("/Last")] = ref(first), ref(last)
        outline[name("/Count")] = NumberObject(shown)
    out.put(OUTLINES, outline)
    kids = ArrayObject(out.page(n) for n in range(out.pages))
    out.put(
        PAGES,
        DictionaryObject(
            {
                name("/Type"): name("/Pages"),
                name("/Kids"): kids,
                name("/Count"): NumberObject(out.pages),
            }
        ),
    )
    dests = ArrayObject()
    for key in sorted(names):
        dests += [create_string_object(key), _destination(out, *names[key])]
    catalog = DictionaryObject(
        {
            name("/Type"): name("/Catalog"),
            name("/Pages"): ref(PAGES),
            name("/Outlines"): ref(OUTLINES),
            name("/Names"): DictionaryObject(
                {name("/Dests"): DictionaryObject({name("/Names"): dests})}
            ),
        }
    )
    info, lang = about
    if lang is not None:
        catalog[name("/Lang")] = lang
    out.put(CATALOG, catalog)
    out.put(INFO, DictionaryObject({name(k): v for k, v in info.items()}))
    out.close()


def _cover(front: Any, laid: Laid) -> tuple[list[Path], list]:
    """The cover and contents, laid out until its own length settles the
    numbers it prints; its files and its pages' links. The contents grow with
    the book (about 3.5 MB a page laid out): they are laid out COVER_ENTRIES
    entries at a time, each piece but the first going on on a new page."""
    from journal.projections.render import _page
    from journal.projections.render_env import messages

    t = messages(front.lang, front.ruleset)
    toc = laid.toc
    pieces = range(0, max(len(toc), 1), COVER_ENTRIES)
    pages, paths, links = len(pieces), [], []
    for _ignored in range(4):
        paths, links = [], []
        for at in pieces:
            entries = [
                entry._replace(page=pages + entry.page + 1)
                for entry in toc[at : at + COVER_ENTRIES]
            ]
            more = at + COVER_ENTRIES < len(toc)
            html = _page(front, t, None, entries, contents=(at > 0, more))
            document = lay_out(html)
            links += [
                [
                    (anchor, rect)
                    for kind, anchor, rect, _box in page.links
                    if kind == "internal"
                ]
                for page in document.pages
            ]  # WeasyPrint drops them (their headings are in other files); not
            # their boxes: they would hold the whole layout
            paths.append(write(document, laid.folder / f"cover-{at}.pdf"))
            document = None  # not two pieces laid out at once
        if len(links) == pages:
            break
        pages = len(links)
    return paths, links


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

"""A PDF written object by object as it is read, for the join of a long book
(journal.projections.pdf_join): its memory does not grow with the book.

pypdf's `PdfWriter` holds every object it will write until `write` (7.1 has no
streaming writer: its incremental mode appends to one whole document it has
loaded). Here each piece's objects are copied out as they are read, their
numbers renumbered: what is kept is each object's offset (for the xref table);
the pages' object numbers are assigned in advance (FIRST_PAGE + the page's
index), so that the cover's links can name a body page not written yet. pypdf reads the
pieces and its objects serialize themselves (`write_to_stream`); what is
written by hand here is only the numbering, the xref table and the trailer.
"""

from __future__ import annotations

import io
from array import array
from collections import deque
from typing import Any, BinaryIO

from pypdf.generic import (
    ArrayObject,
    DictionaryObject,
    IndirectObject,
    NameObject,
    StreamObject,
)

CATALOG, PAGES, INFO, OUTLINES = 1, 2, 3, 4
FIRST_PAGE = 5  # the pages' numbers follow; every other object's, theirs


def ref(number: int) -> IndirectObject:
    return IndirectObject(number, 0, None)


class Out:
    """The PDF being written into `target`, of `pages` pages."""

    def __init__(self, target: BinaryIO, pages: int) -> None:
        self.target = target
        self.pages = pages
        self.next = FIRST_PAGE + pages
        self.at = 0
        self.offsets = array("q", bytes(8 * self.next))  # [0] is the free entry
        self._write(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")

    def page(self, index: int) -> IndirectObject:
        return ref(FIRST_PAGE + index)

    def number(self) -> int:
        """A new object's number."""
        self.next += 1
        self.offsets.append(0)
        return self.next - 1

    def put(self, number: int, obj: Any) -> None:
        """Write object `number` (its references already renumbered)."""
        buffer = io.BytesIO()
        buffer.write(b"%d 0 obj\n" % number)
        obj.write_to_stream(buffer)
        buffer.write(b"\nendobj\n")
        self.offsets[number] = self.at
        self._write(buffer.getvalue())

    def close(self) -> None:
        """The xref table and the trailer (the catalogue, the pages' tree and
        the info must have been put)."""
        start = self.at
        lines = [b"xref\n0 %d\n0000000000 65535 f \n" % self.next]
        lines += [b"%010d 00000 n \n" % at for at in self.offsets[1:]]
        lines.append(
            b"trailer\n<<\n/Size %d\n/Root %d 0 R\n/Info %d 0 R\n>>\n"
            % (self.next, CATALOG, INFO)
        )
        lines.append(b"startxref\n%d\n%%%%EOF\n" % start)
        self._write(b"".join(lines))

    def _write(self, data: bytes) -> None:
        self.target.write(data)
        self.at += len(data)


class Source:
    """One piece's objects, copied into `out` as they are reached: `ids` maps
    the piece's object numbers to the output's, `waiting` holds those reached
    and not yet written."""

    def __init__(self, reader: Any, out: Out, first_page: int | None = None) -> None:
        self.reader = reader
        self.out = out
        self.ids: dict[int, int] = {}
        self.waiting: deque[int] = deque()
        if first_page is not None:  # its pages are the output's from first_page
            for n, page in enumerate(reader.pages):
                self.ids[page.indirect_reference.idnum] = FIRST_PAGE + first_page + n
            tree = reader.trailer["/Root"].raw_get("/Pages")
            if isinstance(tree, IndirectObject):
                self.ids[tree.idnum] = PAGES

    def copy(self, obj: Any, skip: tuple[str, ...] = ()) -> Any:
        """`obj` with its references renumbered (the objects they name will be
        written by `flush`); a dictionary's keys in `skip` left out."""
        if isinstance(obj, IndirectObject):
            return ref(self._number(obj.idnum))
        if isinstance(obj, StreamObject):
            copied = StreamObject()
            copied.set_data(obj._data)  # as read: still encoded
        elif isinstance(obj, DictionaryObject):
            copied = DictionaryObject()
        elif isinstance(obj, ArrayObject):
            return ArrayObject(self.copy(item) for item in obj)
        else:
            return obj
        for key, value in obj.items():
            if key not in skip:
                copied[NameObject(key)] = self.copy(value)
        return copied

    def flush(self) -> None:
        """Write every object reached and not yet written."""
        while self.waiting:
            idnum = self.waiting.popleft()
            self.out.put(self.ids[idnum], self.copy(self.reader.get_object(idnum)))

    def _number(self, idnum: int) -> int:
        if idnum not in self.ids:
            self.ids[idnum] = self.out.number()
            self.waiting.append(idnum)
        return self.ids[idnum]

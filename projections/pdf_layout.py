"""The pieces of a chunked PDF (projections.pdf_chunks, projections.pdf_join):
what the chunks leave for the cover and the footers, and WeasyPrint's layout
and writing, nothing fetched, its log quiet."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Laid:
    """What the chunks leave for the cover and the footers: where each chunk's
    PDF is, how many pages they hold, each heading's place (body page, x, y)."""

    folder: Path
    files: list[Path] = field(default_factory=list)
    pages: int = 0
    anchors: dict[str, tuple[int, float, float]] = field(default_factory=dict)
    toc: list = field(default_factory=list)  # TocEntry, page: its body page
    next_anchor: int = 1


def lay_out(html: str) -> Any:
    """WeasyPrint's laid-out Document of `html`, nothing fetched, its log quiet."""
    from projections.render import _fetcher, _quiet_weasyprint

    with _quiet_weasyprint():
        import weasyprint

        found = weasyprint.HTML(string=html, base_url=None, url_fetcher=_fetcher())
        return found.render()


def write(document: Any, path: Path) -> Path:
    """Write a laid-out Document as a PDF file (fonts stamped reproducibly)."""
    from projections.render import _fixed_font_timestamps, _quiet_weasyprint

    with _quiet_weasyprint(), _fixed_font_timestamps():
        document.write_pdf(path)
    return path

"""What the chunks of a PDF (journal.projections.pdf_chunks) leave for its cover and
footers (journal.projections.pdf_join)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


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


class LayoutStopped(Exception):
    """The process laying a chunk out died (journal.projections.pdf_worker); its
    message, translated, is the user's line."""

"""An adventure's or the whole campaign's chronicle read one session at a time
(journal.sessionbook), for a PDF rendered in chunks (journal.projections.pdf_chunks).

The whole stream is never held: the book's front (its cover, contents and the
story so far) comes from a first pass that keeps only each session's heading
(title, date, adventure, summary, players), and the sessions are read again,
one at a time, as the chunks are rendered. Each session costs what
`chronicle --session N` costs (a few milliseconds); the pages cost seconds.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from journal.projections.slices import Slice
from journal.sessionbook import PARTS, session_part


class BookParts:
    """An adventure's (scope "adventure", its number) or the whole campaign's
    (scope "all") sessions: `numbers`, the `front()` (the ChronicleBook with
    every part stripped of its scenes and sheets) and the `parts()`, one at a
    time."""

    def __init__(
        self, app: Any, name: str | None, scope: str, number: int | None, lang, now
    ) -> None:
        self.source = Slice(app, name)
        self.marks = self.source.view.marks(self.source.key, PARTS)
        self.numbers, self.title = _numbers(self.source, scope, number, lang)
        self.scope, self.lang, self.now = scope, lang, now

    def parts(self) -> Iterator:
        """The sessions, one at a time, as the book tells them (the sheets once,
        at its end: journal.projections.chronicle_routine.told_once)."""
        from journal.projections.chronicle_routine import told_once

        return told_once(
            (
                session_part(self.source, self.marks, n, self.lang, self.now)
                for n in self.numbers
            ),
            self.scope,
        )

    def front(self) -> Any:
        from journal.projections.chronicle_book import _book

        heads = [_heading(part) for part in self.parts()]
        return _book(heads, self.scope, self.title or heads[0].title, heads[0])


def _numbers(source: Slice, scope: str, number: int | None, lang: str):
    """The sessions told and the book's title, as journal.projections.chronicle_book
    finds them in the whole stream, from the adventure and session starts."""
    from journal.projections.chronicle_book import _adventure_sessions, _all_sessions
    from journal.projections.render_env import messages

    records = [source.record(event) for event in source.typed(*PARTS)]
    if scope == "adventure":
        return _adventure_sessions(records, number, lang)
    return _all_sessions(records), messages(lang)["book_all"]


def _heading(part: Any) -> Any:
    """A part without what only its own pages show."""
    return part._replace(scenes=(), characters=(), luck=(), sheets=(), charts=())

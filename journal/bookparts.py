"""An adventure's or the whole campaign's chronicle read one session at a time
(journal.sessionbook), for a PDF rendered in chunks (journal.projections.pdf_chunks).

The whole stream is never held: the book's front (its cover, contents and the
story so far) needs only each session's heading (title, date, adventure,
summary, players), read from the few events that say them (the adventure and
session starts and the summaries, by type); the sessions are then read one at a
time, as the chunks are rendered. Each session costs what `chronicle --session
N` costs (a few milliseconds); the pages cost seconds.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from typing import Any

from journal.projections.slices import Slice
from journal.sessionbook import PARTS, part_span, session_part


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
        self.starts = [self.source.record(e) for e in self.source.typed(*PARTS)]
        self.numbers, self.title = _numbers(self.starts, scope, number, lang)
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

        heads = self.headings()
        return _book(heads, self.scope, self.title or heads[0].title, heads[0])

    def headings(self) -> list:
        """Each session's part as the front reads it (journal.sessionbook's
        session_part without its scenes, sheets and the rest only its own pages
        show): its title, date and players from its start, the adventure begun
        last at its end, and the summary recorded last after its start, as the
        session's own reading finds it (journal.projections.story.outline)."""
        from journal.projections.chronicle import _adventure, adventure_starts
        from journal.projections.chronicle_model import ChronicleModel
        from journal.projections.phrases import phrase
        from journal.projections.story import outline

        source, lang = self.source, self.lang
        campaign = source.record(source.event_at(1))["name"]
        adventures = adventure_starts(self.starts)
        sessions = [r for r in self.starts if r["type"] == "SessionStarted"]
        at = [r["seq"] for r in sessions]  # in play order, as typed reads them
        summaries = [source.record(e) for e in source.typed("SessionSummarized")]
        told = outline(sorted([*sessions, *summaries], key=lambda r: r["seq"]))[0]
        summary = {session["number"]: session["summary"] for session in told}
        heads = []
        for number in self.numbers:
            first, last = part_span(self.marks, number, source.length)
            start = sessions[bisect_left(at, first)]  # its part holds its start
            heads.append(
                ChronicleModel(
                    lang=lang,
                    campaign=campaign,
                    ruleset=source.ruleset,
                    title=phrase(lang, "session_title").format(number=number),
                    session=number,
                    date=start["date"],
                    adventure=_adventure(adventures, last),
                    present=tuple(start["present"]),
                    scenes=(),
                    characters=(),
                    generated_at=self.now.isoformat(),
                    summary=summary.get(number),
                )
            )
        return heads


def _numbers(records: list[dict], scope: str, number: int | None, lang: str):
    """The sessions told and the book's title, as journal.projections.chronicle_book
    finds them in the whole stream, from the adventure and session starts."""
    from journal.projections.chronicle_book import _adventure_sessions, _all_sessions
    from journal.projections.render_env import messages

    if scope == "adventure":
        return _adventure_sessions(records, number, lang)
    return _all_sessions(records), messages(lang)["book_all"]

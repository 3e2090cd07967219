"""The offline search: one small script file that sets `JOURNAL_SEARCH` to a
list of [title, kind, url, words] (words folded: lowercase, no accents), read by
`templates/site/search.js`. A script rather than JSON, because a page opened from
a folder may run a script beside it but may not fetch a file.
"""

from __future__ import annotations

import html
import json
import re
import unicodedata

from journal.projections.render_escape import one_line
from journal.projections.site import links
from journal.projections.site.sessions import lines, summaries


def fold(text: str) -> str:
    """As search.js folds: lowercase, accents dropped (NFKD), one line."""
    decomposed = unicodedata.normalize("NFKD", one_line(text).lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def plain(markdown: str) -> str:
    """A cell escaped for Markdown (journal.projections.render_escape) as plain text."""
    return html.unescape(re.sub(r"\\(.)", r"\1", markdown))


class Index:
    def __init__(self, t: dict) -> None:
        self.t, self.rows = t, []

    def add(self, title: str, kind: str, url: str, *texts) -> None:
        words = fold(" ".join(str(text) for text in (title, *texts) if text))
        self.rows.append(
            [one_line(title)[:120], self.t[f"site_kind_{kind}"], url, words]
        )

    def script(self) -> bytes:
        data = json.dumps(self.rows, ensure_ascii=True, separators=(",", ":"))
        return f"window.JOURNAL_SEARCH = {data};\n".encode("ascii")


def build_index(
    t: dict, home, sessions: list, records: list, documents, names
) -> Index:
    """Everything a reader may look for: names, characters, sessions (their
    scenes, summaries and notes), and every row of the logs."""
    index = Index(t)
    for group in names.context["groups"]:
        for term in group["terms"]:
            index.add(term["term"], "name", f"{links.NAMES}#{term['anchor']}")
    for person in home.context["party"]:
        index.add(person["name"], "character", person["url"], person["player"])
    told = summaries(records)
    for session in sessions:
        number = session["number"]
        extra = [session["adventure"], session["date"], *session["scenes"]]
        index.add(
            session["title"],
            "session",
            links.session(number),
            *extra,
            *lines(told.get(number)),
        )
        _notes(index, session)
    for page in documents:
        for row in page.context["rows"]:
            if not row["void"]:
                cells = [plain(cell) for cell in row["cells"]]
                index.add(cells[0], "entry", f"{page.path}#{row['anchor']}", *cells[1:])
    return index


def _notes(index: Index, session: dict) -> None:
    """The notes of the session's events (voided ones left out)."""
    for record in session["span"]:
        note = record.get("note")
        if isinstance(note, str) and not record["void"] and lines(note):
            url = links.entry(session["number"], record["id"])
            index.add(
                lines(note)[0], "note", url, record.get("character"), *lines(note)[1:]
            )

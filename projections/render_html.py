"""The chronicle's Markdown as HTML: headings with ids (for the table of contents)
and the tracks' charts put in as inline SVG where the Markdown left a slot.

markdown-it-py (raw HTML off) is imported on first use.
"""

from __future__ import annotations

import secrets
from typing import NamedTuple

from projections.render_escape import Md


class TocEntry(NamedTuple):
    level: int  # 1: a session (or the document's title), 2: a scene or section
    text: str  # plain text, as the heading shows it (escape it in HTML)
    anchor: str  # the heading's id


def markdown_html(markdown: str, skip: set[str] = frozenset()) -> tuple[str, list]:
    """HTML of `markdown`, every h1/h2 given an id `h1`, `h2`, …; and the table of
    contents: those headings, but for the ones whose text is in `skip`."""
    from markdown_it import MarkdownIt

    parser = MarkdownIt("commonmark", {"html": False, "linkify": False})
    parser.enable("strikethrough").enable("table")
    tokens = parser.parse(markdown)
    toc: list[TocEntry] = []
    for index, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag in ("h1", "h2"):
            anchor = f"h{len(toc) + 1}"
            token.attrSet("id", anchor)
            text = _plain(tokens[index + 1])
            toc.append(TocEntry(int(token.tag[1]), text, anchor))
    html = parser.renderer.render(tokens, parser.options, {})
    return html, [entry for entry in toc if entry.text not in skip]


def _plain(inline) -> str:
    return "".join(
        child.content
        for child in inline.children or ()
        if child.type in ("text", "code_inline")
    )


class SvgSlots:
    """chart(line) in the Markdown leaves a slot (a paragraph no user text can
    make: it holds a random word); fill() puts each chart's <svg> in its slot."""

    def __init__(self, t: dict) -> None:
        self.t = t
        self.nonce = secrets.token_hex(8)
        self.svgs: list[str] = []

    def slot(self, line) -> Md:
        from projections.charts import track_svg

        title = f"{chart_title(line, self.t)}: {line.name}"
        self.svgs.append(track_svg(line.values, title, line.top))
        return Md(f"chart{self.nonce}n{len(self.svgs) - 1}")

    def fill(self, html: str) -> str:
        for number, svg in enumerate(self.svgs):
            slot = f"<p>chart{self.nonce}n{number}</p>"
            html = html.replace(slot, f'<figure class="chart">{svg}</figure>')
        return html


def chart_title(line, t: dict) -> str:
    """'Riserva over the session' (a ruleset's own title wins, if it has one)."""
    return t.get(f"chart_title_{line.label}") or t["chart_title"].format(
        track=line.label
    )

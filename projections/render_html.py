"""The chronicle's Markdown as HTML: headings with ids (for the table of contents)
and the tracks' charts put in as inline SVG where the Markdown left a slot.

markdown-it-py (raw HTML off) is imported on first use.
"""

from __future__ import annotations

import os
from typing import NamedTuple

from journal.projections.render_escape import Md


class TocEntry(NamedTuple):
    level: int  # 1: a session (or the document's title), 2: a scene or section
    text: str  # plain text, as the heading shows it (escape it in HTML)
    anchor: str  # the heading's id
    page: int | None = None  # its page, when a PDF in chunks numbers it itself


def markdown_html(
    markdown: str, skip: set[str] = frozenset(), first: int = 1, story: str = ""
) -> tuple[str, list]:
    """HTML of `markdown`, every h1/h2 given an id `h1`, `h2`, … (from `h{first}`:
    a chunk of a longer document goes on from the one before); and the table of
    contents: those headings, but for the ones whose text is in `skip`. The h1
    after the one titled `story` (the story so far) is marked `after-story`:
    it goes on on the same page (every other h1 starts one)."""
    from markdown_it import MarkdownIt

    parser = MarkdownIt("commonmark", {"html": False, "linkify": False})
    parser.enable("strikethrough").enable("table")
    tokens = parser.parse(markdown)
    toc: list[TocEntry] = []
    told = False  # the story so far was the last h1
    for index, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag in ("h1", "h2"):
            anchor = f"h{first + len(toc)}"
            token.attrSet("id", anchor)
            text = _plain(tokens[index + 1])
            toc.append(TocEntry(int(token.tag[1]), text, anchor))
            if token.tag == "h1":
                if told:
                    token.attrSet("class", "after-story")
                told = bool(story) and text == story
    tokens = _sheet_sections(tokens)
    html = parser.renderer.render(tokens, parser.options, {})
    return html, [entry for entry in toc if entry.text not in skip]


def _sheet_sections(tokens: list) -> list:
    """Each h3 (a character's sheet) and what follows it, up to the next
    heading, inside <section class="sheet">, which print never splits. The
    markup is the journal's own: raw HTML typed by users stays off."""
    from markdown_it.token import Token

    def mark(html: str) -> Token:
        token = Token("html_block", "", 0)
        token.content = html
        return token

    found, inside = [], False
    for token in tokens:
        if token.type == "heading_open" and token.tag in ("h1", "h2", "h3"):
            if inside:
                found.append(mark("</section>\n"))
            inside = token.tag == "h3"
            if inside:
                found.append(mark('<section class="sheet">\n'))
        found.append(token)
    if inside:
        found.append(mark("</section>\n"))
    return found


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
        self.nonce = os.urandom(8).hex()  # secrets.token_hex, without its imports
        self.svgs: list[str] = []

    def slot(self, line) -> Md:
        from journal.projections.charts import track_svg

        title = f"{chart_title(line, self.t)}: {line.name}"
        axes = (self.t["chart_scenes"], line.label)
        self.svgs.append(track_svg(line.values, title, line.top, line.scenes, axes))
        return Md(f"chart{self.nonce}n{len(self.svgs) - 1}")

    def fill(self, html: str) -> str:
        for number, svg in enumerate(self.svgs):
            slot = f"<p>chart{self.nonce}n{number}</p>"
            html = html.replace(slot, f'<figure class="chart">{svg}</figure>')
        return html


def chart_title(line, t: dict) -> str:
    """'Riserva over the session' (a ruleset's own title wins, if it has one);
    over a book's sessions, 'Riserva over the chronicle'."""
    if getattr(line, "span", "session") == "book":
        return t["chart_title_book"].format(track=line.label)
    return t.get(f"chart_title_{line.label}") or t["chart_title"].format(
        track=line.label
    )

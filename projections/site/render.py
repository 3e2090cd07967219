"""The site's pages from their contexts: Jinja2 with autoescape on for the
pages (every user string printed is escaped, and made one line as in the
chronicles); sheets and log cells through the chronicle's own Markdown pipeline
(`markdown_env`, markdown-it with raw HTML off), so they are escaped as there.

Imported only by `journal site`: Jinja2 and markdown-it load here.
"""

from __future__ import annotations

import re
from typing import Any

from markupsafe import Markup  # Jinja2's own: this module renders with it

from journal.projections.render_env import markdown_env, templates_dir, tenths
from journal.projections.render_escape import one_line
from journal.projections.render_html import markdown_html
from journal.projections.site import charts, links

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "font-src 'self'; form-action 'self'; base-uri 'none'"
)
_ALIGN = re.compile(r' style="text-align:(left|center|right)"')
_ODD = re.compile(  # what one_line changes
    r"[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
    r"|[^\S ]|  |^ | $"
)


def site_templates():
    return templates_dir() / "site"


class Renderer:
    def __init__(self, ruleset: str, lang: str, t: dict, site: dict) -> None:
        from jinja2 import Environment, StrictUndefined
        from markdown_it import MarkdownIt

        from journal.projections.render_cache import bytecode_cache
        from journal.projections.render_jinja import TemplateFolders

        self.env = Environment(  # its templates' code kept, as the chronicles'
            loader=TemplateFolders([site_templates()], bytecode_cache("site")),
            autoescape=True,
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            finalize=_inert,
        )
        self.env.globals.update(
            t=t,
            lang=lang,
            site=site,
            csp=CSP,
            sheet_html=self.sheet,
            chart=self.chart,
            md_inline=self.md_inline,
            home=links.HOME,
            names=links.NAMES,
            search=links.SEARCH,
            index_script=links.INDEX_SCRIPT,
        )
        self.env.filters["tenths"] = tenths
        self.t, self.ruleset = t, ruleset
        self.sheets = markdown_env(ruleset).get_template("site/sheet_page.md.j2")
        self.inline = MarkdownIt("commonmark", {"html": False, "linkify": False})
        self.inline.enable("strikethrough")

    def page(self, path: str, template: str, context: dict) -> bytes:
        found = self.env.get_template(template)
        return found.render(context, root=links.root_of(path), path=path).encode(
            "utf-8"
        )

    def sheet(self, data: dict):
        """A sheet as the chronicle prints it (the ruleset's sheet.md.j2)."""
        from markupsafe import Markup

        text = self.sheets.render(c=data, t=self.t, p={"charts": ()}, chart=_no_chart)
        body, _ignored = markdown_html(text)
        return Markup(tables(body))

    def md_inline(self, text: str):
        """A cell already escaped for Markdown (projections.logdocs), as HTML."""
        from markupsafe import Markup

        return Markup(self.inline.renderInline(str(text)))

    def chart(self, spec: dict, number: int):
        from markupsafe import Markup

        return Markup(charts.svg(spec, f"chart{int(number)}"))


def tables(html: str) -> str:
    """Tables scroll inside their own box on a phone; alignment by class (the
    Content-Security-Policy forbids style attributes)."""
    html = _ALIGN.sub(r' class="align-\1"', html)
    html = html.replace("<table>", '<div class="table-wrap" tabindex="0"><table>')
    return html.replace("</table>", "</table></div>")


def _no_chart(line: Any) -> str:
    return ""


def _inert(value: Any) -> Any:
    """Every plain string printed in a page is one line (control characters and
    line breaks dropped, as in the chronicles); autoescape does the rest. Called
    for every value a page prints (about 140,000 in a 10,000-event site)."""
    if isinstance(value, str) and not isinstance(value, Markup) and _ODD.search(value):
        return one_line(value)
    return value

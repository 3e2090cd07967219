"""`journal site`: the whole campaign as a folder of static pages.

One read of the stream, one fold for the site's own facts, the chronicle's view
model for the sessions; then every page's context, its hash, and only the pages
whose hash changed are rendered and written (see journal.projections.site.write).
"""

from __future__ import annotations

import gc
from pathlib import Path

from journal.projections.render_env import templates_dir
from journal.projections.site import links
from journal.projections.site.facts import gather
from journal.projections.site.strings import inputs_digest, strings
from journal.projections.site.write import Output, Report, digest

ASSETS = {  # in the site -> in templates/
    "assets/chronicle.css": "chronicle.css",
    "assets/site.css": "site/site.css",
    "assets/search.js": "site/search.js",
    "assets/asof.js": "site/asof.js",
    "assets/icon.svg": "site/icon.svg",
}


def build_site(history: list, out: Path, lang: str) -> Report:
    """Write (or bring up to date) the site of the campaign whose events are
    `history` into `out`."""
    gc.enable()  # a page's render makes cycles; a site has thousands (journal.cli.main)
    output = Output(out)
    inputs = inputs_digest(history[0].ruleset, lang)
    stamp = digest(len(history), history[-1].event_id, inputs)
    if output.up_to_date(stamp):  # not one event more, not a line of code changed
        return output.finish(stamp)
    pages, index = site_pages(history, lang)
    renderer = _renderer(history, lang, pages[0])
    for page in pages:
        source = page.context if page.source is None else page.source
        key = digest(inputs, page.template, source)
        if not output.fresh(page.path, key):
            context = page.context() if callable(page.context) else page.context
            output.put(page.path, key, renderer.page(page.path, page.template, context))
    for path, source in ASSETS.items():
        data = (templates_dir() / source).read_bytes()
        output.put(path, digest(data.hex()), data)
    script = index.script()
    output.put(links.INDEX_SCRIPT, digest(script.hex()), script)
    return output.finish(stamp)


def site_pages(history: list, lang: str):
    """Every page (path, template, context) and the search index."""
    from journal.projections.site.pages_characters import (
        character_pages,
        opponent_pages,
        opponents,
    )
    from journal.projections.site.pages_home import home_page
    from journal.projections.site.pages_logs import document_pages, listed, logbook
    from journal.projections.site.pages_names import collect
    from journal.projections.site.pages_sessions import Page, session_pages
    from journal.projections.site.search import build_index
    from journal.projections.site.sessions import sessions_of

    facts = gather(history, lang)
    t = strings(lang, facts.ruleset)
    people = links.Characters({**facts.state.characters, **opponents(facts)})
    sessions = sessions_of(facts.records, lang)
    titles = {session["number"]: session["title"] for session in sessions}
    log_items = logbook(history, facts)
    documents = document_pages(history, facts, t, lang, log_items)
    home = home_page(sessions, facts, people, lang, listed(facts, t))
    names = collect(facts, people, log_items, t).page(t)
    search = Page(links.SEARCH, "search.html.j2", {"title": t["site_search"]})
    pages = [home, *session_pages(sessions, facts, people, lang)]
    pages += character_pages(facts, people, titles, t, lang)
    pages += opponent_pages(facts, people, lang)
    pages += [*documents, names, search]
    index = build_index(t, home, sessions, facts.records, documents, names)
    return pages, index


def _renderer(history: list, lang: str, home):
    """The renderer, with what every page shows around its own content."""
    from journal.projections.site.render import Renderer

    ruleset = history[0].ruleset
    t = strings(lang, ruleset)
    site = {"campaign": home.context["title"], "documents": home.context["documents"]}
    return Renderer(ruleset, lang, t, site)

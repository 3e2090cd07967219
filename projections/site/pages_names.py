"""The index of names: characters, players, others named in play (the names an
event concerns that are no character: NPCs), scene titles (places) and the
event log's keywords, each linking to the pages and sessions where it appears.
"""

from __future__ import annotations

from functools import cache

from journal.domain.text import fold_key
from journal.projections.render_escape import one_line
from journal.projections.sheet import view
from journal.projections.site import links
from journal.projections.site.pages_sessions import Page

GROUPS = ("characters", "players", "npcs", "places", "keywords")


class Names:
    """Terms by group, each with the pages and sessions it appears in."""

    def __init__(self) -> None:
        self.groups: dict[str, dict[str, dict]] = {group: {} for group in GROUPS}

    def add(self, group: str, term, page=None, session=None) -> None:
        term, key = _clean(term)
        if not term:
            return
        found = self.groups[group].setdefault(
            key,
            {
                "term": term,
                "anchor": links.anchor("n", f"{group} {term}"),
                "pages": {},
                "sessions": {},
            },
        )
        if page is not None:
            found["pages"].setdefault(page[1], one_line(page[0])[:60])
        if isinstance(session, int):
            found["sessions"].setdefault(session, links.session(session))

    def page(self, t: dict) -> Page:
        groups = [
            {"title": t[f"site_names_{group}"], "group": group, "terms": _terms(terms)}
            for group, terms in self.groups.items()
            if terms
        ]
        return Page(
            links.NAMES, "names.html.j2", {"title": t["site_names"], "groups": groups}
        )


@cache
def _clean(term) -> tuple[str, str]:
    """A name as one inert line, and the key it is found by (case, accents)."""
    text = one_line(term)
    return text, fold_key(text)


def _terms(terms: dict) -> list[dict]:
    return [
        {
            "term": found["term"],
            "anchor": found["anchor"],
            "pages": [[label, url] for url, label in found["pages"].items()],
            "sessions": sorted([n, url] for n, url in found["sessions"].items()),
        }
        for _ignored, found in sorted(terms.items())
    ]


def collect(facts, people, log_items: list[dict], t: dict) -> Names:
    names = Names()
    sheets = facts.state.characters
    for char_id, sheet in sheets.items():
        names.add("characters", sheet.name, (t["site_sheet"], people.page(char_id)))
    for player in facts.state.players:
        names.add("players", player)
    concerns = view(facts.ruleset, "concerns", lambda record: [])
    for record in facts.records:
        if not record["void"]:
            _record(names, record, people, concerns(record))
    for item in log_items:
        if not item.get("void"):
            _keywords(names, item)
    return names


def _record(names: Names, record: dict, people, others: list) -> None:
    session = record["session"]
    if record.get("character_id") in people.slugs:
        names.add("characters", record["character"], session=session)
    for name in others:
        group = "characters" if name in people.by_name else "npcs"
        names.add(group, name, session=session)
    if record["type"] == "SessionStarted":
        for player in record["present"]:
            names.add("players", player, session=record["number"])
    if record["type"] == "SceneStarted" and record.get("title"):
        url = f"{links.session(session)}#scene-{int(record['number'])}"
        names.add("places", record["title"], (record["title"], url), session)


def _keywords(names: Names, item: dict) -> None:
    url = f"{links.document('eventlog')}#d-{links.slug(item['id'])}"
    for keyword in item["keywords"]:
        names.add("keywords", keyword, (item["event"], url), item["session"])

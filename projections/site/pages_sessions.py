"""One page per session, linked previous/next: the chronicle's entries (rolls
with their dice, voided events struck with their reason, notes), the characters
as it ended (linked to their sheet as of then) and the luck table.

A session page's hash covers its source (its records, the reasons of its voids,
the characters as it ended, its neighbours, the links): the entries are built
only when that changed.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import NamedTuple

from journal.projections.site import links
from journal.projections.site.sessions import (
    lines,
    luck,
    summaries,
    told,
    voided_reasons,
)


class Page(NamedTuple):
    path: str  # relative to the site's root
    template: str  # in templates/site/
    context: dict | Callable[[], dict]  # what the page shows (plain data)
    source: object = None  # what its hash covers, when not its context itself


def session_pages(sessions: list, facts, people, lang: str) -> list[Page]:
    reasons = voided_reasons(facts.records)
    told_summaries = summaries(facts.records)
    pages = []
    for index, session in enumerate(sessions):
        number = session["number"]
        before = sessions[index - 1] if index else None
        after = sessions[index + 1] if index + 1 < len(sessions) else None
        frame = {
            "title": session["title"],
            "prev": _neighbour(before),
            "next": _neighbour(after),
            "who": [
                _who(char_id, then, number, people)
                for char_id, then in facts.sheets_at[number].items()
            ],
            "summary": lines(told_summaries.get(number)),
        }
        voids = {r["id"]: reasons.get(r["id"]) for r in session["span"] if r["void"]}
        source = [frame, session, voids, people.slugs]
        build = partial(_context, frame, session, facts, people, lang)
        pages.append(Page(links.session(number), "session.html.j2", build, source))
    return pages


def _neighbour(session) -> dict | None:
    if session is None:
        return None
    return {"title": session["title"], "url": links.session(session["number"])}


def _who(char_id: str, then, number: int, people) -> dict:
    return {
        "name": then.data["name"],
        "player": then.data["player"],
        "status": then.data["status"],
        "columns": then.columns,
        "url": people.at(char_id, number) if char_id in people.slugs else None,
    }


def _context(frame: dict, session: dict, facts, people, lang: str) -> dict:
    scenes = told(session, facts.reading(lang))
    names = [who["name"] for who in frame["who"]]
    lucky = luck(session, names, facts.ruleset)
    return {
        **frame,
        "session": {
            "number": session["number"],
            "date": session["date"],
            "adventure": session["adventure"],
            "present": session["present"],
            "scenes": [_scene(scene, people) for scene in scenes],
            "luck": [_luck(line) for line in lucky],
        },
    }


def _scene(scene, people) -> dict:
    anchor = f"scene-{scene.number}" if scene.kind == "scene" else scene.kind
    if scene.kind == "between":
        anchor = f"after-scene-{scene.follows}"
    return {
        "number": scene.number,
        "kind": scene.kind,
        "follows": scene.follows,
        "anchor": anchor,
        "title": scene.title,
        "description": scene.description,
        "master": scene.master,
        "entries": [_entry(entry, people) for entry in scene.entries],
    }


def _entry(entry, people) -> dict:
    return {
        "anchor": f"e-{links.slug(entry.id)}",
        "kind": entry.kind,
        "text": entry.text,
        "actor": entry.actor,
        "actor_url": people.named(entry.actor),
        "note": lines(entry.note),
        "roll": _roll(entry.roll) if entry.roll else None,
        "void": entry.void,
        "void_reason": entry.void_reason,
    }


def _roll(roll) -> dict:
    """The roll as plain data (dataclasses.asdict, at a tenth of its cost)."""
    faces = [
        {
            "value": f.value,
            "counted": f.counted,
            "dropped": f.dropped,
            "exploded": f.exploded,
        }
        for f in roll.faces
    ]
    keys = (
        "count",
        "result",
        "outcome",
        "breakdown",
        "details",
        "source",
        "exceptional",
    )
    return {"faces": faces, **{key: getattr(roll, key) for key in keys}}


def _luck(line) -> dict:
    keys = ("name", "rolls", "expected", "actual")
    return {**{key: getattr(line, key) for key in keys}, "difference": line.difference}

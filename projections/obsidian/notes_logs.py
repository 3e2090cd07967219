"""A note per entry of the event log (Log degli eventi) and of the ruleset's own
documents (Dàimon 2090's technology log: one note per technology), and the
campaign's index note.

An entry's note: the event, its details, its later notes, its keywords (also
the note's `tags`), what it replaced or was replaced by, the session and scene
it was recorded in. A document's entry shows the document's columns (the
technology's description, bonus, limit, who brought it in). A voided entry
has no note: its note goes.

The index: the ruleset, the sessions' span, the story so far (each session's
summary, by adventure), then a link to every note.
"""

from __future__ import annotations

import re

from journal.domain.rulesets import ruleset as find_ruleset
from journal.projections.obsidian import keys
from journal.projections.obsidian.links import Note
from journal.projections.obsidian.names import Subject
from journal.projections.obsidian.notes_people import (
    character_subjects,
    npc_subjects,
    player_subjects,
)
from journal.projections.obsidian.notes_play import scene_subjects
from journal.projections.obsidian.props import Day
from journal.projections.obsidian.text import (
    from_markdown,
    inert,
    inert_lines,
    prop_text,
)
from journal.projections.render_env import human_date
from journal.projections.sheet import status_word

_TAG_OUT = re.compile(r"[^\w/-]+")


def entry_subjects(camp) -> list[tuple[Subject, str, dict]]:
    """(subject, document name, item) of every entry of every document."""
    t, found = camp.t, []
    fallback = t["ob_fallback_entry"]
    folder = t["eventlog_title"]
    for number, item in enumerate(camp.log, start=1):
        key = keys.document("eventlog", item["id"])
        name = item.get("event") or ""
        found.append(
            (
                Subject(key, folder, name, fallback.format(number=number)),
                "eventlog",
                item,
            )
        )
    for document, (title, items, _ignored, _ignored) in camp.documents.items():
        for number, item in enumerate(items, start=1):
            key = keys.document(document, str(item.get("id")))
            name = str(item.get("name") or item.get("event") or "")
            found.append(
                (
                    Subject(key, title, name, fallback.format(number=number)),
                    document,
                    item,
                )
            )
    return found


def entry_notes(camp) -> list[Note]:
    notes = []
    for subject, document, item in entry_subjects(camp):

        def make(links, document=document, item=item, subject=subject):
            if document == "eventlog":
                return _log_entry(camp, links, item, subject.name)
            return _document_entry(camp, links, document, item, subject.name)

        notes.append(Note(subject, make))
    return notes


def _where(camp, links, item: dict, title: str) -> tuple[str, dict]:
    """The line under an entry's heading, and its place as properties."""
    session, scene = item.get("session"), item.get("scene")
    parts = [links.to(keys.CAMPAIGN, camp.name), inert(title)]
    if isinstance(session, int):
        parts.append(links.to(keys.session(session)))
    if isinstance(scene, int) and keys.scene(scene) in links:
        parts.append(links.to(keys.scene(scene)))
    date = _date(camp, session)
    props = {
        "session": session if isinstance(session, int) else None,
        "scene": scene if isinstance(scene, int) else None,
        "date": Day(date) if date else None,
        "session_note": links.prop(keys.session(session))
        if isinstance(session, int)
        else None,
    }
    return " · ".join(parts), props


def _date(camp, session) -> str | None:
    for found in camp.sessions:
        if found["number"] == session:
            return found["date"]
    return None


def _log_entry(camp, links, item: dict, name: str) -> tuple[dict, list[str]]:
    t = camp.t
    where, place = _where(camp, links, item, t["eventlog_title"])
    lines = [f"# {inert(name)}", "", where, ""]
    details = inert_lines(item.get("details"))
    if details:
        lines += ["\\\n".join(details), ""]
    if item["notes"]:
        lines += [f"## {inert(t['eventlog_notes'])}", ""]
        for note in item["notes"]:
            at = note.get("session")
            head = f"{links.to(keys.session(at))}: " if isinstance(at, int) else ""
            lines.append(f"- {head}{' '.join(inert_lines(note['note']))}")
        lines.append("")
    if item["keywords"]:
        words = ", ".join(inert(word) for word in item["keywords"])
        lines += [f"**{inert(t['eventlog_keywords'])}:** {words}", ""]
    replaced = item.get("replaced_by")
    for label, other in (
        ("ob_replaced_by", replaced),
        ("ob_replaces", item["replaces"]),
    ):
        if other and keys.document("eventlog", other) in links:
            found = links.to(keys.document("eventlog", other))
            lines.append(f"{inert(t[label])}: {found}")
    props = {
        "type": "eventlog",
        **place,
        "keywords": [prop_text(word) for word in item["keywords"]],
        "tags": tags(item["keywords"]),
        "replaced_by": links.prop(keys.document("eventlog", replaced))
        if replaced
        else None,
    }
    return props, lines


def tags(words: list[str]) -> list[str]:
    """Keywords as Obsidian tags: letters, digits, `_`, `-`, `/`, at least one
    that is no digit; others dropped."""
    found = []
    for word in words:
        tag = _TAG_OUT.sub("-", str(word)).strip("-/")
        if (
            tag
            and not tag.replace("-", "").replace("/", "").isdigit()
            and tag not in found
        ):
            found.append(tag)
    return found


def _document_entry(
    camp, links, document: str, item: dict, name: str
) -> tuple[dict, list[str]]:
    t = camp.t
    title, _ignored, cells, columns = camp.documents[document]
    where, place = _where(camp, links, item, title)
    lines = [f"# {inert(name)}", "", where, ""]
    for key, cell in zip(columns, cells(item, t, camp.lang), strict=True):
        label = inert(t.get(f"{document}_{key}", key))
        lines.append(f"- **{label}:** {inert(from_markdown(cell))}")
    character, player = item.get("character"), item.get("player")
    props = {
        "type": document,
        **place,
        "character": links.prop(keys.character(camp.by_name[character]))
        if character in camp.by_name
        else None,
        "player": links.prop(keys.player(player)) if isinstance(player, str) else None,
    }
    return props, lines


# -- the index -----------------------------------------------------------------------


def index_note(camp) -> Note:
    subject = Subject(keys.CAMPAIGN, "", camp.name, camp.t["ob_fallback_campaign"])
    return Note(subject, lambda links: _index(camp, links))


def _index(camp, links) -> tuple[dict, list[str]]:
    t = camp.t
    dates = [s["date"] for s in camp.sessions if s["date"]]
    title = find_ruleset(camp.ruleset).title
    lines = [f"# {inert(camp.name)}", ""]
    head = [
        f"{inert(t['ob_ruleset'])}: {inert(title)}",
        f"{inert(t['sessions'])}: {len(camp.sessions)}",
    ]
    if dates:
        head.append(inert(f"{human_date(min(dates), t)} – {human_date(max(dates), t)}"))
    lines += [" · ".join(head), ""]
    lines += _story(camp, links)
    people = [s.key for s in character_subjects(camp)]
    lines += _listed(t["ob_characters"], [_person(camp, links, key) for key in people])
    lines += _listed(t["ob_npcs"], [f"- {links.to(s.key)}" for s in npc_subjects(camp)])
    lines += _listed(
        t["ob_players"], [f"- {links.to(s.key)}" for s in player_subjects(camp)]
    )
    lines += _listed(
        t["ob_scenes"],
        [f"- {links.to(s.key)}" for s, *_ignored in scene_subjects(camp)],
    )
    grouped: dict[str, list[str]] = {}
    for subject, _ignored, _ignored in entry_subjects(camp):
        grouped.setdefault(subject.folder, []).append(f"- {links.to(subject.key)}")
    for folder, found in grouped.items():
        lines += _listed(folder, found)
    props = {
        "type": "campaign",
        "ruleset_title": prop_text(title),
        "sessions": len(camp.sessions),
        "first_date": Day(min(dates)) if dates else None,
        "last_date": Day(max(dates)) if dates else None,
        "players": links.props(s.key for s in player_subjects(camp)),
        "characters": links.props(people),
    }
    return props, lines


def _story(camp, links) -> list[str]:
    """The sessions by adventure, each with its summary."""
    t = camp.t
    lines = [f"## {inert(t['story_so_far'])}", ""]
    if not camp.sessions:
        return lines + [f"*{inert(t['ob_nothing'])}*", ""]
    adventure = object()
    for session in camp.sessions:
        if session["adventure"] != adventure:
            adventure = session["adventure"]
            if adventure:
                lines += [f"### {inert(adventure)}", ""]
        line = f"- {links.to(keys.session(session['number']))}"
        if session["date"]:
            line += f" · {inert(human_date(session['date'], t))}"
        summary = inert_lines(camp.summaries.get(session["number"]))
        if summary:
            line += f" — {' '.join(summary)}"
        lines.append(line)
    return lines + [""]


def _person(camp, links, key: str) -> str:
    char_id = key.split(":", 1)[1]
    sheet = camp.characters[char_id]
    line = f"- {links.to(key)}"
    if sheet.player is not None:
        line += f" ({links.to(keys.player(sheet.player), sheet.player)})"
    return f"{line} · {inert(status_word(sheet.status, camp.lang, camp.ruleset))}"


def _listed(title: str, items: list[str]) -> list[str]:
    if not items:
        return []
    return [f"## {inert(title)}", "", *items, ""]

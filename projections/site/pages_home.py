"""The home page: the campaign, its ruleset, the story so far (each session's
summary when the table wrote one, else its scenes) and the party now."""

from __future__ import annotations

from journal.domain.rulesets import ruleset as find_ruleset
from journal.projections.sheet import summary, view
from journal.projections.site import links
from journal.projections.site.pages_sessions import Page
from journal.projections.site.sessions import lines, summaries


def home_page(sessions: list, facts, people, lang: str, documents: list) -> Page:
    dates = [session["date"] for session in sessions if session["date"]]
    context = {
        "title": facts.campaign,
        "ruleset": find_ruleset(facts.ruleset).title,
        "sessions": len(sessions),
        "first_date": min(dates) if dates else None,
        "last_date": max(dates) if dates else None,
        "players": list(facts.state.players),
        "story": story(sessions, summaries(facts.records)),
        "party": party(facts, people, lang),
        "npcs": party(facts, people, lang, npcs=True),
        "documents": documents,
        "events": len(facts.records),
        "last_at": facts.records[-1]["at"][:10],
    }
    return Page(links.HOME, "home.html.j2", context)


def story(sessions: list, told: dict) -> list[dict]:
    """Sessions grouped by adventure, in play order."""
    chapters: list[dict] = []
    for session in sessions:
        if not chapters or chapters[-1]["adventure"] != session["adventure"]:
            chapters.append({"adventure": session["adventure"], "sessions": []})
        chapters[-1]["sessions"].append(
            {
                "title": session["title"],
                "url": links.session(session["number"]),
                "date": session["date"],
                "summary": lines(told.get(session["number"])),
                "scenes": session["scenes"],
            }
        )
    return chapters


def party(facts, people, lang: str, npcs: bool = False) -> list[dict]:
    """Every player's character of the campaign now, the dead too (with `npcs`,
    every character of the Master's instead, and the ruleset's own opponents,
    as Fuori dal Tempo's creatures, under the same columns)."""
    rows = [
        {
            "name": sheet.name,
            "url": people.page(char_id),
            "player": sheet.player,
            "status": sheet.status,
            "columns": [list(c) for c in summary(sheet, facts.ruleset, lang)],
        }
        for char_id, sheet in facts.state.characters.items()
        if bool(getattr(sheet, "npc", False)) == npcs
    ]
    own = view(facts.ruleset, "npc_rows") if npcs else None
    if own is None:
        return rows
    extra = own(facts.state, lang)
    labels = [label for label, _ in rows[0]["columns"]] if rows else []
    for row in extra:
        labels += [label for label, _ in row["columns"] if label not in labels]
    for row in rows:  # the same columns for all, a dash where one has none
        row["columns"] = _aligned(row["columns"], labels)
    return rows + [
        {
            "name": row["name"],
            "url": people.page(row["id"]) if row.get("id") in people.slugs else None,
            "player": None,
            "status": row["status"],
            "columns": _aligned(row["columns"], labels),
        }
        for row in extra
    ]


def _aligned(columns, labels: list[str]) -> list[list]:
    values = {label: value for label, value in columns}
    return [[label, values.get(label, "—")] for label in labels]

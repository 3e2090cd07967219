"""The home page: the campaign, its ruleset, the story so far (each session's
summary when the table wrote one, else its scenes) and the party now."""

from __future__ import annotations

from journal.domain.rulesets import ruleset as find_ruleset
from journal.projections.sheet import summary
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
    every character of the Master's instead)."""
    return [
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

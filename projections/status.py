"""`journal status`: the table now, for any ruleset."""

from __future__ import annotations

from journal.projections.sheet import summary_row, view


def table_status(state, lang: str) -> dict:
    """Campaign, ruleset, adventure, session, scene, the ruleset's own lines
    (Dàimon's Master) and each character's headline values."""
    from journal.domain.rulesets import ruleset

    found = {
        "campaign": state.name,
        "ruleset": state.ruleset,
        "ruleset_title": ruleset(state.ruleset).title,
        "adventure": state.adventure,
        "session": state.session,
        "scene": state.scene,
        "characters": [
            summary_row(s, state.ruleset, lang)
            for s in state.characters.values()
            if not getattr(s, "npc", False)
        ],
        "npcs": [
            summary_row(s, state.ruleset, lang)
            for s in state.characters.values()
            if getattr(s, "npc", False)
        ],
    }
    own = view(state.ruleset, "table_status")
    if own is not None:
        found.update(own(state, lang))
    return found


def status_lines(found: dict, lang: str) -> list[str]:
    from journal.projections.phrases import say
    from journal.projections.sheet import status_word

    ruleset = found["ruleset"]
    lines = [f"{found['campaign']}  ({found['ruleset_title']})"]
    if found["adventure"]:
        lines.append("  " + say(lang, "status.adventure", **found["adventure"]))
    session, scene = found["session"], found["scene"]
    open_ = say(lang, "status.open")
    if session:
        lines.append(f"  {say(lang, 'status.session', **session)}, {open_}")
    else:
        lines.append(f"  {say(lang, 'status.closed')}")
    if scene:
        title = scene["title"] or "—"
        line = say(lang, "status.scene", number=scene["number"], title=title)
        lines.append(f"  {line}, {open_}")
    if "master" in found:
        lines.append("  " + say(lang, "status.master", who=found["master"] or "—"))
    own = view(found["ruleset"], "status_lines")  # the ruleset's table_status keys
    lines += [f"  {line}" for line in (own(found, lang) if own else ())]
    for row in found["characters"]:
        values = "  ".join(f"{label} {value}" for label, value in row["columns"])
        status = status_word(row["status"], lang, ruleset)
        lines.append(f"  {row['name']} ({row['player']}): {values}  [{status}]")
    if found.get("npcs"):
        lines.append("  " + say(lang, "status.npcs"))
    for row in found.get("npcs", ()):
        values = "  ".join(f"{label} {value}" for label, value in row["columns"])
        status = status_word(row["status"], lang, ruleset)
        lines.append(f"    {row['name']}: {values}  [{status}]")
    return lines

"""`journal status`: the table now, for any ruleset."""

from __future__ import annotations

from projections.sheet import summary_row, view


def table_status(state, lang: str) -> dict:
    """Campaign, ruleset, adventure, session, scene, the ruleset's own lines
    (Dàimon's Master) and each character's headline values."""
    from domain.rulesets import ruleset

    found = {
        "campaign": state.name,
        "ruleset": state.ruleset,
        "ruleset_title": ruleset(state.ruleset).title,
        "adventure": state.adventure,
        "session": state.session,
        "scene": state.scene,
        "characters": [
            summary_row(s, state.ruleset, lang) for s in state.characters.values()
        ],
    }
    own = view(state.ruleset, "table_status")
    if own is not None:
        found.update(own(state, lang))
    return found


def status_lines(found: dict, lang: str) -> list[str]:
    it = lang == "it"
    lines = [f"{found['campaign']}  ({found['ruleset_title']})"]
    adventure = found["adventure"]
    if adventure:
        word = "Avventura" if it else "Adventure"
        lines.append(f"  {word} {adventure['number']}: {adventure['title']}")
    session, scene = found["session"], found["scene"]
    if session:
        word = "Sessione" if it else "Session"
        lines.append(f"  {word} {session['number']} ({session['date']}), open")
    if scene:
        word = "Scena" if it else "Scene"
        lines.append(f"  {word} {scene['number']}: {scene['title'] or '—'}, open")
    if "master" in found:
        lines.append(f"  Master: {found['master'] or '—'}")
    own = view(found["ruleset"], "status_lines")  # the ruleset's table_status keys
    lines += [f"  {line}" for line in (own(found, lang) if own else ())]
    for row in found["characters"]:
        values = "  ".join(f"{label} {value}" for label, value in row["columns"])
        lines.append(f"  {row['name']} ({row['player']}): {values}  [{row['status']}]")
    return lines

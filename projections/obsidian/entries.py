"""A session's or a scene's events as the chronicle tells them
(journal.projections.chronicle_model.Entry), in play order, for a note: a roll
as a callout whose kind follows its outcome (success, failure, partial), with
its faces, pool, result and breakdown; every other event a list item; the
characters linked, the NPCs an event concerns linked after it; voided events
struck through with their reason. User text is inert (text.inert)."""

from __future__ import annotations

from journal.projections.obsidian import keys
from journal.projections.obsidian.text import inert, inert_lines
from journal.projections.render_env import dice_markdown

_SUCCESS = ("success", "hit", "special", "win", "critical")
_FAILURE = ("fail", "fumble", "miss", "blocked")
_PARTIAL = ("partial", "stall", "stalemate", "draw")


def callout_kind(outcome: str) -> str:
    """The callout for a roll's outcome word (a ruleset's: "success", "special
    hit", "failure", "stall"): a fixed word, never the outcome itself."""
    word = str(outcome or "").casefold()
    if any(part in word for part in _FAILURE):
        return "failure"
    if any(part in word for part in _SUCCESS):
        return "success"
    if any(part in word for part in _PARTIAL):
        return "warning"
    return "note"


def blocks(entries, camp, links) -> list[str]:
    """The entries' lines: list items together, each callout apart (made once
    for a scene's note and its session's)."""
    found = camp.shown.get(id(entries))
    if found is None:
        found = camp.shown[id(entries)] = _blocks(entries, camp, links)
    return list(found)


def _blocks(entries, camp, links) -> list[str]:
    lines: list[str] = []
    previous = None
    for entry in entries:
        record = camp.by_id.get(entry.id, {})
        if entry.roll is not None:
            made, kind = _roll(entry, record, camp, links), "callout"
        else:
            made, kind = _item(entry, record, camp, links), "item"
        if lines and (kind == "callout" or previous == "callout"):
            lines.append("")
        lines += made
        previous = kind
    return lines


def actor(entry, camp, links) -> str:
    if not entry.actor:
        return ""
    char_id = camp.by_name.get(entry.actor)
    if char_id is not None:
        return links.to(keys.character(char_id), entry.actor)
    return f"**{inert(entry.actor)}**"


def _others(record: dict, camp, links) -> str:
    if not record:
        return ""
    chars, npcs = camp.others(record)
    found = [links.to(keys.character(c)) for c in chars] + [links.to(n) for n in npcs]
    return f" → {', '.join(found)}" if found else ""


def _voided(entry, t: dict) -> str:
    reason = f": {inert(entry.void_reason)}" if entry.void_reason else ""
    return f" *({t['voided']}{reason})*"


def _item(entry, record: dict, camp, links) -> list[str]:
    t = camp.t
    who = actor(entry, camp, links)
    text = f"{who} {inert(entry.text)}" if who else inert(entry.text)
    if entry.void:
        text = f"~~{text}~~{_voided(entry, t)}"
    lines = [f"- {text}{_others(record, camp, links)}"]
    for label, value in ((t["note"], entry.note), (t["details"], entry.details)):
        found = inert_lines(value)
        if found:
            lines.append(f"  > *{label}:* " + "\\\n  > ".join(found))
    return lines


def _roll(entry, record: dict, camp, links) -> list[str]:
    t, roll = camp.t, entry.roll
    who = actor(entry, camp, links)
    title = f"{who} · {inert(entry.text)}" if who else inert(entry.text)
    strike = "~~" if entry.void else ""
    if entry.void:
        title = f"~~{title}~~{_voided(entry, t)}"
    kind = "quote" if entry.void else callout_kind(roll.outcome)
    dice = dice_markdown(roll) if roll.faces else t["no_dice"]
    source = t.get(roll.source, roll.source)
    result = (
        f"{t['dice']} ({roll.count}, {inert(source)}): {dice} — {inert(roll.result)}"
    )
    if roll.exceptional:
        result += f" **{inert(t['exceptional'])}**"
    body = [f"{strike}{result}{strike}"]
    shown = [
        f"*{inert(roll.breakdown)}*" if roll.breakdown else "",
        inert(roll.details),
    ]
    if any(shown):
        body.append(strike + " · ".join(part for part in shown if part) + strike)
    for label, value in ((t["note"], entry.note), (t["details"], entry.details)):
        found = inert_lines(value)
        if found:
            body.append(f"*{label}:* " + "\\\n> ".join(found))
    lines = [f"> [!{kind}] {title}{_others(record, camp, links)}"]
    lines += [
        "> " + line + ("\\" if place < len(body) - 1 else "")
        for place, line in enumerate(body)
    ]
    return lines


def roll_rows(entries, scene: int | None, camp) -> list[dict]:
    """The rolls of a segment as the session note's `rolls` property rows
    (voided ones left out: they never happened), for Dataview and Bases."""
    from journal.projections.obsidian.text import prop_text

    rows = []
    for entry in entries:
        roll = entry.roll
        if roll is None or entry.void:
            continue
        rows.append(
            {
                "character": prop_text(entry.actor) if entry.actor else None,
                "scene": scene,
                "outcome": prop_text(roll.outcome),
                "result": prop_text(roll.result),
                "dice": [int(face.value) for face in roll.faces],
                "pool": roll.count,
                "exceptional": bool(roll.exceptional),
                "id": entry.id,
            }
        )
    return rows

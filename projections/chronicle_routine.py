"""A recap without bookkeeping: the routine of a session's part folded into a few
phrases, what changed on each sheet over it, and a book's sheets told once.

The routine is what the table does every time and a reader skims: players
joining, and the ruleset's own (Dàimon 2090: the new session's Riserva, the
adventure's refill, Master handovers that every scene's heading already names,
sealed commitments its confrontation shows). Each kind becomes one phrase of the
session's "bookkeeping" line, no-ops are dropped, and the records folded leave
the scenes' entries. A voided record is never folded: it stays, struck through.
"""

from __future__ import annotations

from journal.projections.chronicle_model import ChangeRow, ChartLine
from journal.projections.phrases import phrase
from journal.projections.sheet import sheet_json, summary, view


def bookkeeping(part: list[dict], lang: str, ruleset: str):
    """(the ids of the records folded, the phrases that tell them)."""
    joined = [r for r in part if r["type"] == "PlayerJoined" and not r["void"]]
    folded = {r["id"] for r in joined}
    lines = []
    if joined:
        names = and_list([r["player"] for r in joined], lang)
        key = "routine.joined" if len(joined) > 1 else "routine.joined_one"
        lines.append(phrase(lang, key).format(names=names))
    own = view(ruleset, "bookkeeping")
    if own is not None:
        ids, more = own([r for r in part if not r["void"]], lang)
        folded |= set(ids)
        lines += more
    return folded, tuple(lines)


def and_list(names: list[str], lang: str) -> str:
    """'Ana', 'Ana and Bruno', 'Ana, Bruno and Carla' (Italian: 'e')."""
    names = list(dict.fromkeys(names))
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {phrase(lang, 'routine.and')} {names[-1]}"


def changes(session: int, before, after, lang: str) -> tuple[ChangeRow, ...]:
    """What changed on each character's sheet between two states of the
    campaign, in the sheet's own words (the ruleset's `sheet_changes`, else its
    headline columns and status)."""
    ruleset = after.ruleset
    told = view(ruleset, "sheet_changes")
    rows = []
    for char_id, sheet in after.characters.items():
        old = before.characters.get(char_id)
        if old is None:
            items = [phrase(lang, "routine.new_sheet")]
        elif told is not None:
            items = told(sheet_json(old, ruleset), sheet_json(sheet, ruleset), lang)
        else:
            items = _headline(old, sheet, ruleset, lang)
        if items:
            rows.append(ChangeRow(session, sheet.name, tuple(items)))
    return tuple(rows)


def _headline(old, new, ruleset: str, lang: str) -> list[str]:
    """'PF 12 → 9' for each headline column that moved, then the status."""
    before = dict(summary(old, ruleset, lang))
    found = [
        f"{label} {before.get(label, '—')} → {value}"
        for label, value in summary(new, ruleset, lang)
        if before.get(label) != value
    ]
    if old.status != new.status:
        from journal.projections.render_env import messages

        status = phrase(lang, f"status_{new.status}", new.status)
        found.append(f"{messages(lang, ruleset)['col_status']}: {status}")
    return found


def told_once(parts, scope: str):
    """A book's parts as it tells them: the sheets once, in its last part, with
    every session's changes and each chart over the whole book (a session's
    chronicle, or a book of one session, as it is). Parts come and go one at a
    time (journal.bookparts: a long book's PDF): only changes and charts are
    held, never a part."""
    parts = iter(parts)
    held = next(parts, None)
    if scope == "session":
        yield from ([held] if held is not None else [])
        yield from parts
        return
    rows: list = []
    charts: list = []
    for following in parts:
        rows += held.changes
        charts.append(held.charts)
        yield held._replace(sheets=(), charts=(), changes=())
        held = following
    if held is not None:
        if charts:  # more than one session: joined
            charts.append(held.charts)
            held = held._replace(changes=(*rows, *held.changes), charts=joined(charts))
        yield held


def joined(charts: list[tuple]) -> tuple:
    """Each character's chart over consecutive parts, as one line (a part's
    first value is where the one before ended: kept once)."""
    lines: dict[str, ChartLine] = {}
    for part in charts:
        for line in part:
            found = lines.get(line.name)
            if found is None:
                lines[line.name] = line._replace(span="book")
                continue
            skip = 1 if found.values and line.values[:1] == found.values[-1:] else 0
            lines[line.name] = found._replace(
                values=found.values + line.values[skip:],
                scenes=found.scenes + line.scenes[skip:],
                top=max(found.top, line.top),
            )
    return tuple(lines.values())

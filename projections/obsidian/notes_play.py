"""A note per session and per scene.

A session's note: its date, adventure and players, its summary, then what
happened in play order (before it, each scene under a heading linking to the
scene's note, between scenes, after it), the characters as it ended and the
luck table. Its properties: the session's number and date, the players and
characters present, the scenes, each character's tracks as it ended and how
much they moved in it (`changes`: the damage of a session), every roll (for
Dataview: `FLATTEN rolls AS r WHERE r.character = "Kira Voss"`) and the
fingerprint of the history at its end.

A scene's note: its session, Master and description, and its events; its
properties: session, scene, date, title, Master, characters, the tracks of the
characters in it as it ended, the fingerprint at its last event.
"""

from __future__ import annotations

from journal.projections.obsidian import keys
from journal.projections.obsidian.entries import blocks, roll_rows
from journal.projections.obsidian.links import Note
from journal.projections.obsidian.names import Subject
from journal.projections.obsidian.props import Day
from journal.projections.obsidian.text import inert, inert_lines, prop_text
from journal.projections.render_env import human_date
from journal.projections.sheet import status_word


def session_notes(camp) -> list[Note]:
    t, notes = camp.t, []
    folder = t["ob_folder_sessions"]
    for index, session in enumerate(camp.sessions):
        number = session["number"]
        subject = Subject(
            keys.session(number), folder, session["title"], session["title"]
        )
        before = camp.sessions[index - 1] if index else None
        after = camp.sessions[index + 1] if index + 1 < len(camp.sessions) else None

        def make(links, session=session, before=before, after=after):
            return _session(camp, links, session, before, after)

        notes.append(Note(subject, make))
    return notes


def scene_subjects(camp) -> list[tuple[Subject, dict, object, object]]:
    """(subject, session, segment, scene view) of every scene played."""
    t, found, seen = camp.t, [], set()
    folder = t["ob_folder_scenes"]
    for session in camp.sessions:
        for segment, shown in camp.parts[session["number"]].pairs:
            if segment.kind != "scene" or segment.number in seen:
                continue
            seen.add(segment.number)
            name = scene_name(t, segment.number, shown.title)
            subject = Subject(keys.scene(segment.number), folder, name, name)
            found.append((subject, session, segment, shown))
    return found


def scene_name(t: dict, number: int, title: str | None) -> str:
    if title:
        return t["ob_scene_name"].format(number=number, title=title)
    return t["ob_scene_untitled"].format(number=number)


def scene_notes(camp) -> list[Note]:
    notes = []
    for subject, session, segment, shown in scene_subjects(camp):

        def make(links, session=session, segment=segment, shown=shown):
            return _scene(camp, links, session, segment, shown)

        notes.append(Note(subject, make))
    return notes


# -- a session -----------------------------------------------------------------------


def _session(camp, links, session: dict, before, after) -> tuple[dict, list[str]]:
    t, number = camp.t, session["number"]
    part = camp.parts[number]
    chars = camp.present[number]
    end = camp.facts.ends[number]
    start = camp.session_start(number)
    rolls, lines = [], [f"# {inert(session['title'])}", ""]
    lines.append(_where(camp, links, session))
    if session["present"]:
        players = ", ".join(links.to(keys.player(p), p) for p in session["present"])
        lines.append(f"{inert(t['present'])}: {players}")
    # The session's fingerprint: the history sealed at its end, as `session
    # end`, `session list` and every chronicle print it (none while open).
    ended = camp.ended.get(number)
    fingerprint = camp.fingerprint(ended) if ended is not None else None
    if fingerprint:
        lines.append(f"{inert(t['fingerprint'])}: `{fingerprint}`")
    pager = [
        f"← {links.to(keys.session(before['number']))}" if before else "",
        f"{links.to(keys.session(after['number']))} →" if after else "",
    ]
    if any(pager):
        lines.append(" · ".join(part for part in pager if part))
    summary = inert_lines(camp.summaries.get(number))
    if summary:
        lines += ["", f"> [!abstract] {inert(t['summary'])}"]
        lines += [
            "> " + line + ("\\" if i < len(summary) - 1 else "")
            for i, line in enumerate(summary)
        ]
    for segment, shown in part.pairs:
        lines += ["", f"## {_heading(camp, links, segment, shown)}", ""]
        lines += _scene_head(camp, links, shown)
        lines += blocks(shown.entries, camp, links) or [f"*{inert(t['no_scenes'])}*"]
        scene = segment.number if segment.kind == "scene" else None
        rolls += roll_rows(shown.entries, scene, camp)
    lines += _characters(camp, links, number)
    lines += _luck(camp, links, session, number)
    props = {
        "type": "session",
        "session": number,
        "date": Day(session["date"]) if session["date"] else None,
        "adventure": prop_text(session["adventure"]) if session["adventure"] else None,
        "players": [
            links.to(keys.player(p))
            for p in session["present"]
            if keys.player(p) in links
        ],
        "characters": links.props(keys.character(c) for c in chars),
        "npcs": links.props(_npcs(camp, part.span)),
        "scenes": links.props(keys.scene(n) for n in _scene_numbers(part)),
        "tracks": _tracks(camp, chars, end),
        "changes": _changes(camp, chars, start, end),
        "rolls": rolls,
        "previous": links.prop(keys.session(before["number"])) if before else None,
        "next": links.prop(keys.session(after["number"])) if after else None,
        "fingerprint": fingerprint,
    }
    return props, lines


def _where(camp, links, session: dict) -> str:
    t = camp.t
    parts = [links.to("campaign", camp.name)]
    if session["date"]:
        parts.append(inert(human_date(session["date"], t)))
    if session["adventure"]:
        parts.append(f"{inert(t['adventure'])}: {inert(session['adventure'])}")
    return " · ".join(parts)


def _heading(camp, links, segment, shown) -> str:
    t = camp.t
    if segment.kind == "scene":
        label = f"{t['scene']} {segment.number}"
        if shown.title:
            label += f": {shown.title}"
        return links.to(keys.scene(segment.number), label)
    if segment.kind == "between":
        return inert(t["segment_between"].format(number=segment.number))
    return inert(t[f"segment_{segment.kind}"])


def _scene_head(camp, links, shown) -> list[str]:
    t, lines = camp.t, []
    description = inert_lines(shown.description)
    if description:
        lines += [f"*{' '.join(description)}*", ""]
    if shown.master:
        master = links.to(keys.player(shown.master), shown.master)
        lines += [f"*{inert(t['master'])}:* {master}", ""]
    return lines


def _characters(camp, links, number: int) -> list[str]:
    """The characters as the session ended: name, player, headline values, status."""
    t = camp.t
    then = camp.facts.sheets_at.get(number, {})
    if not then:
        return []
    columns = next(iter(then.values())).columns
    head = [
        t["col_name"],
        t["col_player"],
        *(label for label, _ in columns),
        t["col_status"],
    ]
    lines = ["", f"## {inert(t['characters'])}", ""]
    lines.append("| " + " | ".join(inert(cell) for cell in head) + " |")
    lines.append("| --- | --- |" + " ---: |" * len(columns) + " --- |")
    for char_id, sheet in then.items():
        data = sheet.data
        name = links.to(keys.character(char_id), data["name"], table=True)
        player = links.to(
            keys.player(data["player"]), data["player"] or "—", table=True
        )
        values = [inert(value) for _, value in sheet.columns]
        status = inert(status_word(data["status"], camp.lang, camp.ruleset))
        lines.append("| " + " | ".join([name, player, *values, status]) + " |")
    return lines


def _luck(camp, links, session: dict, number: int) -> list[str]:
    from journal.projections.render_env import tenths
    from journal.projections.site.sessions import luck

    t = camp.t
    names = [s.data["name"] for s in camp.facts.sheets_at.get(number, {}).values()]
    found = luck(session, names, camp.ruleset)
    if not found:
        return []
    lines = ["", f"## {inert(t['luck'])}", ""]
    head = ("col_name", "col_rolls", "col_expected", "col_actual", "col_luck")
    lines.append("| " + " | ".join(inert(t[key]) for key in head) + " |")
    lines.append("| --- | ---: | ---: | ---: | ---: |")
    for line in found:
        char_id = camp.by_name.get(line.name)
        cells = [
            links.to(keys.character(char_id), line.name, table=True)
            if char_id
            else inert(line.name),
            str(line.rolls),
            tenths(line.expected, camp.lang),
            str(line.actual),
            tenths(line.difference, camp.lang, signed=True),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


# -- a scene -------------------------------------------------------------------------


def _scene(camp, links, session: dict, segment, shown) -> tuple[dict, list[str]]:
    t = camp.t
    number = session["number"]
    records = [r for r in segment.records if not r["void"]]
    last = max((r["seq"] for r in segment.records), default=camp.facts.ends[number])
    chars = _scene_characters(camp, segment.records)
    lines = [f"# {inert(scene_name(t, segment.number, shown.title))}", ""]
    where = [links.to(keys.session(number))]
    if session["date"]:
        where.append(inert(human_date(session["date"], t)))
    where.append(links.to("campaign", camp.name))
    lines += [" · ".join(where), ""]
    lines += _scene_head(camp, links, shown)
    lines += blocks(shown.entries, camp, links) or [f"*{inert(t['no_scenes'])}*"]
    fingerprint = camp.fingerprint(last)
    props = {
        "type": "scene",
        "session": number,
        "scene": segment.number,
        "date": Day(session["date"]) if session["date"] else None,
        "title": prop_text(shown.title) if shown.title else None,
        "master": links.prop(keys.player(shown.master)) if shown.master else None,
        "session_note": links.prop(keys.session(number)),
        "characters": links.props(keys.character(c) for c in chars),
        "npcs": links.props(_npcs(camp, records)),
        "tracks": _tracks(camp, chars, last),
        "fingerprint": fingerprint,
    }
    return props, lines


def _scene_characters(camp, records: list[dict]) -> list[str]:
    found: list[str] = []
    for record in records:
        if record["void"]:
            continue
        ids = [record.get("character_id"), *camp.others(record)[0]]
        for char_id in ids:
            if char_id in camp.characters and char_id not in found:
                found.append(char_id)
    return found


# -- shared --------------------------------------------------------------------------


def _npcs(camp, records: list[dict]) -> list[str]:
    found: list[str] = []
    for record in records:
        if not record["void"]:
            for key in camp.others(record)[1]:
                if key not in found:
                    found.append(key)
    return found


def _scene_numbers(part) -> list[int]:
    return list(dict.fromkeys(s.number for s, _ in part.pairs if s.kind == "scene"))


def _tracks(camp, chars: list[str], seq: int) -> dict:
    """Each character's tracks' values after event `seq`, by name."""
    found = {}
    for char_id in chars:
        values = camp.tracks_at(char_id, seq)
        if values:
            named = {prop_text(name): value for name, value in values.items()}
            found[prop_text(camp.characters[char_id].name)] = named
    return found


def _changes(camp, chars: list[str], start: int, end: int) -> dict:
    """How much each character's tracks rose and fell over a session's part
    (`gained`, `lost`: Dario's wounds gained are the damage he took), for the
    tracks that moved."""
    found = {}
    for char_id in chars:
        moved: dict[str, dict[str, int]] = {}
        values = camp.tracks_at(char_id, start)
        for seq, _, after in camp.facts.tracks.get(char_id, []):
            if start < seq <= end:
                for name, value in after.items():
                    delta = value - values.get(name, value)
                    if delta:
                        way = "gained" if delta > 0 else "lost"
                        track = moved.setdefault(prop_text(name), {})
                        track[way] = track.get(way, 0) + abs(delta)
                values = after
        if moved:
            found[prop_text(camp.characters[char_id].name)] = moved
    return found

"""A note per character, NPC and player.

A character's note: its sheet now (the ruleset's own text of it, as `journal
show` prints it, in a code block), a short history of each track by session (its
value as each session ended and how much it moved), and a link to every session
it took part in. Its properties: player, status, tracks now, the sessions, the
fingerprint of the history at the last change of its sheet. A character without
a player is the Master's, an NPC.

An NPC's note (a name events concern that is no character: an opponent in a
fight) lists every event that names it. A player's note: the characters they
play, the sessions they were at, the scenes they led as Master.
"""

from __future__ import annotations

import unicodedata

from journal.projections.chronicle_entries import without_ids
from journal.projections.describe import describe
from journal.projections.obsidian import keys
from journal.projections.obsidian.links import Note
from journal.projections.obsidian.names import Subject
from journal.projections.obsidian.notes_play import scene_subjects
from journal.projections.obsidian.text import fence_for, inert, never_marker, prop_text
from journal.projections.render_env import human_date
from journal.projections.sheet import sheet_text, status_word

_INVISIBLE = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def character_subjects(camp) -> list[Subject]:
    t, found = camp.t, []
    for number, (char_id, sheet) in enumerate(camp.characters.items(), start=1):
        npc = sheet.player is None
        folder = t["ob_folder_npcs" if npc else "ob_folder_characters"]
        fallback = t["ob_fallback_npc" if npc else "ob_fallback_character"]
        found.append(
            Subject(
                keys.character(char_id),
                folder,
                sheet.name,
                fallback.format(number=number),
            )
        )
    return found


def character_notes(camp) -> list[Note]:
    notes = []
    for subject, (char_id, sheet) in zip(
        character_subjects(camp), camp.characters.items(), strict=True
    ):

        def make(links, char_id=char_id, sheet=sheet):
            return _character(camp, links, char_id, sheet)

        notes.append(Note(subject, make))
    return notes


def _character(camp, links, char_id: str, sheet) -> tuple[dict, list[str]]:
    t = camp.t
    played = camp.played(char_id)
    status = status_word(sheet.status, camp.lang, camp.ruleset)
    head = [links.to(keys.CAMPAIGN, camp.name)]
    if sheet.player is not None:
        player = links.to(keys.player(sheet.player), sheet.player)
        head.append(f"{inert(t['ob_player'])}: {player}")
    else:
        head.append(inert(t["ob_npc"]))
    head.append(inert(status))
    lines = [f"# {inert(sheet.name)}", "", " · ".join(head), ""]
    lines += [f"## {inert(t['ob_sheet_now'])}", ""]
    lines += _sheet_block(sheet_text(sheet, camp.ruleset, camp.lang))
    lines += _track_history(camp, links, char_id, sheet)
    lines += ["", f"## {inert(t['ob_played'])}", ""]
    lines += [_session_line(camp, links, n) for n in played] or [
        f"*{inert(t['ob_nothing'])}*"
    ]
    last = camp.facts.touched.get(char_id)
    props = {
        "type": "npc" if sheet.player is None else "character",
        "player": links.prop(keys.player(sheet.player)) if sheet.player else None,
        "status": prop_text(sheet.status),
        "tracks": {prop_text(n): v["value"] for n, v in sheet.track_views().items()},
        "sessions": links.props(keys.session(n) for n in played),
        "fingerprint": camp.fingerprint(last) if last is not None else None,
    }
    return props, lines


def _sheet_block(text: str) -> list[str]:
    """The sheet's text as a code block: shown as `journal show` prints it, and
    nothing in it read as Markdown."""
    lines = [never_marker(_printable(line)) for line in text.splitlines()]
    fence = fence_for(lines)
    return [fence, *lines, fence]


def _printable(line: str) -> str:
    """A line as printed, its control characters dropped (a tab is a space)."""
    line = line.replace("\t", " ")
    return "".join(c for c in line if unicodedata.category(c) not in _INVISIBLE)


def _track_history(camp, links, char_id: str, sheet) -> list[str]:
    """Each track's value as the character was created and as each session it
    lived through ended, with how much it moved since the row before."""
    t = camp.t
    views = sheet.track_views()
    series = camp.facts.tracks.get(char_id, [])
    if not views or not series:
        return []
    names = list(views)
    rows = [(inert(t["ob_track_start"]), series[0][2])]
    for session in camp.sessions:
        then = camp.facts.sheets_at.get(session["number"], {}).get(char_id)
        if then is not None:
            values = {n: v["value"] for n, v in then.data["tracks"].items()}
            rows.append((links.to(keys.session(session["number"]), table=True), values))
    lines = ["", f"## {inert(t['ob_tracks'])}", ""]
    labels = [inert(t["session"])] + [inert(views[name]["label"]) for name in names]
    lines.append("| " + " | ".join(labels) + " |")
    lines.append("| --- |" + " ---: |" * len(names))
    previous: dict = {}
    for label, values in rows:
        cells = [label] + [_moved(values.get(n), previous.get(n)) for n in names]
        lines.append("| " + " | ".join(cells) + " |")
        previous = values
    return lines


def _moved(value, before) -> str:
    if value is None:
        return "—"
    if before is None or before == value:
        return str(value)
    return f"{value} ({value - before:+d})".replace("-", "−")


def _session_line(camp, links, number: int) -> str:
    session = next(s for s in camp.sessions if s["number"] == number)
    line = f"- {links.to(keys.session(number))}"
    if session["date"]:
        line += f" · {inert(human_date(session['date'], camp.t))}"
    return line


# -- NPCs ----------------------------------------------------------------------------


def npc_subjects(camp) -> list[Subject]:
    folder, fallback = camp.t["ob_folder_npcs"], camp.t["ob_fallback_npc"]
    return [
        Subject(key, folder, npc["name"], fallback.format(number=number))
        for number, (key, npc) in enumerate(_npcs(camp).items(), start=1)
    ]


def _npcs(camp) -> dict[str, dict]:
    return {keys.npc(npc["name"]): npc for npc in camp.npcs.values()}


def npc_notes(camp) -> list[Note]:
    notes = []
    for subject, npc in zip(npc_subjects(camp), _npcs(camp).values(), strict=True):

        def make(links, npc=npc):
            return _npc(camp, links, npc)

        notes.append(Note(subject, make))
    return notes


def _npc(camp, links, npc: dict) -> tuple[dict, list[str]]:
    t = camp.t
    lines = [f"# {inert(npc['name'])}", ""]
    lines += [f"{links.to(keys.CAMPAIGN, camp.name)} · {inert(t['ob_npc'])}", ""]
    lines += [f"## {inert(t['ob_appears'])}", ""]
    sessions: list[int] = []
    for record in npc["records"]:
        where = []
        if record["session"] is not None:
            where.append(links.to(keys.session(record["session"])))
            sessions.append(record["session"])
        if record["scene"] is not None:
            where.append(
                links.to(keys.scene(record["scene"]), f"{t['scene']} {record['scene']}")
            )
        text = without_ids(
            describe(record, camp.lang, ruleset=camp.ruleset), camp.by_id
        )
        who = [record.get("character_id"), *camp.others(record)[0]]
        found = [keys.character(c) for c in dict.fromkeys(who) if c in camp.characters]
        tail = f" → {', '.join(links.to(key) for key in found)}" if found else ""
        head = " · ".join(where) + ": " if where else ""
        lines.append(f"- {head}{inert(text)}{tail}")
    props = {
        "type": "npc",
        "sessions": links.props(keys.session(n) for n in dict.fromkeys(sessions)),
    }
    return props, lines


# -- players -------------------------------------------------------------------------


def player_subjects(camp) -> list[Subject]:
    folder, fallback = camp.t["ob_folder_players"], camp.t["ob_fallback_player"]
    return [
        Subject(keys.player(name), folder, name, fallback.format(number=number))
        for number, name in enumerate(camp.facts.state.players, start=1)
    ]


def player_notes(camp) -> list[Note]:
    masters = _masters(camp)
    notes = []
    for subject, name in zip(
        player_subjects(camp), camp.facts.state.players, strict=True
    ):

        def make(links, name=name):
            return _player(camp, links, name, masters.get(keys.player(name), []))

        notes.append(Note(subject, make))
    return notes


def _masters(camp) -> dict[str, list[tuple]]:
    """player key -> (scene number, session number) of each scene they led."""
    found: dict[str, list[tuple]] = {}
    for _ignored, session, segment, shown in scene_subjects(camp):
        if shown.master:
            found.setdefault(keys.player(shown.master), []).append(
                (segment.number, session["number"])
            )
    return found


def _player(camp, links, name: str, led: list[tuple]) -> tuple[dict, list[str]]:
    t = camp.t
    plays = [c for c, sheet in camp.characters.items() if sheet.player == name]
    present = [s["number"] for s in camp.sessions if name in s["present"]]
    lines = [f"# {inert(name)}", ""]
    lines += [f"{links.to(keys.CAMPAIGN, camp.name)} · {inert(t['ob_player'])}", ""]
    lines += [f"## {inert(t['ob_plays'])}", ""]
    lines += [f"- {links.to(keys.character(c))}" for c in plays] or [
        f"*{inert(t['ob_nothing'])}*"
    ]
    lines += ["", f"## {inert(t['ob_present_at'])}", ""]
    lines += [_session_line(camp, links, n) for n in present] or [
        f"*{inert(t['ob_nothing'])}*"
    ]
    if led:
        lines += ["", f"## {inert(t['ob_master_of'])}", ""]
        lines += [
            f"- {links.to(keys.scene(scene))} ({links.to(keys.session(number))})"
            for scene, number in led
        ]
    props = {
        "type": "player",
        "characters": links.props(keys.character(c) for c in plays),
        "sessions": links.props(keys.session(n) for n in present),
    }
    return props, lines

"""`export_vault`: a campaign's whole stream as an Obsidian vault, written into
a folder and kept in step with it (journal.projections.obsidian.vault).

One read of the stream (journal.projections.obsidian.reading), then every
note's subject and file (names.assign: stable, safe, unique), then each note's
text: YAML properties, the body, and the group's part after the `%% your notes
%%` line, which is theirs.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path

from journal.projections.obsidian.vault import Report

__all__ = ["Report", "export_vault"]


def export_vault(
    history: list,
    out: Path,
    lang: str = "en",
    fingerprint: Callable[[int], str | None] | None = None,
) -> Report:
    """Write (or bring up to date) the vault of the campaign whose events, in
    order, are `history` into folder `out`, in `lang` ("en" or "it");
    `fingerprint(position)`: the chain's fingerprint at an event (the notes of
    sessions, scenes and characters carry it; none without it). Returns what
    was written, left unchanged, removed, and what was left alone."""
    from journal.projections.obsidian.names import assign
    from journal.projections.obsidian.reading import Campaign
    from journal.projections.obsidian.vault import Vault, locked

    gc.enable()  # a vault of a long campaign makes cycles (journal.cli.main)
    vault = Vault(Path(out), str(history[0].originator_id), history[0].name)
    with locked(vault.out):
        vault.files = vault.read_state()  # as another export may have left it
        stamp = _stamp(history, lang, fingerprint is not None)
        if vault.up_to_date(stamp):
            return vault.report
        camp = Campaign(history, lang, fingerprint or (lambda position: None))
        notes = all_notes(camp)
        before = vault.before()
        paths = assign([note.subject for note in notes], before, vault.foreign())
        links = _links(notes, paths)
        for note in notes:
            key = note.subject.key
            props, body = note.make(links)
            text = _text(camp, note, props, body, links.stem(key))
            moved = before.get(key, (None,))[0]
            moved = moved if moved != paths[key] else None
            stem = _base(note)
            vault.put(key, stem, paths[key], text, moved)
        return vault.finish(stamp)


def _stamp(history: list, lang: str, fingerprints: bool) -> str:
    """What a vault is made from besides the group's notes: the stream (its
    length and last event), the code, templates and strings that turn it into
    notes (the site's, which the vault reads through, and the vault's own),
    the language."""
    import hashlib

    from journal.projections.render_env import templates_dir
    from journal.projections.site.strings import inputs_digest

    hashed = hashlib.sha256(inputs_digest(history[0].ruleset, lang).encode())
    own = sorted(Path(__file__).parent.glob("*.py"))
    own.append(templates_dir() / "obsidian" / "messages.py")
    for path in own:
        hashed.update(path.name.encode() + b"\0" + path.read_bytes())
    last = history[-1]
    hashed.update(f"{len(history)} {last.event_id} {lang} {fingerprints}".encode())
    return hashed.hexdigest()


def all_notes(camp) -> list:
    """Every note, in the order names are given out: the index first, then
    sessions, scenes, characters, NPCs, players, documents' entries."""
    from journal.projections.obsidian.notes_logs import entry_notes, index_note
    from journal.projections.obsidian.notes_people import (
        character_notes,
        npc_notes,
        player_notes,
    )
    from journal.projections.obsidian.notes_play import scene_notes, session_notes

    return [
        index_note(camp),
        *session_notes(camp),
        *scene_notes(camp),
        *character_notes(camp),
        *npc_notes(camp),
        *player_notes(camp),
        *entry_notes(camp),
    ]


def _links(notes: list, paths: dict[str, str]):
    from journal.projections.obsidian.links import Links

    return Links(paths, {note.subject.key: note.subject.name for note in notes})


def _base(note) -> str:
    from journal.projections.obsidian.names import stem_of

    return stem_of(note.subject.name, note.subject.fallback)


def _text(camp, note, props: dict, body: list[str], stem: str) -> str:
    """The note as written: properties, body, the group's heading and marker."""
    from journal.projections.obsidian.names import shown
    from journal.projections.obsidian.props import front_matter
    from journal.projections.obsidian.text import MARKERS, prop_text

    t = camp.t
    head = {
        "type": props.pop("type"),
        "campaign": prop_text(camp.name),
        "ruleset": camp.ruleset,
    }
    name = shown(note.subject.name)
    if name and name != stem:
        head["aliases"] = [prop_text(name)]
    marker = MARKERS.get(camp.lang, MARKERS["en"])
    footer = ["", f"%% {t['ob_written']} %%", "", f"## {t['ob_your_notes']}", marker]
    while body and not body[-1]:
        body = body[:-1]
    return front_matter(head | props) + "\n".join([*body, *footer]) + "\n"

"""Kept in step: an export after play writes only the notes whose content
changed (the others keep their bytes and modification time), removes a note
only when the journal wrote it and its subject was voided, never touches a file
it did not write, and keeps what the group wrote under `%% your notes %%`."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import SAMPLE, Table
from tests.test_obsidian.vaults import (
    body_of,
    changed,
    notes,
    props_of,
    snapshot,
    unresolved,
)

KIRA = "Characters/Kira Voss.md"
SESSION = "Sessions/Session 1.md"
SCENE = "Scenes/Scene 1 · Il molo.md"
STATE = ".journal-vault.json"


@pytest.fixture
def table(tmp_path: Path) -> Table:
    """Kira and Dario, session 1, scene 1 open: as the `ready` table."""
    table = Table(tmp_path / "journal.sqlite3")
    table.run("campaign", "new", "Ombre su Milano")
    table.run("player", "add", "Ana", "Bruno")
    table.run("character", "create", "--from", str(SAMPLE / "kira.toml"))
    table.run("character", "create", "--from", str(SAMPLE / "dario.toml"))
    table.run("adventure", "start", "Il furto")
    table.run("session", "start", "--date", "2026-11-20")
    table.run("scene", "start", "Il molo")
    return table


def export(table: Table, vault: Path, *more: str):
    return table.run("export", "--format", "obsidian", "--out", str(vault), *more)


def mine(vault: Path, path: str, text: str) -> None:
    """The group writes `text` under the note's `%% your notes %%` line."""
    note = vault / path
    note.write_text(note.read_text("utf-8") + text, "utf-8")


def test_a_roll_changes_only_the_notes_it_concerns(table, tmp_path):
    vault = tmp_path / "vault"
    export(table, vault)
    mine(vault, KIRA, "Kira owes Vex 200 credits.\n%% your notes %%\n- [ ] ask\n")
    mine(vault, "Players/Ana.md", "Ana brings the snacks.\n")
    before = snapshot(vault)
    # Agilità 3 + Riserva 2 = 5 dice: 6, 4, 5 are successes against 2; on a
    # success the 2 Riserva committed are discarded: 7 -> 5 (Riserva dei dadi).
    table.run(
        "roll", "Kira", "--char", "agilita", "--reserve", "2", "--target", "2",
        "--dice", "6,4,1,5,2", "--note", "Tra i container",
    )  # fmt: skip
    done = export(table, vault)
    after = snapshot(vault)
    assert changed(before, after) == {SESSION, SCENE, KIRA, STATE}
    assert done.stdout.startswith("wrote 3 of 7 notes into ")
    kira = props_of(vault, KIRA)
    assert kira["tracks"] == {"reserve": 5, "wounds": 0}
    assert (
        (vault / KIRA)
        .read_text("utf-8")
        .endswith(
            "%% your notes %%\nKira owes Vex 200 credits.\n"
            "%% your notes %%\n- [ ] ask\n"
        )
    )
    assert after["Players/Ana.md"] == before["Players/Ana.md"]
    (roll,) = props_of(vault, SESSION)["rolls"]
    assert {k: roll[k] for k in ("character", "scene", "outcome", "dice", "pool")} == {
        "character": "Kira Voss",
        "scene": 1,
        "outcome": "success",
        "dice": [6, 4, 1, 5, 2],
        "pool": 5,
    }
    body = body_of(vault, SCENE)
    assert "> [!success] [[Kira Voss]] · Prova: Agilità\n" in body
    assert "**`6`** **`4`** `1` **`5`** `2` — 3 successes vs target 2" in body
    assert "> *Note:* Tra i container" in body
    assert props_of(vault, SESSION)["changes"] == {
        "Kira Voss": {"reserve": {"lost": 2}}
    }
    assert unresolved(vault) == []


def test_a_voided_roll_is_struck_through_and_its_effects_undone(table, tmp_path):
    vault = tmp_path / "vault"
    table.run("roll", "Kira", "--char", "agilita", "--reserve", "2", "--target", "2",
              "--dice", "6,4,1,5,2")  # fmt: skip
    export(table, vault)
    table.run("void", "last", "--reason", "typed twice")
    export(table, vault)
    assert props_of(vault, KIRA)["tracks"]["reserve"] == 7
    assert "rolls" not in props_of(vault, SESSION)  # it never happened
    body = body_of(vault, SESSION)
    assert (
        "> [!quote] ~~[[Kira Voss]] · Prova: Agilità~~ *(voided: typed twice)*" in body
    )


def test_a_voided_subject_takes_its_note_unless_the_group_wrote_in_it(table, tmp_path):
    vault = tmp_path / "vault"
    (first,) = table.json("eventlog", "add", "Il giornalista sparisce")
    (second,) = table.json("eventlog", "add", "Vex tradisce")
    export(table, vault)
    assert {"Event log/Il giornalista sparisce.md", "Event log/Vex tradisce.md"} <= set(
        notes(vault)
    )
    mine(vault, "Event log/Vex tradisce.md", "We never trusted Vex.\n")
    table.run("void", first["id"], "--reason", "a rumour")
    table.run("void", second["id"], "--reason", "a dream")
    done = export(table, vault)
    assert not (vault / "Event log/Il giornalista sparisce.md").exists()
    kept = vault / "Event log/Vex tradisce.md"
    assert kept.read_text("utf-8").endswith("We never trusted Vex.\n")
    assert (
        "kept: Event log/Vex tradisce.md (what it was about was voided" in done.stdout
    )
    assert ", 1 removed)" in done.stdout
    before = snapshot(vault)
    export(table, vault)  # it is the group's now: never touched again
    assert changed(before, snapshot(vault)) == set()
    assert unresolved(vault) == []


def test_files_the_journal_did_not_write_are_never_touched(table, tmp_path):
    vault = tmp_path / "vault"
    (vault / ".obsidian").mkdir(parents=True)  # a vault Obsidian just made
    (vault / ".obsidian" / "app.json").write_text("{}")
    export(table, vault)
    (vault / "Characters" / "Mara Sole.md").write_text("Our own Mara, before play.\n")
    (vault / "Appunti.md").write_text("# Appunti\n")
    ours = snapshot(vault)
    table.run("player", "add", "Carla")
    table.run("character", "create", "--from", str(SAMPLE / "mara.toml"))
    export(table, vault)
    after = snapshot(vault)
    for path in ("Characters/Mara Sole.md", "Appunti.md", ".obsidian/app.json"):
        assert after[path] == ours[path]
    assert "Characters/Mara Sole (2).md" in after
    assert props_of(vault, "Characters/Mara Sole (2).md")["aliases"] == ["Mara Sole"]
    assert "- [[Mara Sole (2)|Mara Sole]] ([[Carla]])" in body_of(
        vault, "Ombre su Milano.md"
    )
    assert unresolved(vault) == []


def test_a_note_changed_by_hand_without_its_marker_is_left_alone(table, tmp_path):
    vault = tmp_path / "vault"
    export(table, vault)
    note = vault / KIRA
    edited = note.read_text("utf-8").replace("%% your notes %%\n", "Mine now.\n")
    note.write_text(edited, "utf-8")
    table.run("reserve", "spend", "Kira", "1", "--for", "a bribe")
    done = export(table, vault)
    assert note.read_text("utf-8") == edited
    assert f"left alone: {KIRA} (changed by hand" in done.stdout
    assert props_of(vault, SESSION)["tracks"]["Kira Voss"]["reserve"] == 6


def test_a_deleted_note_comes_back_and_another_language_moves_the_notes(
    table, tmp_path
):
    vault = tmp_path / "vault"
    export(table, vault)
    mine(vault, KIRA, "Kira owes Vex.\n")
    (vault / "Players/Bruno.md").unlink()
    export(table, vault)
    assert (vault / "Players/Bruno.md").is_file()
    done = export(table, vault, "--lang", "it")
    assert done.stdout.startswith("wrote 7 of 7 notes into ")
    assert ", 6 removed)" in done.stdout
    assert sorted(p.name for p in vault.iterdir()) == [
        ".journal-vault.json",
        ".journal-vault.lock",
        "Giocatori",
        "Ombre su Milano.md",
        "Personaggi",
        "Scene",
        "Sessioni",
    ]
    moved = (vault / "Personaggi/Kira Voss.md").read_text("utf-8")
    assert moved.endswith("%% le vostre note %%\nKira owes Vex.\n")
    assert "## La scheda ora" in moved
    assert unresolved(vault) == []


def test_a_folder_that_is_no_vault_of_this_campaign_is_refused(table, tmp_path):
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "tax.pdf").write_bytes(b"%PDF")
    line = table.refused("export", "--format", "obsidian", "--out", str(busy))
    assert line == (
        f"refused: {busy} is not empty and holds no vault the journal wrote: choose a "
        "new or empty folder (a new vault, or a folder in yours) (journal: Obsidian "
        "vault)"
    )
    assert sorted(p.name for p in busy.iterdir()) == ["tax.pdf"]
    vault = tmp_path / "vault"
    export(table, vault)
    table.run("campaign", "new", "Luci su Torino")
    line = table.refused("export", "--format", "obsidian", "--out", str(vault))
    assert line == (
        f"refused: {vault} holds the vault of campaign 'Ombre su Milano': export each "
        "campaign into a folder of its own (journal: Obsidian vault)"
    )
    italian = table.refused(
        "--lang",
        "it",
        "export",
        "--format",
        "obsidian",
        "--out",
        str(tmp_path / "journal.sqlite3"),
    )
    assert italian == (
        f"rifiutato: {tmp_path / 'journal.sqlite3'} è un file: scegli una cartella "
        "(journal: vault di Obsidian)"
    )


def test_a_technology_has_its_note_until_it_is_voided(table, tmp_path):
    vault = tmp_path / "vault"
    table.run(
        "tech", "add", "Chip medico", "--kind", "enrichment", "--by", "Ana",
        "--limit", "Hackerabile", "--details", "Un chip <b>sotto</b> pelle",
    )  # fmt: skip
    export(table, vault, "--lang", "it")
    path = "Log tecnologico/Chip medico.md"
    props = props_of(vault, path)
    assert {k: props[k] for k in ("type", "session", "scene", "player")} == {
        "type": "techlog",
        "session": 1,
        "scene": 1,
        "player": "[[Ana]]",
    }
    body = body_of(vault, path)
    assert "- **Limite:** Hackerabile\n" in body
    assert "- **Descrizione:** Un chip &lt;b&gt;sotto&lt;/b&gt; pelle\n" in body
    assert "- [[Chip medico]]" in body_of(vault, "Ombre su Milano.md")
    table.run("void", "last", "--reason", "not this campaign")
    export(table, vault, "--lang", "it")
    assert not (vault / "Log tecnologico").exists()  # its folder went with it
    assert unresolved(vault) == []

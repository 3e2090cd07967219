"""Hostile text in a vault: HTML, `[[`, `]]`, `|`, `#`, `%%`, YAML-breaking
characters, file URLs and names that are no file names, typed into names,
titles, notes and the event log, are inert in every note; names that come out
alike never share a file; the notes' properties still parse and say what was
typed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import SAMPLE, Table
from tests.test_obsidian.vaults import (
    changed,
    links,
    notes,
    outside_code,
    props_of,
    snapshot,
    split,
    stems,
    unresolved,
)

CAMPAIGN = 'Ombre [[Sessione 1]] #tag "q": - x'
EVIL_NOTE = "\n".join(
    [
        "%% your notes %%",
        "%% le vostre note %%",
        "- [[Evil]] ![[Ombre]] [x](file:///etc/passwd) <script>alert(1)</script>",
        "> [!danger] injected",
        "---",
        "# heading #tag ^block",
        "$x$ ==hi== `code` ~~gone~~ *em* file:///etc/passwd obsidian://open",
        "1. list",
        '"quoted": {yaml: [1, 2]} | pipe \\ back',
    ]
)
MARA = 'Mara [[Evil]] <b>x</b> %% #t: "y"'
UNSAFE = set('*"\\/<>:|?#^[]%`$')


def sheet(tmp_path: Path, source: str, name: str, player: str) -> Path:
    """A sample's sheet under another name and player."""
    text = (SAMPLE / source).read_text("utf-8")
    first = re.search(r'^name = ".*"$', text, re.M).group()
    owner = re.search(r'^player = ".*"$', text, re.M).group()
    text = text.replace(first, f"name = {toml(name)}", 1)
    text = text.replace(owner, f"player = {toml(player)}", 1)
    path = tmp_path / f"{len(list(tmp_path.glob('*.toml')))}.toml"
    path.write_text(text, "utf-8")
    return path


def toml(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


@pytest.fixture(scope="module")
def hostile(tmp_path_factory) -> tuple[Table, Path, Path]:
    folder = tmp_path_factory.mktemp("hostile")
    table = Table(folder / "journal.sqlite3")
    table.run("campaign", "new", CAMPAIGN)
    table.run("player", "add", "Ana", "Sessione 1", "CON", "a/../b", ".hidden")
    table.run("character", "create", "--from", str(SAMPLE / "kira.toml"))
    table.run(
        "character",
        "create",
        "--from",
        str(sheet(folder, "kira.toml", "Kira/Voss", "CON")),
    )
    table.run(
        "character", "create", "--from", str(sheet(folder, "mara.toml", MARA, "a/../b"))
    )
    table.run("adventure", "start", "<img src=file:///etc/passwd>")
    table.run("session", "start", "--date", "2026-11-20")
    table.run(
        "scene", "start", "../../etc/passwd [[x]] | y", "--description", EVIL_NOTE
    )
    table.run(
        "roll", "Kira Voss", "--char", "agilita", "--target", "2", "--dice", "6,4,1",
        "--note", EVIL_NOTE,
    )  # fmt: skip
    table.run(
        "eventlog", "add", "CON", "--details", EVIL_NOTE,
        "--keywords", "#tag,[[x]],123,a b,città",
    )  # fmt: skip
    table.run("eventlog", "note", "last", EVIL_NOTE)
    against = "Veterano [[x]] #y %%:4:weapon=2,protection=2"
    table.run("fight", "start", "--against", against, "--side", "Kira Voss")
    table.run("fight", "end")
    table.run("scene", "end")
    table.run("session", "end", "--summary", EVIL_NOTE)
    vault = folder / "vault"
    table.run("--lang", "it", "export", "--format", "obsidian", "--out", str(vault))
    return table, folder, vault


def test_names_become_safe_files_and_alike_names_never_share_one(hostile):
    _, folder, vault = hostile
    paths = list(notes(vault))
    for path in paths:
        for part in path.split("/"):
            assert not UNSAFE & set(part), path
            assert not part.startswith(".") and part == part.strip(". "), path
    assert all(len(found) == 1 for found in stems(vault).values())
    assert {
        "Giocatori/_CON.md",  # a device name on Windows
        "Giocatori/Sessione 1 (2).md",  # the session's note came first
        "Giocatori/a .. b.md",
        "Giocatori/hidden.md",
        "Personaggi/Kira Voss.md",
        "Personaggi/Kira Voss (2).md",  # Kira/Voss
        "Personaggi/Mara Evil b x b t y.md",
        "PNG/Veterano x y.md",
        "Log degli eventi/_CON (2).md",  # the player CON came first
    } <= set(paths)
    assert (vault / "Ombre Sessione 1 tag q - x.md").is_file()  # the index
    assert sorted(p.name for p in folder.iterdir()) == [
        "0.toml",
        "1.toml",
        "journal.sqlite3",
        "vault",
    ]  # nothing written outside the vault


def test_every_link_resolves_and_typed_text_makes_none(hostile):
    _, _, vault = hostile
    assert unresolved(vault) == []
    found = {target for text in notes(vault).values() for target in links(text)}
    assert not {"Evil", "Ombre", "x", "Sessione 1]] #tag"} & found
    mara = "Personaggi/Mara Evil b x b t y.md"
    shown = '[[Mara Evil b x b t y|Mara Evil b x /b t: "y"]]'  # what ends no link
    assert (
        f"- {shown} entra nella storia (a/../b)"
        in notes(vault)["Sessioni/Sessione 1.md"]
    )
    assert props_of(vault, mara)["aliases"] == ['Mara Evil b x /b t: "y"']


def test_typed_text_is_inert_in_every_note_body(hostile):
    _, _, vault = hostile
    tag = re.compile(r"(?<![&\w])#(?![\s#\d])")
    for path, text in notes(vault).items():
        body = outside_code(split(text)[1])
        mine, _, tail = body.rpartition("\n%% le vostre note %%")
        assert tail == "", path  # the marker once, last: nothing after it
        assert "%% le vostre note %%" not in mine and "%% your notes %%" not in mine
        assert mine.count("%%") == 2, path  # the journal's one comment
        for sign in ("<", "://", "$", "^", "==", "![["):
            assert sign not in mine, (path, sign)
        for line in mine.splitlines():
            assert not tag.search(re.sub(r"^#+ ", "", line)), (path, line)
            assert not line.startswith(("---", "> [!danger]", "1. ")), (path, line)
    roll = (vault / "Scene/Scena 1 · .. .. etc passwd x y.md").read_text("utf-8")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in roll
    assert "&#91;&#91;Evil&#93;&#93;" in roll
    assert "file&#58;///etc/passwd" in roll


def test_properties_parse_and_hold_what_was_typed(hostile):
    _, _, vault = hostile
    index = props_of(vault, "Ombre Sessione 1 tag q - x.md")
    assert index["campaign"] == 'Ombre [ [Sessione 1] ] #tag "q": - x'  # no link
    entry = props_of(vault, "Log degli eventi/_CON (2).md")
    assert entry["keywords"] == ["#tag", "[ [x] ]", "123", "a b", "città"]
    assert entry["tags"] == ["tag", "x", "a-b", "città"]
    session = props_of(vault, "Sessioni/Sessione 1.md")
    assert session["adventure"] == "<img src=file:///etc/passwd>"  # a string, quoted
    assert session["npcs"] == ["[[Veterano x y]]"]
    text = (vault / "Sessioni/Sessione 1.md").read_text("utf-8")
    head = text.split("\n---\n", 1)[0]
    assert "<" not in head  # written \u003c: no raw HTML in a note's head


def test_a_second_export_of_hostile_notes_changes_nothing(hostile):
    table, _, vault = hostile
    before = snapshot(vault)
    table.run("--lang", "it", "export", "--format", "obsidian", "--out", str(vault))
    assert changed(before, snapshot(vault)) == set()

"""Reading a vault as Obsidian would: its notes, each note's properties (parsed
by PyYAML, as Obsidian's own YAML reader would), its wikilinks and where they
lead; and a snapshot of every file's bytes and modification time."""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

import yaml

WIKILINK = re.compile(r"\[\[(.+?)\]\]")


def notes(vault: Path) -> dict[str, str]:
    """Every note (path relative to the vault, POSIX) and its text."""
    found = {}
    for folder, dirs, files in os.walk(vault):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in files:
            if name.endswith(".md"):
                path = Path(folder, name)
                found[path.relative_to(vault).as_posix()] = path.read_text("utf-8")
    return dict(sorted(found.items()))


def split(text: str) -> tuple[dict, str]:
    """(properties, body) of a note; its front matter must parse as YAML."""
    assert text.startswith("---\n"), text[:80]
    head, _, body = text[4:].partition("\n---\n")
    props = yaml.safe_load(head)
    assert isinstance(props, dict), head
    return props, body


def links(text: str) -> list[str]:
    """The target of every wikilink in a note (body and properties): what is
    before `|` (or `\\|` in a table) and `#`; none in a fenced code block,
    where Obsidian reads no link."""
    found = []
    for inner in WIKILINK.findall(outside_code(text)):
        target = re.split(r"\\?\|", inner, maxsplit=1)[0]
        found.append(target.split("#", 1)[0])
    return found


FENCE = re.compile(r"^(~{3,}|`{3,})")


def outside_code(text: str) -> str:
    """The text without its fenced code blocks (CommonMark: a fence closes with
    one of the same character, at least as long)."""
    kept, fence = [], None
    for line in text.splitlines():
        found = FENCE.match(line)
        if fence is None and found:
            fence = found.group(1)
        elif fence is not None:
            if (
                found
                and found.group(1)[0] == fence[0]
                and len(found.group(1)) >= len(fence)
            ):
                if not line[len(found.group(1)) :].strip():
                    fence = None
        else:
            kept.append(line)
    return "\n".join(kept)


def key(stem: str) -> str:
    return unicodedata.normalize("NFC", stem).casefold()


def stems(vault: Path) -> dict[str, list[str]]:
    """Each note's name as a link finds it (any case), and the notes of it."""
    found: dict[str, list[str]] = {}
    for path in notes(vault):
        found.setdefault(key(path.rsplit("/", 1)[-1][:-3]), []).append(path)
    return found


def unresolved(vault: Path) -> list[tuple[str, str]]:
    """(note, link) for every wikilink that leads to no note, or to two."""
    by_stem = stems(vault)
    return [
        (path, target)
        for path, text in notes(vault).items()
        for target in links(text)
        if len(by_stem.get(key(target), [])) != 1
    ]


def snapshot(vault: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of the folder, hidden ones too: (bytes, mtime in ns)."""
    found = {}
    for path in sorted(vault.rglob("*")):
        if path.is_file():
            found[path.relative_to(vault).as_posix()] = (
                path.read_bytes(),
                path.stat().st_mtime_ns,
            )
    return found


def changed(before: dict, after: dict) -> set[str]:
    """The files added, removed, or whose bytes or time changed."""
    return {
        path
        for path in before.keys() | after.keys()
        if before.get(path) != after.get(path)
    }


def props_of(vault: Path, path: str) -> dict:
    return split((vault / path).read_text("utf-8"))[0]


def body_of(vault: Path, path: str) -> str:
    return split((vault / path).read_text("utf-8"))[1]

"""Notes and the wikilinks between them.

A note is known by its subject (journal.projections.obsidian.names.Subject)
before its text is made: every subject gets its file first, then each note's
text is made with `Links`, which writes `[[Kira Voss]]`, or `[[Kira Voss (2)|Kira
Voss]]` when the file's name is not the name shown. A link to a subject without
a note is its name, inert.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from journal.projections.obsidian.names import Subject, shown
from journal.projections.obsidian.text import inert


class Note(NamedTuple):
    subject: Subject
    # (properties, body lines), made once every subject has its file
    make: Callable[[Links], tuple[dict, list[str]]]


class Links:
    def __init__(self, paths: dict[str, str], names: dict[str, str]) -> None:
        self.paths = paths  # key -> path in the vault
        self.names = names  # key -> the name a link shows

    def __contains__(self, key: str) -> bool:
        return key in self.paths

    def stem(self, key: str) -> str:
        return self.paths[key].rsplit("/", 1)[-1].removesuffix(".md")

    def to(self, key: str, text: str | None = None, table: bool = False) -> str:
        """A wikilink to the subject's note (in a table, its `|` escaped), or
        the text, inert, when the subject has no note."""
        label = text if text is not None else self.names.get(key, "")
        if key not in self.paths:
            return inert(label)
        stem = self.stem(key)
        label = shown(label) or stem
        if label == stem:
            return f"[[{stem}]]"
        bar = "\\|" if table else "|"
        return f"[[{stem}{bar}{label}]]"

    def prop(self, key: str) -> str | None:
        """A wikilink for a property (a string Obsidian shows as a link)."""
        return self.to(key) if key in self.paths else None

    def props(self, keys) -> list[str]:
        return [self.to(key) for key in keys if key in self.paths]

"""Each note's file: a safe name, unique in the vault, and the same from one
export to the next.

A name becomes a file name by dropping what a file system or a wikilink cannot
hold (`* " \\ / < > : | ? # ^ [ ] %`, backticks, `$`, control and invisible
characters), leading dots and trailing dots and spaces, by shortening it to
120 bytes and by steering clear of Windows' device names (CON, NUL, COM1...).
Obsidian finds a note by its name alone, in any folder and in any case, so two
notes never share a name up to case and Unicode normalisation: the second of
two names that come out alike gets " (2)", the next " (3)".

A subject keeps the file it had (the vault's state file remembers it), so a new
character named like an old player never takes the player's note; a file the
journal did not write is never taken, nor its name.
"""

from __future__ import annotations

import functools
import unicodedata
from typing import NamedTuple

from journal.projections.render_escape import one_line

FORBIDDEN = frozenset('*"\\/<>:|?#^[]%`$')
LIMIT = 120  # bytes of UTF-8, of the name without its " (2)" and ".md"
DEVICES = {"CON", "PRN", "AUX", "NUL"} | {
    f"{d}{n}" for d in ("COM", "LPT") for n in range(1, 10)
}


class Subject(NamedTuple):
    key: str  # what the note is about, stable: "session:3", "character:<id>"
    folder: str  # relative to the vault, "" for its top
    name: str  # the name it would have: "Sessione 3", "Kira Voss"
    fallback: str  # the name when nothing of `name` is left: "Personaggio 1"


# What would end a wikilink's text, or start other syntax in it:
IN_LABEL = frozenset("[]|%`$<>#^")


def shown(name: str) -> str:
    """A name as a wikilink's text may show it (`[[Kira Voss (2)|Kira Voss]]`):
    nothing that ends the link or opens a comment, code, math or HTML."""
    return _kept(name, IN_LABEL)


@functools.lru_cache(maxsize=4096)  # names recur on every entry
def _kept(name: str, unsafe: frozenset[str]) -> str:
    text = unicodedata.normalize("NFC", one_line(name))
    kept = (" " if char in unsafe or _invisible(char) else char for char in text)
    return " ".join("".join(kept).split())


def _invisible(char: str) -> bool:
    return unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def stem_of(name: str, fallback: str) -> str:
    """The file name (without `.md`) for a name; `fallback` when nothing of it
    is left ("Personaggio 3")."""
    text = _trimmed(name) or _trimmed(fallback) or "note"
    if text.split(".")[0].strip().upper() in DEVICES:
        text = f"_{text}"
    return text


def _trimmed(name: str) -> str:
    text = _kept(name, FORBIDDEN).lstrip(". ")
    while len(text.encode("utf-8")) > LIMIT:
        text = text[:-1]
    return text.rstrip(". ")


def folded(stem: str) -> str:
    """How Obsidian (and a case-insensitive disk) tells names apart."""
    return unicodedata.normalize("NFC", stem).casefold()


def assign(
    subjects: list[Subject], before: dict[str, tuple[str, str]], taken: set[str]
) -> dict[str, str]:
    """Each subject's path (folder/stem.md). `before`: key -> (path, stem it was
    made from) of the last export; `taken`: the folded stems of every note in
    the vault the journal did not write. A subject keeps its path when its
    folder and name are the same; the others get a free name, in order."""
    paths: dict[str, str] = {}
    owners = {folded(_stem(path)): key for key, (path, _ignored) in before.items()}
    used: set[str] = set(taken)
    later = []
    for subject in subjects:
        base = stem_of(subject.name, subject.fallback)
        known = before.get(subject.key)
        if known and known[1] == base and _folder(known[0]) == subject.folder:
            stem = folded(_stem(known[0]))
            if stem not in used:
                used.add(stem)
                paths[subject.key] = known[0]
                continue
        later.append((subject, base))
    for subject, base in later:
        candidate, count = base, 1
        while (
            folded(candidate) in used
            or owners.get(folded(candidate), subject.key) != subject.key
        ):  # another subject's old note: never taken over
            count += 1
            candidate = f"{base} ({count})"
        used.add(folded(candidate))
        folder = f"{subject.folder}/" if subject.folder else ""
        paths[subject.key] = f"{folder}{candidate}.md"
    return paths


def _stem(path: str) -> str:
    return path.rsplit("/", 1)[-1].removesuffix(".md")


def _folder(path: str) -> str:
    return path.rsplit("/", 1)[0] if "/" in path else ""

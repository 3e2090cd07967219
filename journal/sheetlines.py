"""Where a key of a TOML file is written: its line, for a sheet's problems.

tomllib keeps no positions, so the text is read again line by line: table
headers (`[daimon]`, `[[skills]]`, counted), `key = value` lines (dotted and
quoted keys too) and the keys of inline tables on them. Good enough for the
files people write by hand; a path it cannot place falls back to the nearest
enclosing key it can, else to no line at all.

Before TOML is parsed, `accented_keys` finds the bare keys TOML refuses
because a letter is not ASCII (`agilità = 3`), every one with its line, and
says how to write it.
"""

from __future__ import annotations

import re

from journal.domain.text import fold_key

_KEY = r'(?:"(?:[^"\\]|\\.)*"|\'[^\']*\'|[^\s=\[\]{},#"\'.]+)'
_DOTTED = rf"{_KEY}(?:\s*\.\s*{_KEY})*"
_HEADER = re.compile(rf"^\s*(\[\[?)\s*({_DOTTED})\s*\]\]?")
_ASSIGN = re.compile(rf"^\s*({_DOTTED})\s*=")
_INLINE = re.compile(rf"[{{,]\s*({_DOTTED})\s*=")
_PART = re.compile(_KEY)


def _parts(dotted: str) -> tuple[str, ...]:
    return tuple(_unquote(p) for p in _PART.findall(dotted))


def _unquote(part: str) -> str:
    if len(part) >= 2 and part[0] == part[-1] and part[0] in "\"'":
        return part[1:-1]
    return part


def _folded(path) -> tuple:
    return tuple(fold_key(p) if isinstance(p, str) else p for p in path)


def _code_lines(text: str):
    """(number, line) outside multi-line strings, comments cut off."""
    inside = None
    for number, line in enumerate(text.splitlines(), start=1):
        if inside:
            if inside in line:
                inside = None
            continue
        for quote in ('"""', "'''"):
            if line.count(quote) % 2 == 1:
                inside = quote
        yield number, line.split(" #", 1)[0] if "#" in line else line


def key_lines(text: str) -> dict[tuple, int]:
    """Each key path written in `text` (folded; arrays of tables with the
    number of their item, from 0) -> the line that writes it."""
    found: dict[tuple, int] = {}
    counts: dict[tuple, int] = {}
    table: tuple = ()
    for number, line in _code_lines(text):
        header = _HEADER.match(line)
        if header:
            path = _folded(_parts(header.group(2)))
            if header.group(1) == "[[":
                counts[path] = counts.get(path, -1) + 1
                found.setdefault(path, number)
                path = (*path, counts[path])
            table = path
            found.setdefault(table, number)
            continue
        assign = _ASSIGN.match(line)
        if not assign:
            continue
        here = (*table, *_folded(_parts(assign.group(1))))
        found.setdefault(here, number)
        rest = line[assign.end() :]
        for inner in _INLINE.finditer(rest):
            found.setdefault((*here, *_folded(_parts(inner.group(1)))), number)
    return found


def line_for(text: str, path: tuple, lines: dict | None = None) -> int | None:
    """The line of `path` (keys as written, 0-based item numbers), or of the
    nearest enclosing key written."""
    lines = key_lines(text) if lines is None else lines
    path = _folded(path)
    for end in range(len(path), 0, -1):
        if path[:end] in lines:
            return lines[path[:end]]
    return None


_BARE = re.compile(r"(?:^|[{,])\s*([^\s=\[\]{},#\"']+)\s*=")


def accented_keys(text: str) -> list[tuple[int, str]]:
    """(line, key) for each bare key with a letter TOML does not allow bare."""
    found = []
    for number, line in _code_lines(text):
        code = re.sub(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'', '""', line)  # values out
        for match in _BARE.finditer(code):
            key = match.group(1)
            if not key.isascii():
                found.append((number, key))
    return found

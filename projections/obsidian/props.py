"""A note's properties as YAML front matter, written here rather than by a YAML
library: the subset is small (mappings, lists, quoted strings, numbers, dates,
booleans) and fixed, so that Obsidian's property panel, Dataview and Bases read
every value with the type it has; the tests parse every note's front matter
with PyYAML.

Every string is double-quoted, JSON style, with whatever a YAML reader could
stumble on written as an escape: control and invisible characters, line and
paragraph separators, the byte-order mark, and `<`, `>`, `&` (no raw HTML in a
note's head). A key the journal did not choose (a character's name, a track's)
is quoted too. A `Day` is written bare, so Obsidian reads it as a date.
"""

from __future__ import annotations

import json
import re
import unicodedata

_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_WORDS = {"true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"}
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_ESCAPED = set("<>&\u2028\u2029\ufeff\x85")
_HTML = re.compile("[<>&]")


class Day(str):
    """A date of play (YYYY-MM-DD): written unquoted, a YAML date."""


def front_matter(props: dict) -> str:
    """`---`, the properties (None and empty lists or mappings left out), `---`."""
    lines = ["---"]
    for key, value in props.items():
        if value is not None and value not in ([], {}, ()):
            _entry(lines, key, value, "")
    lines.append("---")
    return "\n".join(lines) + "\n"


def _entry(lines: list[str], key: str, value, pad: str) -> None:
    head = f"{pad}{_key(key)}:"
    if isinstance(value, dict):
        if not value:
            lines.append(f"{head} {{}}")
            return
        lines.append(head)
        for inner, item in value.items():
            if item is not None:
                _entry(lines, inner, item, pad + "  ")
    elif isinstance(value, list | tuple):
        if not value or (pad and not any(_nested(item) for item in value)):
            lines.append(f"{head} {scalar(value)}")  # a short list, in flow
            return
        lines.append(head)
        for item in value:
            _item(lines, item, pad + "  ")
    else:
        lines.append(f"{head} {scalar(value)}")


def _nested(value) -> bool:
    return isinstance(value, dict | list | tuple)


def _item(lines: list[str], item, pad: str) -> None:
    """One entry of a list: a scalar, a flow list of scalars, or a mapping
    whose first key sits on the dash."""
    if isinstance(item, dict) and item:
        first = len(lines)
        for inner, value in item.items():
            if value is not None:
                _entry(lines, inner, value, pad + "  ")
        if len(lines) > first:
            lines[first] = f"{pad}- {lines[first][len(pad) + 2 :]}"
        else:
            lines.append(f"{pad}- {{}}")
    else:
        lines.append(f"{pad}- {scalar(item)}")


def scalar(value) -> str:
    """One value on one line: a number, a boolean, a date, a flow list of
    scalars, else a quoted string."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return json.dumps(round(value, 4))
    if isinstance(value, Day) and _ISO_DAY.fullmatch(value):
        return str(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(scalar(item) for item in value) + "]"
    if isinstance(value, dict):
        inner = (f"{_key(k)}: {scalar(v)}" for k, v in value.items() if v is not None)
        return "{" + ", ".join(inner) + "}"
    return quoted(str(value))


def quoted(text: str) -> str:
    """A YAML double-quoted string (JSON's escapes are YAML's)."""
    if text.isprintable() and not _HTML.search(text):  # most text: JSON's own
        return json.dumps(text, ensure_ascii=False)
    out = ['"']
    for char in text:
        if char == '"':
            out.append('\\"')
        elif char == "\\":
            out.append("\\\\")
        elif _needs_escape(char):
            code = ord(char)
            out.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


def _needs_escape(char: str) -> bool:
    if char in _ESCAPED:
        return True
    return unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def _key(key: str) -> str:
    key = str(key)
    if _PLAIN_KEY.fullmatch(key) and key.lower() not in _WORDS:
        return key
    return quoted(key)

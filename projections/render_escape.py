"""Make user text inert in Markdown, YAML front matter and CSS strings.

Everything a user typed is plain text: nothing in it may become emphasis, a link,
an image, raw HTML, a heading or a table cell boundary once it is in the chronicle.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata


class Md(str):
    """Text already safe to place in Markdown as it is."""


_ALWAYS = {c: "\\" + c for c in "\\`*_{}[]#|~$"}
_ALWAYS |= {"<": "&lt;", ">": "&gt;", "&": "&amp;"}
_TABLE = str.maketrans(_ALWAYS)
_LINE_START = re.compile(r"^(?:(\d+)([.)])|([-+=!]))")


# Bidirectional controls: invisible, they reorder what a line seems to say.
BIDI = frozenset(
    [*map(chr, range(0x202A, 0x202F)), *map(chr, range(0x2066, 0x206A))]
    + ["\u200e", "\u200f"]
)


def one_line(value: object) -> str:
    """`value` as one line: whitespace runs collapsed, control characters and
    bidirectional controls dropped (whatever the text's origin: an import, a
    row another player's journal wrote)."""
    text = "" if value is None else str(value)
    if text.isprintable() and "  " not in text and text.strip(" ") == text:
        return text  # no control character, no space to collapse: as it is
    text = "".join(" " if c.isspace() else c for c in text)
    text = "".join(
        c for c in text if c not in BIDI and unicodedata.category(c) not in DROPPED
    )
    return " ".join(text.split())


DROPPED = ("Cc", "Cs")  # control characters, unpaired surrogates


def md_escape(value: object) -> Md:
    """A one-line user string made inert in Markdown (idempotent on `Md`)."""
    if isinstance(value, Md):
        return value
    return _escaped("" if value is None else str(value))


@functools.lru_cache(maxsize=4096)  # names and phrases recur on every entry
def _escaped(value: str) -> Md:
    text = one_line(value).translate(_TABLE)
    return Md(_LINE_START.sub(_escape_start, text))


def _escape_start(match: re.Match[str]) -> str:
    if match[1] is not None:
        return f"{match[1]}\\{match[2]}"
    return "\\" + match[3]


def md_lines(value: object) -> list[Md]:
    """A multi-line user string (a note, a summary) as inert Markdown lines,
    blank lines dropped; what its writer struck out (`<del>`, `<s>`, `<strike>`:
    a correction, as the journal strikes its own) is shown struck (MARKED)."""
    text = "" if value is None else str(value)
    lines = (_marked(md_escape(line)) for line in text.splitlines())
    return [line for line in lines if line]


# A tag pair as md_escape leaves it (`&lt;del&gt;x&lt;/del&gt;`), plain, with
# text inside that holds no tag: its Markdown around the escaped text. Nothing
# of the tag reaches the page; anything else stays escaped, shown as typed.
MARKED = {"del": "~~", "s": "~~", "strike": "~~"}
_TAG_PAIR = re.compile(
    r"&lt;(" + "|".join(MARKED) + r")&gt;(?=\S)((?:(?!&lt;).)+?)(?<=\S)&lt;/\1&gt;"
)


def _marked(line: Md) -> Md:
    if "&lt;" not in line:
        return line
    return Md(_TAG_PAIR.sub(lambda m: f"{MARKED[m[1]]}{m[2]}{MARKED[m[1]]}", line))


_HTML_IN_YAML = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def yaml_scalar(value: object) -> Md:
    """A YAML-safe scalar: JSON is valid YAML, strings are always quoted, and
    `<`, `>`, `&` are escapes (\\u003c ...), so no raw HTML sits in the front
    matter for a Markdown tool to pass through."""
    if value is None or isinstance(value, bool | int):
        return Md(json.dumps(value))
    if isinstance(value, list | tuple):
        return Md("[" + ", ".join(yaml_scalar(item) for item in value) + "]")
    text = json.dumps(one_line(value), ensure_ascii=False)
    return Md(text.translate(_HTML_IN_YAML))


def css_string(value: str) -> str:
    """A double-quoted CSS string literal that cannot close its <style> element."""
    escaped = "".join(
        c if c.isalnum() or c in " .,:;-_/'" else f"\\{ord(c):x} " for c in value
    )
    return f'"{escaped}"'

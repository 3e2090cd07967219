"""User text made inert in an Obsidian note.

Obsidian reads more than CommonMark: `[[wikilinks]]`, `![[embeds]]`, `#tags`,
`%%comments%%`, `^block-ids`, `==highlights==`, `$math$`, callouts, raw HTML,
bare URLs. Whatever a user typed (a name, a note, a scene's title) must show as
typed and do none of that. In a note's body every such character becomes an
HTML character reference (`[` -> `&#91;`): Obsidian shows the character, and
none of its parsers sees the syntax, since a reference is not the character
(and `&#35;` is no tag: a tag needs a letter). A `:` before `//` becomes one
too (no `file://` or `obsidian://` autolink), and what would open a list at the
start of a line. Backslash escapes are not used: whether Obsidian's link and
tag parsers honour them is not documented, a reference is plain CommonMark.

In a property (YAML) the text is a quoted string (journal.projections.obsidian
.props); there only `[[` and `]]` would mean something (Obsidian shows a
property that reads like a link as one), so their brackets are set apart.
"""

from __future__ import annotations

import re

from journal.projections.render_escape import one_line

_REFERENCES = {c: f"&#{ord(c)};" for c in "[]|#%^\\`*_~$"}
_REFERENCES |= {"&": "&amp;", "<": "&lt;", ">": "&gt;"}
_TABLE = str.maketrans(_REFERENCES)
_SCHEME = re.compile(r":(?=//)")
_LINE_START = re.compile(r"^(?:(\d+)([.)])|([-+]))")


def inert(value: object) -> str:
    """One line of user text, inert in a note's body."""
    text = one_line(value).translate(_TABLE)
    text = _SCHEME.sub("&#58;", text).replace("==", "=&#61;")  # no ==highlight==
    return _LINE_START.sub(_start, text)


def _start(match: re.Match[str]) -> str:
    if match[1] is not None:
        return f"{match[1]}&#{ord(match[2])};"
    return f"&#{ord(match[3])};"


def inert_lines(value: object) -> list[str]:
    """Text of several lines, each inert, blank ones dropped."""
    text = "" if value is None else str(value)
    return [line for line in (inert(part) for part in text.splitlines()) if line]


_LINKISH = re.compile(r"\[(?=\[)|\](?=\])")


def prop_text(value: object) -> str:
    """User text for a property: one line, never reading as a wikilink."""
    return _LINKISH.sub(lambda m: m.group() + " ", one_line(value))


_MD_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")
_MD_ENTITIES = (("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"))


def from_markdown(md: str) -> str:
    """The plain text of a value journal.projections.render_escape.md_escape
    made (a ruleset's document cells), to be made inert here instead."""
    text = _MD_ESCAPED.sub(r"\1", str(md))
    for entity, char in _MD_ENTITIES:
        text = text.replace(entity, char)
    return text


# -- the group's own notes ------------------------------------------------------

MARKERS = {"en": "%% your notes %%", "it": "%% le vostre note %%"}
_KNOWN = {marker.casefold() for marker in MARKERS.values()}


def is_marker(line: str) -> bool:
    """Whether a line is the `%% your notes %%` line (either language, any case
    or spacing): what follows it in a note is the group's."""
    return " ".join(line.split()).casefold() in _KNOWN


def users_part(text: str) -> str | None:
    """What follows the first marker line of a note, as it is; None without one."""
    start = 0
    for line in text.splitlines(keepends=True):
        start += len(line)
        if is_marker(line):
            return text[start:]
    return None


def never_marker(line: str) -> str:
    """A line the journal writes that must not pass for the marker (a sheet's
    line in a code block, say, that a hostile name made one)."""
    return line.replace("%", "\uff05") if is_marker(line) else line


def fence_for(lines: list[str]) -> str:
    """A code fence (tildes) longer than any run of tildes in the lines."""
    longest = max(
        (len(run) for line in lines for run in re.findall("~+", line)), default=0
    )
    return "~" * max(3, longest + 1)

"""Checks on text typed by users: names and notes are kept, never interpreted.

Notes are stored as typed (NFC-normalised); names in their compatibility form
(NFKC: fullwidth or superscript letters become plain ones). Control characters,
unpaired surrogates and bidirectional overrides are refused, because they can
disguise what a log line says, and names may not hold invisible characters nor
look like another name without being it (journal.domain.lookalike). Markup is allowed in
storage and escaped by every renderer; `one_line` makes any text safe to print.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

from journal.domain.errors import RuleBroken
from journal.i18n import N_, _

NAME_LIMIT = 80
NOTE_LIMIT = 2000


def clean_name(text: str, what: str = "name", known: Iterable[str] = ()) -> str:
    """A name: one line, printable and visible, at most NAME_LIMIT characters, and
    not a lookalike of one of the `known` names."""
    text = unicodedata.normalize("NFKC", str(text)).strip()
    if not text:
        raise RuleBroken(
            _("a {what} cannot be empty").format(what=what), N_("journal: names")
        )
    if len(text) > NAME_LIMIT:
        raise RuleBroken(
            _("a {what} has at most {NAME_LIMIT} characters, got {text}").format(
                what=what, NAME_LIMIT=NAME_LIMIT, text=len(text)
            ),
            N_("journal: names"),
        )
    _refuse_controls(text, what, allow_newlines=False)
    check_unlike(text, known, what)
    from journal.domain.lookalike import invisible

    for char in text:
        if invisible(char):
            raise RuleBroken(
                _("the {what} contains the invisible character U+{char:04X}").format(
                    what=what, char=ord(char)
                ),
                N_("journal: names"),
            )
    return text


def check_unlike(name: str, known: Iterable[str], what: str = "name") -> None:
    """Refuse a name that reads like a known one (the same but for case and
    accents is the caller's to refuse: it is the same name)."""
    from journal.domain.lookalike import resembled, visible

    other = resembled(name, known)
    if other is not None and fold_key(other) != fold_key(name):
        raise RuleBroken(
            _(
                "the {what} '{name}' looks like '{other}', a name already in use: "
                "choose one that reads differently"
            ).format(what=what, name=visible(name), other=other),
            N_("journal: names"),
        )


def clean_note(text: str | None, what: str = "note") -> str | None:
    """A free note: printable text, newlines allowed, at most NOTE_LIMIT characters."""
    if text is None:
        return None
    text = unicodedata.normalize("NFC", str(text)).strip()
    if not text:
        return None
    if len(text) > NOTE_LIMIT:
        raise RuleBroken(
            _("a {what} has at most {NOTE_LIMIT} characters, got {text}").format(
                what=what, NOTE_LIMIT=NOTE_LIMIT, text=len(text)
            ),
            N_("journal: notes"),
        )
    _refuse_controls(text, what, allow_newlines=True)
    return text


def _refuse_controls(text: str, what: str, allow_newlines: bool) -> None:
    found = first_hidden(text, "\n\t" if allow_newlines else "")
    if found is not None:
        raise RuleBroken(
            _("the {what} contains the control character U+{code:04X}").format(
                what=what, code=ord(found)
            ),
            N_("journal: text"),
        )


def first_hidden(text: str, allowed: str = "") -> str | None:
    """The first control character (category Cc), unpaired surrogate (Cs) or
    bidirectional control of `text` that is not in `allowed`, or None: what
    no stored or typed text may hold, and what `one_line` shows as \\uXXXX.
    Printable text (str.isprintable) holds none."""
    if text.isprintable():
        return None
    for found in _shown_apart().finditer(text):
        if found.group() not in allowed:
            return found.group()
    return None


def fold_key(text: str) -> str:
    """A lookup key that ignores case and accents: 'Agilità' and 'agilita' match."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().strip())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def one_line(text: object) -> str:
    """Text made safe for one line of a terminal: a newline shows as ↵, a tab as a
    space, any other control, bidirectional or unpaired surrogate character as
    \\uXXXX, so a stored text can never clear a screen or forge a log line.
    Most text has none and is returned as it is: printable text (str.isprintable:
    no character of category C* or Z* but the space) holds none of them."""
    text = str(text)
    if text.isprintable():
        return text
    return _shown_apart().sub(_shown, text)


@functools.cache
def _shown_apart() -> re.Pattern:
    """The characters `one_line` changes and `first_hidden` finds: the controls
    (category Cc: U+0000-001F and U+007F-009F, newline and tab among them), the
    unpaired surrogates (Cs) and the bidirectional controls (U+200E, U+200F,
    U+202A-202E, U+2066-2069), as one character class; compiled when first
    needed (a millisecond every command would pay)."""
    return re.compile(
        "[\x00-\x1f\x7f-\x9f\ud800-\udfff\u200e\u200f\u202a-\u202e\u2066-\u2069]"
    )


_SHOWN_AS = {"\n": " ↵ ", "\r": "", "\t": " "}


def _shown(found: re.Match) -> str:
    char = found.group()
    shown = _SHOWN_AS.get(char)
    return f"\\u{ord(char):04x}" if shown is None else shown

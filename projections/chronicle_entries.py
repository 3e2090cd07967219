"""One recorded event as a chronicle tells it: its line, its roll, its note and
details, struck through when void; a correction told in words; no internal ids."""

from __future__ import annotations

import re

from journal.projections.chronicle_model import Entry
from journal.projections.describe import describe
from journal.projections.phrases import phrase
from journal.projections.sheet import view


def void_told(record: dict, inside: set[str]) -> bool:
    """A void of an event of this part: the event shows it (struck, with why)."""
    return record["type"] == "EventVoided" and record["target"] in inside


def entry(record: dict, book) -> Entry:
    lang, ruleset = book.lang, book.ruleset
    roll_view = view(ruleset, "roll_view")
    roll = roll_view(record, lang) if roll_view else None
    text = describe(record, lang, actor=True, ruleset=ruleset)
    opposed = view(ruleset, "opposed_view")
    told = opposed(record, lang) if opposed else None
    headline, sides = told if told is not None else (None, ())  # sides: as rolls
    if record["type"] == "EventVoided":
        text = _correction(record, book)
    text = without_ids(text, book.by_id)
    headline = without_ids(headline, book.by_id) if headline else None
    return Entry(
        id=record["id"],
        kind=_kind(record["type"], roll is not None or bool(sides)),
        text=text,
        at=record["at"],
        actor=record.get("character"),
        note=record.get("note"),
        roll=roll,
        void=record["void"],
        void_reason=book.reasons.get(record["id"]) if record["void"] else None,
        details=record.get("details")
        if isinstance(record.get("details"), str)
        else None,
        sides=sides,
        headline=headline,
    )


_ID = re.compile(r" ?\b[0-9a-z]{8}\b")
# a bracket that only names an event: "[wound abjyhvwb]", "(ferita abjyhvwb)"
_NAMED = re.compile(r" ?[\[(][^\[\]()\s]+ ([0-9a-z]{8})[\])]")


def without_ids(text: str, ids) -> str:
    """Prose for readers: the campaign's event ids taken out of a phrase
    ('confrontation 9ek7cxwg, round 0' -> 'confrontation, round 0'); a bracket
    that only named an event goes with it ('→ 8 PF [wound abjyhvwb]' -> '→ 8 PF',
    not '→ 8 PF [wound]')."""
    text = _NAMED.sub(lambda m: "" if m[1] in ids else m[0], text)
    return _ID.sub(lambda m: "" if m.group().strip() in ids else m.group(), text)


def _correction(record: dict, book) -> str:
    """A void of an event told elsewhere: what it voided, in words, and why."""
    target = book.by_id.get(record["target"])
    what = describe(target, book.lang, ruleset=book.ruleset) if target else "—"
    return phrase(book.lang, "correction").format(what=what, reason=record["reason"])


def _kind(event_type: str, is_roll: bool) -> str:
    if is_roll:
        return "roll"
    if event_type == "CharacterCreated":
        return "character"
    return "void" if event_type == "EventVoided" else "other"

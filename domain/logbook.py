"""The event log (Log degli eventi): entries, later notes, keywords (any ruleset).

Entries are written by hand (`add_log_entry`) or made by other facts that carry
a `logbook_entry()` (see journal.domain.events_logbook); later notes are new facts that
name an entry, never edits of it.
"""

from __future__ import annotations

from journal.domain import events_logbook as evl
from journal.domain.errors import NotFound, RuleBroken
from journal.domain.ids import canonical
from journal.domain.suggest import did_you_mean
from journal.domain.text import clean_name, clean_note, fold_key
from journal.i18n import _

EVENT_LOG = evl.EVENT_LOG
KEYWORD_LIMIT = 20  # per entry or note: more is a paragraph, not keywords


class LogbookCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

    def add_log_entry(self, event, details, keywords, stamp) -> None:
        """A new entry: what happened, its details, the keywords to find it by."""
        event = clean_note(event, "event")
        if not event:
            raise RuleBroken(
                _("an entry needs its event: say what happened"), EVENT_LOG
            )
        self.record(
            evl.LogEntryAdded,
            stamp,
            event=event,
            details=clean_note(details, "details"),
            keywords=clean_keywords(keywords),
        )

    def add_log_note(self, entry: str, note, keywords, stamp) -> None:
        """A later note on `entry` (an entry's id, or `last`)."""
        entry_id = self.log_entry(entry)
        note = clean_note(note)
        if not note:
            raise RuleBroken(_("a later note cannot be empty"), EVENT_LOG)
        self.record(
            evl.LogNoteAdded,
            stamp,
            entry=entry_id,
            about=evl.entries(self.state)[entry_id],
            text=note,
            keywords=clean_keywords(keywords),
        )

    def log_entry(self, ref: str) -> str:
        """The id of the entry a user names: its id, or `last` (the newest)."""
        known = evl.entries(self.state)
        if ref.strip().casefold() in ("last", "ultima", "ultimo"):
            if not known:
                raise NotFound(_("the event log has no entry yet"), EVENT_LOG)
            return list(known)[-1]
        entry_id = canonical(ref)
        if entry_id not in known:
            raise NotFound(
                _("no entry {ref!r} in the event log{ref2}").format(
                    ref=ref, ref2=did_you_mean(ref, known)
                ),
                EVENT_LOG,
            )
        return entry_id


def clean_keywords(keywords) -> list[str]:
    """Keywords as typed, each once (case and accents aside), at most 20."""
    found: dict[str, str] = {}
    for keyword in keywords or ():
        if str(keyword).strip():
            word = clean_name(keyword, "keyword")
            found.setdefault(fold_key(word), word)
    if len(found) > KEYWORD_LIMIT:
        raise RuleBroken(
            _("at most {KEYWORD_LIMIT} keywords at once, not {found}").format(
                KEYWORD_LIMIT=KEYWORD_LIMIT, found=len(found)
            ),
            EVENT_LOG,
        )
    return list(found.values())

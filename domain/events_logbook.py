"""Event log facts (Log degli eventi): entries and later notes, for any ruleset.

An entry has an event, details and keywords; later notes are new facts, never
edits. Any event class with a `logbook_entry()` method is an entry too (a
ruleset's answers from a random table, say): its `fold` calls `enter`, so notes
can name it, and `logbook_entry()` says what the log shows. Names and fields are
a stored format.
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState
from journal.i18n import _

EVENT_LOG = "journal: event log"


def entries(state: CampaignState) -> dict[str, str]:
    """The log's entries, oldest first: id -> event (voided ones fold away)."""
    return state.table.get("logbook", {}).get("entries", {})


def enter(state: CampaignState, entry_id: str, event: str) -> None:
    """Open an entry that later notes may name."""
    state.table.setdefault("logbook", {"entries": {}})["entries"][entry_id] = event


class LogEntryAdded(CampaignEvent):
    """An entry written by hand: event (evento), details (dettagli), keywords."""

    event: str
    details: str | None
    keywords: list[str]
    voidable = True

    def fold(self, state: CampaignState) -> None:
        enter(state, self.event_id, self.event)

    def logbook_entry(self) -> dict:
        return {
            "event": self.event,
            "details": self.details,
            "keywords": list(self.keywords),
            "replaces": None,
        }


class LogNoteAdded(CampaignEvent):
    """A later note (nota successiva) on an entry, with keywords it adds."""

    entry: str  # the entry's id
    about: str  # the entry's event, as the note was written
    text: str
    keywords: list[str]
    voidable = True

    def fold(self, state: CampaignState) -> None:
        if self.entry not in entries(state):
            raise RuleBroken(
                _("there is no entry {entry} to note").format(entry=self.entry),
                EVENT_LOG,
            )

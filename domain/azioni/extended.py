"""Extended actions (Azioni prolungate): N successes needed, failures not
counted, the difficulty free to change between tests. One is open at a time;
the test that reaches the successes ends it."""

from __future__ import annotations

from journal.domain.azioni import events as ev
from journal.domain.azioni.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_name, clean_note

SECTION = ev.EXTENDED
NEEDS_LIMIT = 100


class ExtendedCommands:
    """Mixed into AzioniCampaign (see domain/azioni/campaign.py)."""

    def start_extended(self, title: str, needs: int, stamp) -> None:
        if self.state.table.get(ev.KEY):
            open_one = self.state.table[ev.KEY]["title"]
            raise RuleBroken(
                _("the extended action {open_one!r} is still open").format(
                    open_one=open_one
                ),
                SECTION,
            )
        if not 1 <= needs <= NEEDS_LIMIT:
            raise RuleBroken(
                _("an extended action needs 1..{NEEDS_LIMIT} successes").format(
                    NEEDS_LIMIT=NEEDS_LIMIT
                ),
                SECTION,
            )
        self.record(
            ev.ExtendedActionStarted,
            stamp,
            number=self.state.table.get("extended_actions", 0) + 1,
            title=clean_name(title, "title"),
            needs=needs,
        )

    def end_extended(self, reason: str | None, stamp) -> None:
        """End the open extended action before its successes are reached."""
        self.open_extended()
        self.close_extended(clean_note(reason, "reason"), stamp)

    def open_extended(self) -> dict:
        action = self.state.table.get(ev.KEY)
        if not action:
            message = _(
                "no extended action is open; start one with `journal extended start`"
            )
            raise RuleBroken(message, SECTION)
        return action

    def counting(self, extended: bool) -> int | None:
        """The number of the open extended action a test counts for."""
        return self.open_extended()["number"] if extended else None

    def complete_extended(self, stamp) -> None:
        """After a test: end the open action once its successes are reached."""
        action = self.state.table.get(ev.KEY)
        if action and action["successes"] >= action["needs"]:
            self.close_extended(None, stamp)

    def close_extended(self, reason: str | None, stamp) -> None:
        action = self.open_extended()
        self.record(
            ev.ExtendedActionEnded,
            stamp,
            number=action["number"],
            title=action["title"],
            needs=action["needs"],
            successes=action["successes"],
            tests=action["tests"],
            completed=action["successes"] >= action["needs"],
            reason=reason,
        )

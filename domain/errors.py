"""The domain's errors: a refusal always names the rule it enforces."""

from __future__ import annotations


class JournalError(Exception):
    """Base class of every error the journal reports to a user as a refusal."""

    def __init__(self, message: str, section: str | None = None) -> None:
        self.message = message
        self.section = section
        super().__init__(self.line())

    def line(self) -> str:
        """The one line a user sees: the broken rule and its rulebook section
        (the message was translated where it was raised; a journal section,
        marked with N_, is translated here; a rulebook's stays as printed)."""
        if self.section:
            from journal.i18n import _

            return f"{self.message} ({_(self.section)})"
        return self.message


class RuleBroken(JournalError):
    """A command would break a rule of the game (or of the journal)."""


class NotFound(JournalError):
    """A character, player, event or campaign named by a command does not exist."""


class SheetError(RuleBroken):
    """A character sheet file breaks a range or a creation rule."""


class InconsistentHistory(RuleBroken):
    """A correction would leave a later event impossible under the rules."""

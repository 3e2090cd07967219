"""Commands for the story around the rolls: summaries and scene descriptions."""

from __future__ import annotations

from journal.domain import events_story as evs
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note
from journal.i18n import _


class StoryCommands:
    """Mixed into the core `Campaign`: any ruleset's table tells its story."""

    def summarize_session(self, number: int | None, text: str, stamp) -> None:
        """Summary of session `number` (None: the open or the latest one)."""
        number = self._numbered(number, self.state.sessions, "session")
        self.record(evs.SessionSummarized, stamp, number=number, text=self._told(text))

    def describe_scene(self, number: int | None, text: str, stamp) -> None:
        """Description of scene `number` (None: the open or the latest one)."""
        number = self._numbered(number, self.state.scenes, "scene")
        self.record(evs.SceneDescribed, stamp, number=number, text=self._told(text))

    @staticmethod
    def _numbered(number: int | None, count: int, what: str) -> int:
        if number is None:
            number = count
        if not 1 <= number <= count:
            known = f"1..{count}" if count else "none yet"
            raise RuleBroken(
                _("there is no {what} {number} ({known})").format(
                    what=what, number=number, known=known
                ),
                evs.STORY,
            )
        return number

    @staticmethod
    def _told(text: str) -> str:
        told = clean_note(text, "text")
        if not told:
            raise RuleBroken(_("the text is empty"), evs.STORY)
        return told

"""The story told around the rolls, for any ruleset: a session's summary and a
scene's description. Later versions are new facts (the newest counts); a void
takes one back. Names and fields are a stored format."""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState
from journal.i18n import _

STORY = "journal: story"


class SessionSummarized(CampaignEvent):
    """What happened in session `number`, in the table's words."""

    number: int
    text: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        if not 1 <= self.number <= state.sessions:
            raise RuleBroken(
                _("there is no session {number}").format(number=self.number), STORY
            )


class SceneDescribed(CampaignEvent):
    """Where scene `number` happens and what it is about."""

    number: int
    text: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        if not 1 <= self.number <= state.scenes:
            raise RuleBroken(
                _("there is no scene {number}").format(number=self.number), STORY
            )

"""Core facts for any ruleset: tracked resources and free dice rolls.

Module-level facts (see journal.domain.events); names and fields are a stored format.
A change stores its delta, not the value it reached, so a void of an earlier
change re-folds every later one on the corrected value.
"""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class TrackAdded(CampaignEvent):
    """The table gave a character a resource of its own to track."""

    character: str
    track: str
    minimum: int | None
    maximum: int | None
    value: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        sheet.add_track(self.track, self.minimum, self.maximum, self.value)


class TrackChanged(CampaignEvent):
    """A tracked resource was gained (delta > 0) or spent (delta < 0)."""

    character: str
    track: str
    delta: int
    applied: int  # what the change moved when recorded (a gain stops at the max)
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).change_track(self.track, self.delta)


class TrackSet(CampaignEvent):
    """A tracked resource was set to a value (the table's ruling)."""

    character: str
    track: str
    value: int
    before: int
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).set_track(self.track, self.value)


class DiceRolled(CampaignEvent):
    """A free roll of any dice (`journal dice`), for a character or the table."""

    character: str | None
    expression: str
    dice: list[dict]  # [{sides, faces, kept, exploded}]
    modifier: int
    total: int
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True

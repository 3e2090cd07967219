"""Facts of the combat round's rules (4.3, 6.1): what a character did with its
round, and ambushes. Names and fields are a stored format."""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


def acted(state: CampaignState, character: str, what: str) -> None:
    """An action other than an attack taken in the open round (4.3)."""
    found = state.table.get("round")
    if found and found.get("open"):
        found.setdefault("actions", {}).setdefault(character, []).append(what)


class AmbushSprung(CampaignEvent):
    """An ambush (6.1) in the open round: with a ranged weapon the ambusher's
    attacks are Easy for the round; in melee the ambushed may only parry or
    dodge for the round."""

    character: str  # the ambusher
    target: str
    target_name: str
    ranged: bool
    voidable = True

    def fold(self, state: CampaignState) -> None:
        found = state.table.get("round")
        if not found or not found.get("open"):
            return
        if self.ranged:
            found.setdefault("ambushers", []).append(self.character)
        else:
            found.setdefault("ambushed", []).append(self.target)

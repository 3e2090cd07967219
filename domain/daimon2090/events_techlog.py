"""Technology log facts (Log tecnologico): each technology brought into play.

A technology has a name, a short description (details), its scores or modifiers
(bonus) and a negative feature (limit). Its Riserva effects are the economy's
own facts, recorded with it: ReserveSpentOn (kind "technology") for a strategic
intervention, ReserveAwarded (reason "enrichment") for an appreciated
enrichment. Names and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState
from journal.domain.text import fold_key

ENRICHMENT, STRATEGIC = "enrichment", "strategic"
KINDS = (ENRICHMENT, STRATEGIC)


class TechnologyLogged(CampaignEvent):
    """A technology enters the log, brought in by `player` in scene `scene`."""

    name: str
    kind: str  # "enrichment" (arricchimento) | "strategic" (strategico)
    player: str  # who brought it in
    as_master: bool  # brought in by the player holding the Master role
    character: str | None  # the player's character who paid or earned its die
    bonus: str | None
    limit: str  # the negative feature (caratteristica negativa), mandatory
    details: str | None
    cost: int  # Riserva dice paid: 1 for a strategic intervention
    award: int  # Riserva dice earned: 1 for an appreciated enrichment
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.table.setdefault("techlog", []).append(
            {
                "id": self.event_id,
                "name": self.name,
                "key": fold_key(self.name),
                "kind": self.kind,
                "player": self.player,
                "scene": self.scene,
            }
        )


def logged(state: CampaignState) -> list[dict]:
    """The technologies in the log, oldest first (see TechnologyLogged.fold)."""
    return state.table.get("techlog", [])

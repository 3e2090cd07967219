"""The rotating Master's facts: rolls, handovers, tokens, claims, keeps, votes.

Module-level `Fact`s (see journal.domain.events); class names and fields are a stored
format. The role lives in `state.table["master"]` (see domain.daimon2090.rotation).
Rolls, handovers and tokens mark the table's structure, like sessions and scenes,
and cannot be voided; claims, keeps and votes move Riserva and can.
"""

from __future__ import annotations

from journal.domain.daimon2090 import rotation as rot
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class MasterRolled(CampaignEvent):
    """1D6 each for the Master role; the tied highest re-rolled among themselves."""

    reason: str  # "first" (session start) | "rotation" | "claim" (the payers)
    candidates: list[str]  # the players who rolled, in the order of the table
    rounds: list[dict]  # each round: player -> face; a round after the first
    # is a re-roll of the players tied highest in the round before
    dice: list[int]  # every face, in the order rolled (or typed)
    dice_source: str
    seed: int | None
    winner: str


class MasterHandedOver(CampaignEvent):
    """`player` holds the Master role for scene `for_scene`; a player who becomes
    Master gives their token back (the outgoing Master's own: a keep)."""

    player: str
    previous: str | None
    how: str  # "first" | "rotation" | "claim" | "keep"
    candidates: list[str]  # who could have had it (one: no roll was needed)
    for_scene: int

    def fold(self, state: CampaignState) -> None:
        role = rot.live(state)
        if self.how == "first":
            table = rot.present(state)
            role["firsts"] = rot.firsts_after(table, role["firsts"], self.player)
        role["master"] = self.player
        role["tokens"] = [p for p in role["tokens"] if p != self.player]
        if self.how in ("claim", "keep"):
            role["declared"] = None


class TokensReturned(CampaignEvent):
    """Every token is back: each of `players` holds one again."""

    players: list[str]

    def fold(self, state: CampaignState) -> None:
        rot.live(state)["tokens"] = list(self.players)


class MasterClaimed(CampaignEvent):
    """A player paid 1D Riserva to be the next scene's Master (others who pay
    too contest it: then only the payers roll)."""

    player: str
    character: str  # the character whose Riserva paid
    for_scene: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).lose_reserve(rot.MASTER_COST)
        role = rot.live(state)
        declared = role["declared"]
        if not declared or declared["how"] != "claim":
            declared = role["declared"] = {"how": "claim", "players": []}
        declared["players"] = [*declared["players"], self.player]


class MasterKept(CampaignEvent):
    """The Master paid 1D Riserva to keep the role for the next scene
    (uncontestable)."""

    player: str
    character: str
    for_scene: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).lose_reserve(rot.MASTER_COST)
        rot.live(state)["declared"] = {"how": "keep", "players": [self.player]}


class MasterRewarded(CampaignEvent):
    """The players voted the scene's Master a die (the ReserveAwarded follows)."""

    player: str
    character: str  # the character who gets the die
    yes: int
    total: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        rot.live(state)["rewarded"] = self.scene

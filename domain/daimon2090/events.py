"""Dàimon 2090's own events (module-level for import speed: see domain.events)."""

from __future__ import annotations

from journal.domain.daimon2090.gear import mark_flagged
from journal.domain.daimon2090.sheet import RESERVE_MAX
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class PoolRolled(CampaignEvent):
    """A pool of d6 rolled against a target: pool, faces, outcome and the Riserva
    committed and returned (and a help die, always lost; and a marker on each
    enhancement the breakdown flags `marked`). A base, never recorded itself: a
    Prova, a fight round and an aimed shot are each one of these."""

    character: str
    pool: int
    breakdown: dict
    dice: list[int]
    dice_source: str
    seed: int | None
    successes: int
    target: int
    outcome: str
    margin: int
    exceptional: bool
    reserve_committed: int
    reserve_returned: int
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        sheet.lose_reserve(self.reserve_committed)
        sheet.gain_reserve(self.reserve_returned)
        helped = self.breakdown.get("help")  # Aiuto da altri: always discarded
        if helped:
            state.sheet(helped["character"]).lose_reserve(helped["dice"])
        mark_flagged(state, sheet, self.breakdown)  # enhancements used


class ProvaRolled(PoolRolled):
    """A test (Prova) was rolled."""


class WoundSuffered(CampaignEvent):
    character: str
    amount: int
    applied: int
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        at = self.timestamp.isoformat()
        state.sheet(self.character).suffer(self.amount, at=at)


class ReserveAwarded(CampaignEvent):
    character: str
    amount: int
    reason: str | None
    gained: int
    lost: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).gain_reserve(self.amount)


class ReserveSpent(CampaignEvent):
    character: str
    amount: int
    purpose: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).lose_reserve(self.amount)


class SeatingRecorded(CampaignEvent):
    """Where the players sit, each on the right of the one before: who plays
    whose dàimon (Interpretazione del dàimon)."""

    seating: list[str]
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.table["seating"] = list(self.seating)


class ReserveRefilled(CampaignEvent):
    """Every reserve back to 7 at the start of an adventure."""

    character: str
    before: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).reserve = RESERVE_MAX

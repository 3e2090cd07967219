"""Confrontation events (Confronti): sealed commitments, rolls and stalls.

A confrontation's id is the id of its ConfrontationOpened event. Its Riserva
moves when it is rolled (ConfrontationRolled: committed dice out, returns in),
so voiding the roll undoes it. A stall stays open in
state.table["confrontations"]["stalls"] until an escalation or a choice settles
it; the session's results stay there for the re-challenge warnings.
"""

from __future__ import annotations

from journal.domain.daimon2090.confrontation import STALL, TABLE, declaration, stall_of
from journal.domain.daimon2090.gear import mark_flagged
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import InconsistentHistory
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class ConfrontationOpened(CampaignEvent):
    """Two or more characters confront each other; what each side brings."""

    sides: list[dict]  # [{character_id, character, characteristic, skill}]
    warnings: list[str]  # re-challenge warnings printed, not refused
    voidable = True

    def fold(self, state: CampaignState) -> None:
        book(state, self.session)
        for side in self.sides:
            if stall_of(state.table, side["character_id"]):
                raise stalled(side["character"])


class ReserveCommitted(CampaignEvent):
    """One side's sealed commitment, recorded before any die of the round is
    shown; the dice leave the Riserva when the round is rolled."""

    character: str
    confrontation: str
    round: int  # 0: the confrontation; 1, 2, ...: escalations
    amount: int
    voidable = True


class ConfrontationRolled(CampaignEvent):
    """A round's dice: each side's pool and faces, the ranking and the Riserva.
    Round 0 rolls the full pools; an escalation only the new Riserva dice."""

    confrontation: str
    round: int
    sides: list[dict]  # character_id, character, pool, breakdown, dice, successes,
    # rank, result (winner|defeated|stalled), reserve_committed, reserve_returned
    dice_source: str
    seed: int | None
    outcome: str  # "winner" | "stall"
    winner: str | None  # the winner's name
    winner_id: str | None
    ranking: list[str]  # names, first to last
    margin: int  # successes of the first minus the second's
    exceptional: bool  # margin 3+: a clear victory
    voidable = True

    def fold(self, state: CampaignState) -> None:
        tables = book(state, self.session)
        before = escalated(tables, self.confrontation, self.round, self.sides)
        for side in self.sides:
            sheet = state.sheet(side["character_id"])
            sheet.lose_reserve(side["reserve_committed"])
            sheet.gain_reserve(side["reserve_returned"])
            helped = side["breakdown"].get("help")  # Aiuto da altri: discarded
            if helped:
                state.sheet(helped["character"]).lose_reserve(helped["dice"])
            mark_flagged(state, sheet, side["breakdown"])  # enhancements used
        declared = before["declared"] if before else declarations(self.sides)
        everyone = before["sides"] if before else ids(self.sides)
        if self.outcome == STALL:
            tied = ids([side for side in self.sides if side["rank"] == 1])
            tables["stalls"][self.confrontation] = {
                "round": self.round,
                "sides": everyone,
                "stalled": tied,
                "declared": declared,
            }
        else:
            reserve = state.sheet(self.winner_id).reserve
            won = result(self, everyone, self.winner_id, reserve, declared)
            tables["results"].append(won)


class ConfrontationSettled(CampaignEvent):
    """Sides of a stall chose: withdraw (a normal defeat), refuse the escalation
    (a surrender) or accept the stall (to change strategy). The stall ends when
    one side is left (it wins) or when every side accepted it."""

    confrontation: str
    choice: str  # "withdraw" | "refuse" | "accept"
    sides: list[dict]  # the sides that chose: [{character_id, character}]
    outcome: str  # "winner" | "stall_accepted" | "stall" (goes on among 3+)
    winner: str | None
    winner_id: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        tables = book(state, self.session)
        stall = tables["stalls"].get(self.confrontation)
        chosen = ids(self.sides)
        if stall is None or not set(chosen) <= set(stall["stalled"]):
            raise InconsistentHistory(
                _("confrontation {confrontation} has no such stall").format(
                    confrontation=self.confrontation
                ),
                "Escalation",
            )
        remaining = [i for i in stall["stalled"] if i not in chosen]
        if self.outcome == STALL:
            stall["stalled"] = remaining
            return
        del tables["stalls"][self.confrontation]
        reserve = state.sheet(self.winner_id).reserve if self.winner_id else None
        sides = stall["sides"] if self.winner_id else stall["stalled"]
        tables["results"].append(
            result(self, sides, self.winner_id, reserve, stall["declared"])
        )


def book(state: CampaignState, session: int | None) -> dict:
    """The confrontations' table, with earlier sessions' results dropped."""
    tables = state.table.setdefault(TABLE, {"stalls": {}, "results": []})
    tables["results"] = [r for r in tables["results"] if r["session"] == session]
    return tables


def ids(sides: list[dict]) -> list[str]:
    return [side["character_id"] for side in sides]


def escalated(tables: dict, confrontation: str, round_: int, sides: list):
    """The stall an escalation round continues (None for round 0), closed."""
    if round_ == 0:
        return None
    stall = tables["stalls"].pop(confrontation, None)
    same = stall and sorted(stall["stalled"]) == sorted(ids(sides))
    if not same or stall["round"] != round_ - 1:
        raise InconsistentHistory(
            _("confrontation {confrontation} has no stall to escalate").format(
                confrontation=confrontation
            ),
            "Escalation",
        )
    return stall


def declarations(sides: list[dict]) -> dict:
    """What each side used, for the change of strategy (CAMBIO DI STRATEGIA)."""
    return {side["character_id"]: declaration(side["breakdown"]) for side in sides}


def result(event, sides: list, winner: str | None, reserve, declared: dict) -> dict:
    return {
        "confrontation": event.confrontation,
        "session": event.session,
        "sides": list(sides),
        "winner": winner,
        "winner_reserve": reserve,
        "declared": {i: declared[i] for i in sides},
    }


def stalled(name: str) -> InconsistentHistory:
    return InconsistentHistory(
        _("{name} is in a stall").format(name=name), "Escalation"
    )

""" "Le azioni"'s facts (module-level: see journal.domain.events).

Class names, this module's path and the fields are a stored format. The open
extended action lives in `state.table["extended"]` (JSON-able, restated by voids).
"""

from __future__ import annotations

from journal.domain.azioni.i18n import _
from journal.domain.errors import InconsistentHistory
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState

EXTENDED = "Azioni prolungate"
KEY = "extended"  # state.table key: the open extended action, or None


def count_test(state: CampaignState, number: int | None, outcome: str) -> None:
    """A test counted in extended action `number`: failures are not counted
    towards it, but a run of them is kept (it may be fatal)."""
    if number is None:
        return
    action = state.table.get(KEY)
    if not action or action["number"] != number:
        raise InconsistentHistory(
            _("extended action {number} would not be open").format(number=number),
            EXTENDED,
        )
    action["tests"] += 1
    if outcome == "success":
        action["successes"] += 1
        action["failures_in_a_row"] = 0
    else:
        action["failures_in_a_row"] += 1


class ConditionCounted(CampaignEvent):
    """A character's standing modifier (a condition of the sheet: "un moncherino
    al posto di una mano") weighs on the test recorded next, in the same
    command: its `modifier` is part of that test's."""

    character: str
    condition: str
    modifier: int
    voidable = True


class TestRolled(CampaignEvent):
    """A test (prova): the characteristic's and the skill's dice, every face
    kept (explosions included), the modifier, the difficulty and the result."""

    __test__ = False  # not a pytest test class, whatever its name
    character: str
    characteristic: str
    skill: str | None
    dice: list[dict]  # one group per die: {sides, faces, kept, exploded, from}
    modifier: int
    difficulty: int
    difficulty_word: str
    explode: bool
    total: int
    margin: int
    outcome: str  # "success" | "failure"
    extended: int | None  # the extended action it counts for
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        count_test(state, self.extended, self.outcome)


class ContestResolved(CampaignEvent):
    """A contest (confronto): each side tests against the same difficulty;
    the larger margin wins, a tie at the top is a stalemate."""

    sides: list[dict]  # {character_id, character (the name), characteristic, skill,
    # dice, modifier, total, margin, outcome}
    difficulty: int
    difficulty_word: str
    explode: bool
    winner: str | None  # the winner's name; None on a stalemate
    winner_id: str | None
    stalemate: bool
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True


class CombinedTestRolled(CampaignEvent):
    """A combined action (azione combinata): one test with the highest
    characteristic and skill among the participants, +2 each beyond the first."""

    character: str  # the first participant
    participants: list[dict]  # {character_id, character (the name)}, in order
    characteristic: str
    characteristic_from: str  # the name of the participant whose dice are rolled
    skill: str | None
    skill_from: str | None
    dice: list[dict]
    bonus: int  # +2 per participant beyond the first
    modifier: int
    difficulty: int
    difficulty_word: str
    explode: bool
    total: int
    margin: int
    outcome: str
    extended: int | None
    dice_source: str
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        count_test(state, self.extended, self.outcome)


class ExtendedActionStarted(CampaignEvent):
    """An extended action (azione prolungata) needing `needs` successes."""

    number: int
    title: str
    needs: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        if state.table.get(KEY):
            raise InconsistentHistory(
                _("another extended action would be open"), EXTENDED
            )
        state.table[KEY] = {
            "number": self.number,
            "title": self.title,
            "needs": self.needs,
            "successes": 0,
            "tests": 0,
            "failures_in_a_row": 0,
        }
        state.table["extended_actions"] = self.number


class ExtendedActionEnded(CampaignEvent):
    """The extended action ended: `completed` when its successes were reached."""

    number: int
    title: str
    needs: int
    successes: int
    tests: int
    completed: bool
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        action = state.table.get(KEY)
        if not action or action["number"] != self.number:
            message = _("extended action {number} would not be open").format(
                number=self.number
            )
            raise InconsistentHistory(message, EXTENDED)
        state.table[KEY] = None

"""The core campaign events: facts any ruleset's campaign records.

Events are module-level `Fact` classes (see journal.domain.fact) rather than classes
nested in the aggregate: eventsourcing rebuilds nested event classes for every
aggregate subclass and makes each a dataclass, and a recording command must start
fast. Class names and fields are a stored format (see
tests/test_journal/test_stored_format.py).
"""

from __future__ import annotations

from typing import Any

from journal.domain.fact import Fact, FirstFact
from journal.domain.rulesets import sheet_class
from journal.domain.state import CampaignState
from journal.domain.voiding import restate


class CampaignEvent(Fact):
    event_id: str
    by: str
    session: int | None
    scene: int | None
    voidable = False
    is_void = False

    def apply(self, aggregate: Any) -> None:
        self.fold(aggregate.state)

    def fold(self, state: CampaignState) -> None:
        """How this fact changes a campaign's state (shared with projections)."""


class CampaignStarted(CampaignEvent, FirstFact):
    name: str
    ruleset: str

    def apply(self, aggregate: Any) -> None:
        aggregate.state = type(aggregate).new_state()
        self.fold(aggregate.state)

    def fold(self, state: CampaignState) -> None:
        state.name, state.ruleset = self.name, self.ruleset


class PlayerJoined(CampaignEvent):
    player: str

    def fold(self, state: CampaignState) -> None:
        state.players.append(self.player)


class CharacterCreated(CampaignEvent):
    sheet: dict
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = sheet_class(state.ruleset).from_sheet(self.event_id, self.sheet)
        state.characters[self.event_id] = sheet


class AdventureStarted(CampaignEvent):
    number: int
    title: str

    def fold(self, state: CampaignState) -> None:
        state.adventure = {"number": self.number, "title": self.title}
        state.adventures = self.number


class SessionStarted(CampaignEvent):
    number: int
    date: str
    present: list[str]

    def fold(self, state: CampaignState) -> None:
        state.session = {
            "number": self.number,
            "date": self.date,
            "present": self.present,
        }
        state.sessions = self.number


class SessionEnded(CampaignEvent):
    number: int

    def fold(self, state: CampaignState) -> None:
        state.session = None


class SceneStarted(CampaignEvent):
    number: int
    title: str | None

    def fold(self, state: CampaignState) -> None:
        state.scene = {"number": self.number, "title": self.title}
        state.scenes = self.number


class SceneEnded(CampaignEvent):
    number: int

    def fold(self, state: CampaignState) -> None:
        state.scene = None


class EventVoided(CampaignEvent):
    target: str
    reason: str
    restated: dict  # character id -> changed sheet fields (None: no character)
    voidable = True
    is_void = True

    def apply(self, aggregate: Any) -> None:
        self.fold(aggregate.state)
        restate(aggregate.state, self.restated)

    def fold(self, state: CampaignState) -> None:
        state.voids[self.event_id] = self.target

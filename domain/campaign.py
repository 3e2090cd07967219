"""The campaign aggregate: one ordered stream of facts from the table.

Rules that cross characters (help, healing by others, confrontations, Master
handoffs) need one consistent view, so a campaign is the consistency boundary.
This module knows sessions, scenes, players, characters and corrections; a
ruleset subclass (e.g. `journal.domain.daimon2090.campaign`) adds its own events.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any, NamedTuple
from uuid import UUID

from journal.domain import events as ev
from journal.domain.character import Character
from journal.domain.errors import RuleBroken
from journal.domain.ids import band_of, short_id
from journal.domain.logbook import LogbookCommands
from journal.domain.options import OptionCommands
from journal.domain.state import CampaignState
from journal.domain.story import StoryCommands
from journal.domain.table import TableCommands
from journal.domain.text import check_unlike, clean_name, clean_note, fold_key
from journal.domain.voiding import refold, restatement, voided_after


class Stamp(NamedTuple):
    """When and by whom a command was recorded: the application supplies it."""

    at: datetime
    by: str


class Campaign(StoryCommands, TableCommands, LogbookCommands, OptionCommands):
    """The core's commands, mixed into each ruleset's aggregate class
    (`class DaimonCampaign(Campaign, Aggregate)`): a plain mixin, because every
    Aggregate subclass costs eventsourcing two generated event classes at import.

    A ruleset's class sets `ruleset` (its name), `sheet_class` (its Character
    subclass) and may override `snapshot_interval`; it declares its optional
    rules in `OPTIONS` (journal.domain.options); it adds keyword options to
    `start_session`, `end_scene` and `start_adventure` when its rules need them
    (the command line passes the ruleset's extra options by keyword)."""

    ruleset = "core"
    sheet_class: type[Character] = Character
    snapshot_interval = 200  # events between snapshots of this aggregate

    # -- commands -------------------------------------------------------------

    @classmethod
    def new_state(cls) -> CampaignState:
        return CampaignState(ruleset=cls.ruleset)

    @classmethod
    def start(cls, campaign_id: UUID, name: str, stamp: Stamp) -> Campaign:
        """A new campaign; its first event is its own start."""
        return cls._create(
            ev.CampaignStarted,
            id=campaign_id,
            timestamp=stamp.at,
            event_id=short_id(1, band_of(campaign_id)),
            by=stamp.by,
            session=None,
            scene=None,
            name=clean_name(name, "campaign"),
            ruleset=cls.ruleset,
        )

    def record(self, event_class: type, stamp: Stamp, **fields: Any) -> None:
        """Trigger an event stamped with its id, time, author, session and scene."""
        self.trigger_event(
            event_class,
            timestamp=stamp.at,
            event_id=self.event_id_at(self.version + 1),
            by=stamp.by,
            session=self.state.session_number,
            scene=self.state.scene_number,
            **fields,
        )

    def event_id_at(self, position: int) -> str:
        """The id of this campaign's event at `position` (unique in the store)."""
        return short_id(position, band_of(self.id))

    def add_players(self, names: list[str], stamp: Stamp) -> None:
        for name in names:
            player = clean_name(name, "player name", self.state.players)
            self.check_new_player(player)
            self.record(ev.PlayerJoined, stamp, player=player)

    def create_character(self, sheet: dict, stamp: Stamp) -> str:
        """Record a checked sheet (see the ruleset's parser); returns the new id."""
        sheet = {**sheet, "player": self.state.player(sheet["player"])}
        self.check_new_character(sheet["name"])
        self.record(ev.CharacterCreated, stamp, sheet=sheet)
        return self.event_id_at(self.version)

    def add_npc(self, sheet: dict, stamp: Stamp) -> str:
        """Record a non-player character (the Master's): a checked sheet with no
        player; returns the new id."""
        sheet = {**sheet, "player": None, "npc": True}
        self.check_new_character(sheet["name"])
        self.record(ev.CharacterCreated, stamp, sheet=sheet)
        return self.event_id_at(self.version)

    def start_adventure(self, title: str, stamp: Stamp) -> None:
        self.check_no_scene("start an adventure")
        number = self.state.adventures + 1
        self.record(
            ev.AdventureStarted,
            stamp,
            number=number,
            title=clean_name(title, "adventure title"),
        )

    def start_session(self, date: str, present: list[str], stamp: Stamp) -> None:
        if self.state.session:
            raise RuleBroken(
                f"session {self.state.session_number} is still open; end it first",
                "journal: sessions",
            )
        players = [self.state.player(p) for p in present] or list(self.state.players)
        number = self.state.sessions + 1
        self.record(ev.SessionStarted, stamp, number=number, date=date, present=players)

    def end_session(self, stamp: Stamp) -> None:
        """End the open session (and first its open scene, if any)."""
        self.check_session("end a session")
        self.end_open_scene(stamp)
        self.record(ev.SessionEnded, stamp, number=self.state.session_number)

    def end_open_scene(self, stamp: Stamp) -> int | None:
        """End the scene still open as the session ends; its number, or None."""
        number = self.state.scene_number
        if number is not None:
            self.end_last_scene(stamp)
        return number

    def end_last_scene(self, stamp: Stamp) -> None:
        """How the last scene ends when `session end` closes it: as `scene end`
        would, by default; a ruleset may skip what only a next scene needs."""
        self.end_scene(stamp)

    def start_scene(self, title: str | None, stamp: Stamp) -> None:
        self.check_session("start a scene")
        self.check_no_scene("start another scene")
        title = clean_name(title, "scene title") if title else None
        self.record(ev.SceneStarted, stamp, number=self.state.scenes + 1, title=title)

    def end_scene(self, stamp: Stamp) -> None:
        if not self.state.scene:
            raise RuleBroken("no scene is open", "journal: scenes")
        self.record(ev.SceneEnded, stamp, number=self.state.scene_number)

    def void(
        self,
        target: Any,
        reason: str,
        history: Iterable[Any],
        stamp: Stamp,
        base: CampaignState | None = None,
    ) -> None:
        """Void `target` (an event of `history`, this campaign's whole stream; or,
        with `base`, the state of the stream up to some point before `target`
        that this void leaves as it is, and `history` the events after it)."""
        self.check_voidable(target)
        reason = clean_note(reason, "reason")
        if not reason:
            raise RuleBroken("a void needs a reason", "journal: corrections")
        void_id = self.event_id_at(self.version + 1)
        voided = voided_after(self.state.voids, void_id, target.event_id)
        after = refold(
            self.new_state if base is None else lambda: base, history, voided
        )
        changes = restatement(self.state, after)
        self.record(
            ev.EventVoided,
            stamp,
            target=target.event_id,
            reason=reason,
            restated=changes,
        )

    # -- checks ---------------------------------------------------------------

    def check_new_player(self, player: str) -> None:
        for known in self.state.players:  # the same but for case and accents
            if fold_key(known) == fold_key(player):
                raise RuleBroken(f"{known} already plays in this campaign", "journal")

    def check_new_character(self, name: str) -> None:
        for known in self.characters():
            if fold_key(known.name) == fold_key(name):
                raise RuleBroken(
                    f"there is already a character called {known.name}", "journal"
                )
        check_unlike(name, [c.name for c in self.characters()], "character name")

    def check_session(self, action: str) -> None:
        if not self.state.session:
            raise RuleBroken(
                f"no session is open to {action}; start one with `journal session "
                "start`",
                "journal: sessions",
            )

    def check_no_scene(self, action: str) -> None:
        if self.state.scene:
            raise RuleBroken(
                f"scene {self.state.scene_number} is still open; end it before you "
                f"{action}",
                "journal: scenes",
            )

    def check_voidable(self, target: Any) -> None:
        if not target.voidable:
            kind = type(target).__name__
            raise RuleBroken(
                f"{kind} events mark the campaign's structure and cannot be voided",
                "journal: corrections",
            )
        if target.event_id in self.state.voided():
            raise RuleBroken(
                f"event {target.event_id} is already void; void its void to restore it",
                "journal: corrections",
            )

    def characters(self) -> list:
        return list(self.state.characters.values())

"""A Dàimon 2090 campaign: the core campaign plus the game's own facts."""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from domain.campaign import Campaign, Stamp
from domain.character import ACTIVE
from domain.daimon2090 import events as ev
from domain.daimon2090 import rules
from domain.daimon2090.confront import ConfrontCommands
from domain.daimon2090.fight import FightCommands
from domain.daimon2090.health import HealthCommands
from domain.daimon2090.sheet import RESERVE_MAX
from domain.dice import Dice
from domain.errors import RuleBroken
from domain.text import clean_note

AWARD_REASONS = (
    "interpretation",
    "danger",
    "narration",
    "daimon",
    "master",
    "enrichment",
    "session",
)
WOUND_LIMIT = 99  # no rule inflicts more at once; a bigger number is a typo
AWARD_LIMIT = RESERVE_MAX  # more than 7 dice at once is a typo: nobody holds more


class DaimonCampaign(
    HealthCommands, FightCommands, ConfrontCommands, Campaign, Aggregate
):
    ruleset = "daimon2090"

    # -- structure with the game's effects ------------------------------------

    def start_adventure(self, title: str, stamp: Stamp) -> None:
        super().start_adventure(title, stamp)
        for sheet in self.living():
            self.record(
                ev.ReserveRefilled, stamp, character=sheet.id, before=sheet.reserve
            )

    def start_session(self, date: str, present: list[str], stamp: Stamp) -> None:
        super().start_session(date, present, stamp)
        for sheet in self.living():
            if sheet.player in self.state.session["present"]:
                self.award(sheet.name, 1, "session", stamp)

    def end_scene(self, stamp: Stamp, awards=()) -> None:
        """Close the scene; the Master's awards belong to it, so they come first."""
        if not self.state.scene:
            raise RuleBroken("no scene is open", "journal: scenes")
        for name, dice, reason in awards:
            self.award(name, dice, reason, stamp)
        super().end_scene(stamp)

    # -- play -----------------------------------------------------------------

    def roll_prova(self, prova: rules.Prova, dice: Dice, stamp: Stamp) -> None:
        sheet = self.acting(prova.character)
        note = clean_note(prova.note)
        parts = rules.pool_breakdown(sheet, prova)
        roll = dice.roll(max(0, parts["total"]))
        dice.check_all_used()
        result = rules.resolve(roll.count(rules.SUCCESS_FACE), prova.target)
        self.record(
            ev.ProvaRolled,
            stamp,
            character=sheet.id,
            pool=len(roll.faces),
            breakdown=parts,
            dice=list(roll.faces),
            dice_source=roll.source,
            seed=roll.seed,
            successes=roll.count(rules.SUCCESS_FACE),
            target=prova.target,
            **result,
            reserve_committed=prova.reserve,
            reserve_returned=rules.reserve_returned(prova.reserve, result["outcome"]),
            note=note,
        )

    def suffer_wound(self, name: str, wounds: int, reason: str | None, stamp) -> None:
        sheet = self.state.character(name)
        if not 1 <= wounds <= WOUND_LIMIT:
            raise RuleBroken(
                f"wounds come 1..{WOUND_LIMIT} at a time, not {wounds}",
                "Ferite e salute",
            )
        applied = sheet.wounds_taken(wounds)
        self.record(
            ev.WoundSuffered,
            stamp,
            character=sheet.id,
            amount=wounds,
            applied=applied,
            reason=clean_note(reason, "reason"),
        )

    def award(self, name: str, dice: int, reason: str | None, stamp: Stamp) -> None:
        sheet = self.state.character(name)
        check_award(dice, reason)
        gained = sheet.reserve_kept(dice)
        self.record(
            ev.ReserveAwarded,
            stamp,
            character=sheet.id,
            amount=dice,
            reason=reason,
            gained=gained,
            lost=dice - gained,
        )

    def spend_reserve(self, name: str, dice: int, purpose: str, stamp) -> None:
        sheet = self.state.character(name)
        purpose = clean_note(purpose, "purpose")
        if not purpose:
            raise RuleBroken("say what the dice are spent for", "Riserva dei dadi")
        if not 1 <= dice <= sheet.reserve:
            raise RuleBroken(
                f"{sheet.name} has {sheet.reserve} reserve dice, {dice} spent",
                "Riserva dei dadi",
            )
        self.record(
            ev.ReserveSpent, stamp, character=sheet.id, amount=dice, purpose=purpose
        )

    def acting(self, name: str):
        """A character able to act: not dying, not dead."""
        sheet = self.state.character(name)
        if sheet.status != ACTIVE:
            raise RuleBroken(f"{sheet.name} is {sheet.status}", "Ferite e salute")
        return sheet

    def living(self) -> list:
        return [s for s in self.characters() if s.alive]


def check_award(dice: int, reason: str | None) -> None:
    if not 1 <= dice <= AWARD_LIMIT:
        raise RuleBroken(
            f"an award is 1..{AWARD_LIMIT} dice, not {dice}", "Recuperare i dadi"
        )
    if reason is not None and reason not in AWARD_REASONS:
        raise RuleBroken(
            f"unknown award reason {reason!r} (one of {', '.join(AWARD_REASONS)})",
            "Recuperare i dadi",
        )

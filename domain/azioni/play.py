"""Tests and contests (Le prove, Confronti, Ritirare).

A test rolls the characteristic's dice and, when the character has a fitting
skill, the skill's; adds the modifier to the final total; succeeds when the
total reaches the difficulty. Re-rolling a maximum is optional in the seed
("può rilanciare"): on unless the table declines (`explode=False`).
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.azioni import events as ev
from journal.domain.azioni import pool, rules
from journal.domain.azioni.i18n import _
from journal.domain.azioni.sheet import MODIFIERS
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note

CONTESTS = "Confronti"


class Test(NamedTuple):
    """What the Master tells the player: characteristic, skill, difficulty."""

    __test__ = False  # not a pytest test class
    character: str
    characteristic: str
    difficulty: int | str
    skill: str | None = None
    modifier: int = 0
    explode: bool = True
    extended: bool = False  # counts for the open extended action
    note: str | None = None
    conditions: tuple[str, ...] = ()  # the sheet's standing modifiers that weigh


class Side(NamedTuple):
    """One side of a contest: who, with which characteristic and skill, and
    its own modifier and conditions (a modifier for every side changes no
    winner: each side's is its own)."""

    character: str
    characteristic: str
    skill: str | None = None
    modifier: int = 0
    explode: bool = True
    conditions: tuple[str, ...] = ()


class TestCommands:
    """Mixed into AzioniCampaign (see domain/azioni/campaign.py)."""

    def roll_test(self, test: Test, dice: Dice, stamp) -> None:
        sheet = self.state.character(test.character)
        difficulty, word = rules.difficulty(test.difficulty)
        extended = self.counting(test.extended)
        weighing = conditions_of(sheet, test.conditions)
        rolled = roll_side(sheet, test, dice, weighing)
        dice.check_all_used(pool.SECTION)
        result = rules.result(rolled.pop("total"), difficulty)
        self.count_conditions(sheet, weighing, stamp)
        self.record(
            ev.TestRolled,
            stamp,
            character=sheet.id,
            **rolled,
            **result,
            difficulty=difficulty,
            difficulty_word=word,
            explode=test.explode,
            extended=extended,
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(test.note),
        )
        self.complete_extended(stamp)

    def contest(self, sides: list[Side], difficulty, dice: Dice, stamp, note=None):
        """Each side tests against the same difficulty; the larger margin wins."""
        difficulty, word = rules.difficulty(difficulty)
        sheets = self.contestants(sides)
        weighing = [
            conditions_of(sheet, side.conditions)
            for sheet, side in zip(sheets, sides, strict=True)
        ]
        rolled = []
        for sheet, side, conditions in zip(sheets, sides, weighing, strict=True):
            part = roll_side(sheet, side, dice, conditions)
            result = rules.result(part.pop("total"), difficulty)
            side = {"character_id": sheet.id, "character": sheet.name}
            rolled.append(side | part | result)
        dice.check_all_used(CONTESTS)
        winner = leader(rolled)
        for sheet, conditions in zip(sheets, weighing, strict=True):
            self.count_conditions(sheet, conditions, stamp)
        self.record(
            ev.ContestResolved,
            stamp,
            sides=rolled,
            difficulty=difficulty,
            difficulty_word=word,
            explode=all(side.explode for side in sides),
            winner=winner["character"] if winner else None,
            winner_id=winner["character_id"] if winner else None,
            stalemate=winner is None,
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(note),
        )

    def count_conditions(self, sheet, conditions: list[tuple[str, int]], stamp):
        """The standing modifiers a test counts, each a fact before the test."""
        for condition, modifier in conditions:
            self.record(
                ev.ConditionCounted,
                stamp,
                character=sheet.id,
                condition=condition,
                modifier=modifier,
            )

    def contestants(self, sides: list[Side]) -> list:
        sheets = [self.state.character(side.character) for side in sides]
        if len(sheets) < 2:
            raise RuleBroken(_("a contest needs two sides or more"), CONTESTS)
        if len({sheet.id for sheet in sheets}) < len(sheets):
            raise RuleBroken(_("a character cannot contest themself"), CONTESTS)
        return sheets


def conditions_of(sheet, names) -> list[tuple[str, int]]:
    """The standing modifiers named, as the sheet has them (each once)."""
    found = [sheet.condition(name) for name in names]
    if len({name for name, _ignored in found}) < len(found):
        raise RuleBroken(
            _("a condition of {name} is named twice").format(name=sheet.name), MODIFIERS
        )
    return found


def roll_side(sheet, test: Test | Side, dice: Dice, conditions=()) -> dict:
    """One character's dice for a test: the characteristic's, then the skill's;
    the modifier is the one declared plus the conditions that weigh on it."""
    name, char_dice = sheet.characteristic(test.characteristic)
    skill_name, skill_dice = sheet.skill(test.skill) if test.skill else (None, ())
    modifier = rules.modifier(
        test.modifier + sum(value for _ignored, value in conditions)
    )
    groups = pool.roll(char_dice, dice, test.explode, name)
    groups += pool.roll(skill_dice, dice, test.explode, skill_name)
    return {
        "characteristic": name,
        "skill": skill_name,
        "dice": groups,
        "modifier": modifier,
        "total": pool.total(groups) + modifier,
    }


def leader(sides: list[dict]) -> dict | None:
    """The side with the largest margin, or None when the largest is tied
    (the seed does not say: a stalemate)."""
    best = max(side["margin"] for side in sides)
    top = [side for side in sides if side["margin"] == best]
    return top[0] if len(top) == 1 else None

"""Combined actions (Azioni combinate): several characters, one test.

The test rolls the highest value of the characteristic among the participants,
the highest fitting skill (of whoever has it), and adds +2 for every
participant beyond the first.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.azioni import events as ev
from journal.domain.azioni import pool, rules
from journal.domain.azioni.i18n import _
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note

SECTION = "Azioni combinate"
BONUS = 2  # "un modificatore +2 per ogni personaggio attivo nell'azione oltre al primo"


class Together(NamedTuple):
    participants: tuple[str, ...]
    characteristic: str
    difficulty: int | str
    skill: str | None = None
    modifier: int = 0
    explode: bool = True
    extended: bool = False
    note: str | None = None
    conditions: tuple[str, ...] = ()  # the participants' conditions that weigh


class CombinedCommands:
    """Mixed into AzioniCampaign (see domain/azioni/campaign.py)."""

    def together(self, action: Together, dice: Dice, stamp) -> None:
        sheets = self.participants(action.participants)
        difficulty, word = rules.difficulty(action.difficulty)
        extended = self.counting(action.extended)
        char_from, name, char_dice = best(
            sheets, action.characteristic, "characteristic"
        )
        skill_from, skill, skill_dice = (
            best(sheets, action.skill, "skill") if action.skill else (None, None, ())
        )
        weighing = conditions_among(sheets, action.conditions)
        modifier = action.modifier + sum(
            value for _ignored, _ignored, value in weighing
        )
        modifier = rules.modifier(modifier)
        groups = pool.roll(char_dice, dice, action.explode, name)
        groups += pool.roll(skill_dice, dice, action.explode, skill)
        dice.check_all_used(SECTION)
        bonus = BONUS * (len(sheets) - 1)
        total = pool.total(groups) + bonus + modifier
        for sheet, condition, value in weighing:
            self.count_conditions(sheet, [(condition, value)], stamp)
        self.record(
            ev.CombinedTestRolled,
            stamp,
            character=sheets[0].id,
            participants=[{"character_id": s.id, "character": s.name} for s in sheets],
            characteristic=name,
            characteristic_from=char_from,
            skill=skill,
            skill_from=skill_from,
            dice=groups,
            bonus=bonus,
            modifier=modifier,
            difficulty=difficulty,
            difficulty_word=word,
            explode=action.explode,
            **rules.result(total, difficulty),
            extended=extended,
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(action.note),
        )
        self.complete_extended(stamp)

    def participants(self, names) -> list:
        sheets = [self.state.character(name) for name in names]
        if len({sheet.id for sheet in sheets}) < len(sheets):
            raise RuleBroken(_("each participant is named once"), SECTION)
        if len(sheets) < 2:
            raise RuleBroken(
                _("a combined action needs two participants or more"), SECTION
            )
        return sheets


def best(sheets: list, name: str, what: str) -> tuple[str, str, tuple[int, ...]]:
    """Whose `what` (characteristic or skill) called `name` is highest, its
    spelling and its dice; the first named wins a tie."""
    having = [s for s in sheets if getattr(s, f"has_{what}")(name)]
    if not having:
        names = ", ".join(s.name for s in sheets)
        raise RuleBroken(
            _("none of {names} has the {what} {name!r}").format(
                names=names, what=what, name=name
            ),
            SECTION,
        )
    chosen = [(s.name, *getattr(s, what)(name)) for s in having]
    return max(chosen, key=lambda c: pool.strength(c[2]))


def conditions_among(sheets: list, names) -> list[tuple]:
    """(sheet, condition, modifier) for each participant that has each condition
    named: a participant's condition weighs on the one test they all make."""
    found = []
    for name in dict.fromkeys(names):
        having = [s for s in sheets if _has(s, name)]
        if not having:
            who = ", ".join(s.name for s in sheets)
            raise RuleBroken(
                _("none of {who} has the condition {name!r}").format(
                    who=who, name=name
                ),
                SECTION,
            )
        found += [(s, *s.condition(name)) for s in having]
    return found


def _has(sheet, name: str) -> bool:
    try:
        sheet.condition(name)
    except RuleBroken:
        return False
    return True

"""The resistance table (3.4) and opposed skills (3.3). Mixed into BrpCampaign."""

from __future__ import annotations

from journal.domain.brp import events as ev
from journal.domain.brp import names as n
from journal.domain.brp import rules
from journal.domain.brp.i18n import _
from journal.domain.brp.play import Check, d100
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_name, clean_note

SIDES = ("active", "passive")
SIDES_MAX = 12


class ContestCommands:
    def resist(self, active: int, passive: int, side: str, who, note, dice, stamp):
        """ACTIVE against PASSIVE; `side` says which rolls (3.4: the player's
        side, else the passive defender). `who` = (character name or None,
        active label, passive label)."""
        character, active_label, passive_label = who
        if side not in SIDES:
            raise RuleBroken(
                _("the side rolling is active or passive, not {side}").format(
                    side=side
                ),
                n.RESISTANCE,
            )
        sheet = self.acting(character) if character else None
        own, other = (active, passive) if side == "active" else (passive, active)
        chance = rules.resistance(own, other)
        roll = d100(dice) if chance is not None else None
        dice.check_all_used(n.RESISTANCE)
        self.record(
            ev.ResistanceRolled,
            stamp,
            character=sheet.id if sheet else None,
            active=active,
            passive=passive,
            active_label=label(active_label),
            passive_label=label(passive_label),
            side=side,
            chance=chance,
            roll=roll,
            result=rules.resisted(own, other, roll),
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(note),
        )

    def oppose(self, checks: list[Check], note, dice: Dice, stamp) -> None:
        """Two skill rolls or more, in the order given, one die each; levels
        cancel (3.3)."""
        if not 2 <= len(checks) <= SIDES_MAX:
            raise RuleBroken(
                _("an opposed roll has 2..{SIDES_MAX} sides").format(
                    SIDES_MAX=SIDES_MAX
                ),
                n.OPPOSED,
            )
        sheets = [self.acting(check.character) for check in checks]
        if len({sheet.id for sheet in sheets}) < len(sheets):
            raise RuleBroken(_("a character cannot oppose itself"), n.OPPOSED)
        sides = []
        for sheet, check in zip(sheets, checks, strict=True):
            fields = self.skill_chance(sheet, check)
            roll = d100(dice)
            level = rules.level(roll, fields["chance"])
            sides.append(side_of(sheet, check, fields, roll, level))
        dice.check_all_used(n.OPPOSED)
        values = [side["value"] for side in sides]
        outcome = rules.opposed_all([side["level"] for side in sides], values)
        for side, after in zip(sides, outcome["levels"], strict=True):
            side["after"] = after
        self.record(
            ev.OpposedRollResolved,
            stamp,
            sides=sides,
            winner=outcome["winner"],
            double=outcome["double"],
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(note),
        )


def side_of(sheet, check: Check, fields: dict, roll: int, level: str) -> dict:
    """One side as stored. Decision: any success rolled ticks the skill, even
    one cancelled by the other side's special (3.3 allows it for special vs
    special "visto che i tiri hanno comunque ottenuto un successo")."""
    ticked = level != rules.FAILURE and check.stakes and check.difficulty != "easy"
    return {
        "character": sheet.id,
        "name": sheet.name,
        **fields,
        "roll": roll,
        "level": level,
        "ticked": ticked,
    }


def label(text: str | None) -> str | None:
    return clean_name(text, "label") if text else None

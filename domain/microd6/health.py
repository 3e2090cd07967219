"""Wounds (Ferite): four levels, the armour roll, tenacia, death at level 4.

Seed: Ferite (Tipologie di Ferite, Limitare i danni), Tiro Armatura. A wound
is lowered first by an armour roll (success: one level per 6; partial: one
level, not below 1; failure: nothing), then by one level per tenacia spent;
below level 1 it is cancelled; a Ferita Mortale (4) kills.

The player spends tenacia after seeing the armour roll ("Se questo non dovesse
bastare ... puoi comunque usare la tua tenacia"): `wound` may spend some at once,
and `limit_wound` spends more on the wound just suffered. A Ferita Mortale is
final, and kills, only when no tenacia is left to lower it or the player lets it
stand; until then the character is dying and does nothing else.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.character import DYING
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.microd6 import events as ev
from journal.domain.microd6 import rules
from journal.domain.microd6.i18n import _
from journal.domain.text import clean_note

ARMOUR, KINDS, LIMIT = "Tiro Armatura", "Tipologie di Ferite", "Limitare i danni"
LEVELS = (1, 2, 3, 4)  # Leggera, Grave, Critica, Mortale
MORTAL = 4


class Harm(NamedTuple):
    """A wound as the Master inflicts it and the ways the player limits it."""

    character: str
    level: int | None  # None: the situation's level (controllata 1 .. disperata 4)
    situation: str | None = None
    armour: bool = False  # roll armour first
    armour_value: int | None = None  # the Master's ruling; else the armour worn
    tenacia: int = 0  # levels bought off after the armour roll
    complication: bool = False
    cause: str | None = None


def armour_reduction(reading: rules.Reading, level: int) -> int:
    """Levels an armour roll takes off a wound of `level`."""
    if reading.outcome == rules.SUCCESS:
        return min(level, reading.successes)
    if reading.outcome == rules.PARTIAL:
        return 1 if level > 1 else 0
    return 0


class WoundCommands:
    """Mixed into MicroCampaign (see domain/microd6/campaign.py)."""

    def suffer_wound(self, harm: Harm, dice: Dice, stamp) -> None:
        sheet = self.living(harm.character)
        situation = rules.situation(harm.situation) if harm.situation else None
        level = wound_level(harm.level, situation)
        check_tenacia(sheet, harm.tenacia)
        armour, reading = self.armour_roll(sheet, harm, dice)
        after = level - (armour_reduction(reading, level) if reading else 0)
        tenacia = min(harm.tenacia, after)  # more than the wound left is not spent
        final = after - tenacia
        self.record(
            ev.WoundSuffered,
            stamp,
            character=sheet.id,
            level=level,
            situation=situation,
            cause=clean_note(harm.cause, "cause"),
            complication=bool(harm.complication),
            armour=armour,
            armour_dice=list(reading.faces) if reading else [],
            armour_kept=reading.kept if reading else None,
            armour_outcome=reading.outcome if reading else None,
            armour_reduced=level - after,
            tenacia_spent=tenacia,
            final=final,
            died=final >= MORTAL and sheet.tenacia <= tenacia,  # none left to lower it
            dice_source=dice.source,
            seed=dice.seed,
        )

    def armour_roll(self, sheet, harm: Harm, dice: Dice):
        if not harm.armour:
            dice.check_all_used(KINDS)
            return 0, None
        armour = sheet.armour if harm.armour_value is None else harm.armour_value
        if armour == 0:
            raise RuleBroken(
                _("{name} wears no armour to roll").format(name=sheet.name), ARMOUR
            )
        if not 0 < armour <= rules.MODIFIER_LIMIT:
            message = _("armour is 1..{MODIFIER_LIMIT} points, not {armour}").format(
                MODIFIER_LIMIT=rules.MODIFIER_LIMIT, armour=armour
            )
            raise RuleBroken(message, ARMOUR)
        reading = rules.roll(armour, dice, ARMOUR)
        dice.check_all_used(ARMOUR)
        return armour, reading

    def limit_wound(self, name: str, tenacia: int, stamp) -> None:
        """Spend `tenacia` on the wound just suffered, one level each (0: let
        it stand; a Ferita Mortale that stands kills)."""
        sheet = self.state.character(name)
        if not sheet.alive:
            raise RuleBroken(_("{name} is dead").format(name=sheet.name), LIMIT)
        wound = self.open_wound(sheet)
        check_tenacia(sheet, tenacia)
        if not 0 <= tenacia <= wound["level"]:
            raise RuleBroken(
                _(
                    "the wound is level {level}: spend 0..{level} tenacia",
                ).format(level=wound["level"]),
                LIMIT,
            )
        if not tenacia and sheet.status != DYING:
            raise RuleBroken(
                _(
                    "{name}'s wound stands at level {level} already: spend 1 "
                    "tenacia or more",
                ).format(name=sheet.name, level=wound["level"]),
                LIMIT,
            )
        final = wound["level"] - tenacia
        self.record(
            ev.WoundLimited,
            stamp,
            character=sheet.id,
            wound=wound["id"],
            tenacia=tenacia,
            before=wound["level"],
            final=final,
            died=final >= MORTAL,
        )

    def open_wound(self, sheet) -> dict:
        """The wound tenacia may still lower: a Ferita Mortale not yet final, or
        the wound suffered (or lowered) by the campaign's last event."""
        if sheet.status == DYING:
            return next(w for w in reversed(sheet.wounds) if w["level"] >= MORTAL)
        found = self.state.table.get(ev.OPEN) or {}
        last = found.get("at") == self.event_id_at(self.version)
        wound = next((w for w in sheet.wounds if w["id"] == found.get("wound")), None)
        if wound is None or not last:
            raise RuleBroken(
                _(
                    "{name} has no wound just suffered: tenacia lowers a wound right "
                    "after its armour roll (`journal heal` is the table's care)",
                ).format(name=sheet.name),
                LIMIT,
            )
        return wound

    def heal_wound(self, name, wound_id, levels, reason, stamp) -> None:
        """Lower a wound (its id; None: the latest) by `levels` (None: all of
        it), as the table rules."""
        sheet = self.living(name)
        if not sheet.wounds:
            raise RuleBroken(_("{name} has no wounds").format(name=sheet.name), KINDS)
        wound = sheet.wound(wound_id) if wound_id else sheet.wounds[-1]
        levels = wound["level"] if levels is None else levels
        if not 1 <= levels <= wound["level"]:
            message = _("the wound is level {level}: heal 1..{level}").format(
                level=wound["level"]
            )
            raise RuleBroken(message, KINDS)
        self.record(
            ev.WoundHealed,
            stamp,
            character=sheet.id,
            wound=wound["id"],
            levels=levels,
            before=wound["level"],
            reason=clean_note(reason, "reason"),
        )


def wound_level(level: int | None, situation: str | None) -> int:
    """The level given, else the situation's (the seed gives no mapping; the
    journal reads it like the resistance costs: controllata 1 .. disperata 4)."""
    if level is None and situation is None:
        raise RuleBroken(_("say the wound's level or the situation"), KINDS)
    if level is None:
        return rules.SITUATIONS.index(situation) + 1
    if level not in LEVELS:
        raise RuleBroken(
            _("a wound is level 1..4, not {level}").format(level=level), KINDS
        )
    return level


def check_tenacia(sheet, tenacia: int) -> None:
    """Tenacia bought off a wound: one a level, never more than it has (what
    the wound does not need after the armour roll is not spent)."""
    if not 0 <= tenacia <= MORTAL:
        raise RuleBroken(
            _("a wound takes 0..{MORTAL} tenacia, not {tenacia}").format(
                MORTAL=MORTAL, tenacia=tenacia
            ),
            LIMIT,
        )
    if tenacia > sheet.tenacia:
        raise RuleBroken(
            _("{name} has {tenacia} tenacia").format(
                name=sheet.name, tenacia=sheet.tenacia
            ),
            LIMIT,
        )

"""Confrontations (Confronti): sealed commitments, ranking, ties and escalation.

Rulebook: CONFRONTI .. VANTAGGI E SVANTAGGI (digest section 3). Every command
records the sealed commitments (ReserveCommitted, one per side) before the
round's dice (ConfrontationRolled), in one atomic change.
"""

from __future__ import annotations

from journal.domain.daimon2090 import events_confront as ev
from journal.domain.daimon2090.aid import check_confrontation_helpers
from journal.domain.daimon2090.confrontation import (
    CHOICES,
    CONFRONTI,
    ESCALATION,
    Side,
    declaration,
    rechallenge_warnings,
    rolled,
    settlement,
    stall_of,
    who,
)
from journal.domain.daimon2090.gear import flag_scene_marks
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.rules import pool_breakdown
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken

RESERVE = "Riserva dei dadi"


class ConfrontCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def confront(self, sides: list[Side], dice: Dice, stamp) -> None:
        """Two or more sides roll their pools; most successes prevails."""
        sheets = self.confronting([side.character for side in sides])
        helpers = [self.state.character(s.helper) if s.helper else None for s in sides]
        check_confrontation_helpers(sheets, helpers)
        parts = [
            pool_breakdown(sheet, side.prova(), helper)
            for sheet, side, helper in zip(sheets, sides, helpers, strict=True)
        ]
        for sheet, part in pairs(sheets, parts):
            flag_scene_marks(self.state, sheet, part)
        rolls = roll_pools(dice, sheets, parts)  # nothing is recorded on a refusal
        self.open_confrontation(sheets, parts, stamp)
        self.play_round(self.event_id_at(self.version), 0, sheets, parts, rolls, stamp)

    def escalate(self, commitments: list[tuple[str, int]], dice: Dice, stamp) -> None:
        """Every stalled side rolls only the Riserva dice it commits anew."""
        sheets = distinct([self.acting(name) for name, _ignored in commitments])
        confrontation, stall = self.stall_for(sheets, everyone=True)
        amounts = [
            check_escalation(sh, n) for sh, (_ignored, n) in pairs(sheets, commitments)
        ]
        parts = [{"reserve": amount, "total": amount} for amount in amounts]
        rolls = roll_pools(dice, sheets, parts)
        self.play_round(confrontation, stall["round"] + 1, sheets, parts, rolls, stamp)

    def settle_stall(self, names: list[str], choice: str, stamp) -> None:
        """The named sides withdraw, refuse the escalation, or accept the stall."""
        if choice not in CHOICES:
            raise RuleBroken(
                _("after a stall one may {value}").format(value=", ".join(CHOICES)),
                ESCALATION,
            )
        sheets = distinct([self.state.character(name) for name in names])
        confrontation, stall = self.stall_for(sheets)
        chosen = {sheet.id for sheet in sheets}
        left = [char_id for char_id in stall["stalled"] if char_id not in chosen]
        if not left and choice != "accept":
            raise RuleBroken(
                _("not every side can {choice}: accept the stall instead").format(
                    choice=choice
                ),
                ESCALATION,
            )
        outcome, winner = settlement(choice, left)
        self.record(
            ev.ConfrontationSettled,
            stamp,
            confrontation=confrontation,
            choice=choice,
            sides=[who(sheet) for sheet in sheets],
            outcome=outcome,
            winner=self.state.sheet(winner).name if winner else None,
            winner_id=winner,
        )

    # -- helpers --------------------------------------------------------------

    def confronting(self, names: list[str]) -> list:
        if len(names) < 2:
            raise RuleBroken(
                _("a confrontation needs two or more characters, {names} named").format(
                    names=len(names)
                ),
                CONFRONTI,
            )
        sheets = distinct([self.acting(name) for name in names])
        for sheet in sheets:
            found = stall_of(self.state.table, sheet.id)
            if found:
                raise RuleBroken(
                    _(
                        "{name} is in the stall of confrontation {value}: "
                        "escalate, withdraw, refuse or accept it first",
                    ).format(name=sheet.name, value=found[0]),
                    ESCALATION,
                )
        return sheets

    def stall_for(self, sheets: list, everyone: bool = False) -> tuple[str, dict]:
        """The open stall the named sides are in (with `everyone`: all its sides)."""
        if not sheets:
            raise RuleBroken(_("name the sides of the stall"), ESCALATION)
        found = stall_of(self.state.table, sheets[0].id)
        named = {sheet.id for sheet in sheets}
        if found is None or not named <= set(found[1]["stalled"]):
            where = (
                "are in no open stall together"
                if len(sheets) > 1
                else "is in no open stall"
            )
            raise RuleBroken(
                _("{value} {where}: escalation and its choices follow a tie").format(
                    value=self.side_names([s.id for s in sheets]), where=where
                ),
                ESCALATION,
            )
        if everyone and named != set(found[1]["stalled"]):
            raise RuleBroken(
                _(
                    "the stall of confrontation {value} is between {value2}: all "
                    "of them escalate",
                ).format(value=found[0], value2=self.side_names(found[1]["stalled"])),
                ESCALATION,
            )
        return found

    def open_confrontation(self, sheets: list, parts: list[dict], stamp) -> None:
        declared = {sh.id: declaration(part) for sh, part in pairs(sheets, parts)}
        table, session = self.state.table, self.state.session_number
        self.record(
            ev.ConfrontationOpened,
            stamp,
            sides=[{**who(sheet), **declared[sheet.id]} for sheet in sheets],
            warnings=rechallenge_warnings(table, session, sheets, declared),
        )

    def play_round(self, confrontation, number: int, sheets, parts, rolls, stamp):
        """A round: each side's sealed commitment is recorded, then the dice."""
        for sheet, part in pairs(sheets, parts):
            self.record(
                ev.ReserveCommitted,
                stamp,
                character=sheet.id,
                confrontation=confrontation,
                round=number,
                amount=part["reserve"],
            )
        fields = rolled(sheets, parts, rolls)
        self.record(
            ev.ConfrontationRolled,
            stamp,
            confrontation=confrontation,
            round=number,
            **fields,
        )

    def side_names(self, char_ids: list[str]) -> str:
        return " and ".join(self.state.sheet(char_id).name for char_id in char_ids)


def distinct(sheets: list) -> list:
    seen = set()
    for sheet in sheets:
        if sheet.id in seen:
            raise RuleBroken(
                _("{name} is named twice: each character is one side").format(
                    name=sheet.name
                ),
                CONFRONTI,
            )
        seen.add(sheet.id)
    return sheets


def pairs(first: list, second: list):
    return zip(first, second, strict=True)


def check_escalation(sheet, amount: int) -> int:
    if amount < 1:
        raise RuleBroken(
            _(
                "an escalation rolls only the Riserva dice committed anew: {name} "
                "commits {amount}"
            ).format(name=sheet.name, amount=amount),
            ESCALATION,
        )
    if amount > sheet.reserve:
        raise RuleBroken(
            _("{name} has {reserve} reserve dice, {amount} committed").format(
                name=sheet.name, reserve=sheet.reserve, amount=amount
            ),
            RESERVE,
        )
    return amount


def roll_pools(dice: Dice, sheets: list, parts: list[dict]) -> list:
    """Each side's pool, in the order the sides were named (typed faces too);
    a pool of 0 or less rolls no dice (digest section 2, Decision)."""
    pools = [max(0, part["total"]) for part in parts]
    if dice.typed is not None and len(dice.typed) != sum(pools):
        each = ", ".join(
            f"{sheet.name} {pool}" for sheet, pool in zip(sheets, pools, strict=True)
        )
        raise RuleBroken(
            _(
                "the confrontation rolls {pools} dice ({each}), {typed} were typed"
            ).format(pools=sum(pools), each=each, typed=len(dice.typed)),
            CONFRONTI,
        )
    rolls = [dice.roll(pool, section=CONFRONTI) for pool in pools]
    dice.check_all_used(CONFRONTI)
    return rolls

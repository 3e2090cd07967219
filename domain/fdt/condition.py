"""Shock (2.8) and panic (2.5), both optional, and the end of a fight."""

from __future__ import annotations

from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.fdt import checks
from journal.domain.fdt import events_condition as ev
from journal.domain.fdt import names as n
from journal.domain.fdt import options as o
from journal.domain.fdt import tables as t
from journal.domain.fdt.fighters import named
from journal.domain.fdt.i18n import _
from journal.domain.fdt.sheet import SHOCK_MAX
from journal.domain.text import clean_note

SHOCK_KINDS = {
    "m": "M", "mental": "M", "mentale": "M",
    "f": "F", "physical": "F", "fisico": "F", "fisica": "F",
}  # fmt: skip
FLIGHT_MARGIN = 4  # failed by 1..4: flees that many rounds; by 5 or more: fury


def shock_kind(word: str) -> str:
    kind = SHOCK_KINDS.get(word.strip().casefold())
    if kind is None:
        raise RuleBroken(
            _("{word!r} is not a shock (mental or physical)").format(word=word), n.SHOCK
        )
    return kind


class ConditionCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def take_shock(self, name, kind, stamp, cause=None, points=1) -> None:
        """Shock points of one kind (M or F); a stunned character takes both."""
        self.check_option(o.SHOCK, "shock")
        sheet = self.living(name)
        if sheet.shock_degree >= SHOCK_MAX:
            raise RuleBroken(
                _("{name} is already at shock 3").format(name=sheet.name), n.SHOCK
            )
        self.shock(sheet, shock_kind(kind), points, clean_note(cause, "cause"), stamp)

    def stun(self, name, stamp, cause=None) -> None:
        """Stunned: 1 F + 1 M."""
        self.take_shock(name, "F", stamp, cause or "stordito")
        if self.state.character(name).shock_degree < SHOCK_MAX:
            self.take_shock(name, "M", stamp, cause or "stordito")

    def fade_shock(self, name, stamp) -> None:
        """A turn of rest: the mental shock passes (a fainted character wakes)."""
        sheet = self.living(name)
        if not sheet.shock["M"]:
            raise RuleBroken(
                _("{name} has no mental shock").format(name=sheet.name), n.SHOCK
            )
        self.record(ev.ShockFaded, stamp, character=sheet.id, points=sheet.shock["M"])

    def heal_shock(self, name, points, stamp, reason=None) -> None:
        """A healing session removes physical shock."""
        sheet = self.living(name)
        if not 1 <= points <= sheet.shock["F"]:
            raise RuleBroken(
                _("{name} has {F} physical shock, not {points} to heal").format(
                    name=sheet.name, F=sheet.shock["F"], points=points
                ),
                n.SHOCK,
            )
        self.record(
            ev.ShockHealed,
            stamp,
            character=sheet.id,
            points=points,
            reason=clean_note(reason, "reason"),
        )

    def shock(self, sheet, kind: str, points: int, cause, stamp) -> None:
        if not 1 <= points <= SHOCK_MAX:
            raise RuleBroken(
                _("shock comes 1..3 points at a time, not {points}").format(
                    points=points
                ),
                n.SHOCK,
            )
        applied = min(points, SHOCK_MAX - sheet.shock_degree)
        self.record(
            ev.ShockTaken,
            stamp,
            character=sheet.id,
            kind=kind,
            points=points,
            applied=applied,
            cause=cause,
            fainted=sheet.shock_degree + applied >= SHOCK_MAX,
        )

    def shock_after_failed_freddezza(self, sheet, stamp) -> None:
        """A failed Freddezza check gives 1 M when the shock rule is on."""
        if self.option_on(o.SHOCK) and sheet.shock_degree < SHOCK_MAX:
            self.shock(sheet, "M", 1, "Freddezza", stamp)

    # -- panic ----------------------------------------------------------------

    def roll_panic(self, name, dice: Dice, stamp) -> None:
        """Tiro di panico: a Freddezza check, due after losing more than half
        the current pV in a blow."""
        self.check_option(o.PANIC, "a panic roll")
        who = named(self.state, name)
        who.check_able()
        if not who.combat.get("panic_due"):
            raise RuleBroken(
                _("{name} has no panic roll due").format(name=who.name), n.PANIC
            )
        fields = checks.check(who.freddezza, 0, dice)
        dice.check_all_used(n.PANIC)
        self.record(
            ev.PanicRolled,
            stamp,
            character=who.id,
            fighter_kind=who.kind,
            name=who.name,
            **fields | panic_outcome(fields),
        )
        if who.is_character and fields["result"] == "failure":
            self.shock_after_failed_freddezza(who.record, stamp)

    def calm(self, name, stamp, by=None) -> None:
        who = named(self.state, name)
        if not who.combat.get("panic"):
            raise RuleBroken(
                _("{name} is not panicking").format(name=who.name), n.PANIC
            )
        calmer = self.acting(by) if by else None
        self.record(
            ev.FighterCalmed,
            stamp,
            character=who.id,
            name=who.name,
            calmer=calmer.id if calmer else None,
            calmer_name=calmer.name if calmer else None,
        )

    def end_fight(self, stamp, reason=None) -> None:
        self.record(ev.FightEnded, stamp, reason=clean_note(reason, "reason"))


def panic_outcome(fields: dict) -> dict:
    """Steady on success; failed by 1..4, flight for that many rounds; by 5 or
    more, blind fury: unbalanced attacks, + half the margin to the damage."""
    if checks.passed(fields):
        return {"outcome": "steady", "rounds": 0, "damage_bonus": 0}
    missed = -fields["margin"]
    if missed <= FLIGHT_MARGIN:
        return {"outcome": "fled", "rounds": max(1, missed), "damage_bonus": 0}
    return {"outcome": "fury", "rounds": 0, "damage_bonus": t.half_up(missed)}

"""PiX (3.1–3.4): awards, spending, pumps, teachers, a new profession."""

from __future__ import annotations

from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.fdt import events_growth as ev
from journal.domain.fdt import names as n
from journal.domain.fdt import options as o
from journal.domain.fdt import pumps
from journal.domain.fdt import tables as t
from journal.domain.fdt.fighters import named
from journal.domain.fdt.i18n import _
from journal.domain.text import clean_name, clean_note
from journal.i18n import N_

LIMIT = 10_000  # no award or price of the rules comes near it
VALORE_REASONS = tuple(t.VALORE_SHARE)
REASONS = (*VALORE_REASONS, "creative", "evening", "adventure", "master")


class GrowthCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def award_pix(self, name, amount, reason, stamp, creature=None, note=None) -> None:
        """PiX from the Master: an opponent's Valore (`creature` names it; the
        amount then follows from the reason), 1–10 for a creative act, up to 5
        an evening, up to 25 an adventure, or any adjustment ("master")."""
        sheet = self.living(name)
        if reason not in REASONS:
            raise RuleBroken(
                _("{reason!r} is not a reason ({value})").format(
                    reason=reason, value=", ".join(REASONS)
                ),
                n.AWARDS,
            )
        kind, valore = self._valore(reason, creature)
        if valore is not None:
            amount = t.share(valore, reason)
        counted = self._counted(sheet, reason, amount)
        if not amount or abs(amount) > LIMIT or sheet.pix + amount < 0:
            raise RuleBroken(
                _(
                    "{name} has {pix} PiX: an award of {amount} is refused (PiX "
                    "never fall below 0)",
                ).format(name=sheet.name, pix=sheet.pix, amount=amount),
                n.AWARDS,
            )
        self.record(
            ev.PiXAwarded,
            stamp,
            character=sheet.id,
            amount=amount,
            reason=reason,
            creature=kind,
            valore=valore,
            counted=counted,
            note=clean_note(note),
        )

    def spend_pix(self, name, amount, purpose, stamp) -> None:
        sheet = self.living(name)
        if not 1 <= amount <= sheet.pix:
            raise RuleBroken(
                _(
                    "{name} has {pix} PiX, not {amount} to spend (PiX never fall "
                    "below 0)",
                ).format(name=sheet.name, pix=sheet.pix, amount=amount),
                n.PUMPS,
            )
        purpose = clean_name(purpose, "purpose")
        self.record(
            ev.PiXSpent, stamp, character=sheet.id, amount=amount, purpose=purpose
        )

    def pump(self, name, what, kind, dice: Dice, stamp) -> None:
        sheet = self.living(name)
        found = sheet.find(what)
        if found is None:
            raise RuleBroken(
                _("{name} does not hold {what}").format(name=sheet.name, what=what),
                n.PUMPS,
            )
        cost = pumps.check_pump(
            sheet, found, kind, self.option_on(o.NO_COMBAT_CHECK_PUMPS)
        )
        die = dice.roll(1, 4, n.PUMPS).faces[0] if kind == "random" else None
        dice.check_all_used(n.PUMPS)
        before = pumps.base_of(sheet, found)
        event = (
            ev.CharacteristicPumped
            if found in sheet.characteristics
            else ev.SkillPumped
        )
        self.record(
            event,
            stamp,
            character=sheet.id,
            name=found,
            kind=kind,
            cost=cost,
            die=die,
            before=before,
            after=pumps.pumped(before, kind, die),
        )

    def end_adventure(self, stamp) -> None:
        adventure = self.state.adventure
        if not adventure or self.state.table.get("ended") == adventure["number"]:
            raise RuleBroken(_("no adventure is under way"), N_("journal: adventures"))
        self.record(ev.AdventureEnded, stamp, number=adventure["number"])

    def _valore(self, reason, creature):
        if (reason in VALORE_REASONS) != (creature is not None):
            raise RuleBroken(
                _(
                    "an opponent's Valore is awarded as duel, fled, group or "
                    "group-fled, naming the opponent",
                ),
                n.AWARDS,
            )
        if creature is None:
            return None, None
        who = named(self.state, creature)
        if who.is_character:
            raise RuleBroken(
                _("{name} is a character: no Valore").format(name=who.name), n.AWARDS
            )
        return who.record["kind"], who.record["pix"]

    def _counted(self, sheet, reason, amount) -> str | None:
        """The limit an award counts to: 1–10 a creative act, 5 an evening (a
        session), 25 an adventure."""
        if reason not in t.AWARD_LIMITS:
            return None
        low, high = t.AWARD_LIMITS[reason]
        number = {"evening": self.state.sessions, "adventure": self.state.adventures}
        key = f"{reason}:{number[reason]}" if reason in number else None
        if key and not number[reason]:
            what = "session" if reason == "evening" else reason
            raise RuleBroken(
                _("there is no {what} yet to award for").format(what=what), n.AWARDS
            )
        given = sheet.awards.get(key, 0) if key else 0
        if not low <= amount <= high - given:
            raise RuleBroken(
                _(
                    "a {reason} award is {low}..{high} PiX ({given} already given)"
                ).format(reason=reason, low=low, high=high, given=given),
                n.AWARDS,
            )
        return key

"""Recovery (2.3): meals, rest, healing, Mana, sleep lost and made up.

A wounded character recovers 1 pV after a meal on a Costituzione check (2 at a
feast); after undisturbed rest, 1d4 per started 3 hours of sleep on a
Costituzione check, else 1 pV ("altrimenti 1 pV": Decision, 1 in all). Mana:
after quiet rest, 2 an hour on a Psiche check, else 1 an hour. A rest makes up
lost sleep first ("finché non recupererà il sonno perso"): the checks are then
rolled on the values slept back, and the pV and Mana the lost sleep took off the
maxima are recovered as any others; mental shock passes too. Dice in that
order: the Costituzione d20, its d4s, the Psiche d20 (each only when rolled).
"""

from __future__ import annotations

from math import ceil

from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.fdt import checks
from journal.domain.fdt import events_upkeep as ev
from journal.domain.fdt import names as n
from journal.domain.fdt.events_condition import ShockFaded
from journal.domain.fdt.i18n import _
from journal.domain.text import clean_note

REST_HOURS = (1, 24)
HOURS_PER_D4 = 3
SLEEP_LOSS = 2  # each day awake beyond the first
LIMIT = 999


class RecoveryCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def eat(self, name, dice: Dice, stamp, feast=False) -> None:
        sheet = self.acting(name)
        if not feast and sheet.pasti < 1:
            raise RuleBroken(
                _("{name} has no Pasti left").format(name=sheet.name), n.RECOVERY
            )
        self.record(
            ev.MealEaten,
            stamp,
            character=sheet.id,
            feast=feast,
            pasti=0 if feast else 1,
        )
        if sheet.pv < sheet.pv_max:
            check = checks.check(sheet.value(n.COSTITUZIONE), 0, dice)
            points = (2 if feast else 1) if checks.passed(check) else 0
            self._recovered(
                sheet, "feast" if feast else "meal", None, check, [], points, stamp
            )
        dice.check_all_used(n.RECOVERY)

    def rest(self, name, hours: int, dice: Dice, stamp) -> None:
        sheet = self.living(name)
        low, high = REST_HOURS
        if not low <= hours <= high:
            raise RuleBroken(
                _("a rest lasts {low}..{high} hours, not {hours}").format(
                    low=low, high=high, hours=hours
                ),
                n.RECOVERY,
            )
        if sheet.sleep_loss:
            self.record(ev.SleepRecovered, stamp, character=sheet.id)
        if sheet.pv < sheet.pv_max:
            self._rest_vita(sheet, hours, dice, stamp)
        if sheet.mana < sheet.mana_max:
            check = checks.check(sheet.value(n.PSICHE), 0, dice)
            points = hours * (2 if checks.passed(check) else 1)
            self.record(
                ev.ManaRecovered,
                stamp,
                character=sheet.id,
                hours=hours,
                check=check,
                points=points,
            )
        dice.check_all_used(n.RECOVERY)
        if sheet.shock["M"]:
            self.record(ShockFaded, stamp, character=sheet.id, points=sheet.shock["M"])

    def heal(self, name, points: int, stamp, reason=None) -> None:
        """pV back by healing the table describes (magic, a physician)."""
        sheet = self.living(name)
        if not 1 <= points <= LIMIT:
            raise RuleBroken(
                _("healing gives 1..{LIMIT} pV, not {points}").format(
                    LIMIT=LIMIT, points=points
                ),
                n.RECOVERY,
            )
        self._recovered(sheet, "healing", None, None, [], points, stamp, reason)

    def lose_sleep(self, name, days: int, stamp) -> None:
        """`days` awake (1 = more than a day): −2 to every value per day."""
        sheet = self.living(name)
        loss = SLEEP_LOSS * days
        if not 1 <= days <= 30 or loss <= sheet.sleep_loss:
            raise RuleBroken(
                _(
                    "{name} has already lost {sleep_loss} points to sleep; {days} days "
                    "awake would not add to it"
                ).format(name=sheet.name, sleep_loss=sheet.sleep_loss, days=days),
                n.RECOVERY,
            )
        self.record(ev.SleepLost, stamp, character=sheet.id, days=days, loss=loss)

    def _rest_vita(self, sheet, hours, dice, stamp) -> None:
        check = checks.check(sheet.value(n.COSTITUZIONE), 0, dice)
        faces = []
        if checks.passed(check):
            faces = list(dice.roll(ceil(hours / HOURS_PER_D4), 4, n.RECOVERY).faces)
        points = sum(faces) if faces else 1
        self._recovered(sheet, "rest", hours, check, faces, points, stamp)

    def _recovered(self, sheet, kind, hours, check, faces, points, stamp, reason=None):
        self.record(
            ev.VitaRecovered,
            stamp,
            character=sheet.id,
            kind=kind,
            hours=hours,
            check=check,
            dice=faces,
            points=points,
            reason=clean_note(reason, "reason"),
        )

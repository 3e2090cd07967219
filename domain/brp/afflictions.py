"""Power points, characteristic points, disease and poison (2.5, 6.5, 6.10).

Mixed into BrpCampaign. A characteristic at 0 kills (6.5): the command that
takes it there records the death as its own fact.
"""

from __future__ import annotations

from journal.domain.brp import events_power as ev
from journal.domain.brp import names as n
from journal.domain.brp.events_health import CharacterDied
from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note

LIMIT = 999


class AfflictionCommands:
    def spend_pp(self, name: str, amount: int, reason, stamp) -> None:
        sheet = self.acting(name)
        check_amount(amount, n.DERIVED)
        if amount > sheet.pp:
            raise RuleBroken(
                _(
                    "{name} has {pp} PP: spending {amount} would take them below 0"
                ).format(name=sheet.name, pp=sheet.pp, amount=amount),
                n.DERIVED,
            )
        note = clean_note(reason, "reason")
        self.record(
            ev.PowerPointsSpent, stamp, character=sheet.id, amount=amount, reason=note
        )
        if sheet.pp == 0:  # 2.5: at 0 PP a character faints
            self.faint(sheet, "pp", stamp)

    def regain_pp(self, name: str, amount: int | None, reason, stamp) -> None:
        """PP back (all of them with no amount: a day with a night's rest)."""
        sheet = self.living_character(name)
        wanted = sheet.max_pp - sheet.pp if amount is None else amount
        check_amount(wanted if amount is not None else max(wanted, 1), n.DERIVED)
        applied = min(wanted, sheet.max_pp - sheet.pp)
        if applied <= 0:
            raise RuleBroken(
                _("{name} has all {max_pp} PP").format(
                    name=sheet.name, max_pp=sheet.max_pp
                ),
                n.DERIVED,
            )
        self.record(
            ev.PowerPointsRegained,
            stamp,
            character=sheet.id,
            amount=wanted,
            applied=applied,
            reason=clean_note(reason, "reason"),
        )

    def lose_characteristic(self, name, key, points, cause, reason, stamp) -> None:
        sheet = self.living_character(name)
        key = characteristic_any(key)
        check_amount(points, n.DISEASE)
        before = sheet.pf
        self.record(
            ev.CharacteristicPointLost,
            stamp,
            character=sheet.id,
            characteristic=key,
            points=points,
            cause=cause,
            reason=clean_note(reason, "reason"),
        )
        self.after_loss(sheet, before, stamp)

    def recover_characteristic(self, name, key, points, reason, stamp) -> None:
        sheet = self.living_character(name)
        key = characteristic_any(key)
        check_amount(points, n.DISEASE)
        if points > sheet.lost.get(key, 0):
            raise RuleBroken(
                _("{name} has {value} {key} points to recover, not {points}").format(
                    name=sheet.name,
                    value=sheet.lost.get(key, 0),
                    key=key,
                    points=points,
                ),
                n.DISEASE,
            )
        self.record(
            ev.CharacteristicPointRecovered,
            stamp,
            character=sheet.id,
            characteristic=key,
            points=points,
            reason=clean_note(reason, "reason"),
        )

    def after_loss(self, sheet, before: int, stamp) -> None:
        """6.5: a characteristic at 0 kills; a loss of PF may make one faint."""
        if any(v == 0 for v in sheet.characteristics.values()):
            self.record(
                CharacterDied,
                stamp,
                character=sheet.id,
                cause="characteristic",
                reason=None,
            )
        else:
            self.after_harm(sheet, before, stamp)


def characteristic_any(name: str) -> str:
    """Any characteristic key (TAG included: a disease may attack any)."""
    key = n.characteristic_key(name or "")
    if key is None:
        raise RuleBroken(
            _("{name!r} is not a characteristic").format(name=name), n.CHARS
        )
    return key


def check_amount(amount: int, section: str) -> int:
    if not 1 <= amount <= LIMIT:
        raise RuleBroken(
            _("the amount must be 1..{LIMIT}, not {amount}").format(
                LIMIT=LIMIT, amount=amount
            ),
            section,
        )
    return amount

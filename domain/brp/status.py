"""Who can act, fainting, coming to, death and the combat round (5.1, 5.12).

Mixed into BrpCampaign. Unconsciousness and death are facts the commands record
explicitly (voidable like any other), never a fold's inference.
"""

from __future__ import annotations

from journal.domain.brp import events_health as ev
from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.brp.sheet import UNCONSCIOUS
from journal.domain.character import ACTIVE, DEAD
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note

FAINT_AT = 2


class StatusCommands:
    def come_to(self, name: str, by: str | None, hours: bool, dice, stamp) -> None:
        """Woken by another character, or after 1D6 hours (`hours`: rolled)."""
        sheet = self.living_character(name)
        waker = self.acting(by) if by else None
        if sheet.status != UNCONSCIOUS:
            raise RuleBroken(
                _("{name} is not unconscious").format(name=sheet.name), n.WOUNDS
            )
        if sheet.pf <= 0:
            raise RuleBroken(
                _(
                    "{name} is at {pf} PF: only First Aid brings a character back "
                    "above 0",
                ).format(name=sheet.name, pf=sheet.pf),
                n.WOUNDS,
            )
        faces = list(dice.roll(1, 6, n.WOUNDS).faces) if hours else []
        dice.check_all_used(n.WOUNDS)
        self.record(
            ev.CharacterCameTo,
            stamp,
            character=sheet.id,
            woken_by=waker.id if waker else None,
            woken_by_name=waker.name if waker else None,
            dice=faces,
            hours=sum(faces) if hours else None,
        )

    def record_death(self, name: str, reason, stamp, cause: str = "table") -> None:
        sheet = self.living_character(name)
        self.record(
            ev.CharacterDied,
            stamp,
            character=sheet.id,
            cause=cause,
            reason=clean_note(reason, "reason"),
        )

    def faint_by_table(self, name: str, reason, stamp) -> None:
        """The table says CHARACTER faints (smoke, a blow it rules on)."""
        sheet = self.living_character(name)
        if sheet.status != ACTIVE:
            raise RuleBroken(
                _("{name} is already {status}").format(
                    name=sheet.name, status=sheet.status
                ),
                n.WOUNDS,
            )
        self.record(
            ev.CharacterFellUnconscious,
            stamp,
            character=sheet.id,
            cause="table",
            reason=clean_note(reason, "reason"),
        )

    def after_harm(self, sheet, before: int, stamp) -> None:
        """2.5: reaching 1 or 2 PF (or less) faints; PF that did not fall
        leave a character awake (one woken at 2 PF stays awake). At 0 PF or
        less outside a round, the round of the accident opens: First Aid
        within it saves the character, its end kills (5.12, 5.14)."""
        if sheet.status == ACTIVE and sheet.pf < before and sheet.pf <= FAINT_AT:
            self.faint(sheet, "pf", stamp)
        if sheet.alive and sheet.pf <= 0 < before and not self.round_open():
            self.start_round([], stamp)

    def faint(self, sheet, cause: str, stamp) -> None:
        if sheet.status == ACTIVE:
            self.record(
                ev.CharacterFellUnconscious,
                stamp,
                character=sheet.id,
                cause=cause,
                reason=None,
            )

    def living_character(self, name: str):
        sheet = self.state.character(name)
        if sheet.status == DEAD:
            raise RuleBroken(_("{name} is dead").format(name=sheet.name), n.WOUNDS)
        return sheet

    def acting(self, name: str):
        """A character able to act: neither unconscious nor dead."""
        sheet = self.living_character(name)
        if sheet.status != ACTIVE:
            raise RuleBroken(
                _("{name} is {status}").format(name=sheet.name, status=sheet.status),
                n.WOUNDS,
            )
        return sheet

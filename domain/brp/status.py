"""Who can act, fainting, coming to, death and the combat round (5.1, 5.12).

Mixed into BrpCampaign. Unconsciousness and death are facts the commands record
explicitly (voidable like any other), never a fold's inference.
"""

from __future__ import annotations

from journal.domain.brp import events_combat as evc
from journal.domain.brp import events_health as ev
from journal.domain.brp import names as n
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
            raise RuleBroken(f"{sheet.name} is not unconscious", n.WOUNDS)
        if sheet.pf <= 0:
            raise RuleBroken(
                f"{sheet.name} is at {sheet.pf} PF: only First Aid brings a "
                "character back above 0",
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
            raise RuleBroken(f"{sheet.name} is already {sheet.status}", n.WOUNDS)
        self.record(
            ev.CharacterFellUnconscious,
            stamp,
            character=sheet.id,
            cause="table",
            reason=clean_note(reason, "reason"),
        )

    def after_harm(self, sheet, before: int, stamp) -> None:
        """2.5: reaching 1 or 2 PF (or less) faints; PF that did not fall
        leave a character awake (one woken at 2 PF stays awake)."""
        if sheet.status == ACTIVE and sheet.pf < before and sheet.pf <= FAINT_AT:
            self.faint(sheet, "pf", stamp)

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
            raise RuleBroken(f"{sheet.name} is dead", n.WOUNDS)
        return sheet

    def acting(self, name: str):
        """A character able to act: neither unconscious nor dead."""
        sheet = self.living_character(name)
        if sheet.status != ACTIVE:
            raise RuleBroken(f"{sheet.name} is {sheet.status}", n.WOUNDS)
        return sheet

    # -- the combat round (5.1, 5.12) ------------------------------------------

    def start_round(self, names: list[str], stamp) -> None:
        """A round with its order of action: DES, high to low (ties as listed)."""
        if self.round_open():
            raise RuleBroken("the round is still open: end it first", n.ROUND)
        sheets = [self.acting(name) for name in names] or [
            s for s in self.characters() if s.status == ACTIVE
        ]
        order = sorted(sheets, key=lambda s: -(s.characteristics.get("DES") or 0))
        self.record(
            evc.CombatRoundStarted,
            stamp,
            number=self.state.table.get("round", {}).get("number", 0) + 1,
            order=[
                {"character": s.id, "name": s.name, "des": s.characteristics["DES"]}
                for s in order
            ],
        )

    def end_round(self, stamp) -> None:
        """The round ends: whoever is still at 0 PF or less dies (5.12;
        Decision ⚠ "resta a 0" read as 0 or less)."""
        if not self.round_open():
            raise RuleBroken("no combat round is open", n.ROUND)
        number = self.state.table["round"]["number"]
        self.record(evc.CombatRoundEnded, stamp, number=number)
        for sheet in self.characters():
            if sheet.alive and sheet.pf <= 0:
                self.record_death(sheet.name, None, stamp, cause="pf")

    def round_open(self) -> bool:
        return bool(self.state.table.get("round", {}).get("open"))

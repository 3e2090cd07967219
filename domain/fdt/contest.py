"""The ch di sfida (2.1) and a free casualità (0.2)."""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.fdt import checks, rolls
from journal.domain.fdt import events_check as ev
from journal.domain.fdt import names as n
from journal.domain.fdt.events_upkeep import CasualitaRolled
from journal.domain.fdt.i18n import _
from journal.domain.text import clean_note


class ContestCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def challenge(
        self, name, opponent, what, dice, stamp, note=None, anyway=False
    ) -> None:
        """Ch di sfida: `name` rolls on its value less twice the opponent's bonus."""
        sheet, other = self.acting(name), self.acting(opponent)
        if sheet.id == other.id:
            raise RuleBroken(
                _("{name} cannot challenge itself").format(name=sheet.name), n.CHECK
            )
        found = self.held(sheet, what)
        self.held(other, found)
        fields = checks.check(
            sheet.value(found),
            checks.challenge_modifier(other.value(found)),
            dice,
            anyway,
        )
        dice.check_all_used(n.CHECK)
        winner = sheet.id if checks.passed(fields) else other.id
        self.record(
            ev.ChallengeRolled,
            stamp,
            character=sheet.id,
            opponent=other.id,
            opponent_name=other.name,
            name=found,
            opponent_value=other.value(found),
            winner=winner,
            note=clean_note(note),
            **fields,
        )

    def roll_casualita(self, expression, character, dice, stamp, note=None) -> None:
        sheet = self.state.character(character) if character else None
        rolled = rolls.roll(expression, dice)
        dice.check_all_used(n.DICE)
        self.record(
            CasualitaRolled,
            stamp,
            character=sheet.id if sheet else None,
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(note),
            **rolled.to_dict(),
        )

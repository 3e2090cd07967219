"""Creation (1.1): a prepared sheet, or a Birth's character and every die it rolled."""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt.events_creation import CarattereGiven, CreationRolled
from journal.domain.fdt.i18n import _
from journal.domain.text import clean_name

CARATTERE = (3, 4)  # 1.8: "tre o quattro aggettivi"


def check_carattere(adjectives: list[str]) -> list[str]:
    """None chosen yet, or three or four adjectives (1.8)."""
    if adjectives and len(adjectives) not in CARATTERE:
        raise RuleBroken(
            _("a carattere is three or four adjectives, not {adjectives}").format(
                adjectives=len(adjectives)
            ),
            n.CARATTERE,
        )
    return adjectives


class CreationCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def check_new_birth(self, name: str, player: str) -> None:
        """Before any die is rolled: the player plays here, the name is free."""
        self.state.player(player)
        self.check_new_character(name)

    def create_by_rules(self, birth, extra: dict | None, stamp) -> str:
        """Record the character `birth` made, then each step's dice."""
        sheet = birth.finish(extra)
        char_id = self.create_character(sheet, stamp)
        for roll in birth.rolls:
            self.record(
                CreationRolled,
                stamp,
                character=char_id,
                mode=birth.mode,
                dice_source=birth.dice.source,
                seed=birth.dice.seed,
                tables_hash=birth.tables_hash,
                **roll,
            )
        return char_id

    def give_carattere(self, name: str, adjectives: list[str], stamp) -> None:
        """The carattere of a character that has none yet (1.8)."""
        sheet = self.state.character(name)
        if sheet.carattere:
            raise RuleBroken(
                _("{name}'s carattere is {value}: the player keeps to it").format(
                    name=sheet.name, value=", ".join(sheet.carattere)
                ),
                n.CARATTERE,
            )
        words = [clean_name(word, "adjective") for word in adjectives]
        if not words:
            raise RuleBroken(_("a carattere is three or four adjectives"), n.CARATTERE)
        self.record(
            CarattereGiven,
            stamp,
            character=sheet.id,
            adjectives=check_carattere(words),
        )

"""Creation (1.1): a prepared sheet, or a Birth's character and every die it rolled."""

from __future__ import annotations

from journal.domain.fdt.events_creation import CreationRolled


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

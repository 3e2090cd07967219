"""Creation (Creazione dei personaggi): the random procedure and the creation rules.

The procedure's steps live in domain/daimon2090/birth.py (a Birth, driven by the
CLI between the player's choices); the rules in creationrules.py and the modules
it names. This mixin records a finished birth: the character, then each table
roll it took, all in one save.
"""

from __future__ import annotations


class CreationCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

    def check_new_birth(self, name: str, player: str) -> None:
        """Before any die is rolled: the player plays here, the name is free."""
        self.state.player(player)
        self.check_new_character(name)

    def create_random_character(self, birth, choices, stamp) -> str:
        """Record the character `birth` made (creation "random") and its rolls."""
        from journal.domain.daimon2090.events_creation import CreationTableRolled

        sheet = birth.finish(choices)
        char_id = self.create_character(sheet, stamp)
        for roll in birth.rolls:
            self.record(
                CreationTableRolled,
                stamp,
                character=char_id,
                tables_hash=birth.tables_hash,
                **roll,
            )
        return char_id

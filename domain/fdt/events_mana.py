"""Mana stored in items (2.3 Mana proprio e accumulato). Module-level facts
(see journal.domain.events); names and fields are a stored format."""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.fdt import names as n
from journal.domain.fdt.i18n import _
from journal.domain.state import CampaignState


class ManaItemHeld(CampaignEvent):
    """An item storing Mana (a ring, a wand) in the character's hands, holding
    `mana` now (found, bought, charged as the setting says)."""

    character: str
    item: str
    mana: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).mana_items[self.item] = self.mana


class ManaItemReleased(CampaignEvent):
    """Out of the character's contact: its Mana can no longer be used."""

    character: str
    item: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.sheet(self.character).mana_items.pop(self.item, None)


class StoredManaSpent(CampaignEvent):
    """Mana spent from an item in contact, as own Mana is spent."""

    character: str
    item: str
    amount: int
    purpose: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        held = sheet.mana_items.get(self.item, 0)
        if self.amount > held:
            raise RuleBroken(
                _("{name}'s {item} holds {held} Mana, not {amount}").format(
                    name=sheet.name, item=self.item, held=held, amount=self.amount
                ),
                n.MANA_STORED,
            )
        sheet.mana_items[self.item] = held - self.amount

"""µD6's gear facts: items acquired, used, reloaded, worn and dropped.

Module-level facts (see journal.domain.events); names and fields are a stored format.
An item is named by its entry's name; when a character holds several alike,
the fold picks the same one the command did (the first with some left).
"""

from __future__ import annotations

from journal.domain.errors import InconsistentHistory
from journal.domain.events import CampaignEvent
from journal.domain.microd6.gear import AMMO, SECTION, USES, drawable, restockable
from journal.domain.microd6.i18n import _
from journal.domain.microd6.sheet import MicroSheet, spent
from journal.domain.state import CampaignState
from journal.domain.text import fold_key


def held(sheet: MicroSheet, name: str, section: str) -> list[dict]:
    found = [item for item in sheet.gear if fold_key(item["name"]) == fold_key(name)]
    if not found:
        raise InconsistentHistory(
            _("{name} would not hold {name2}").format(name=sheet.name, name2=name),
            section,
        )
    return found


def take(sheet: MicroSheet, name: str, key: str, amount: int, section: str) -> dict:
    """Take `amount` uses or ammunition from the first such item with enough."""
    item = drawable(held(sheet, name, section), key, amount)
    if item is None:
        message = _("{name}'s {name2} would not have {amount} {key} left").format(
            name=sheet.name, name2=name, amount=amount, key=key
        )
        raise InconsistentHistory(message, section)
    item[key] -= amount
    return item


class ItemAcquired(CampaignEvent):
    """An item joined a character's gear; `paid` coins left their purse."""

    character: str
    item: dict  # the whole entry (see journal.domain.microd6.gear), as it was then
    paid: int
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        if self.paid > sheet.coins:
            message = _("{name} would have {coins} coins, {paid} needed").format(
                name=sheet.name, coins=sheet.coins, paid=self.paid
            )
            raise InconsistentHistory(message, SECTION)
        sheet.coins -= self.paid
        sheet.gear.append(dict(self.item))


class ItemUsed(CampaignEvent):
    """Uses (usi) of an item were consumed; a spent item weighs nothing."""

    character: str
    item: str
    uses: int
    left: int  # when recorded
    voidable = True

    def fold(self, state: CampaignState) -> None:
        take(state.sheet(self.character), self.item, "uses", self.uses, USES)


class AmmunitionSpent(CampaignEvent):
    """Ammunition (munizioni) was lost, as a partial success or a failure may cost."""

    character: str
    item: str
    ammo: int
    left: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        take(state.sheet(self.character), self.item, "ammo", self.ammo, AMMO)


class ItemRestocked(CampaignEvent):
    """An item's uses or ammunition were refilled (up to its maximum)."""

    character: str
    item: str
    stock: str  # "uses" | "ammo"
    amount: int
    paid: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        item = restockable(held(sheet, self.item, SECTION), self.stock)
        if self.paid > sheet.coins:
            raise InconsistentHistory(
                _("{name} would lack the coins").format(name=sheet.name), SECTION
            )
        sheet.coins -= self.paid
        most = item[f"{self.stock}_max"]
        item[self.stock] = min(most, item[self.stock] + self.amount)


class ItemWorn(CampaignEvent):
    """Armour or a shield was put on (`worn`) or taken off."""

    character: str
    item: str
    worn: bool
    voidable = True

    def fold(self, state: CampaignState) -> None:
        items = held(state.sheet(self.character), self.item, SECTION)
        changing = [item for item in items if item["worn"] != self.worn]
        if not changing:
            raise InconsistentHistory(
                _("{item} would already be so").format(item=self.item), SECTION
            )
        changing[0]["worn"] = self.worn


class ItemDropped(CampaignEvent):
    """An item left a character's gear (a spent one first, of several alike)."""

    character: str
    item: str
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = state.sheet(self.character)
        items = held(sheet, self.item, SECTION)
        sheet.gear.remove(next((i for i in items if spent(i)), items[0]))

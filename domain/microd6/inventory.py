"""Gear commands (Ingombro e Carico, Equipaggiamento): acquire, use, reload,
wear and drop items; coins pay for what is bought.

Load is derived from the gear (see MicroSheet.load); the seed's categories
describe a character, they forbid nothing, so no command refuses a load.
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.microd6 import events_gear as ev
from journal.domain.microd6.gear import (
    AMMO,
    LIMIT,
    SECTION,
    USES,
    drawable,
    is_shield,
    listed,
    make_item,
    restockable,
    worn_alike,
)
from journal.domain.microd6.i18n import _
from journal.domain.text import clean_note

STOCKS = {"uses": USES, "ammo": AMMO}


class GearCommands:
    """Mixed into MicroCampaign (see domain/microd6/campaign.py)."""

    def acquire_item(self, name, item, catalogue, stamp, **options) -> None:
        """`item` from the seed's list (`catalogue`) or with its own `spec`;
        bought at its price unless `free` (found, given, looted)."""
        sheet = self.living(name)
        spec = options.get("spec") or {}
        entry = make_item(item, catalogue, spec)
        if entry["worn"] and worn_alike(sheet.gear, entry):
            if spec.get("worn"):
                check_wearable(sheet, entry)
            entry["worn"] = False  # carried: one armour and one shield are worn
        paid = 0 if options.get("free") else entry["coins"]
        if paid > sheet.coins:
            raise RuleBroken(
                _(
                    "{name} has {coins} coins; {name2} costs {paid}",
                ).format(
                    name=sheet.name, coins=sheet.coins, name2=entry["name"], paid=paid
                ),
                SECTION,
            )
        note = clean_note(options.get("note"))
        self.record(
            ev.ItemAcquired, stamp, character=sheet.id, item=entry, paid=paid, note=note
        )

    def use_item(self, name, item, stamp, uses: int = 1) -> None:
        sheet, found = self.drawing(name, item, "uses", uses)
        self.record(
            ev.ItemUsed,
            stamp,
            character=sheet.id,
            item=found["name"],
            uses=uses,
            left=found["uses"] - uses,
        )

    def spend_ammo(self, name, item, stamp, ammo: int = 1) -> None:
        sheet, found = self.drawing(name, item, "ammo", ammo)
        self.record(
            ev.AmmunitionSpent,
            stamp,
            character=sheet.id,
            item=found["name"],
            ammo=ammo,
            left=found["ammo"] - ammo,
        )

    def drawing(self, name, item, stock: str, amount: int):
        sheet = self.living(name)
        items = sheet.items(item)
        if items[0][f"{stock}_max"] is None:
            raise RuleBroken(
                _("{name} has no {stock}").format(name=items[0]["name"], stock=stock),
                STOCKS[stock],
            )
        if not 1 <= amount <= LIMIT:
            raise RuleBroken(
                _("spend 1..{LIMIT} {stock}, not {amount}").format(
                    LIMIT=LIMIT, stock=stock, amount=amount
                ),
                STOCKS[stock],
            )
        found = drawable(items, stock, amount)
        if found is None:
            left = max(i[stock] for i in items)
            message = _("{name}'s {name2} has {left} {stock} left").format(
                name=sheet.name, name2=items[0]["name"], left=left, stock=stock
            )
            raise RuleBroken(message, STOCKS[stock])
        return sheet, found

    def restock(self, name, item, stock, stamp, amount=None, paid=0) -> None:
        """Refill uses or ammunition (`amount`, else up to the maximum)."""
        sheet = self.living(name)
        items = sheet.items(item)
        if stock not in STOCKS or items[0][f"{stock}_max"] is None:
            raise RuleBroken(
                _("{name} has no {stock}").format(name=items[0]["name"], stock=stock),
                SECTION,
            )
        found = restockable(items, stock)
        room = found[f"{stock}_max"] - found[stock]
        amount = room if amount is None else amount
        if not 1 <= amount <= room:
            message = _("{name} has room for {room} {stock}, not {amount}").format(
                name=found["name"], room=room, stock=stock, amount=amount
            )
            raise RuleBroken(message, STOCKS[stock])
        if not 0 <= paid <= sheet.coins:
            raise RuleBroken(
                _("{name} has {coins} coins").format(
                    name=sheet.name, coins=sheet.coins
                ),
                SECTION,
            )
        self.record(
            ev.ItemRestocked,
            stamp,
            character=sheet.id,
            item=found["name"],
            stock=stock,
            amount=amount,
            paid=paid,
        )

    def wear(self, name, item, worn: bool, stamp) -> None:
        """Put armour or a shield on (`worn`), or take it off."""
        sheet = self.living(name)
        items = sheet.items(item)
        if not items[0]["armour"]:
            raise RuleBroken(
                _("{name} gives no armour").format(name=items[0]["name"]),
                "Tiro Armatura",
            )
        if all(i["worn"] == worn for i in items):
            state = "on" if worn else "off"
            message = _("{name}'s {name2} is already {state}").format(
                name=sheet.name, name2=items[0]["name"], state=state
            )
            raise RuleBroken(message, SECTION)
        if worn:
            check_wearable(sheet, items[0])
        self.record(
            ev.ItemWorn, stamp, character=sheet.id, item=items[0]["name"], worn=worn
        )

    def readied(self, sheet, names, catalogue) -> tuple[list[dict], int]:
        """The gear a roll uses: a tool of the list that gives +1d spends a use
        ("Quando li utilizzi, consuma 1 uso e prendi +1d"); a weapon with
        ammunition needs some left ("non può essere usata se finiscono le
        munizioni"). Returns the tools whose use is spent and the dice they add."""
        tools, bonus, seen = [], 0, set()
        for name in names:
            items = sheet.items(name)
            item = items[0]
            if item["name"] in seen:
                raise RuleBroken(
                    _("{name} is named twice").format(name=item["name"]), SECTION
                )
            seen.add(item["name"])
            entry = listed(item["name"], catalogue) if item.get("listed") else None
            if item.get("ammo_max") is not None:
                if not any(i["ammo"] for i in items):
                    raise RuleBroken(
                        _(
                            "{name}'s {name2} has no ammunition left: it cannot be "
                            "used",
                        ).format(name=sheet.name, name2=item["name"]),
                        AMMO,
                    )
                continue
            if entry and entry.get("advantage"):
                found = drawable(items, "uses", 1) if item.get("uses_max") else item
                if found is None:
                    message = _("{name}'s {name2} has no uses left").format(
                        name=sheet.name, name2=item["name"]
                    )
                    raise RuleBroken(message, USES)
                if found.get("uses_max") is not None:
                    tools.append(found)
                bonus += entry["advantage"]
                continue
            if (entry or {}).get("kind") != "arma":
                raise RuleBroken(
                    _(
                        "{name} is no weapon and no tool of the list that gives "
                        "+1d (a use of it is `journal gear use`; another advantage "
                        "is --advantage)",
                    ).format(name=item["name"]),
                    SECTION,
                )
        return tools, bonus

    def use_tools(self, sheet, tools: list[dict], stamp) -> None:
        """A use of each tool a roll took its +1d from, recorded before the roll."""
        for item in tools:
            self.record(
                ev.ItemUsed,
                stamp,
                character=sheet.id,
                item=item["name"],
                uses=1,
                left=item["uses"] - 1,
            )

    def drop_item(self, name, item, reason, stamp) -> None:
        sheet = self.living(name)
        found = sheet.items(item)[0]
        reason = clean_note(reason, "reason")
        self.record(
            ev.ItemDropped, stamp, character=sheet.id, item=found["name"], reason=reason
        )


def check_wearable(sheet, item: dict) -> None:
    """One armour and one shield at a time (see journal.domain.microd6.gear)."""
    other = worn_alike(sheet.gear, item)
    if other is not None:
        what = _("shield") if is_shield(item) else _("armour")
        raise RuleBroken(
            _(
                "{name} already wears {name2}: one {what} at a time (one armour and "
                "one shield); take it off first (`journal gear remove`)"
            ).format(name=sheet.name, name2=other["name"], what=what),
            "Armature",
        )

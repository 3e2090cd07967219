"""Mana spent, own and stored (1.7, 2.3): "si può avere a disposizione Mana
accumulato, a esempio su anelli o bacchette; questo Mana può essere utilizzato
come il Mana proprio, a condizione che il personaggio sia in contatto fisico
con l'oggetto". The optional cap (mana-cap): the stored Mana used at once is
never more than the own Mana the character has then. Mixed into the aggregate.
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.fdt import events_mana as ev
from journal.domain.fdt import names as n
from journal.domain.fdt import options as o
from journal.domain.fdt.events_upkeep import ManaSpent
from journal.domain.fdt.i18n import _
from journal.domain.text import clean_name, clean_note, fold_key

LIMIT = 9999


class ManaCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def hold_mana_item(self, name: str, item: str, mana: int, stamp) -> None:
        sheet = self.living(name)
        if not 0 <= mana <= LIMIT:
            raise RuleBroken(
                _("an item holds 0..{LIMIT} Mana, not {mana}").format(
                    LIMIT=LIMIT, mana=mana
                ),
                n.MANA_STORED,
            )
        found = self.mana_item(sheet, item, missing_ok=True)
        self.record(
            ev.ManaItemHeld,
            stamp,
            character=sheet.id,
            item=found or clean_name(item, "item"),
            mana=mana,
        )

    def release_mana_item(self, name: str, item: str, stamp) -> None:
        sheet = self.living(name)
        found = self.mana_item(sheet, item)
        self.record(ev.ManaItemReleased, stamp, character=sheet.id, item=found)

    def spend_mana(self, name, amount: int, stamp, purpose=None, stored=()) -> None:
        """`stored`: (item, amount or None: as much as it holds) drawn first;
        own Mana pays the rest."""
        sheet = self.acting(name)
        if not 1 <= amount <= LIMIT:
            raise RuleBroken(
                _("spend 1..{LIMIT} Mana, not {amount}").format(
                    LIMIT=LIMIT, amount=amount
                ),
                n.SCORES,
            )
        draws = self.draws(sheet, amount, stored)
        own = amount - sum(draws.values())
        if own > sheet.mana:
            raise RuleBroken(
                _("{name} has {mana} Mana, not {own} to spend").format(
                    name=sheet.name, mana=sheet.mana, own=own
                ),
                n.SCORES,
            )
        purpose = clean_note(purpose, "purpose")
        for item, drawn in draws.items():
            self.record(
                ev.StoredManaSpent,
                stamp,
                character=sheet.id,
                item=item,
                amount=drawn,
                purpose=purpose,
            )
        if own:
            self.record(
                ManaSpent, stamp, character=sheet.id, amount=own, purpose=purpose
            )

    def draws(self, sheet, amount: int, stored) -> dict[str, int]:
        draws: dict[str, int] = {}
        for item, wanted in stored:
            found = self.mana_item(sheet, item)
            left = amount - sum(draws.values())
            drawn = min(left, sheet.mana_items[found]) if wanted is None else wanted
            if not 0 < drawn <= min(left, sheet.mana_items[found]) or found in draws:
                raise RuleBroken(
                    _(
                        "{found} holds {value} Mana: {drawn} of the {left} left "
                        "cannot come from it",
                    ).format(
                        found=found,
                        value=sheet.mana_items[found],
                        drawn=drawn,
                        left=left,
                    ),
                    n.MANA_STORED,
                )
            draws[found] = drawn
        if self.option_on(o.MANA_CAP) and sum(draws.values()) > sheet.mana:
            raise RuleBroken(
                _(
                    "{name} has {mana} own Mana: no more stored Mana than that at once "
                    "(mana-cap)"
                ).format(name=sheet.name, mana=sheet.mana),
                n.MANA_STORED,
            )
        return draws

    def mana_item(self, sheet, item: str, missing_ok: bool = False) -> str | None:
        for known in sheet.mana_items:
            if fold_key(known) == fold_key(item):
                return known
        if missing_ok:
            return None
        held = ", ".join(sheet.mana_items) or "none"
        raise RuleBroken(
            _("{name} holds no {item!r} (items in contact: {held})").format(
                name=sheet.name, item=item, held=held
            ),
            n.MANA_STORED,
        )

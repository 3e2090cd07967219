"""Whoever fights: a character (its sheet) or a creature (a stat block's record).

Creatures live in the campaign's table state (`state.table["creatures"]`, by
the id of the event that brought them in), so a fight, a death and a Valore
need no player. A Fighter gives both one face: pV, the Agilità bonus the
attacker subtracts, the Colpi its armour or hide absorbs, its Freddezza.
"""

from __future__ import annotations

from journal.domain.character import ACTIVE, DEAD
from journal.domain.errors import InconsistentHistory, NotFound, RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt.i18n import _
from journal.domain.state import CampaignState
from journal.domain.text import fold_key
from journal.i18n import N_

CHARACTER, CREATURE = "character", "creature"


class Fighter:
    def __init__(self, kind: str, record) -> None:
        self.kind, self.record = kind, record

    @property
    def is_character(self) -> bool:
        return self.kind == CHARACTER

    @property
    def id(self) -> str:
        return self.record.id if self.is_character else self.record["id"]

    @property
    def name(self) -> str:
        return self.record.name if self.is_character else self.record["name"]

    @property
    def status(self) -> str:
        return self.record.status if self.is_character else self.record["status"]

    @property
    def alive(self) -> bool:
        return self.status != DEAD

    @property
    def pv(self) -> int:
        return self.record.pv if self.is_character else self.record["pv"]

    @property
    def combat(self) -> dict:
        """This fight's conditions: exposed, aim, wrist, panic, ..."""
        if self.is_character:
            return self.record.combat
        return self.record.setdefault("combat", {})

    @property
    def agility_bonus(self) -> int:
        if self.is_character:
            return self.record.bonus(n.AGILITA)
        return self.record["ag"]

    @property
    def freddezza(self) -> int:
        if self.is_character:
            return self.record.value(n.FREDDEZZA)
        return self.record["fr"]

    def pieces(self) -> list[tuple[str, dict]]:
        """What absorbs a blow: armour and shield (worn out at Durata 0), or
        the creature's Colpi (armour or hide, no Durata)."""
        if not self.is_character:
            return [("hide", {"colpi": self.record["c"]})]
        worn = (("armour", self.record.armour), ("shield", self.record.shield))
        return [(key, p) for key, p in worn if p and p["durata"] > 0]

    def lose_pv(self, points: int) -> bool:
        """Lose pV; at 0 or less it dies (2.5). True when it died now."""
        if self.is_character:
            return self.record.lose_pv(points)
        self.record["pv"] -= points
        if self.record["pv"] <= 0 and self.record["status"] != DEAD:
            self.record["status"] = DEAD
            return True
        return False

    def check_able(self) -> None:
        if self.status != ACTIVE:
            section = n.SHOCK if self.status == "fainted" else n.COMBAT
            raise RuleBroken(
                _("{name} is {status}").format(name=self.name, status=self.status),
                section,
            )


def creatures(state: CampaignState) -> dict[str, dict]:
    return state.table.setdefault("creatures", {})


def fighter(state: CampaignState, fighter_id: str) -> Fighter:
    """The fighter an event names by id (in a refold it may be voided away)."""
    if fighter_id in state.characters:
        return Fighter(CHARACTER, state.characters[fighter_id])
    if fighter_id in creatures(state):
        return Fighter(CREATURE, creatures(state)[fighter_id])
    raise InconsistentHistory(
        _("fighter {fighter_id} would no longer exist").format(fighter_id=fighter_id),
        N_("journal: corrections"),
    )


def named(state: CampaignState, name: str) -> Fighter:
    """The character or creature a user names: its full name, else a unique
    prefix (any case, accents optional)."""
    key = fold_key(name)
    everyone = [Fighter(CHARACTER, c) for c in state.characters.values()]
    everyone += [Fighter(CREATURE, c) for c in creatures(state).values()]
    exact = [f for f in everyone if fold_key(f.name) == key]
    found = exact or [f for f in everyone if fold_key(f.name).startswith(key)]
    if len(found) == 1:
        return found[0]
    if not found:
        raise NotFound(
            _("no character or creature called {name!r}").format(name=name), n.OPPONENTS
        )
    names = ", ".join(sorted(f.name for f in found))
    raise RuleBroken(
        _("{name!r} could mean {names}: say which").format(name=name, names=names),
        n.OPPONENTS,
    )


def check_new_name(state: CampaignState, name: str) -> None:
    taken = [c.name for c in state.characters.values()]
    taken += [c["name"] for c in creatures(state).values()]
    for other in taken:
        if fold_key(other) == fold_key(name):
            raise RuleBroken(
                _("there is already someone called {other}").format(other=other),
                n.OPPONENTS,
            )

"""The combat round (4.3, 5.1–5.4, 6.6): its order of action, one attack or
other action a round, and its end. Mixed into BrpCampaign.

The order (5.2, 5.4) is the DES rank, high to low: moving 6–15 m acts at half
the rank, 16–29 m at a quarter, about 30 m not at all but to defend (5.3);
drawing or sheathing a weapon costs 5 ranks (6.6). At the same rank ranged
weapons act first, then long, medium and short ones and bare hands; then the
higher skill; then at once. Decision: halves and quarters round up (as 3.2
halves a chance); at the same rank a character with no weapon named comes
after those with one.
"""

from __future__ import annotations

from math import ceil
from typing import NamedTuple

from journal.domain.brp import events_combat as ev
from journal.domain.brp import gear
from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.character import ACTIVE
from journal.domain.errors import RuleBroken

DRAW = 5  # 6.6: drawing or sheathing a weapon
STILL = 30  # 5.3: about 30 m and no action but defences
LIMIT = 999


class Plan(NamedTuple):
    """What a character declares for the round (5.2)."""

    name: str
    weapon: str | None = None
    metres: int = 0
    draws: int = 0  # weapons drawn or sheathed


def rank(des: int, metres: int, draws: int) -> tuple[int, bool]:
    """(the DES rank, whether the character acts at all)."""
    if not 0 <= metres <= LIMIT or not 0 <= draws <= 4:
        raise RuleBroken(_("metres are 0..999, weapons drawn 0..4"), n.MOVEMENT)
    factor = 4 if metres >= 16 else 2 if metres >= 6 else 1
    return ceil(des / factor) - DRAW * draws, metres < STILL


def ranked(entries: list[dict]) -> list[dict]:
    """The order of action, each entry with its `place` (ties share one)."""

    def key(e: dict) -> tuple:
        length = gear.LENGTHS.index(e["length"]) if e["length"] else len(gear.LENGTHS)
        return (not e["acts"], -e["rank"], length, -(e["skill"] or 0))

    order = sorted(entries, key=key)
    for i, entry in enumerate(order):
        same = i and key(order[i - 1]) == key(entry)
        entry["place"] = order[i - 1]["place"] if same else i + 1
    return order


def current(state) -> dict | None:
    """The round under way, if one is open."""
    found = state.table.get("round")
    return found if found and found.get("open") else None


class RoundCommands:
    def start_round(self, plans: list, stamp) -> None:
        """A round with its order of action; then the poisons whose three
        rounds have passed take effect (6.10)."""
        if self.round_open():
            raise RuleBroken(_("the round is still open: end it first"), n.ROUND)
        plans = [p if isinstance(p, Plan) else Plan(p) for p in plans] or [
            Plan(s.name) for s in self.characters() if s.status == ACTIVE
        ]
        entries = [self.order_entry(plan) for plan in plans]
        if len({e["character"] for e in entries}) != len(entries):
            raise RuleBroken(_("a character is named twice in the round"), n.ROUND)
        self.record(
            ev.CombatRoundStarted,
            stamp,
            number=self.state.table.get("round", {}).get("number", 0) + 1,
            order=ranked(entries),
        )
        self.land_poisons(stamp)

    def order_entry(self, plan: Plan) -> dict:
        sheet = self.acting(plan.name)
        weapon = sheet.weapon(plan.weapon) if plan.weapon else None
        des = sheet.value("DES")
        place, acts = rank(des, plan.metres, plan.draws)
        return {
            "character": sheet.id,
            "name": sheet.name,
            "des": des,
            "rank": place,
            "acts": acts,
            "weapon": weapon["name"] if weapon else None,
            "length": gear.length(weapon) if weapon else None,
            "skill": sheet.skill(weapon["skill"])[1] if weapon else None,
            "metres": plan.metres,
            "draws": plan.draws,
        }

    def end_round(self, stamp) -> None:
        """The round ends: whoever is still at 0 PF or less dies (5.12;
        Decision ⚠ "resta a 0" read as 0 or less)."""
        if not self.round_open():
            raise RuleBroken(_("no combat round is open"), n.ROUND)
        number = self.state.table["round"]["number"]
        self.record(ev.CombatRoundEnded, stamp, number=number)
        for sheet in self.characters():
            if sheet.alive and sheet.pf <= 0:
                self.record_death(sheet.name, None, stamp, cause="pf")

    def round_open(self) -> bool:
        return current(self.state) is not None

    # -- 4.3: one attack or other action a round ---------------------------------

    def check_attack(self, sheet, weapon: dict) -> None:
        """An attack fits the round: the character acts, has not spent the
        round, has attacks left (a creature's own, 7), and this weapon too."""
        found = self.check_acts(sheet, "an attack")
        if found is None:
            return
        made = found.get("attacks", {}).get(sheet.id, {})
        if sum(made.values()) >= sheet.attacks:
            count = (
                "its attack" if sheet.attacks == 1 else f"its {sheet.attacks} attacks"
            )
            raise RuleBroken(
                _(
                    "{name} has made {count} this round (one attack or other action a "
                    "round)"
                ).format(name=sheet.name, count=count),
                n.ROUND_TIME,
            )
        cap = weapon.get("per_round")
        if cap and made.get(weapon["name"], 0) >= cap:
            times = "once" if cap == 1 else f"{cap} times"
            raise RuleBroken(
                _("{name} attacks with {name2} {times} a round").format(
                    name=sheet.name, name2=weapon["name"], times=times
                ),
                n.ENEMY,
            )

    def check_action(self, sheet, what: str) -> None:
        """An action other than an attack (First Aid, spanning a crossbow)
        takes the character's round."""
        found = self.check_acts(sheet, what)
        if found and found.get("attacks", {}).get(sheet.id):
            raise RuleBroken(
                _(
                    "{name} has attacked this round: {what} takes the round (one "
                    "attack or other action a round)",
                ).format(name=sheet.name, what=what),
                n.ROUND_TIME,
            )

    def check_acts(self, sheet, what: str) -> dict | None:
        found = current(self.state)
        if found is None:
            return None
        if sheet.id in found.get("still", ()):
            raise RuleBroken(
                _(
                    "{name} runs {STILL} m or more this round: no action but "
                    "parries and dodges",
                ).format(name=sheet.name, STILL=STILL),
                n.MOVEMENT,
            )
        if sheet.id in found.get("ambushed", ()):
            raise RuleBroken(
                _(
                    "{name} was ambushed in melee: this round it may only parry or "
                    "dodge",
                ).format(name=sheet.name),
                n.AMBUSH,
            )
        spent = found.get("actions", {}).get(sheet.id)
        if spent:
            raise RuleBroken(
                _(
                    "{name} has spent this round on {value}: {what} waits for the next "
                    "(one attack or other action a round)"
                ).format(name=sheet.name, value=spent[0], what=what),
                n.ROUND_TIME,
            )
        return found

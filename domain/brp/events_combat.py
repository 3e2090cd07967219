"""Combat facts (5.1–5.13): attacks, parries and dodges, damage, ammunition.

An attack that hits waits in `state.table["hits"]` (by its event id) for the
defender's parry or dodge and for its damage; both find it there, so a void of
the attack (or of the defence) re-folds them on the corrected table.
Names and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.brp import names as n
from journal.domain.brp.events import SkillRolled
from journal.domain.brp.events_round import acted
from journal.domain.brp.gear import slow_reload
from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


def hits(state: CampaignState) -> dict:
    return state.table.setdefault("hits", {})


class AttackRolled(SkillRolled):
    """An attack with a weapon (5.5); a hit waits for defence and damage."""

    weapon: str
    target: str | None
    target_name: str | None
    distance: int | None
    knockout: bool

    def fold(self, state: CampaignState) -> None:
        super().fold(state)
        sheet = state.sheet(self.character)
        weapon = sheet.weapon(self.weapon)
        if self.ticked and martial(sheet, weapon["skill"], self.roll):
            sheet.tick("Arti Marziali")
        found = state.table.get("round")
        if found and found.get("open"):
            made = found.setdefault("attacks", {}).setdefault(self.character, {})
            made[self.weapon] = made.get(self.weapon, 0) + 1
        if weapon.get("ammo"):
            if weapon["loaded"] < 1:
                raise RuleBroken(
                    _("{weapon} is empty").format(weapon=self.weapon), n.WEAPONS
                )
            weapon["loaded"] -= 1
        if self.result != "failure":
            hits(state)[self.event_id] = {
                "attacker": self.character,
                "target": self.target,
                "weapon": self.weapon,
                "level": self.result,
                "roll": self.roll,
                "knockout": self.knockout,
                "outcome": "special hit" if self.result == "special" else "hit",
                "defended": False,
                "absorbed": 0,
            }


class DefenceRolled(SkillRolled):
    """A parry or a dodge against a hit (5.6–5.8): `outcome` after the matrix,
    `item_damage` the hit points weapons and shields lost [{character, weapon,
    points}], `absorbed` the damage a Rissa parry ignores (2.6 Arti Marziali)."""

    attack: str
    attacker_name: str
    weapon: str | None
    outcome: str  # "blocked" | "hit" | "special hit"
    item_damage: list[dict]
    absorbed: int

    def fold(self, state: CampaignState) -> None:
        super().fold(state)
        sheet = state.sheet(self.character)
        item = sheet.weapon(self.weapon) if self.weapon else None
        if item and self.ticked and martial(sheet, item["skill"], self.roll):
            sheet.tick("Arti Marziali")
        hit = hits(state).get(self.attack)
        if hit is None or hit["defended"]:
            raise RuleBroken(
                _("attack {attack} has no hit to defend").format(attack=self.attack),
                n.MATRIX,
            )
        for item in self.item_damage:
            weapon = state.sheet(item["character"]).weapon(item["weapon"])
            weapon["hp_lost"] += item["points"]
        if self.outcome == "blocked":
            del hits(state)[self.attack]
        else:
            hit.update(outcome=self.outcome, defended=True, absorbed=self.absorbed)


class ParryRolled(DefenceRolled):
    """A parry with a weapon or a shield (5.6, 5.11)."""


class DodgeRolled(DefenceRolled):
    """A dodge (Schivare, 5.7)."""


class DamageDealt(CampaignEvent):
    """The damage of a hit (5.9, 5.12, 5.13, 6.9): every die kept; `net` is the
    damage after armour (and a Rissa parry); `wound` the PF the target lost
    (its wound's id is this event's id)."""

    character: str  # the attacker
    attack: str
    target: str | None
    target_name: str | None
    weapon: str
    special: bool
    knockout: bool
    doubled: bool  # Arti Marziali: the Rissa dice doubled
    dice: list[dict]
    rolled: int
    maximum: int
    bonus: dict  # {bonus, mode, dice, total}
    total: int
    armour: int
    absorbed: int
    net: int
    outcome: str  # "wound" | "knocked out" | "minimum" | "no damage"
    wound: int
    dice_source: str
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        if hits(state).pop(self.attack, None) is None:
            raise RuleBroken(
                _("attack {attack} has no hit to damage").format(attack=self.attack),
                n.WOUNDS,
            )
        if self.target and self.wound:
            state.sheet(self.target).add_wound(self.event_id, self.wound, "weapon")


class WeaponReloaded(CampaignEvent):
    """A magazine refilled, a crossbow spanned (5.9: a whole round)."""

    character: str
    weapon: str
    before: int
    loaded: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        weapon = state.sheet(self.character).weapon(self.weapon)
        weapon["loaded"] = self.loaded
        if slow_reload(weapon):
            acted(state, self.character, "reloading")


class CombatRoundStarted(CampaignEvent):
    """A round (5.1) with its order of action: DES rank, high to low. Each
    entry {character, name, des} and, since the DES rank of 5.3–5.4 and 6.6,
    {rank, acts, weapon, length, skill, metres, draws, place}."""

    number: int
    order: list[dict]
    voidable = True

    def fold(self, state: CampaignState) -> None:
        still = [o["character"] for o in self.order if o.get("acts") is False]
        state.table["round"] = {"number": self.number, "open": True, "still": still}


class CombatRoundEnded(CampaignEvent):
    """The round is over: whoever is still at 0 PF or less dies (5.12)."""

    number: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.table["round"] = {"number": self.number, "open": False}
        for sheet in state.characters.values():
            for dose in getattr(sheet, "poisons", []):
                dose["rounds"] = dose.get("rounds", 0) + 1


def martial(sheet, skill: str, roll: int) -> bool:
    """2.6 Arti Marziali is never rolled on its own: a Rissa attack or parry
    that succeeds at or under it too is its successful use (it ticks)."""
    return skill == "Rissa" and roll <= sheet.skills.get("Arti Marziali", 0)

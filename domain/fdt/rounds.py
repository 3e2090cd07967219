"""Alternate rounds (2.5, 2.4): "Il combattimento si svolge in round alterni:
nel proprio round il personaggio attacca l'avversario, mentre nel round
altrui si difende dal suo attacco."

Whoever attacks whom makes two sides (state.table["fight"]: each fighter's
side, whose round it is, who has had it). A fighter's round is an attack, a
held aim, a move (sprint, flight, fighting retreat), an impalement, or a round
passed doing something else; then the other side's round comes. Decision: with
more than two fighters the sides alternate, every fighter of a side having its
round in its side's round. A fighter fleeing in panic spends its rounds
fleeing until they are over.
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt.fighters import fighter
from journal.domain.fdt.i18n import _
from journal.domain.state import CampaignState

# Conditions that last until the fighter's next round (its own action).
ROUND_LONG = ("exposed", "parried", "ground", "aim", "ambush", "sprinted", "charged")
SPRINT_ROUNDS = 10  # 2.4: "non può mantenersi in tiro per più di una decina di round"


def fight_of(state: CampaignState) -> dict:
    return state.table.setdefault("fight", {"sides": {}, "turn": None, "acted": []})


def sides_after(sides: dict, actor: str, opponent: str | None) -> dict:
    """The sides once `actor` has attacked `opponent` (newcomers opposite)."""
    found = dict(sides)
    if opponent is None:
        return found
    if actor not in found and opponent not in found:
        found |= {actor: 0, opponent: 1}
    elif actor not in found:
        found[actor] = 1 - found[opponent]
    elif opponent not in found:
        found[opponent] = 1 - found[actor]
    return found


def take_turn(state: CampaignState, actor: str, opponent: str | None = None) -> None:
    """Fold: `actor` has its round (against `opponent`)."""
    found = fight_of(state)
    found["sides"] = sides_after(found["sides"], actor, opponent)
    side = found["sides"].get(actor)
    if side is None:
        return
    if found["turn"] != side:
        found["turn"], found["acted"] = side, []
    if actor not in found["acted"]:
        found["acted"].append(actor)


def new_round(state: CampaignState, actor: str, keep: tuple = ()) -> dict:
    """Fold: what lasted until `actor`'s own next round ends; its conditions."""
    combat = fighter(state, actor).combat
    for key in ROUND_LONG:
        if key not in keep:
            combat.pop(key, None)
    if "sprints" not in keep:
        combat.pop("sprints", None)
    return combat


class RoundCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def check_turn(self, actor, opponent=None, action: str = "an attack") -> None:
        """Refuse a round out of turn, a panicked fighter's (but its flight),
        or a blow at the winner of an ambush before it struck."""
        panic = actor.combat.get("panic", {})
        fleeing = panic.get("outcome") == "fled" and panic.get("rounds", 0) > 0
        if fleeing and action != "a flee":
            raise RuleBroken(
                _(
                    "{name} flees in panic for {rounds} more round(s): journal flee "
                    "{name}",
                ).format(name=actor.name, rounds=panic["rounds"]),
                n.PANIC,
            )
        won = opponent.combat.get("ambush", {}) if opponent else {}
        if won.get("against") == actor.id:
            raise RuleBroken(
                _("{name} won the ambush and strikes first").format(name=opponent.name),
                n.STYLES,
            )
        found = self.state.table.get("fight") or {}
        sides = sides_after(found.get("sides", {}), actor.id, opponent and opponent.id)
        if opponent and sides.get(actor.id) == sides.get(opponent.id):
            raise RuleBroken(
                _("{name} and {name2} fight on the same side").format(
                    name=actor.name, name2=opponent.name
                ),
                n.COMBAT,
            )
        side = sides.get(actor.id)
        if side is not None and found.get("turn") == side:
            if actor.id in found.get("acted", []):
                raise RuleBroken(
                    _(
                        "{name} has had its round: the other side's round comes before "
                        "{action} (round alterni)"
                    ).format(name=actor.name, action=action),
                    n.COMBAT,
                )

    def in_melee(self, who) -> bool:
        return who.id in (self.state.table.get("fight") or {}).get("sides", {})

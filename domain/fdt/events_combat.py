"""Combat (2.5–2.7, 2.9): creatures, attacks, damage, armour, mishaps, aim.

Module-level facts (see journal.domain.events); names and fields are a stored format.
Death is the rule "pV 0 or less" applied by the fold (`killed` records it).
"""

from __future__ import annotations

from journal.domain.character import ACTIVE
from journal.domain.events import CampaignEvent
from journal.domain.fdt import mishaps
from journal.domain.fdt.combat import EXPOSING
from journal.domain.fdt.events_check import after_check
from journal.domain.fdt.fighters import CHARACTER, creatures, fighter
from journal.domain.fdt.rounds import new_round, take_turn
from journal.domain.state import CampaignState


class CreatureAdded(CampaignEvent):
    """An opponent from its stat block (2.9), ready to fight."""

    name: str
    kind: str  # the stat block's creature (its Valore is earned once)
    stats: dict  # vita, ag, c, v, fr, dp, attacks, abilities, n, pix
    voidable = True

    def fold(self, state: CampaignState) -> None:
        creatures(state)[self.event_id] = {
            **self.stats,
            "id": self.event_id,
            "name": self.name,
            "kind": self.kind,
            "pv": self.stats["vita"],
            "status": ACTIVE,
            "combat": {},
        }


class AttackRolled(CampaignEvent):
    """An attack check: score + modifiers (the defender's bAgilità among them)."""

    character: str  # the attacker: a character's or a creature's id
    attacker_kind: str  # character | creature
    attacker_name: str
    defender: str
    defender_kind: str
    defender_name: str
    skill: str  # a combat skill, or the creature's attack
    weapon: str | None
    style: str
    aim: int
    parry: bool  # the defender parried and dodged: its next attack is halved
    score: int
    modifiers: dict
    modifier: int
    target: int
    roll: int | None
    natural: bool
    result: str  # success | failure | automatic
    margin: int | None
    critical: str | None  # double | mishap (optional rule)
    dice_source: str | None
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        attacker = fighter(state, self.character)
        take_turn(state, self.character, self.defender)
        fight = new_round(state, self.character)
        fury = fight.get("panic", {}).get("outcome") == "fury"
        if self.style in EXPOSING or fury:
            fight["exposed"] = True
        if self.style == "ground":
            fight["ground"] = True
        if self.style == "charge" and self.result != "failure":
            fight["charged"] = {"defender": self.defender, "weapon": self.weapon}
        if self.parry:
            fighter(state, self.defender).combat["parried"] = True
        if self.attacker_kind == CHARACTER:
            after_check(attacker.record, self.skill, self.roll)
            attacker.record.mark_used(self.skill)


def lose(state: CampaignState, who: str, net: int, panic_due: bool) -> None:
    target = fighter(state, who)
    target.lose_pv(net)
    if panic_due:
        target.combat["panic_due"] = True


class DamageDealt(CampaignEvent):
    """A hit's damage: dice + bonuses (doubled by a critical) − Colpi absorbed."""

    character: str  # the attacker's id
    attacker_kind: str
    attacker_name: str
    defender: str
    defender_kind: str
    defender_name: str
    expression: str
    dice: list[dict]
    rolled: int
    bonuses: dict
    doubled: bool
    gross: int
    absorbed: dict  # piece -> Colpi
    net: int
    pv_before: int
    killed: bool
    panic_due: bool  # the optional panic roll is due (more than half the pV)
    dice_source: str | None
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        lose(state, self.defender, self.net, self.panic_due)


class DamageTaken(CampaignEvent):
    """pV lost after armour, as the table says (`journal damage`)."""

    character: str  # who lost them: a character's or a creature's id
    kind: str  # character | creature
    name: str
    net: int
    pv_before: int
    killed: bool
    panic_due: bool
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        lose(state, self.character, self.net, self.panic_due)


class ArmourWorn(CampaignEvent):
    """An armour or shield absorbed a blow: 1 Durata less (at 0 it is spent)."""

    character: str
    piece: str  # armour | shield
    voidable = True

    def fold(self, state: CampaignState) -> None:
        piece = getattr(state.sheet(self.character), self.piece)
        piece["durata"] = max(0, piece["durata"] - 1)


class MishapRolled(CampaignEvent):
    """A natural 20 on an attack: the d4 of the skill's mishap table (2.7)."""

    character: str
    skill: str
    die: int
    effect: str
    weapon: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        mishaps.apply(state.sheet(self.character), self.effect, self.weapon)


class AimHeld(CampaignEvent):
    """A round spent holding the aim (tiro mirato): 3 less penalty each."""

    character: str
    rounds: int  # held beyond the first, now
    voidable = True

    def fold(self, state: CampaignState) -> None:
        take_turn(state, self.character)
        new_round(state, self.character, keep=("aim",))["aim"] = self.rounds

"""A fighter's round besides an attack (2.4–2.6): moving, passing it, an
ambush's challenge, an impalement. Module-level facts (see
journal.domain.events); names and fields are a stored format."""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.fdt import names as n
from journal.domain.fdt.events_check import after_check
from journal.domain.fdt.fighters import CHARACTER, fighter
from journal.domain.fdt.rounds import new_round, take_turn
from journal.domain.state import CampaignState


class FighterMoved(CampaignEvent):
    """2.4: a sprint (Velocità metres, no other action, bAgilità lost to the
    attacks), a flight from melee (Velocità metres, bAgilità lost for the next
    round; a panicked fighter's flight) or a fighting retreat (½ Velocità, the
    bAgilità kept)."""

    character: str  # the fighter's id (a character or a creature)
    fighter_kind: str
    name: str
    how: str  # sprint | flee | retreat
    metres: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sprints = fighter(state, self.character).combat.get("sprints", 0)
        take_turn(state, self.character)
        combat = new_round(state, self.character)
        if self.how == "sprint":
            combat.update(sprinted=True, sprints=sprints + 1, exposed=True)
        elif self.how == "flee":
            combat["exposed"] = True
            panic = combat.get("panic", {})
            if panic.get("outcome") == "fled":
                panic["rounds"] = max(0, panic.get("rounds", 0) - 1)
                if not panic["rounds"]:
                    combat.pop("panic")


class RoundPassed(CampaignEvent):
    """A fighter's round spent on something else (a potion, a spell, changing
    weapon, waiting): the other side's round comes next."""

    character: str
    fighter_kind: str
    name: str
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        take_turn(state, self.character)
        new_round(state, self.character)


class AmbushRolled(CampaignEvent):
    """2.6 Imboscata: a ch di sfida between the one hiding and its opponent,
    each round it stays hidden; the winner attacks first and adds its bonus
    (`bonus`) to that attack's check and damage."""

    character: str  # who rolled (a character's id)
    hider: str
    hider_name: str
    opponent: str
    opponent_name: str
    name: str  # the value rolled: Furtività | Percezione
    score: int
    opponent_value: int
    modifier: int
    target: int
    roll: int | None
    natural: bool
    result: str
    margin: int | None
    winner: str
    winner_name: str
    loser: str
    bonus: int
    dice_source: str | None
    seed: int | None
    note: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        roller = state.sheet(self.character)
        after_check(roller, self.name, self.roll)
        roller.mark_used(self.name)
        won = fighter(state, self.winner).combat
        won["ambush"] = {"against": self.loser, "bonus": self.bonus}


class ImpaleTried(CampaignEvent):
    """2.6 Impalare: after a charge that ran the opponent through, a Forza
    check less 1 for every 10 kg of it; passed, twice the weapon's damage
    (its DamageDealt follows)."""

    character: str  # the attacker (a character)
    attacker_name: str
    defender: str
    defender_kind: str
    defender_name: str
    weapon: str
    weight: int
    score: int
    modifier: int
    target: int
    roll: int | None
    natural: bool
    result: str
    margin: int | None
    dice_source: str | None
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        take_turn(state, self.character, self.defender)
        new_round(state, self.character)
        if fighter(state, self.character).kind == CHARACTER:
            after_check(state.sheet(self.character), n.FORZA, self.roll)

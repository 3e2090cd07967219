"""Poison facts since the delay of 6.10: a dose resisted now, its damage when
the delay has passed; an antidote for one poison. Names and fields are a stored
format (PoisonResisted and AntidoteTaken, in events_disease.py, are the older
facts: a dose whose damage landed at once, an antidote for any poison)."""

from __future__ import annotations

from journal.domain.brp import names as n
from journal.domain.brp.events_disease import harm
from journal.domain.brp.events_health import living
from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState
from journal.domain.text import fold_key


class PoisonDosed(CampaignEvent):
    """A dose (6.10): its EFF (less the antidote for that poison) against COS
    on the resistance table, the victim rolling; `damage` is all of it if the
    poison wins, half (rounded up) if not. It waits: 3 rounds (fast) or 3
    turns (slow)."""

    character: str
    poison: str | None
    potency: int
    antidote: int
    effective: int
    constitution: int
    chance: int | None
    roll: int | None
    result: str  # the victim's: success | failure | automatic ...
    attacks: str  # "PF" or a characteristic key
    damage: int
    speed: str  # "fast" (3 rounds) | "slow" (3 turns)
    dice_source: str
    seed: int | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        living(state, self.character).poisons.append(
            {
                "dose": self.event_id,
                "poison": self.poison,
                "attacks": self.attacks,
                "damage": self.damage,
                "speed": self.speed,
                "rounds": 0,  # rounds ended since the dose
            }
        )


class PoisonTookEffect(CampaignEvent):
    """A dose's damage lands: its three rounds passed, or the table says so
    (a slow poison's three turns, the GM's own delay)."""

    character: str
    dose: str  # the PoisonDosed's id
    poison: str | None
    attacks: str
    damage: int
    cause: str  # "rounds" | "table"
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        waiting = [d for d in sheet.poisons if d["dose"] != self.dose]
        if len(waiting) == len(sheet.poisons):
            raise RuleBroken(
                _("{name} has no dose {dose}").format(name=sheet.name, dose=self.dose),
                n.POISON,
            )
        sheet.poisons = waiting
        harm(sheet, self.attacks, self.damage, self.event_id, "poison")


class AntidoteTakenFor(CampaignEvent):
    """An antidote for one poison (6.10): its EFF counts against that poison
    in the same scene (Decision: the journal's unit nearest "the six turns
    before"); doses of it do not add up."""

    character: str
    poison: str
    potency: int
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        where = {"session": self.session, "scene": self.scene}
        key = fold_key(self.poison)
        if antidote_for(sheet, key, where):
            raise RuleBroken(
                _(
                    "{name} already took the antidote for {poison}: doses do not add up"
                ).format(name=sheet.name, poison=self.poison),
                n.POISON,
            )
        sheet.antidotes[key] = {"potency": self.potency, "poison": self.poison}
        sheet.antidotes[key] |= where


def antidote_for(sheet, key: str, where: dict) -> int:
    """The EFF of the antidote for poison `key` taken in the scene `where`."""
    taken = sheet.antidotes.get(key)
    if taken and where["scene"] and all(taken[k] == v for k, v in where.items()):
        return taken["potency"]
    return 0

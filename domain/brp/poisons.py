"""Poison (6.10): mixed into BrpCampaign.

A dose's EFF, less the antidote taken for that poison in the scene, against
COS on the resistance table, the victim rolling: all of it if the poison wins,
half rounded up if not, to PF or a characteristic. The roll is made at the
dose; the damage lands after the delay: a fast poison when three rounds have
ended (at the start of the next), or when the table says (a slow poison's
three turns, the GM's own delay). Each dose is its own command. An antidote is
for one poison; "a lesser benefit against the wrong one" is the GM's, typed as
a lower EFF for that poison.
"""

from __future__ import annotations

from math import ceil

from journal.domain.brp import events_disease as old
from journal.domain.brp import events_poison as ev
from journal.domain.brp import names as n
from journal.domain.brp import rules
from journal.domain.brp.afflictions import check_amount
from journal.domain.brp.disease import attacked
from journal.domain.brp.i18n import _
from journal.domain.brp.play import d100
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_name, fold_key

SPEEDS = ("fast", "slow")  # 3 rounds, 3 turns
FAST_ROUNDS = 3


class PoisonCommands:
    def poison(self, name, potency, attacks, speed, label, dice, stamp) -> None:
        sheet = self.living_character(name)
        check_amount(potency, n.POISON)
        if speed not in SPEEDS:
            raise RuleBroken(
                _("a poison is fast or slow, not {speed!r}").format(speed=speed),
                n.POISON,
            )
        label = clean_name(label, "poison") if label else None
        antidote = self.antidote_against(sheet, label)
        effective = max(0, potency - antidote)
        constitution = sheet.value("COS")
        chance = rules.resistance(constitution, effective)
        roll = d100(dice) if chance is not None else None
        dice.check_all_used(n.POISON)
        result = rules.resisted(constitution, effective, roll)
        self.record(
            ev.PoisonDosed,
            stamp,
            character=sheet.id,
            poison=label,
            potency=potency,
            antidote=antidote,
            effective=effective,
            constitution=constitution,
            chance=chance,
            roll=roll,
            result=result,
            attacks=attacked(attacks),
            damage=ceil(effective / 2) if "success" in result else effective,
            speed=speed,
            dice_source=dice.source,
            seed=dice.seed,
        )

    def antidote_against(self, sheet, label: str | None) -> int:
        where = {"session": self.state.session_number, "scene": self.state.scene_number}
        if label and (found := ev.antidote_for(sheet, fold_key(label), where)):
            return found
        return old.active_antidote(sheet, where)  # an older antidote, any poison

    def take_antidote(self, name: str, potency: int, poison: str, stamp) -> None:
        sheet = self.living_character(name)
        check_amount(potency, n.POISON)
        poison = clean_name(poison or "", "poison")
        if not self.state.scene:
            raise RuleBroken(
                _("an antidote counts for the scene it is taken in: start one"),
                n.POISON,
            )
        where = {"session": self.state.session_number, "scene": self.state.scene_number}
        if ev.antidote_for(sheet, fold_key(poison), where):
            raise RuleBroken(
                _(
                    "{name} already took the antidote for {poison}: doses do not add up"
                ).format(name=sheet.name, poison=poison),
                n.POISON,
            )
        self.record(
            ev.AntidoteTakenFor,
            stamp,
            character=sheet.id,
            poison=poison,
            potency=potency,
        )

    def take_poison_effect(self, name: str, label: str | None, stamp) -> None:
        """The table says a dose's delay has passed (the oldest, or `label`'s)."""
        sheet = self.living_character(name)
        doses = [
            d
            for d in sheet.poisons
            if label is None or fold_key(d["poison"] or "") == fold_key(label)
        ]
        if not doses:
            which = f" of {label}" if label else ""
            raise RuleBroken(
                _("{name} has no dose{which} waiting").format(
                    name=sheet.name, which=which
                ),
                n.POISON,
            )
        self.poison_lands(sheet, doses[0], "table", stamp)

    def land_poisons(self, stamp) -> None:
        """At a round's start: fast doses whose three rounds have ended."""
        for sheet in self.characters():
            for dose in list(sheet.poisons if sheet.alive else []):
                if dose["speed"] == "fast" and dose["rounds"] >= FAST_ROUNDS:
                    self.poison_lands(sheet, dose, "rounds", stamp)

    def poison_lands(self, sheet, dose: dict, cause: str, stamp) -> None:
        if not sheet.alive:
            return
        before = sheet.pf
        self.record(
            ev.PoisonTookEffect,
            stamp,
            character=sheet.id,
            dose=dose["dose"],
            poison=dose["poison"],
            attacks=dose["attacks"],
            damage=dose["damage"],
            cause=cause,
        )
        self.after_loss(sheet, before, stamp)

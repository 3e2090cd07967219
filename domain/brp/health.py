"""Wounds and healing (5.12, 5.14, 6.7): mixed into BrpCampaign.

After any loss of PF the command records a faint at 2 PF or less as a fact of
its own (status.py: Decision ⚠ 1–2 PF faint, and 0 or less until the round
ends); death at 0 PF or less comes when the round ends, or as the table says.
"""

from __future__ import annotations

from math import ceil

from journal.domain.brp import events_health as ev
from journal.domain.brp import names as n
from journal.domain.brp import rules
from journal.domain.brp.play import Check, d100
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note

LIMIT = 999  # more damage, metres or weeks at once is a typo
HOSPITAL = 3  # 5.14: the best care heals 3 a week instead of 1D3


class HealthCommands:
    def suffer_wound(self, name: str, points: int, armour, reason, stamp):
        """One wound of `points` less `armour` (5.10, 5.12), never below 0;
        no `armour` given: what the sheet wears, as `damage` takes it."""
        sheet = self.living_character(name)
        before = sheet.pf
        armour = sheet.armour_points if armour is None else armour
        check_range(points, 1, "damage", n.WOUNDS)
        check_range(armour, 0, "armour", n.ARMOUR)
        self.record(
            ev.WoundSuffered,
            stamp,
            character=sheet.id,
            points=points,
            armour=armour,
            net=max(0, points - armour),
            source="wound",
            reason=clean_note(reason, "reason"),
        )
        self.after_harm(sheet, before, stamp)

    def fall(self, name: str, metres: int, dodged: bool, dice, stamp) -> None:
        """6.7: 1D6 per 3 metres or part of them; a Dodge may save 1D6."""
        sheet = self.living_character(name)
        before = sheet.pf
        check_range(metres, 1, "height", n.FALLING)
        count = max(0, ceil(metres / 3) - int(dodged))
        faces = list(dice.roll(count, 6, n.FALLING).faces) if count else []
        dice.check_all_used(n.FALLING)
        self.record(
            ev.FallSuffered,
            stamp,
            character=sheet.id,
            metres=metres,
            dodged=dodged,
            dice=faces,
            total=sum(faces),
            dice_source=dice.source,
            seed=dice.seed,
        )
        self.after_harm(sheet, before, stamp)

    def first_aid(self, patient: str, wound_id: str, healer, dice, stamp) -> None:
        """The healer's Primo Soccorso (the patient's own by default), then 1D3
        or 1D3+3 on a special, never more than the wound (5.14)."""
        sheet = self.living_character(patient)
        last = str(wound_id).strip().casefold() in LAST
        wound = sheet.wound(latest_untreated(sheet) if last else wound_id)
        carer = self.acting(healer or patient)
        self.check_action(carer, "Primo Soccorso")
        if wound["aided"]:
            raise RuleBroken(
                f"wound {sheet.wound_number(wound)} of {sheet.name} has had its "
                "First Aid: a wound is treated once",
                n.HEALING,
            )
        fields = self.skill_chance(carer, Check(carer.name, "Primo Soccorso"))
        roll = d100(dice)
        result = rules.level(roll, fields["chance"])
        faces = (
            [] if result == rules.FAILURE else list(dice.roll(1, 3, n.HEALING).faces)
        )
        dice.check_all_used(n.HEALING)
        amount = sum(faces) + (3 if result == rules.SPECIAL else 0)
        self.record(
            ev.FirstAidGiven,
            stamp,
            character=sheet.id,
            healer=carer.id,
            healer_name=carer.name,
            wound=wound["id"],
            value=fields["value"],
            chance=fields["chance"],
            special=fields["special"],
            roll=roll,
            result=result,
            dice=faces,
            amount=amount,
            healed=min(amount, wound["points"] - wound["healed"]),
            ticked=result != rules.FAILURE,
            dice_source=dice.source,
            seed=dice.seed,
        )

    def heal_naturally(self, name: str, weeks: int, hospital: bool, dice, stamp):
        """5.14: 1D3 a week (3 in a good hospital), never above the maximum."""
        sheet = self.living_character(name)
        check_range(weeks, 1, "weeks", n.HEALING)
        open_points = sum(w["points"] - w["healed"] for w in sheet.open_wounds())
        if sheet.pf <= 0:
            raise RuleBroken(
                f"{sheet.name} is at {sheet.pf} PF: only First Aid brings a "
                "character back above 0",
                n.WOUNDS,
            )
        if not open_points:
            raise RuleBroken(f"{sheet.name} has no wound to heal", n.HEALING)
        faces = [] if hospital else list(dice.roll(weeks, 3, n.HEALING).faces)
        dice.check_all_used(n.HEALING)
        amount = HOSPITAL * weeks if hospital else sum(faces)
        self.record(
            ev.HealedNaturally,
            stamp,
            character=sheet.id,
            weeks=weeks,
            hospital=hospital,
            dice=faces,
            amount=amount,
            healed=min(amount, open_points),
        )


LAST = ("last", "ultima")  # the latest wound not yet treated


def latest_untreated(sheet) -> str:
    waiting = [w["id"] for w in sheet.open_wounds() if not w["aided"]]
    if not waiting:
        raise RuleBroken(f"{sheet.name} has no untreated wound", n.HEALING)
    return waiting[-1]


def check_range(value: int, low: int, what: str, section: str) -> int:
    if not low <= value <= LIMIT:
        raise RuleBroken(f"{what} must be {low}..{LIMIT}, not {value}", section)
    return value

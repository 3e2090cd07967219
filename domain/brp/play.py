"""Rolls (2.4, 3.2–3.4): skills, characteristics, resistance, opposition.

Mixed into BrpCampaign. Each command rolls its d100 with the dice it is given
(typed faces are checked: 1..100, 0 or 00 read as 100), records one fact and
closes the typed dice (a face left over is a refusal).
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil
from typing import NamedTuple

from journal.domain.brp import events as ev
from journal.domain.brp import names as n
from journal.domain.brp import rules
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note

MARTIAL = "Arti Marziali"  # 2.6: "non viene tirata separatamente"


class Check(NamedTuple):
    """One side's roll as asked: a skill (or a characteristic key), how hard,
    what modifies it."""

    character: str
    skill: str | None = None
    characteristic: str | None = None
    difficulty: str = "normal"
    mod: int = 0
    stakes: bool = True
    darkness: str | None = None  # 6.4: "near" or "total" (combat skills)


def d100(dice: Dice) -> int:
    return dice.roll(1, 100, n.DICE).faces[0]


class RollCommands:
    def roll_skill(self, check: Check, note, dice: Dice, stamp) -> None:
        sheet = self.acting(check.character)
        fields = self.skill_chance(sheet, check)
        roll = d100(dice)
        dice.check_all_used(n.DICE)
        result = rules.level(roll, fields["chance"])
        ticked = result != rules.FAILURE and check.stakes and check.difficulty != "easy"
        self.record(
            ev.SkillRolled,
            stamp,
            character=sheet.id,
            **fields,
            roll=roll,
            result=result,
            stakes=check.stakes,
            ticked=ticked,
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(note),
        )

    def roll_characteristic(self, check: Check, note, dice: Dice, stamp) -> None:
        sheet = self.acting(check.character)
        fields = characteristic_chance(sheet, check)
        roll = d100(dice)
        dice.check_all_used(n.DICE)
        self.record(
            ev.CharacteristicRolled,
            stamp,
            character=sheet.id,
            **fields,
            roll=roll,
            result=rules.level(roll, fields["chance"]),
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(note),
        )

    def chance_for(self, check: Check) -> dict:
        """What a roll would be rolled against (`journal odds`): the fields of
        its event but the roll."""
        sheet = self.acting(check.character)
        if check.skill:
            return self.skill_chance(sheet, check)
        return characteristic_chance(sheet, check)

    def skill_chance(self, sheet, check: Check, *factors, value=None) -> dict:
        """The skill's name and value (or `value` given: a shield against
        missiles), modifiers, the final chance and its special threshold."""
        skill, own = sheet.skill(check.skill)
        if skill == MARTIAL:
            raise RuleBroken(
                "Arti Marziali is never rolled on its own: a Rissa attack rolled "
                "under it too doubles the damage dice",
                n.SKILLS,
            )
        value = own if value is None else value
        rules.check_chance(value, f"{sheet.name}'s {skill}")
        penalty = sheet.penalty(n.skill_group(skill))
        dark, factors = darkness(sheet, value, check.darkness, factors)
        chance, modifiers = chance_of(value, penalty, check, *factors, **dark)
        rules.check_chance(chance, f"{sheet.name}'s {skill} after modifiers")
        return {
            "skill": skill,
            "value": value,
            "difficulty": check.difficulty,
            "modifiers": modifiers,
            "chance": chance,
            "special": rules.special_threshold(chance),
        }


def characteristic_chance(sheet, check: Check) -> dict:
    """2.4: the characteristic × 5 (Agilità takes armour's physical penalty)."""
    key = characteristic(check.characteristic)
    group = "physical" if key == "DES" else None
    value = sheet.value(key) * 5
    chance, modifiers = chance_of(value, sheet.penalty(group), check)
    rules.check_chance(chance, n.ROLL_NAMES[key], n.CHAR_ROLLS)
    return {
        "characteristic": key,
        "roll_name": n.ROLL_NAMES[key],
        "value": value,
        "difficulty": check.difficulty,
        "modifiers": modifiers,
        "chance": chance,
        "special": rules.special_threshold(chance),
    }


def darkness(sheet, value: int, dark: str | None, factors: tuple):
    """6.4: near-total darkness makes combat skills Difficult; in total
    darkness they are POT as a percentage or Difficult, the lower. Decision:
    the skill itself is halved (rounded up) and compared with POT; the
    difference is the roll's "darkness" modifier."""
    if dark is None:
        return {}, factors
    if dark == "near":
        return {}, (*factors, Fraction(1, 2))
    if dark != "total":
        raise RuleBroken(f"darkness is near or total, not {dark!r}", n.DARKNESS)
    dim = min(sheet.value("POT"), ceil(Fraction(value, 2)))
    return {"darkness": dim - value}, factors


def chance_of(value: int, penalty: int, check: Check, *factors, **more) -> tuple:
    """The final chance: the value, armour's penalty and the modifier, then the
    difficulty (Decision: modifiers first, the factor last, rounded up once)."""
    modifiers = {
        "armour": -penalty,
        "mod": rules.check_modifier(check.mod),
        **more,
    }
    modifiers = {k: v for k, v in modifiers.items() if v}
    factor = rules.difficulty_factor(check.difficulty)
    return rules.final_chance(value, sum(modifiers.values()), factor, *factors), (
        modifiers
    )


def characteristic(name: str | None) -> str:
    key = n.characteristic_key(name or "")
    if key is None:
        hint = n.characteristic_hint(name or "")
        raise RuleBroken(f"{name!r} is not a characteristic{hint}", n.CHARS)
    if key not in n.ROLL_NAMES:
        raise RuleBroken(f"{key} has no characteristic roll", n.CHAR_ROLLS)
    return key

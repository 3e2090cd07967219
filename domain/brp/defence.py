"""Parry and dodge (5.6, 5.7, 5.11) and the attack/defence matrix (5.8).

Only a hit can be defended, by its target, once. Firearms and energy weapons
cannot be parried or dodged; thrown weapons and bows are parried only with a
shield (at its size's chance, 5.11) and dodged at Difficult. Decision (⚠ 5.6
and 5.7 say "inferiore" where attacks say "pari o inferiore"): at or under.
"""

from __future__ import annotations

from fractions import Fraction

from journal.domain.brp import events_combat as ev
from journal.domain.brp import gear, rules
from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.brp.play import Check, d100
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

RISSA_ABSORBS = 3  # 2.6 Arti Marziali: a Rissa parry of a melee weapon


def clash(attack: str, defence: str) -> tuple[str, bool, bool]:
    """(outcome, the parrying item takes 2, the attacker's weapon takes 1)
    for an attack's level against the defence's (5.8)."""
    if defence == rules.FAILURE:
        return ("special hit" if attack == rules.SPECIAL else "hit"), False, False
    if attack == rules.SPECIAL and defence == rules.SUCCESS:
        return "hit", True, False
    if attack == rules.SUCCESS and defence == rules.SPECIAL:
        return "blocked", False, True
    return "blocked", False, False


class DefenceCommands:
    def parry(self, check: Check, item: str, attack_id, kneeling, dice, stamp):
        sheet = self.acting(check.character)
        attack_id, hit, weapon = self.defended_hit(sheet, attack_id)
        shield = self.usable_weapon(sheet, item)
        value = None
        if weapon["kind"] == "thrown":
            if shield["kind"] != "shield":
                raise RuleBroken(_("missiles are parried with a shield"), n.PARRY)
            value = gear.shield_chance(shield, kneeling)
        skill, related = self.weapon_skill(sheet, shield, check.skill)
        factors = [Fraction(1, 2)] if related and value is None else []
        check = check._replace(skill=skill, stakes=True)
        fields = self.skill_chance(sheet, check, *factors, value=value)
        self.defend(
            ev.ParryRolled, sheet, fields, (attack_id, hit), shield, dice, stamp
        )

    def dodge(self, check: Check, attack_id, dice, stamp) -> None:
        sheet = self.acting(check.character)
        attack_id, hit, weapon = self.defended_hit(sheet, attack_id)
        factors = [Fraction(1, 2)] if weapon["kind"] == "thrown" else []
        check = check._replace(skill="Schivare", stakes=True)
        fields = self.skill_chance(sheet, check, *factors)
        self.defend(ev.DodgeRolled, sheet, fields, (attack_id, hit), None, dice, stamp)

    def defend(self, kind, sheet, fields, pending, item, dice, stamp) -> None:
        attack_id, hit = pending
        roll = d100(dice)
        dice.check_all_used(n.DICE)
        result = rules.level(roll, fields["chance"])
        outcome, item_hit, weapon_hit = clash(hit["level"], result)
        attacker = self.state.sheet(hit["attacker"])
        weapon = attacker.weapon(hit["weapon"])
        damaged = []
        if item and item_hit and item["hp"]:
            damaged.append({"character": sheet.id, "weapon": item["name"], "points": 2})
        melee = weapon["kind"] in ("melee", "shield")
        if item and weapon_hit and melee and weapon["hp"]:
            damaged.append(
                {"character": attacker.id, "weapon": weapon["name"], "points": 1}
            )
        self.record(
            kind,
            stamp,
            character=sheet.id,
            **fields,
            roll=roll,
            result=result,
            stakes=True,
            ticked=result != rules.FAILURE and fields["difficulty"] != "easy",
            attack=attack_id,
            attacker_name=attacker.name,
            weapon=item["name"] if item else None,
            outcome=outcome,
            item_damage=damaged,
            absorbed=absorbed(sheet, item, weapon, roll, outcome),
            dice_source=dice.source,
            seed=dice.seed,
            note=None,
        )

    def defended_hit(self, sheet, attack_id: str | None):
        """The latest hit on `sheet` not yet defended (or `attack_id`)."""
        waiting = {
            k: v
            for k, v in self.state.table.get("hits", {}).items()
            if v["target"] == sheet.id and not v["defended"] and attack_id in (None, k)
        }
        if not waiting:
            raise RuleBroken(
                _("no successful attack on {name} waits for a defence").format(
                    name=sheet.name
                ),
                n.MATRIX,
            )
        key = list(waiting)[-1]
        hit = waiting[key]
        weapon = self.state.sheet(hit["attacker"]).weapon(hit["weapon"])
        if weapon["kind"] == "firearm":
            raise RuleBroken(
                _("{name} cannot be parried or dodged").format(name=weapon["name"]),
                f"{n.PARRY}; {n.DODGE}",
            )
        return key, hit, weapon


def absorbed(sheet, item, weapon: dict, roll: int, outcome: str) -> int:
    """A Rissa parry of a melee weapon that still lets it hit ignores 3 points.
    Decision (⚠ the sentence sits in Arti Marziali): when the parry roll is at
    or under Arti Marziali too, as that skill's attack rule reads."""
    if not item or fold_key(item["skill"]) != fold_key("Rissa") or outcome == "blocked":
        return 0
    if not fold_key(weapon["skill"]).startswith(fold_key("Arma da Mischia")):
        return 0
    return RISSA_ABSORBS if roll <= sheet.skills.get("Arti Marziali", 0) else 0

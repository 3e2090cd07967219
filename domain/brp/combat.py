"""Combat (5.1–5.9, 5.12, 5.13, 6.9): rounds, attacks, damage, ammunition.

Mixed into BrpCampaign; parries and dodges are in defence.py. An attack that
hits waits in the table's `hits` for a defence and for its damage.
"""

from __future__ import annotations

from fractions import Fraction

from journal.domain.brp import damage as dmg
from journal.domain.brp import events_combat as ev
from journal.domain.brp import names as n
from journal.domain.brp import rules
from journal.domain.brp.gear import broken, slow_reload
from journal.domain.brp.i18n import _
from journal.domain.brp.play import Check, d100
from journal.domain.brp.tactics import Circumstances
from journal.domain.character import DEAD
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note

HALF, DOUBLE = Fraction(1, 2), Fraction(2)


class CombatCommands:
    def attack(self, check: Check, weapon_name, target, extra, note, dice, stamp):
        """`extra`: Circumstances (or a tuple of them, in order)."""
        extra = Circumstances(*extra)
        sheet = self.acting(check.character)
        weapon = self.usable_weapon(sheet, weapon_name)
        self.check_attack(sheet, weapon)
        foe = self.target(target, sheet, extra.knockout)
        factors = [dmg.range_factor(extra.distance, weapon)]
        if extra.knockout:  # 6.9: a knockout attack is Difficult
            factors.append(HALF)
        skill, related = self.weapon_skill(sheet, weapon, check.skill)
        if related:  # 5.5: a related specialisation, at Difficult
            factors.append(HALF)
        easy = check.difficulty == "easy" or self.ambush(
            sheet, foe, weapon, extra, stamp
        )
        if easy and check.difficulty != "easy":  # 6.1: ranged, Easy this round
            factors.append(DOUBLE)
        check = check._replace(skill=skill, stakes=True)
        fields = self.skill_chance(sheet, check, *factors)
        roll = d100(dice)
        dice.check_all_used(n.DICE)
        result = rules.level(roll, fields["chance"])
        self.record(
            ev.AttackRolled,
            stamp,
            character=sheet.id,
            **fields,
            roll=roll,
            result=result,
            stakes=True,
            ticked=result != rules.FAILURE and not easy,
            weapon=weapon["name"],
            target=foe.id if foe else None,
            target_name=foe.name if foe else None,
            distance=extra.distance,
            knockout=extra.knockout,
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(note),
        )

    def deal_damage(self, attacker: str, attack_id, armour, dice, stamp) -> None:
        """Roll the damage of the attacker's hit (the latest, or `attack_id`)."""
        sheet = self.living_character(attacker)
        attack_id, hit = self.pending_hit(sheet, attack_id)
        weapon = sheet.weapon(hit["weapon"])
        foe = self.state.sheet(hit["target"]) if hit["target"] else None
        before = foe.pf if foe else 0
        doubled = martial(sheet, weapon, hit["roll"])
        special = hit["outcome"] == "special hit"
        parts = dmg.roll_damage(weapon, sheet.damage_bonus, dice, special, doubled)
        armour = armour if armour is not None else (foe.armour_points if foe else 0)
        net = max(0, parts["total"] - armour - hit["absorbed"])
        outcome, wound = "wound" if net else "no damage", net
        if hit["knockout"]:
            knocked = dmg.knocked_out(net, foe.max_pf)
            outcome = "knocked out" if knocked else "minimum"
            wound = 0 if knocked else dmg.minimum(weapon, sheet.damage_bonus)
        self.record(
            ev.DamageDealt,
            stamp,
            character=sheet.id,
            attack=attack_id,
            target=foe.id if foe else None,
            target_name=foe.name if foe else None,
            weapon=weapon["name"],
            special=special,
            knockout=hit["knockout"],
            doubled=doubled,
            **parts,
            armour=armour,
            absorbed=hit["absorbed"],
            net=net,
            outcome=outcome,
            wound=wound,
            dice_source=dice.source,
            seed=dice.seed,
        )
        if foe and outcome == "knocked out":
            self.faint(foe, "knockout", stamp)
        elif foe:
            self.after_harm(foe, before, stamp)

    def reload(self, name: str, weapon_name: str, stamp) -> None:
        """A magazine, or a crossbow: a whole round (5.9, one shot in two)."""
        sheet = self.acting(name)
        weapon = sheet.weapon(weapon_name)
        if slow_reload(weapon):
            self.check_action(sheet, f"reloading {weapon['name']} (5.9)")
        if not weapon.get("ammo"):
            raise RuleBroken(
                _("{name} has no magazine to reload").format(name=weapon["name"]),
                n.WEAPONS,
            )
        if weapon["loaded"] == weapon["ammo"]:
            raise RuleBroken(
                _("{name} is already loaded").format(name=weapon["name"]), n.WEAPONS
            )
        self.record(
            ev.WeaponReloaded,
            stamp,
            character=sheet.id,
            weapon=weapon["name"],
            before=weapon["loaded"],
            loaded=weapon["ammo"],
        )

    # -- helpers -------------------------------------------------------------

    def usable_weapon(self, sheet, name: str) -> dict:
        weapon = sheet.weapon(name)
        if broken(weapon):
            raise RuleBroken(_("{name} is broken").format(name=weapon["name"]), n.PARRY)
        if weapon.get("ammo") and weapon["loaded"] < 1:
            raise RuleBroken(
                _("{name} is empty: reload it").format(name=weapon["name"]), n.WEAPONS
            )
        return weapon

    def target(self, name: str | None, attacker, knockout: bool):
        if name is None:
            if knockout:
                raise RuleBroken(_("a knockout needs a target's PF"), n.KNOCKOUT)
            return None
        foe = self.state.character(name)
        if foe.status == DEAD or foe.id == attacker.id:
            raise RuleBroken(
                _("{name} cannot be attacked").format(name=foe.name), n.ATTACK
            )
        return foe

    def pending_hit(self, sheet, attack_id: str | None) -> tuple[str, dict]:
        mine = {
            k: v
            for k, v in self.state.table.get("hits", {}).items()
            if v["attacker"] == sheet.id and (attack_id in (None, k))
        }
        if not mine:
            raise RuleBroken(
                _("{name} has no hit to roll damage for").format(name=sheet.name),
                n.WOUNDS,
            )
        key = list(mine)[-1]
        return key, mine[key]


def martial(sheet, weapon: dict, roll: int) -> bool:
    """2.6 Arti Marziali: a Rissa attack rolled under Arti Marziali too doubles
    the damage dice (not the bonus). Decision: "under" read as at or under."""
    return ev.martial(sheet, weapon["skill"], roll)

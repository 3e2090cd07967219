"""The attack (2.5–2.7): the check, a critical's mishap, the damage of a hit."""

from __future__ import annotations

from journal.domain.character import DEAD
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.fdt import checks, combat, rolls
from journal.domain.fdt import events_combat as ev
from journal.domain.fdt import names as n
from journal.domain.fdt import options as o
from journal.domain.fdt import tables as t
from journal.domain.fdt.combat import Attack
from journal.domain.fdt.fighters import named
from journal.domain.fdt.i18n import _
from journal.domain.fdt.mishaps import mishap
from journal.domain.fdt.weapons import Arms, arms
from journal.domain.text import clean_note


class FightCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def attack(self, plan: Attack, dice: Dice, stamp) -> None:
        attacker, defender = (
            named(self.state, plan.attacker),
            named(self.state, plan.defender),
        )
        attacker.check_able()
        if defender.status == DEAD or defender.id == attacker.id:
            raise RuleBroken(
                _("{name} cannot attack {name2}").format(
                    name=attacker.name, name2=defender.name
                ),
                n.COMBAT,
            )
        plan = self._styled(attacker, plan)
        used = arms(attacker, plan)
        self._check_plan(attacker, plan, used)
        self.check_turn(attacker, defender)
        mods = combat.modifiers(attacker, defender, plan, used.weapon, self.options())
        score = used.score
        if attacker.combat.get("parried"):  # parried last round: the skill halved
            score = t.half_up(score)
        fields = checks.check(score, sum(mods.values()), dice, plan.anyway)
        critical = self._critical(attacker, fields)
        self.record(
            ev.AttackRolled,
            stamp,
            **sides(attacker, defender),
            skill=used.skill,
            weapon=used.weapon["name"] if used.weapon else None,
            style=plan.style,
            aim=plan.aim,
            parry=plan.parry,
            modifiers=mods,
            critical=critical,
            note=clean_note(plan.note),
            **fields | {"score": score},
        )
        if critical == "mishap":
            self._mishap(attacker, used, dice, stamp)
        elif checks.passed(fields):
            plan = plan._replace(ambush=mods.get("ambush", 0))
            self.deal_damage(attacker, defender, plan, used, critical, dice, stamp)
        dice.check_all_used(n.COMBAT)

    def deal_damage(self, attacker, defender, plan, used: Arms, critical, dice, stamp):
        rolled = rolls.roll(used.damage, dice)
        bonuses = combat.damage_bonuses(attacker, plan, used.weapon)
        gross = max(0, rolled.total + sum(bonuses.values()))
        gross *= 2 if critical == "double" else 1
        pieces = defender.pieces()
        absorbed = combat.absorb(gross, pieces, plan, used.unabsorbable)
        net = gross - sum(absorbed.values())
        before = defender.pv
        self.record(
            ev.DamageDealt,
            stamp,
            **sides(attacker, defender),
            expression=rolled.expression,
            dice=rolled.dice,
            rolled=rolled.total,
            bonuses=bonuses,
            doubled=critical == "double",
            gross=gross,
            absorbed=absorbed,
            net=net,
            pv_before=before,
            killed=before - net <= 0,
            panic_due=self.panic_due(before, net),
            dice_source=dice.source,
            seed=dice.seed,
        )
        for piece in absorbed:
            if piece != "hide":
                self.record(ev.ArmourWorn, stamp, character=defender.id, piece=piece)
        self.after_blow(defender, before, net, stamp)
        if before - net <= 0:
            self.after_kill(attacker, defender, plan.shared_with, stamp)

    # -- helpers --------------------------------------------------------------

    def _styled(self, attacker, plan: Attack) -> Attack:
        """The style named; blind fury forces the unbalanced attack."""
        style = combat.style(plan.style)
        if attacker.combat.get("panic", {}).get("outcome") == "fury":
            if style not in ("normal", "unbalanced"):
                raise RuleBroken(
                    _("{name} is in a blind fury").format(name=attacker.name), n.PANIC
                )
            style = "unbalanced"
        return plan._replace(style=style)

    def _check_plan(self, attacker, plan: Attack, used: Arms) -> None:
        aimed = plan.style == "aimed"
        if aimed != (plan.aim > 0) or (aimed and used.skill != n.MIRA):
            raise RuleBroken(
                _("an aimed shot is a Mira attack with its n (−3n to hit, +n damage)"),
                n.STYLES,
            )
        if plan.aim > 10 or (plan.style == "charge" and used.skill == n.MIRA):
            raise RuleBroken(
                _("no {style} attack like that").format(style=plan.style), n.STYLES
            )
        if plan.style == "charge" and not attacker.combat.get("sprinted"):
            raise RuleBroken(
                _(
                    "a charge follows a whole round running: journal sprint {name} "
                    "first",
                ).format(name=attacker.name),
                n.STYLES,
            )
        for name in plan.shared_with:  # a group kill's other fighters
            self.living(name)
        if plan.range or plan.range_malus or plan.size_malus:
            self.check_option(o.RANGE, "a range or size malus")
            combat.check_range(plan, used.skill)

    def _critical(self, attacker, fields) -> str | None:
        if not self.option_on(o.CRITICALS) or fields["roll"] not in (1, 20):
            return None
        if fields["roll"] == 1:
            return "double"
        return "mishap" if attacker.is_character else None

    def _mishap(self, attacker, used: Arms, dice, stamp) -> None:
        die = dice.roll(1, 4, n.CRITICALS).faces[0]
        self.record(
            ev.MishapRolled,
            stamp,
            character=attacker.id,
            skill=used.skill,
            die=die,
            effect=mishap(used.skill, die),
            weapon=used.weapon["name"] if used.weapon else None,
        )

    def options(self) -> dict[str, bool]:
        return {option.name: on for option, on in self.option_settings()}


def sides(attacker, defender) -> dict:
    """Who attacks whom, as an attack's and its damage's events name them."""
    return {
        "character": attacker.id,
        "attacker_kind": attacker.kind,
        "attacker_name": attacker.name,
        "defender": defender.id,
        "defender_kind": defender.kind,
        "defender_name": defender.name,
    }

"""Aiming (Mira): a shot at a helpless target, an ordinary Prova whose target
comes from distance and size (plus the target's protection against the weapon).

Rulebook: MIRA (digest section 5). Failure is only a miss: nobody is wounded.
A target of 0 or less (a large target at short range) is a sure hit: it is
recorded as such, with no dice rolled and no Riserva committed.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.daimon2090 import combat, gear, rules
from journal.domain.daimon2090 import events_fight as ev
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.rolling import rolled
from journal.domain.errors import RuleBroken

SECTION = "Mira"


class AimedShot(NamedTuple):
    character: str
    characteristic: str
    weapon: str
    distance: str
    size: str
    skill: str | None = None
    klass: str | None = None
    trait: str | None = None
    protection: int | None = None  # the target's protection level
    reserve: int = 0
    bonus: int = 0
    malus: int = 0
    note: str | None = None
    lacking: bool = False  # the skill named is one the character lacks


class MiraCommands:
    """Mixed into DaimonCampaign through FightCommands."""

    def aim_shot(self, shot: AimedShot, dice, stamp) -> None:
        sheet = self.acting(shot.character)
        weapon = gear.find_item(sheet, shot.weapon, ("weapon",))[1]
        gear.check_loaded(sheet, weapon)
        table_target = shot_target(shot, weapon["level"])
        sure = table_target <= 0
        if sure:  # nothing to roll: no Riserva goes into the pool
            shot = shot._replace(reserve=0)
        target = min(max(table_target, 0), max(rules.TARGETS))
        parts = shot_pool(sheet, shot, weapon, max(target, 1))
        if not sure:  # a sure hit rolls nothing: no enhancement is used
            gear.flag_scene_marks(self.state, sheet, parts)
        roll = sure_hit if sure else rolled
        self.record(
            ev.ShotAimed,
            stamp,
            **roll(sheet, parts, dice, target, shot.reserve, shot.note),
            weapon=weapon["name"],
            distance=shot.distance,
            size=shot.size,
            protection=shot.protection,
            table_target=table_target,
        )


def shot_pool(sheet, shot: AimedShot, weapon: dict, target: int) -> dict:
    """The Prova's pool with the weapon's technology bonus."""
    parts = rules.pool_breakdown(sheet, rules.prova_for(shot, target))
    parts["gear_bonus"] = gear.tech_bonuses([weapon], [shot.characteristic, shot.skill])
    parts["total"] += sum(bonus["dice"] for bonus in parts["gear_bonus"])
    return parts


def sure_hit(sheet, parts: dict, dice, target: int, reserve: int, note) -> dict:
    """A target of 0 or less: 0 dice against target 0, a success with margin 0
    (any dice typed are refused: nothing is rolled)."""
    sure = {**parts, "total": 0, "sure": True}
    return rolled(sheet, sure, dice, 0, 0, note)


def shot_target(shot: AimedShot, weapon: int) -> int:
    """The table's difficulty: distance + size (+ protection − weapon)."""
    if shot.distance not in combat.DISTANCES:
        raise RuleBroken(
            _("unknown distance {distance!r}").format(distance=shot.distance), SECTION
        )
    if shot.size not in combat.SIZES:
        raise RuleBroken(_("unknown size {size!r}").format(size=shot.size), SECTION)
    if shot.protection is not None:
        combat.check_level(shot.protection, "protection")
    return combat.mira_target(shot.distance, shot.size, weapon, shot.protection)

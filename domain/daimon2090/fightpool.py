"""A fight round's pool and consequences: a Prova plus the combat modifiers.

Rulebook: RAPPORTO NUMERICO, STRATEGIE, ARMI E PROTEZIONI, ASSEGNARE FERITE.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.daimon2090 import combat, gear, rules
from journal.domain.daimon2090 import fightstate as fs
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.rules import pool_breakdown
from journal.domain.errors import RuleBroken


class FightRound(NamedTuple):
    """What the player declares before rolling a round (with the reserve dice)."""

    character: str
    characteristic: str
    skill: str | None = None
    klass: str | None = None
    trait: str | None = None
    weapon: str | None = None
    protections: tuple[str, ...] = ()
    strategy: str | None = None
    against: str | None = None
    ratio: tuple[int, int] | None = None  # this pairing: characters, opponents
    reserve: int = 0
    bonus: int = 0
    malus: int = 0
    note: str | None = None
    helper: str | None = None  # a character giving one die of help
    lacking: bool = False  # the skill named is one the character lacks


def round_pool(sheet, fight, npc, decl: FightRound, numbers, helper=None) -> dict:
    """The Prova's breakdown with gear, technology bonuses, numbers and strategy
    (and one die of help: `helper` is the helping character's sheet)."""
    prova = rules.prova_for(decl, fs.difficulty_now(npc))
    parts = pool_breakdown(sheet, prova, helper)
    weapon, worn = gear_used(sheet, decl)
    parts["gear"] = gear_part(weapon, worn, npc, fight["melee"])
    used = ([weapon] if weapon else []) + worn
    parts["gear_bonus"] = gear.tech_bonuses(used, [decl.characteristic, decl.skill])
    characters, opponents = numbers
    ratio = combat.ratio_dice(characters, opponents)
    parts["ratio"] = {"characters": characters, "opponents": opponents, "dice": ratio}
    dice = combat.strategy_dice(decl.strategy)
    parts["strategy"] = {"name": decl.strategy, "dice": dice} if dice else None
    bonus = sum(b["dice"] for b in parts["gear_bonus"])
    parts["total"] += parts["gear"]["dice"] + bonus + ratio + dice
    return parts


def gear_used(sheet, decl: FightRound) -> tuple[dict | None, list[dict]]:
    weapon = None
    if decl.weapon:
        weapon = gear.find_item(sheet, decl.weapon, ("weapon",))[1]
        gear.check_loaded(sheet, weapon)
    worn = [gear.find_item(sheet, p, ("protection",))[1] for p in decl.protections]
    if len({item["name"] for item in worn}) < len(worn):
        raise RuleBroken(_("each protection is worn once"), "Armi e protezioni")
    check_one_protection(sheet, worn)
    return weapon, worn


def check_one_protection(sheet, worn: list[dict]) -> None:
    """[ARMI E PROTEZIONI] one protection counts against a hit, as in the
    rulebook's example; a riot shield may be carried beside it."""
    for shield in (False, True):
        same = [item["name"] for item in worn if gear.is_riot_shield(item) == shield]
        if len(same) > 1:
            what = "riot shield" if shield else "protection"
            raise RuleBroken(
                _(
                    "{name} declares {value}: one {what} counts against a hit (a riot "
                    "shield may be carried beside a protection)"
                ).format(name=sheet.name, value=" and ".join(same), what=what),
                "Armi e protezioni",
            )


def gear_part(weapon, worn: list[dict], npc: dict, melee: bool) -> dict:
    """[ARMI E PROTEZIONI] own weapon + protections against the opponent's."""
    own = [{**_named(p), "counts": gear.counted_level(p, melee)} for p in worn]
    total = (weapon["level"] if weapon else 0) + sum(p["counts"] for p in own)
    theirs = fs.opponents_gear(npc, melee)
    return {
        "weapon": _named(weapon) if weapon else None,
        "protections": own,
        "total": total,
        "opponent_total": theirs,
        "dice": total - theirs,
    }


def _named(item: dict) -> dict:
    return {"name": item["name"], "level": item["level"], "marks": item["marks"]}


def consequences(fight: dict, npc: dict, sheet, result: dict, decl, pairing) -> dict:
    """Wounds each way, who falls, and who narrates [ASSEGNARE FERITE]."""
    won, margin = result["outcome"] == "success", result["margin"]
    single = fight["rounds"] == "single"
    inflicted = combat.wounds_inflicted(margin, decl.strategy) if won else 0
    taken = 0 if won else combat.wounds_taken(margin, decl.strategy)
    if single:
        defeated = faced(fight, npc, pairing) if won and inflicted else []
        inflicted = 0  # a single round settles the fight: no NPC health to track
    else:
        falls = npc["wounds"] + inflicted >= npc["difficulty"]
        defeated = [npc["name"]] if inflicted and falls else []
    return {
        "verdict": verdict(single, won, decl.strategy),
        "wounds_inflicted": inflicted,
        "defeated": defeated,
        "wounds_taken": taken,
        "wounds_applied": sheet.wounds_taken(taken),
        "narrator": combat.narrator(result["outcome"], result["exceptional"]),
    }


def verdict(single: bool, won: bool, strategy: str | None) -> str:
    """won/lost settle a single-round fight; hit/hurt are one round of many;
    held: a won defence to the bitter end (difesa ad oltranza) wounds nobody."""
    if won and strategy == "defence":
        return "held"
    if single:
        return "won" if won else "lost"
    return "hit" if won else "hurt"


def faced(fight: dict, npc: dict, pairing) -> list[str]:
    """Whom a single-round win defeats: every opponent when the character faced
    them all, else the one it fought."""
    if pairing[1] >= len(fight["opponents"]):
        return [o["name"] for o in fight["opponents"]]
    return [npc["name"]]

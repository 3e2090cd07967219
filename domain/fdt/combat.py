"""Combat arithmetic (2.5, 2.6): the attack check's modifiers and the damage.

The attack is a check on Armi da mischia, Mani nude or Mira (a creature: the
value its stat block gives the attack) minus the defender's bAgilità. A hit
deals the weapon's damage (unarmed: the Danno base of Mani nude) + bForza if
positive, less the Colpi of the defender's armour and shield, each of which
then loses 1 Durata.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.errors import RuleBroken
from journal.domain.fdt import names as n
from journal.domain.fdt import tables as t
from journal.domain.fdt.i18n import _
from journal.domain.fdt.mishaps import DAMAGED_WEAPON, WRIST_MALUS
from journal.domain.text import fold_key

STYLES = ("normal", "behind", "unbalanced", "charge", "aimed", "invisible", "ground")
_STYLE_WORDS = {
    "normale": "normal", "alle spalle": "behind", "spalle": "behind",
    "sbilanciato": "unbalanced", "attacco sbilanciato": "unbalanced",
    "carica": "charge", "mirato": "aimed", "tiro mirato": "aimed",
    "invisibile": "invisible", "da terra": "ground", "terra": "ground",
}  # fmt: skip
EXPOSING = ("unbalanced", "charge")  # the attacker loses bAgilità next round
STYLE_MALUS = {"invisible": -5, "ground": -5}
AIM_STEP, AIM_HELD_MAX = 3, 2  # −3n for +n; held up to 3 rounds: 2 beyond the first
RANGES = ("medium", "long", "beyond")
RANGE_MALUS = (2, 10)


class Attack(NamedTuple):
    """What the table says about an attack (besides who and the dice)."""

    attacker: str
    defender: str
    skill: str | None = None  # a combat skill, or a creature's attack name
    weapon: str | None = None
    damage: str | None = None  # the damage dice, when no weapon gives them
    style: str = "normal"
    aim: int = 0  # the aimed shot's n
    noticed: bool = False  # from behind: the defender's Percezione check passed
    parry: bool = False  # the defender parries and dodges (bAgilità doubled)
    difficulty: str | None = None
    mod: int = 0
    damage_mod: int = 0
    range: str | None = None  # medium | long | beyond (optional rule)
    range_malus: int = 0
    size_malus: int = 0
    shared_with: tuple[str, ...] = ()  # a group kill: who else took part
    note: str | None = None
    anyway: bool = False  # rolled though the target reaches 20 (2.1)
    ambush: int = 0  # the ambush's bonus to this attack's damage (2.6)


def style(word: str | None) -> str:
    key = " ".join(fold_key(word or "normal").replace("-", " ").split())
    found = _STYLE_WORDS.get(key, key)
    if found not in STYLES:
        raise RuleBroken(
            _("{word!r} is not a style ({value})").format(
                word=word, value=", ".join(STYLES)
            ),
            n.STYLES,
        )
    return found


def check_range(plan: Attack, skill: str) -> None:
    """Attacco a distanza (optional): within medium range no malus; between
    medium and maximum −2..−10 (the Master's choice); beyond, out of reach."""
    if skill != n.MIRA:
        raise RuleBroken(_("range and size apply to Mira attacks"), n.RANGE)
    if plan.range not in (*RANGES, None) or plan.range == "beyond":
        raise RuleBroken(
            _("beyond the maximum range the target is out of reach"), n.RANGE
        )
    low, high = RANGE_MALUS
    if (plan.range == "long") != bool(plan.range_malus) or (
        plan.range_malus and not low <= plan.range_malus <= high
    ):
        raise RuleBroken(
            _("between medium and maximum range the malus is {low}..{high}").format(
                low=low, high=high
            ),
            n.RANGE,
        )
    if not 0 <= plan.size_malus <= 20:
        raise RuleBroken(_("a size malus is 0..20"), n.RANGE)


def aim_penalty(aim: int, held: int) -> int:
    """Tiro mirato: −3n, 3 points less for each round the aim was held."""
    return max(0, AIM_STEP * aim - AIM_STEP * held)


def defender_agility(defender, plan: Attack) -> int:
    """The bAgilità the attack subtracts: none if the defender is exposed or
    struck from behind unnoticed, doubled when it parries and dodges."""
    if defender.combat.get("exposed"):
        return 0
    if plan.style == "behind" and not plan.noticed:
        return 0
    agility = defender.agility_bonus
    if defender.is_character and defender.combat.get("ground"):
        agility = t.bonus(t.half_up(defender.record.value(n.AGILITA)))
    return 2 * agility if plan.parry else agility


def modifiers(attacker, defender, plan: Attack, weapon, options) -> dict[str, int]:
    """Every modifier of the attack check, by source (zeros left out)."""
    mods = {
        "difficulty": t.difficulty(plan.difficulty),
        "mod": plan.mod,
        "agility": -defender_agility(defender, plan),
        "style": STYLE_MALUS.get(plan.style, 0),
        "aim": -aim_penalty(plan.aim, attacker.combat.get("aim", 0)),
        "wrist": WRIST_MALUS if attacker.combat.get("wrist") else 0,
        "range": -plan.range_malus if plan.range == "long" else 0,
        "size": -plan.size_malus,
        "ambush": ambush_bonus(attacker, defender),
    }
    if weapon and options.get("weapon-difficulty") and weapon.get("skill") == n.ARMI:
        mods["weapon"] = weapon.get("difficulty", 0)
    return {key: value for key, value in mods.items() if value}


def ambush_bonus(attacker, defender) -> int:
    """2.6 Imboscata: the winner's first attack on the loser adds its bonus."""
    won = attacker.combat.get("ambush") or {}
    return won.get("bonus", 0) if defender and won.get("against") == defender.id else 0


def damage_bonuses(attacker, plan: Attack, weapon) -> dict[str, int]:
    """What adds to the damage dice (zeros left out); an impalement's is the
    weapon's alone."""
    bonus = {
        "ambush": plan.ambush,
        "forza": max(0, _bonus(attacker, n.FORZA)),
        "style": _style_damage(attacker, plan.style),
        "aim": plan.aim,
        "fury": attacker.combat.get("panic", {}).get("damage_bonus", 0),
        "range": -plan.range_malus if plan.range == "long" else 0,
        "mod": plan.damage_mod,
    }
    if plan.style == "impale":
        bonus = {}
    if weapon and weapon.get("damaged") and weapon.get("skill") != n.MIRA:
        bonus["weapon"] = DAMAGED_WEAPON
    return {key: value for key, value in bonus.items() if value}


def _style_damage(attacker, style: str) -> int:
    if style == "unbalanced":
        return _bonus(attacker, n.AGILITA)
    if style == "charge":
        return _bonus(attacker, n.VELOCITA)
    return 0


def _bonus(fighter, name: str) -> int:
    if fighter.is_character:
        return fighter.record.bonus(name)
    if name == n.AGILITA:
        return fighter.record["ag"]
    return t.bonus(fighter.record["v"]) if name == n.VELOCITA else 0


def absorb(gross: int, pieces, plan: Attack, unabsorbable: bool) -> dict[str, int]:
    """The Colpi each piece absorbs, armour first (from behind, no shield;
    "A nudo", none)."""
    absorbed, left = {}, gross
    for key, piece in [] if unabsorbable else pieces:
        if key == "shield" and plan.style == "behind":
            continue
        taken = min(left, piece["colpi"])
        if taken > 0:
            absorbed[key] = taken
            left -= taken
    return absorbed

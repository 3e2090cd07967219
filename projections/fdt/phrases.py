"""Fuori dal Tempo's phrases (English and Italian), one line per event.

Game terms stay Italian in both languages: ch, pV, PiX, Mana, Colpi, Durata,
shock, the characteristics and skills. Placeholders computed from a record are
in projections/fdt/phrases_extras.py.
"""

from __future__ import annotations

from journal.i18n import N_, Phrases
from journal.projections.fdt.phrases_creation import PHRASES as CREATION
from journal.projections.fdt.phrases_creation import creation
from journal.projections.fdt.phrases_extras import (
    attack,
    calmed,
    challenge,
    check,
    creature,
    damage,
    killed,
    panic,
    shock,
    unheld,
)
from journal.projections.fdt.phrases_rounds import EXTRAS as ROUNDS_EXTRAS
from journal.projections.fdt.phrases_rounds import PHRASES as ROUNDS
from journal.projections.fdt.phrases_upkeep import (
    award,
    casualita,
    effect,
    gear,
    mana,
    meal,
    profession,
    pumped,
    recovery,
    spent,
)
from journal.projections.fdt.phrases_words import WORDS

PHRASES: dict[str, dict[str, str]] = Phrases(
    "fdt",
    {
        "CheckRolled": N_(
            "{character}: {what} {score}{mods} → {roll} vs {target}: {outcome}{natural}"
        ),
        "CheckIgnored": N_(
            "{character}: {what} {score}{mods} = {target}, 20 or more: done, no roll"
        ),
        "UnheldSkillTried": N_(
            "{character} tries {skill} without it: d100 {roll_text} below "
            "{characteristic} {score}? {outcome}{calamity}"
        ),
        "SkillDiscovered": N_(
            "{character} gains {skill} (regola dell'1 su 100): {characteristic}/5 + "
            "d4 {die} = {value}"
        ),
        "ChallengeRolled": N_(
            "{character} challenges {opponent_name} (ch di sfida, {name}): {score} "
            "{modifier:+d} = {target} → {roll}: {winner_name} wins"
        ),
        "CreatureAdded": N_("{name} ({kind}) enters: {stats_text}"),
        "AttackRolled": N_(
            "{character} attacks {defender_name} with {skill}{style_text}: "
            "{score}{mods} = {target} → {roll_text}: {outcome}{critical_text}"
        ),
        "DamageDealt": N_(
            "{character} hits {defender_name}: −{net} pV ({damage_text}){killed_text}"
        ),
        "DamageTaken": N_("{character} loses {net} pV{because}{killed_text}"),
        "ArmourWorn": N_("{character}'s {piece_text} absorbs the blow: Durata −1"),
        "MishapRolled": N_("{character}: colpo critico, d4 {die}: {effect_text}"),
        "AimHeld": N_("{character} holds the aim ({rounds} round(s) beyond the first)"),
        "ShockTaken": N_(
            "{character} takes {applied} {kind_text} shock{cause_text}{fainted_text}"
        ),
        "ShockFaded": N_("{character}'s mental shock passes ({points})"),
        "ShockHealed": N_("{character} is healed of {points} physical shock{because}"),
        "PanicRolled": N_(
            "{character}: tiro di panico, Freddezza {score} → {roll_text}: {panic_text}"
        ),
        "FighterCalmed": N_("{character} is calmed{calmer_text}"),
        "FightEnded": N_("The fight ends{because}"),
        "PiXAwarded": N_("{character} earns {amount} PiX{award_text}"),
        "PiXSpent": N_("{character} spends {amount} PiX on {purpose}"),
        "CharacteristicPumped": N_(
            "{character} pumps {name} ({kind}, {cost} PiX{die_text}): base {before} "
            "→ {after}"
        ),
        "SkillPumped": N_(
            "{character} pumps {name} ({kind}, {cost} PiX{die_text}): {before} → "
            "{after}"
        ),
        "SkillLearned": N_(
            "{character} learns {skill} from {teacher_name} for {cost} PiX: {value}"
        ),
        "SkillMadeTeachable": N_("{character} makes {skill} teachable ({cost} PiX)"),
        "QuirkSkillGranted": N_("{character} is granted {skill} {value}"),
        "ProfessionChanged": N_(
            "{character} becomes {profession} (was {before}) for {cost} PiX: "
            "{skills_text}"
        ),
        "AdventureEnded": N_(
            "Adventure {number} ends: no skill counts as used any more"
        ),
        "MealEaten": N_("{character} eats{meal_text}"),
        "VitaRecovered": N_("{character} recovers {points} pV ({recovery_text})"),
        "ManaRecovered": N_(
            "{character} recovers {points} Mana ({hours} h of rest, Psiche "
            "{check_text})"
        ),
        "ManaSpent": N_("{character} spends {amount} Mana{purpose_text}"),
        "SleepLost": N_(
            "{character} has not slept for {days} day(s): −{loss} to every value"
        ),
        "SleepRecovered": N_("{character} makes up the sleep lost"),
        "CasualitaRolled": N_(
            "{who}rolls the casualità {expression} → {faces} = {total}"
        ),
        "CasualitaRolled@actor": N_(
            "rolls the casualità {expression} → {faces} = {total}"
        ),
        "ArmourDonned": N_("{character} wears {armour_text}"),
        "ArmourRemoved": N_("{character} takes off the {piece_text}"),
        "WeaponTaken": N_("{character} takes {weapon_text}"),
        "WeaponLost": N_("{character} no longer has {weapon}"),
        "GearRepaired": N_("{character}'s {item} is repaired"),
    },
)


def _actor(table: dict[str, str]) -> dict[str, str]:
    """The same lines after the character's name (chronicles print it first).
    A translation that does not begin with the name keeps its whole line: the
    English one's cut would otherwise stand in for it."""
    found = {}
    for key, text in table.items():
        mark = "⟦" if text.startswith("⟦") else ""  # the pseudo-locale's mark
        for lead in ("{character}: ", "{character} ", "{character}'s "):
            if text.startswith(mark + lead):
                found[f"{key}@actor"] = mark + text[len(mark + lead) :]
                break
        else:
            if "{character}" in text and not key.endswith("@actor"):
                found[f"{key}@actor"] = text
    return found


PHRASES.base.update(ROUNDS.base)
PHRASES.base.update(CREATION.base)
PHRASES.build = lambda table: {**table, **_actor(table)}
PHRASES.include(WORDS)

EXTRAS = {
    "CheckRolled": check, "CheckIgnored": check, "UnheldSkillTried": unheld,
    "ChallengeRolled": challenge, "CreatureAdded": creature, "AttackRolled": attack,
    "DamageDealt": damage, "DamageTaken": killed, "ShockTaken": shock,
    "PanicRolled": panic, "FighterCalmed": calmed, "PiXAwarded": award,
    "CharacteristicPumped": pumped, "SkillPumped": pumped,
    "ProfessionChanged": profession, "MealEaten": meal, "VitaRecovered": recovery,
    "ManaRecovered": mana, "ManaSpent": spent, "CasualitaRolled": casualita,
    "ArmourDonned": gear, "ArmourRemoved": gear, "ArmourWorn": gear,
    "WeaponTaken": gear, "MishapRolled": effect, "CreationRolled": creation,
    **ROUNDS_EXTRAS,
}  # fmt: skip

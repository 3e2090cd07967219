"""Fuori dal Tempo's phrases (English and Italian), one line per event.

Game terms stay Italian in both languages: ch, pV, PiX, Mana, Colpi, Durata,
shock, the characteristics and skills. Placeholders computed from a record are
in projections/fdt/phrases_extras.py.
"""

from __future__ import annotations

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

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "CheckRolled": "{character}: {what} {score}{mods} → {roll} vs {target}: "
        "{outcome}{natural}",
        "CheckIgnored": "{character}: {what} {score}{mods} = {target}, 20 or more: "
        "done, no roll",
        "UnheldSkillTried": "{character} tries {skill} without it: d100 "
        "{roll_text} below {characteristic} {score}? {outcome}{calamity}",
        "SkillDiscovered": "{character} gains {skill} (regola dell'1 su 100): "
        "{characteristic}/5 + d4 {die} = {value}",
        "ChallengeRolled": "{character} challenges {opponent_name} (ch di sfida, "
        "{name}): {score} {modifier:+d} = {target} → {roll}: {winner_name} wins",
        "CreatureAdded": "{name} ({kind}) enters: {stats_text}",
        "AttackRolled": "{character} attacks {defender_name} with {skill}{style_text}: "
        "{score}{mods} = {target} → {roll_text}: {outcome}{critical_text}",
        "DamageDealt": "{character} hits {defender_name}: −{net} pV ({damage_text})"
        "{killed_text}",
        "DamageTaken": "{character} loses {net} pV{because}{killed_text}",
        "ArmourWorn": "{character}'s {piece_text} absorbs the blow: Durata −1",
        "MishapRolled": "{character}: colpo critico, d4 {die}: {effect_text}",
        "AimHeld": "{character} holds the aim ({rounds} round(s) beyond the first)",
        "ShockTaken": "{character} takes {applied} {kind_text} shock{cause_text}"
        "{fainted_text}",
        "ShockFaded": "{character}'s mental shock passes ({points})",
        "ShockHealed": "{character} is healed of {points} physical shock{because}",
        "PanicRolled": "{character}: tiro di panico, Freddezza {score} → {roll_text}: "
        "{panic_text}",
        "FighterCalmed": "{character} is calmed{calmer_text}",
        "FightEnded": "The fight ends{because}",
        "PiXAwarded": "{character} earns {amount} PiX{award_text}",
        "PiXSpent": "{character} spends {amount} PiX on {purpose}",
        "CharacteristicPumped": "{character} pumps {name} ({kind}, {cost} PiX"
        "{die_text}): base {before} → {after}",
        "SkillPumped": "{character} pumps {name} ({kind}, {cost} PiX{die_text}): "
        "{before} → {after}",
        "SkillLearned": "{character} learns {skill} from {teacher_name} for {cost} "
        "PiX: {value}",
        "SkillMadeTeachable": "{character} makes {skill} teachable ({cost} PiX)",
        "QuirkSkillGranted": "{character} is granted {skill} {value}",
        "ProfessionChanged": "{character} becomes {profession} (was {before}) for "
        "{cost} PiX: {skills_text}",
        "AdventureEnded": "Adventure {number} ends: no skill counts as used any more",
        "MealEaten": "{character} eats{meal_text}",
        "VitaRecovered": "{character} recovers {points} pV ({recovery_text})",
        "ManaRecovered": "{character} recovers {points} Mana ({hours} h of rest, "
        "Psiche {check_text})",
        "ManaSpent": "{character} spends {amount} Mana{purpose_text}",
        "SleepLost": "{character} has not slept for {days} day(s): −{loss} to every "
        "value",
        "SleepRecovered": "{character} makes up the sleep lost",
        "CasualitaRolled": "{who}rolls the casualità {expression} → {faces} = {total}",
        "CasualitaRolled@actor": "rolls the casualità {expression} → {faces} = {total}",
        "ArmourDonned": "{character} wears {armour_text}",
        "ArmourRemoved": "{character} takes off the {piece_text}",
        "WeaponTaken": "{character} takes {weapon_text}",
        "WeaponLost": "{character} no longer has {weapon}",
        "GearRepaired": "{character}'s {item} is repaired",
    },
    "it": {
        "CheckRolled": "{character}: {what} {score}{mods} → {roll} contro {target}: "
        "{outcome}{natural}",
        "CheckIgnored": "{character}: {what} {score}{mods} = {target}, 20 o più: "
        "riesce senza tiro",
        "UnheldSkillTried": "{character} tenta {skill} senza possederla: d100 "
        "{roll_text} sotto {characteristic} {score}? {outcome}{calamity}",
        "SkillDiscovered": "{character} ottiene {skill} (regola dell'1 su 100): "
        "{characteristic}/5 + d4 {die} = {value}",
        "ChallengeRolled": "{character} sfida {opponent_name} (ch di sfida, {name}): "
        "{score} {modifier:+d} = {target} → {roll}: vince {winner_name}",
        "CreatureAdded": "Entra {name} ({kind}): {stats_text}",
        "AttackRolled": "{character} attacca {defender_name} con {skill}{style_text}: "
        "{score}{mods} = {target} → {roll_text}: {outcome}{critical_text}",
        "DamageDealt": "{character} colpisce {defender_name}: −{net} pV "
        "({damage_text}){killed_text}",
        "DamageTaken": "{character} perde {net} pV{because}{killed_text}",
        "ArmourWorn": "{piece_text} di {character} assorbe il colpo: Durata −1",
        "MishapRolled": "{character}: colpo critico, d4 {die}: {effect_text}",
        "AimHeld": "{character} mantiene la mira ({rounds} round oltre il primo)",
        "ShockTaken": "{character} prende {applied} shock {kind_text}{cause_text}"
        "{fainted_text}",
        "ShockFaded": "Lo shock mentale di {character} passa ({points})",
        "ShockHealed": "{character} guarisce da {points} shock fisico{because}",
        "PanicRolled": "{character}: tiro di panico, Freddezza {score} → "
        "{roll_text}: {panic_text}",
        "FighterCalmed": "{character} si calma{calmer_text}",
        "FightEnded": "Il combattimento finisce{because}",
        "PiXAwarded": "{character} guadagna {amount} PiX{award_text}",
        "PiXSpent": "{character} spende {amount} PiX per {purpose}",
        "CharacteristicPumped": "{character} pompa {name} ({kind}, {cost} PiX"
        "{die_text}): base {before} → {after}",
        "SkillPumped": "{character} pompa {name} ({kind}, {cost} PiX{die_text}): "
        "{before} → {after}",
        "SkillLearned": "{character} impara {skill} da {teacher_name} per {cost} "
        "PiX: {value}",
        "SkillMadeTeachable": "{character} rende insegnabile {skill} ({cost} PiX)",
        "QuirkSkillGranted": "Il Master concede a {character} {skill} {value}",
        "ProfessionChanged": "{character} diventa {profession} (era {before}) per "
        "{cost} PiX: {skills_text}",
        "AdventureEnded": "Finisce l'avventura {number}: nessuna abilità conta più "
        "come usata",
        "MealEaten": "{character} mangia{meal_text}",
        "VitaRecovered": "{character} recupera {points} pV ({recovery_text})",
        "ManaRecovered": "{character} recupera {points} Mana ({hours} h di riposo, "
        "Psiche {check_text})",
        "ManaSpent": "{character} spende {amount} Mana{purpose_text}",
        "SleepLost": "{character} non dorme da {days} giorni: −{loss} a ogni valore",
        "SleepRecovered": "{character} recupera il sonno perso",
        "CasualitaRolled": "{who}tira la casualità {expression} → {faces} = {total}",
        "CasualitaRolled@actor": "tira la casualità {expression} → {faces} = {total}",
        "ArmourDonned": "{character} indossa {armour_text}",
        "ArmourRemoved": "{character} si toglie {piece_text}",
        "WeaponTaken": "{character} prende {weapon_text}",
        "WeaponLost": "{character} non ha più {weapon}",
        "GearRepaired": "{item} di {character} è riparato",
    },
}


def _actor(table: dict[str, str]) -> dict[str, str]:
    """The same lines after the character's name (chronicles print it first)."""
    found = {}
    for key, text in table.items():
        for lead in ("{character}: ", "{character} ", "{character}'s "):
            if text.startswith(lead):
                found[f"{key}@actor"] = text[len(lead) :]
    return found


for _lang, _table in PHRASES.items():
    _table.update(ROUNDS[_lang])
    _table.update(CREATION[_lang])
    _table.update(_actor(_table))
for _lang, _words in WORDS.items():
    PHRASES[_lang].update(_words)

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

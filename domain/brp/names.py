"""Basic Roleplaying's words: characteristics, rulebook sections, skill groups.

Sections are the Italian SRD's chapter titles, as a refusal names them. Keys of
characteristics are the SRD's abbreviations; the English ones are accepted too.
"""

from __future__ import annotations

from journal.domain.text import fold_key

CHARACTERISTICS = ("FOR", "COS", "TAG", "INT", "POT", "DES", "FAS")
ENGLISH = {"STR": "FOR", "CON": "COS", "SIZ": "TAG", "POW": "POT", "DEX": "DES"}
ALIASES = {**ENGLISH, "CHA": "FAS", "CAR": "FAS", "APP": "FAS"}
FULL_NAMES = {
    "FOR": "Forza",
    "COS": "Costituzione",
    "TAG": "Taglia",
    "INT": "Intelligenza",
    "POT": "Potere",
    "DES": "Destrezza",
    "FAS": "Fascino",
}
ROLL_NAMES = {  # 2.4 Tiri Caratteristica: value × 5 (TAG has none)
    "FOR": "Tiro Vigore",
    "COS": "Tiro Tempra",
    "INT": "Tiro Idea",
    "POT": "Tiro Fortuna",
    "DES": "Tiro Agilità",
    "FAS": "Tiro Carisma",
}

DICE = "1.3 Dadi e Lettura dei Risultati"
CHARS = "2.3 Caratteristiche"
CHAR_ROLLS = "2.4 Tiri Caratteristica"
DERIVED = "2.5 Caratteristiche Derivate"
SKILLS = "2.6 Abilità"
PROFESSIONS = "2.7 Professioni e Abilità Professionali"
PERSONAL = "2.8 Abilità Personali"
EQUIPMENT = "2.9 Equipaggiamento"
SKILL_ROLLS = "3.2 Tiri Abilità"
OPPOSED = "3.3 Abilità contro Abilità"
RESISTANCE = "3.4 La Tabella della Resistenza"
EXPERIENCE = "3.5 Esperienza"
ROUND_TIME = "4.3 Il Round di Combattimento"
ROUND = "5.1 Il Round di Combattimento"
MOVEMENT = "5.3 Movimento"
ACTIONS = "5.4 Azioni"
ATTACK = "5.5 Attaccare"
PARRY = "5.6 Parare"
DODGE = "5.7 Schivare"
MATRIX = "5.8 Riassunto del Combattimento"
WEAPONS = "5.9 Armi e Danno"
ARMOUR = "5.10 Armatura"
SHIELDS = "5.11 Scudi"
WOUNDS = "5.12 Danni e Ferite"
SPECIAL = "5.13 Successi Speciali"
HEALING = "5.14 Guarigione"
AMBUSH = "6.1 Imboscata"
DARKNESS = "6.4 Oscurità"
DISEASE = "6.5 Malattie"
DRAWING = "6.6 Estrarre un'Arma"
FALLING = "6.7 Cadere"
KNOCKOUT = "6.9 Attacchi da K.O."
POISON = "6.10 Veleni"
ENEMY = "7. Esempio di Nemico"

# 5.11: skills an armour's penalty applies to (and the Agilità roll, DES).
PHYSICAL = (
    "Abilità Manuale",
    "Furtività",
    "Lanciare",
    "Nascondersi",
    "Nuotare",
    "Rapidità di Mano",
    "Saltare",
    "Scalare",
    "Schivare",
)
PERCEPTIVE = ("Ascoltare", "Individuare")


def characteristic_key(name: str) -> str | None:
    """FOR for 'for', 'Forza', 'STR' or 'strength'-less 'str'; None if unknown."""
    key = fold_key(name).upper()
    if key in CHARACTERISTICS:
        return key
    if key in ALIASES:
        return ALIASES[key]
    for short, full in FULL_NAMES.items():
        if fold_key(full) == fold_key(name):
            return short
    return None


def characteristic_hint(name: str) -> str:
    """'; did you mean DES?' from the key, its Italian name or an English
    abbreviation ("dex", "Destrezza", "STR")."""
    from journal.domain.suggest import did_you_mean_named

    spellings = {key: key for key in CHARACTERISTICS}
    spellings |= {full: key for key, full in FULL_NAMES.items()}
    spellings |= {alias: key for alias, key in ALIASES.items()}
    return did_you_mean_named(name, spellings)


def skill_group(skill: str) -> str | None:
    """'physical' or 'perceptive' when armour penalises the skill (5.11)."""
    key = fold_key(skill)
    if any(fold_key(s) == key for s in PHYSICAL):
        return "physical"
    if any(fold_key(s) == key for s in PERCEPTIVE):
        return "perceptive"
    return None

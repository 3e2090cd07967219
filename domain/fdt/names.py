"""The words of Fuori dal Tempo: characteristics, common skills, sections.

Game terms stay Italian; a user may type them in any case, with or without
accents, or in English (`agility`, `melee weapons`).
"""

from __future__ import annotations

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.text import fold_key

CHARACTERISTICS = (
    "Agilità",
    "Costituzione",
    "Forza",
    "Intelletto",
    "Percezione",
    "Psiche",
    "Velocità",
)
COMMON_SKILLS = (
    "Armi da mischia",
    "Autorità",
    "Cultura",
    "Fascino",
    "Freddezza",
    "Furtività",
    "Mani nude",
    "Mira",
)
COMBAT_SKILLS = ("Armi da mischia", "Mani nude", "Mira")
AGILITA, COSTITUZIONE, FORZA, INTELLETTO, PERCEZIONE, PSICHE, VELOCITA = CHARACTERISTICS
ARMI, AUTORITA, CULTURA, FASCINO, FREDDEZZA, FURTIVITA, MANI_NUDE, MIRA = COMMON_SKILLS
RACES = ("Umano", "Elfo", "Nano")  # numbered as printed: a d3 picks one

ENGLISH = {
    "agility": AGILITA,
    "constitution": COSTITUZIONE,
    "strength": FORZA,
    "intellect": INTELLETTO,
    "intelligence": INTELLETTO,
    "perception": PERCEZIONE,
    "psyche": PSICHE,
    "speed": VELOCITA,
    "melee weapons": ARMI,
    "melee": ARMI,
    "authority": AUTORITA,
    "culture": CULTURA,
    "charm": FASCINO,
    "coolness": FREDDEZZA,
    "composure": FREDDEZZA,
    "stealth": FURTIVITA,
    "unarmed": MANI_NUDE,
    "bare hands": MANI_NUDE,
    "aim": MIRA,
    "human": "Umano",
    "elf": "Elfo",
    "dwarf": "Nano",
}

# Sections of the rulebook, cited by every refusal.
DICE = "0.2 il Caso e i Dadi"
MODES = "1.1 modo Normale e modo Casuale"
SHEET = "1.2 le Caratteristiche"
SKILLS = "1.3 le Abilità"
RACE = "1.4 le Razze"
EDUCATION = "1.5 Educazione ricevuta"
AGE = "1.6 Età e capacità Innate"
SCORES = "1.7 Punteggi fondamentali"
CARATTERE = "1.8 il Carattere"
EQUIPMENT = "1.9 Equipaggiamento"
CHECK = "2.1 Check (ch)"
RECOVERY = "2.3 recupero di Vita e Mana"
MANA_STORED = "2.3 recupero di Vita e Mana: Mana proprio e accumulato"
MOVING = "2.4 come Muoversi"
COMBAT = "2.5 il Combattimento"
PANIC = "2.5 il Combattimento: Tiro di panico"
RANGE = "2.5 il Combattimento: Attacco a distanza"
STYLES = "2.6 Stili e strategie di Combattimento"
CRITICALS = "2.7 Colpi critici"
SHOCK = "2.8 Shock"
OPPONENTS = "2.9 gli Avversari"
AWARDS = "3.1 Assegnare PiX ai personaggi"
PUMPS = "3.2 Pompare i valori"
LEARNING = "3.3 imparare nuove Abilità"
PROFESSION = "3.4 Cambiare Mestiere"


def canonical(name: str, known: tuple[str, ...]) -> str | None:
    """The canonical spelling of `name` among `known` (or an English alias)."""
    key = fold_key(name)
    for item in known:
        if fold_key(item) == key:
            return item
    alias = ENGLISH.get(key)
    return alias if alias in known else None


def characteristic(name: str) -> str:
    found = canonical(name, CHARACTERISTICS)
    if found is None:
        raise NotFound(
            f"{name!r} is not a characteristic ({', '.join(CHARACTERISTICS)})", SHEET
        )
    return found


def held_hint(sheet, name: str) -> str:
    """'; did you mean Agilità?' from the characteristics (Italian, English,
    a short form: "agi") and the skills the sheet holds."""
    from journal.domain.suggest import did_you_mean_named

    spellings = {c: c for c in CHARACTERISTICS}
    spellings |= {word: c for word, c in ENGLISH.items() if c in CHARACTERISTICS}
    spellings |= {skill: skill for skill in getattr(sheet, "skills", {}) or {}}
    return did_you_mean_named(name, spellings)


def race(name: str) -> str:
    found = canonical(name, RACES)
    if found is None:
        raise RuleBroken(f"{name!r} is not a race ({', '.join(RACES)})", RACE)
    return found


def skill_name(name: str) -> str:
    """A skill's name as the user means it: a common skill's canonical spelling,
    else the name as typed (other skills are per setting)."""
    from journal.domain.text import clean_name

    return canonical(name, COMMON_SKILLS) or clean_name(name, "skill name")

"""Dàimon 2090's names: characteristics, score and difficulty words, sections.

Canonical characteristic keys are Italian without accents (`agilita`); users may
type the Italian name with or without accents, in any case, or the English one
(`agility`). Sheet-file keys are declared in sheetmodel.py.
"""

from __future__ import annotations

from journal.domain.text import fold_key
from journal.i18n import N_

CHARACTERISTICS = (
    "potenza",
    "destrezza",
    "agilita",
    "intelligenza",
    "spirito",
    "carisma",
)

DISPLAY_NAMES = {
    "potenza": "Potenza",
    "destrezza": "Destrezza",
    "agilita": "Agilità",
    "intelligenza": "Intelligenza",
    "spirito": "Spirito",
    "carisma": "Carisma",
}

ENGLISH_NAMES = {
    "potenza": ("power", "strength"),
    "destrezza": ("dexterity",),
    "agilita": ("agility",),
    "intelligenza": ("intelligence",),
    "spirito": ("spirit",),
    "carisma": ("charisma",),
}

# [SISTEMA DEI PUNTEGGI]
SCORE_WORDS = {
    1: "Scarso",
    2: "Mediocre",
    3: "Discreto",
    4: "Buono",
    5: "Distinto",
    6: "Ottimo",
    7: "Eccezionale",
}

# [PROVE]; the seed prints "Legendaria", a typo for "Leggendaria" (digest section 2).
DIFFICULTY_WORDS = {
    1: "Molto semplice",
    2: "Semplice",
    3: "Media",
    4: "Difficile",
    5: "Molto difficile",
    6: "Eroica",
    7: "Leggendaria",
}


def fold_name(key: str) -> str:
    """Sheet keys ignore case, accents and the spelling of separators."""
    return fold_key(key).replace(" ", "_").replace("-", "_")


def key_table(names: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """Folded key or alias -> canonical key."""
    table = {fold_name(key): key for key in names}
    for key, aliases in names.items():
        table.update({fold_name(alias): key for alias in aliases})
    return table


_BY_FOLDED_NAME = key_table(ENGLISH_NAMES)


def canonical_characteristic(text: str) -> str | None:
    """The canonical key of a characteristic ('Agilità', 'AGILITY' -> 'agilita')."""
    if not isinstance(text, str):
        return None
    return _BY_FOLDED_NAME.get(fold_key(text))


def display_name(key: str) -> str:
    """The Italian name with its accents, as the rulebook prints it."""
    return DISPLAY_NAMES[key]


# The rulebook sections that sheet refusals cite (the digest's Italian names).
SECTION_SHEET = N_("journal: sheet files")
SECTION_CREATION = "Creazione dei personaggi"
SECTION_CHARACTERISTICS = "Caratteristiche"
SECTION_CLASSES = "Classi"
SECTION_TRAITS = "Tratti"
SECTION_SKILLS = "Abilità"
SECTION_SOCIAL_CLASS = "Classe Sociale"
SECTION_RESERVE = "Riserva dei dadi"
SECTION_GEAR = "Armi e protezioni"
SECTION_ENHANCEMENTS = "Potenziamenti"
SECTION_EVOLUTION = "Evoluzione"
SECTION_DAIMON = "Dàimon"

# [CLASSE SOCIALE] 1..7, as data/creation.toml's `classi_sociali` holds them (a test
# keeps the two equal); here too so a sheet shows them without reading the tables.
SOCIAL_CLASS_NAMES = (
    "Vagabondo, nullatenente, disoccupato",
    "Piccolo criminale",
    "Proletario, piccolo commerciante",
    "Borghese, impiegato, professore",
    "Alto borghese, medico, ingegnere, pilota",
    "Ricco, grande commerciante, nobile",
    "Molto ricco, personaggio famoso, celebrità",
)

"""Words of the terminal's sheet and statuses (English and Italian); merged by
journal.projections.daimon2090.phrases. Game terms stay Italian: Riserva, PE, EVO."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "sheet.classes": "Classes",
        "sheet.traits": "Traits",
        "sheet.skills": "Skills",
        "sheet.level": "Level",
        "sheet.wounds": "Wounds",
        "sheet.difficulty": "Difficulty in a fight",
        "sheet.light": "light",
        "sheet.serious": "serious",
        "sheet.penalty": "penalty",
        "sheet.social": "Social class",
        "sheet.cash": "Cash",
        "sheet.origin": "origin",
        "sheet.current": "now",
        "sheet.weapons": "Weapons",
        "sheet.protections": "Protections",
        "sheet.enhancements": "Enhancements",
        "status_dying": "dying",
    },
    "it": {
        "sheet.classes": "Classi",
        "sheet.traits": "Tratti",
        "sheet.skills": "Abilità",
        "sheet.level": "Livello",
        "sheet.wounds": "Ferite",
        "sheet.difficulty": "Difficoltà negli scontri",
        "sheet.light": "lievi",
        "sheet.serious": "gravi",
        "sheet.penalty": "penalità",
        "sheet.social": "Classe sociale",
        "sheet.cash": "Contante",
        "sheet.origin": "origine",
        "sheet.current": "attuale",
        "sheet.weapons": "Armi",
        "sheet.protections": "Protezioni",
        "sheet.enhancements": "Potenziamenti",
        "status_dying": "morente",
    },
}

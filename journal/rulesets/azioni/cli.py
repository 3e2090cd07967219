""" "Le azioni"'s verbs and aliases (read by the core's command line:
docs/rulesets.md). Each verb module is imported only when its verb runs."""

from __future__ import annotations

_PKG = "journal.rulesets.azioni"

COMMANDS = {
    "roll": f"{_PKG}.play:roll",
    "contest": f"{_PKG}.play:contest",
    "together": f"{_PKG}.play:together",
    "extended": f"{_PKG}.extended:extended",
    "odds": f"{_PKG}.odds:odds",
}
ALIASES = {
    "prova": "roll",
    "confronto": "contest",
    "insieme": "together",
    "combinata": "together",
    "prolungata": "extended",
    "probabilita": "odds",
}
EXTRAS: dict = {}
SHEET = "journal.domain.azioni.sheetfile:parse_sheet"
SHEET_MODEL = "journal.domain.azioni.sheetmodel:AzioniSheetFile"
NPC = {"tables": ("characteristics",)}  # `npc add NAME Forza=1d6 ...`
TABLES = None
SAMPLE = ("journal.campaigns", "il-guado", "sessione-1.journal")

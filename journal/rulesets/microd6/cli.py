"""µD6's verbs and aliases (read by the core's command line: docs/rulesets.md).

Each verb module is imported only when its verb runs.
"""

from __future__ import annotations

_PKG = "journal.rulesets.microd6"

COMMANDS = {
    "roll": f"{_PKG}.play:roll",
    "group": f"{_PKG}.play:group",
    "fortune": f"{_PKG}.play:fortune",
    "resist": f"{_PKG}.play:resist",
    "wound": f"{_PKG}.health:wound",
    "limit": f"{_PKG}.health:limit",
    "heal": f"{_PKG}.health:heal",
    "gear": f"{_PKG}.gear:gear",
    "odds": f"{_PKG}.odds:odds",
}
ALIASES = {
    "prova": "roll",
    "azione": "roll",
    "tiro": "roll",
    "gruppo": "group",
    "sorte": "fortune",
    "resistenza": "resist",
    "ferita": "wound",
    "limita": "limit",
    "cura": "heal",
    "equipaggiamento": "gear",
    "probabilita": "odds",
}
EXTRAS: dict = {}
SHEET = "journal.domain.microd6.sheetfile:parse_sheet"
SHEET_MODEL = "journal.domain.microd6.sheetmodel:Microd6SheetFile"
NPC = {"tables": ("stats",)}  # `npc add NAME Combattere=2 ...`
TABLES = ("gear", "journal.domain.microd6.data")
SAMPLE = ("journal.campaigns", "valdombra", "sessione-1.journal")

"""Fuori dal Tempo's verbs, aliases and additions to the core's verbs.

The table is read by the core's command line (see docs/rulesets.md); each verb
module is imported only when its verb runs.
"""

from __future__ import annotations

from functools import cache

_PKG = "journal.rulesets.fdt"

COMMANDS = {
    "roll": f"{_PKG}.play:roll",
    "average": f"{_PKG}.play:average",
    "group": f"{_PKG}.play:group",
    "challenge": f"{_PKG}.play:challenge",
    "chance": f"{_PKG}.play:chance",
    "odds": f"{_PKG}.odds:odds",
    "attack": f"{_PKG}.fight:attack",
    "aim": f"{_PKG}.fight:aim",
    "damage": f"{_PKG}.fight:damage",
    "fight": f"{_PKG}.fight:fight",
    "sprint": f"{_PKG}.fight:sprint",
    "flee": f"{_PKG}.fight:flee",
    "retreat": f"{_PKG}.fight:retreat",
    "ambush": f"{_PKG}.fight:ambush",
    "impale": f"{_PKG}.fight:impale",
    "personality": f"{_PKG}.identity:personality",
    "creature": f"{_PKG}.creature:creature",
    "panic": f"{_PKG}.condition:panic",
    "calm": f"{_PKG}.condition:calm",
    "shock": f"{_PKG}.condition:shock",
    "shock-fade": f"{_PKG}.condition:shock_fade",
    "shock-heal": f"{_PKG}.condition:shock_heal",
    "eat": f"{_PKG}.upkeep:eat",
    "rest": f"{_PKG}.upkeep:rest",
    "heal": f"{_PKG}.upkeep:heal",
    "mana": f"{_PKG}.upkeep:mana",
    "awake": f"{_PKG}.upkeep:awake",
    "pix": f"{_PKG}.growth:pix",
    "pump": f"{_PKG}.growth:pump",
    "end-adventure": f"{_PKG}.growth:end_adventure",
    "learn": f"{_PKG}.learning:learn",
    "teachable": f"{_PKG}.learning:teachable",
    "grant": f"{_PKG}.learning:grant",
    "profession": f"{_PKG}.learning:profession",
    "armour": f"{_PKG}.gear:armour",
    "weapon": f"{_PKG}.gear:weapon",
}
ALIASES = {
    "prova": "roll",
    "ch": "roll",
    "check": "roll",
    "mediato": "average",
    "gruppo": "group",
    "sfida": "challenge",
    "caso": "chance",
    "casualita": "chance",
    "probabilita": "odds",
    "attacco": "attack",
    "attacca": "attack",
    "mira": "aim",
    "danno": "damage",
    "combattimento": "fight",
    "corri": "sprint",
    "fuggi": "flee",
    "arretra": "retreat",
    "imboscata": "ambush",
    "impala": "impale",
    "carattere": "personality",
    "avversario": "creature",
    "creatura": "creature",
    "panico": "panic",
    "calma": "calm",
    "passa-shock": "shock-fade",
    "cura-shock": "shock-heal",
    "mangia": "eat",
    "pasto": "eat",
    "riposa": "rest",
    "riposo": "rest",
    "cura": "heal",
    "veglia": "awake",
    "pompa": "pump",
    "fine-avventura": "end-adventure",
    "impara": "learn",
    "insegnabile": "teachable",
    "concedi": "grant",
    "mestiere": "profession",
    "armatura": "armour",
    "armor": "armour",
    "arma": "weapon",
}

WORDS = {  # Italian names of subcommands (journal/aliases.py)
    "passa": "pass",
    "tieni": "hold",
    "lascia": "release",
}

SHEET = "journal.domain.fdt.sheetfile:parse_sheet"
SHEET_MODEL = "journal.domain.fdt.sheetmodel:FdtSheetFile"
NPC = {  # `npc add NAME Forza=14 ...`: an opponent brought in (ranges only)
    "defaults": {
        "creation": "import",
        "race": "Umano",
        "profession": "Avversario",
        "age": 30,
        "characteristics": {
            name: 10
            for name in (
                "Agilità",
                "Costituzione",
                "Forza",
                "Intelletto",
                "Percezione",
                "Psiche",
                "Velocità",
            )
        },  # fmt: skip
    },
    "tables": ("characteristics", "skills"),
}
TABLES = ("creation", "journal.domain.fdt.data")
RANDOM = f"{_PKG}.creation:create_random"
SAMPLE = ("journal.campaigns", "mare-in-burrasca", "sessione-1.journal")


@cache
def _extras() -> dict:
    from journal.rulesets.fdt.creation_options import CHARACTER_CREATE

    return {"character create": CHARACTER_CREATE}


def __getattr__(name: str):
    if name == "EXTRAS":  # built on first use: click options cost import time
        return _extras()
    raise AttributeError(name)

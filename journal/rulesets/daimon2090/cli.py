"""Dàimon 2090's verbs, aliases and additions to the core's verbs.

The table is read by the core's command line (see docs/rulesets.md); each verb
module is imported only when its verb runs.
"""

from __future__ import annotations

from functools import cache

_PKG = "journal.rulesets.daimon2090"

COMMANDS = {
    "roll": f"{_PKG}.play:roll",
    "wound": f"{_PKG}.play:wound",
    "reserve": f"{_PKG}.reserve:reserve",
    "odds": f"{_PKG}.odds:odds",
    "confront": f"{_PKG}.confront:confront",
    "fight": f"{_PKG}.fight:fight",
    "gear": f"{_PKG}.counters:gear",
    "heal": f"{_PKG}.health:heal",
    "time": f"{_PKG}.health:time",
    "worsen": f"{_PKG}.health:worsen",
    "death": f"{_PKG}.health:death",
    "evo": f"{_PKG}.evo:evo",
    "resources": f"{_PKG}.resources:resources",
    "master": f"{_PKG}.master:master",
    "oracle": f"{_PKG}.oracle:oracle",
    "tech": f"{_PKG}.techlog:tech",
    "techlog": f"{_PKG}.techlog:techlog",
}
ALIASES = {
    "prova": "roll",
    "ferita": "wound",
    "riserva": "reserve",
    "probabilita": "odds",
    "confronto": "confront",
    "scontro": "fight",
    "equipaggiamento": "gear",
    "cura": "heal",
    "tempo": "time",
    "peggiora": "worsen",
    "morte": "death",
    "evoluzione": "evo",
    "risorse": "resources",
    "oracolo": "oracle",
    "tecnologia": "tech",
    "logtecnologico": "techlog",
}

WORDS = {  # Italian names of the subcommands (journal/aliases.py)
    "assegna": "award",
    "apri": "open",
    "rilancia": "escalate",
    "ritira": "withdraw",
    "rifiuta": "refuse",
    "accetta": "accept",
    "stalli": "stalls",
    "turno": "round",
    "mira": "aim",
    "segna": "mark",
    "azzera": "reset",
    "avanza": "advance",
    "compra": "buy",
    "eredita": "inherit",
    "caratteristica": "characteristic",
    "abilita": "skill",
    "tratto": "trait",
    "sostituisci": "replace",
    "classe": "class",
    "sviluppa": "develop",
    "equipaggiamento": "gear",
    "nuovo": "new",
    "migliora": "upgrade",
    "potenziamento": "enhancement",
    "acquisisci": "acquire",
    "premia": "reward",
    "classe-sociale": "social-class",
    "reclama": "claim",
    "mantieni": "keep",
    "tira": "roll",
    "tabella": "table",
}

SHEET = "journal.domain.daimon2090.sheetfile:parse_sheet"
SHEET_MODEL = "journal.domain.daimon2090.sheetmodel:DaimonSheetFile"
NPC = {  # `npc add NAME potenza=4 ...`: brought in as it is (ranges only)
    "defaults": {
        "creation": "import",
        "social_class": {"origin": 1, "current": 1},
        "characteristics": {
            name: 1
            for name in (
                "potenza",
                "destrezza",
                "agilita",
                "intelligenza",
                "spirito",
                "carisma",
            )
        },  # fmt: skip
        "classes": ["Avversario"],
    },
    "tables": ("characteristics",),
}
TABLES = ("creation", "journal.domain.daimon2090.data")
RANDOM = f"{_PKG}.creation_prompts:create_random"
SAMPLE = ("journal.campaigns", "ombre-su-milano", "campagna.journal")


@cache
def _extras() -> dict:
    from journal.extras import Extra
    from journal.rulesets.daimon2090 import creation_options as creation
    from journal.rulesets.daimon2090 import structure

    return {
        "adventure start": structure.ADVENTURE_START,
        "session start": structure.SESSION_START,
        "scene end": structure.SCENE_END,
        "character create": Extra(
            options=(creation.creation_options,), help=creation.DICE_ORDER
        ),
    }


def __getattr__(name: str):
    if name == "EXTRAS":  # built on first use: click options cost import time
        return _extras()
    raise AttributeError(name)

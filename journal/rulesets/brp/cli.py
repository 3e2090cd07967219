"""Basic Roleplaying's verbs, aliases and additions to the core's verbs.

Read by the core's command line (docs/rulesets.md); each verb module is
imported only when its verb runs.
"""

from __future__ import annotations

from functools import cache

_PKG = "journal.rulesets.brp"

COMMANDS = {
    "roll": f"{_PKG}.play:roll",
    "resist": f"{_PKG}.play:resist",
    "oppose": f"{_PKG}.play:oppose",
    "odds": f"{_PKG}.odds:odds",
    "attack": f"{_PKG}.combat:attack",
    "parry": f"{_PKG}.defence:parry",
    "dodge": f"{_PKG}.defence:dodge",
    "damage": f"{_PKG}.combat:damage",
    "reload": f"{_PKG}.combat:reload",
    "round": f"{_PKG}.combat:round_",
    "wound": f"{_PKG}.health:wound",
    "firstaid": f"{_PKG}.health:firstaid",
    "heal": f"{_PKG}.health:heal",
    "fall": f"{_PKG}.health:fall",
    "wake": f"{_PKG}.health:wake",
    "faint": f"{_PKG}.health:faint",
    "death": f"{_PKG}.health:death",
    "pp": f"{_PKG}.power:pp",
    "characteristic": f"{_PKG}.power:characteristic",
    "disease": f"{_PKG}.afflictions:disease",
    "poison": f"{_PKG}.afflictions:poison",
    "poison-effect": f"{_PKG}.afflictions:poison_effect",
    "antidote": f"{_PKG}.afflictions:antidote",
    "experience": f"{_PKG}.growth:experience",
    "freechecks": f"{_PKG}.growth:freechecks",
    "teach": f"{_PKG}.growth:teach",
}
ALIASES = {
    "prova": "roll",
    "tiro": "roll",
    "resistenza": "resist",
    "contrasto": "oppose",
    "probabilita": "odds",
    "attacco": "attack",
    "parata": "parry",
    "schivata": "dodge",
    "danno": "damage",
    "ricarica": "reload",
    "ferita": "wound",
    "primosoccorso": "firstaid",
    "guarigione": "heal",
    "caduta": "fall",
    "risveglio": "wake",
    "svenimento": "faint",
    "morte": "death",
    "puntipotere": "pp",
    "caratteristica": "characteristic",
    "malattia": "disease",
    "veleno": "poison",
    "antidoto": "antidote",
    "effetto-veleno": "poison-effect",
    "esperienza": "experience",
    "provegratuite": "freechecks",
    "insegna": "teach",
}

SHEET = "journal.domain.brp.sheetfile:parse_sheet"
SHEET_MODEL = "journal.domain.brp.sheetmodel:BrpSheetFile"
NPC = {  # `npc add NAME FOR=11 ...`: a creature as the SRD prints it (ranges only)
    "defaults": {"creation": "import"},
    "tables": ("characteristics", "skills"),
}
TABLES = ("tables", "journal.domain.brp.data")
RANDOM = f"{_PKG}.creation:create_random"
SAMPLE = ("journal.campaigns", "la-casa-sul-lago", "sessione-1.journal")


@cache
def _extras() -> dict:
    from journal.rulesets.brp.creation_options import CREATE

    return {"character create": CREATE}


def __getattr__(name: str):
    if name == "EXTRAS":  # built on first use: click options cost import time
        return _extras()
    raise AttributeError(name)

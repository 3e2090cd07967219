"""Fuori dal Tempo test data: sheets as parse_sheet returns them, a campaign."""

from __future__ import annotations

import tomllib
from pathlib import Path
from uuid import uuid4

from journal.domain.dice import Dice
from journal.domain.fdt.campaign import FdtCampaign
from journal.domain.fdt.sheetfile import parse_sheet
from tests.builders import STAMP

DATA = Path(__file__).resolve().parents[3] / "domain" / "fdt" / "data"

# Katariello il Barbaro (2.8's example), a human with Agilità 15: bAgilità +3.
KATARIELLO = {
    "name": "Katariello",
    "player": "Ana",
    "race": "Umano",
    "profession": "Barbaro",
    "age": 35,
    "characteristics": {
        "Agilita": 15,
        "Costituzione": 14,
        "Forza": 16,
        "Intelletto": 9,
        "Percezione": 12,
        "Psiche": 10,
        "Velocita": 12,
    },
    "skills": {"Armi da mischia": 14, "Mani nude": 13, "Freddezza": 9, "Navigare": 13},
    "weapons": [{"name": "Ascia", "damage": "d8", "skill": "Armi da mischia"}],
    "pasti": 3,
    "oro": 20,
}
# Lirien, an elf archer.
LIRIEN = {
    "name": "Lirien",
    "player": "Bruno",
    "race": "Elfo",
    "profession": "Cacciatrice",
    "age": 28,
    "characteristics": {
        "Agilita": 16,
        "Costituzione": 11,
        "Forza": 10,
        "Intelletto": 13,
        "Percezione": 14,
        "Psiche": 12,
        "Velocita": 13,
    },
    "skills": {"Mira": 15, "Lingua Elfica": 12, "Vista termica": 13},
    "weapons": [{"name": "Arco", "damage": "d6", "skill": "Mira", "range": [30, 90]}],
    "armour": {"name": "Cuoio", "colpi": 2, "durata": 5, "agi": -1},
}
BALJEDDUR = (
    "vita\tag\tc\tv\tfr\tdp\tATTAKKO\n"
    "14\t+1\t1\t16\t16\t3\tMorso (12 - d4) + Zoccolo (12 - d6)\n"
    "\n"
    "ABILITA'\tn\tPiX\n"
    "Carica (2d6), Percezione\t6\t11\n"
)


def tables() -> dict:
    return tomllib.loads((DATA / "creation.toml").read_text("utf-8"))


def sheet(base: dict = KATARIELLO, **changes) -> dict:
    return parse_sheet({**base, **changes}, tables())


def campaign(*sheets: dict, session: bool = True) -> FdtCampaign:
    """A campaign with Ana and Bruno playing the given sheets."""
    table = FdtCampaign.start(uuid4(), "Fuori dal Tempo", STAMP)
    table.add_players(["Ana", "Bruno"], STAMP)
    for made in sheets or (sheet(),):
        table.create_character(made, STAMP)
    table.start_adventure("Il mare in burrasca", STAMP)
    if session:
        table.start_session("2026-11-21", [], STAMP)
    return table


def typed(*faces: int) -> Dice:
    return Dice(typed=list(faces))


def last(table: FdtCampaign, kind: str | None = None):
    """The newest event recorded (of class `kind`)."""
    events = [e for e in table.pending_events if kind in (None, type(e).__name__)]
    return events[-1]


def recorded(table: FdtCampaign, since: int) -> list[str]:
    return [type(e).__name__ for e in table.pending_events[since:]]

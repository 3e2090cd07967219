"""Shared test data for BRP domain tests: the tables, sheets, a campaign."""

from __future__ import annotations

from uuid import uuid4

from journal.data import load_table
from journal.domain.brp.campaign import BrpCampaign
from journal.domain.brp.sheetfile import parse_sheet
from journal.domain.dice import Dice
from tests.builders import STAMP

TABLES, DIGEST = load_table("tables", "journal.domain.brp.data")

ANA = {  # an investigator, imported as she is (ranges only)
    "name": "Ana Rossi",
    "player": "Ana",
    "creation": "import",
    "profession": "Investigatore",
    "characteristics": {
        "FOR": 13,
        "COS": 11,
        "TAG": 13,
        "INT": 15,
        "POT": 12,
        "DES": 14,
        "FAS": 10,
    },
    "skills": {
        "Arma da Fuoco (Pistola)": 55,
        "Ascoltare": 45,
        "Conoscenza (Legge)": 40,
        "Primo Soccorso": 60,
        "Schivare": 35,
        "Furtività": 35,
        "Arma da Mischia (Spada)": 60,
    },
    "weapons": [{"name": "Pistola"}, {"name": "Spada Corta"}, {"name": "Rissa"}],
    "armour": [{"name": "Armatura di Cuoio Rigido"}],
}
BRUNO = {
    "name": "Bruno Ferri",
    "player": "Bruno",
    "creation": "import",
    "characteristics": {
        "FOR": 14,
        "COS": 13,
        "TAG": 11,
        "INT": 12,
        "POT": 10,
        "DES": 11,
        "FAS": 12,
    },
    "skills": {"Arma da Mischia (Spada)": 50, "Scudo (Rotondo)": 40, "Lotta": 40},
    "weapons": [{"name": "Spadone"}, {"name": "Scudo Rotondo"}, {"name": "Arco Lungo"}],
}


def parsed(data: dict, **changes) -> dict:
    return parse_sheet({**data, **changes}, TABLES)


def table(*sheets: dict, scene: bool = True) -> BrpCampaign:
    """A campaign with Ana and Bruno (or the sheets given), a session and a scene."""
    campaign = BrpCampaign.start(uuid4(), "Prova", STAMP)
    campaign.add_players(["Ana", "Bruno"], STAMP)
    for data in sheets or (ANA, BRUNO):
        campaign.create_character(parsed(data), STAMP)
    campaign.start_session("2026-11-21", [], STAMP)
    if scene:
        campaign.start_scene("Il molo", STAMP)
    campaign.collect_events()
    return campaign


def typed(*faces: int) -> Dice:
    return Dice(typed=list(faces))


def sheet_of(campaign: BrpCampaign, name: str):
    return campaign.state.character(name)


def recorded(campaign: BrpCampaign) -> list:
    return list(campaign.collect_events())

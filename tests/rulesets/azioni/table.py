"""A "Le azioni" table for domain tests: Ana, Bruno and Carla, a scene open."""

from __future__ import annotations

from uuid import uuid4

from journal.domain.azioni.campaign import AzioniCampaign
from journal.domain.azioni.sheetfile import parse_sheet
from journal.domain.dice import Dice
from tests.builders import STAMP

SHEETS = {
    "Ana": ({"Agilità": "1d8", "Forza": "1d6"}, {"Acrobazia": "1d6", "Nuotare": "1d4"}),
    "Bruno": ({"Agilità": "1d6", "Forza": "1d10"}, {"Nuotare": "1d8"}),
    "Carla": ({"Agilità": "1d4", "Forza": "2d4"}, {}),
}


def new_table() -> AzioniCampaign:
    campaign = AzioniCampaign.start(uuid4(), "Il guado", STAMP)
    campaign.add_players(list(SHEETS), STAMP)
    for name, (characteristics, skills) in SHEETS.items():
        sheet = {"name": name, "player": name, "characteristics": characteristics}
        campaign.create_character(parse_sheet(sheet | {"skills": skills}), STAMP)
    campaign.start_session("2026-11-21", [], STAMP)
    campaign.start_scene("Il fiume", STAMP)
    campaign.log = list(campaign.collect_events())
    return campaign


def history(campaign: AzioniCampaign) -> list:
    campaign.log += campaign.collect_events()
    return campaign.log


def typed(*faces: int) -> Dice:
    return Dice(typed=list(faces))


def last(campaign: AzioniCampaign):
    return campaign.pending_events[-1]

"""A µD6 table for domain tests: four characters, a session and a scene open."""

from __future__ import annotations

from uuid import uuid4

from journal.data import load_table
from journal.domain.dice import Dice
from journal.domain.microd6.campaign import MicroCampaign
from journal.domain.microd6.sheetfile import parse_sheet
from tests.builders import STAMP

GEAR, _ = load_table("gear", "journal.domain.microd6.data")


def character(name: str, player: str, stats: dict, **more) -> dict:
    return parse_sheet({"name": name, "player": player, "stats": stats, **more}, GEAR)


def new_table(coins: int = 0, **tenacia: int) -> MicroCampaign:
    """Ana (Furtività 2, Cercare 1), Bruno, Carla and Dino (Cercare 1 each)."""
    campaign = MicroCampaign.start(uuid4(), "Le rovine", STAMP)
    campaign.add_players(["Ana", "Bruno", "Carla", "Dino"], STAMP)
    stats = {"Furtività": 2, "Cercare": 1, "Scassinare": 0, "Vigore": 2}
    for name, player in [("Ana", "Ana"), ("Bruno", "Bruno"), ("Carla", "Carla")]:
        sheet = character(
            name, player, stats, tenacia=tenacia.get(name, 5), coins=coins
        )
        campaign.create_character(sheet, STAMP)
    dino = character("Dino", "Dino", {"Cercare": 1}, tenacia=tenacia.get("Dino", 5))
    campaign.create_character(dino, STAMP)
    campaign.start_session("2026-11-21", [], STAMP)
    campaign.start_scene("La cripta", STAMP)
    campaign.log = list(campaign.collect_events())  # the stream so far, for voids
    return campaign


def history(campaign: MicroCampaign) -> list:
    """Every event recorded so far (the stream a void refolds)."""
    campaign.log += campaign.collect_events()
    return campaign.log


def typed(*faces: int) -> Dice:
    return Dice(typed=list(faces))


def last(campaign: MicroCampaign):
    return campaign.pending_events[-1]


def sheet(campaign: MicroCampaign, name: str):
    return campaign.state.character(name)

""" "Le azioni" campaign: the core campaign plus tests, contests, combined and
extended actions."""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from domain.azioni.combined import CombinedCommands
from domain.azioni.extended import ExtendedCommands
from domain.azioni.play import TestCommands
from domain.azioni.sheet import AzioniSheet
from domain.campaign import Campaign


class AzioniCampaign(
    TestCommands, CombinedCommands, ExtendedCommands, Campaign, Aggregate
):
    ruleset = "azioni"
    sheet_class = AzioniSheet

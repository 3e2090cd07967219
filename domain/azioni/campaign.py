""" "Le azioni" campaign: the core campaign plus tests, contests, combined and
extended actions."""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from journal.domain.azioni.combined import CombinedCommands
from journal.domain.azioni.extended import ExtendedCommands
from journal.domain.azioni.play import TestCommands
from journal.domain.azioni.sheet import AzioniSheet
from journal.domain.campaign import Campaign


class AzioniCampaign(
    TestCommands, CombinedCommands, ExtendedCommands, Campaign, Aggregate
):
    ruleset = "azioni"
    sheet_class = AzioniSheet

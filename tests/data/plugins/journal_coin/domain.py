"""Heads (2) wins a point of Fortuna; tails (1) costs one."""

from __future__ import annotations

from dataclasses import dataclass

from eventsourcing.domain import Aggregate

from journal.domain.campaign import Campaign
from journal.domain.character import Character
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.events import CampaignEvent
from journal.domain.tracks import Track
from journal_coin.i18n import _


@dataclass
class CoinSheet(Character):
    TRACKS = (Track("fortuna", "Fortuna", "fortuna", 0, 3, aliases=("luck",)),)
    fortuna: int = 1


class CoinFlipped(CampaignEvent):
    character: str
    face: int
    dice_source: str
    voidable = True

    def fold(self, state) -> None:
        sheet = state.sheet(self.character)
        sheet.fortuna = max(0, min(3, sheet.fortuna + (1 if self.face == 2 else -1)))


class CoinCampaign(Campaign, Aggregate):
    ruleset = "coin"
    sheet_class = CoinSheet

    def flip(self, name: str, dice, stamp) -> None:
        sheet = self.state.character(name)
        if not sheet.alive:
            raise RuleBroken(_("{name} cannot flip").format(name=sheet.name), "Moneta")
        face = dice.roll(1, 2, "Moneta").faces[0]
        dice.check_all_used("Moneta")
        self.record(
            CoinFlipped, stamp, character=sheet.id, face=face, dice_source=dice.source
        )


def parse_sheet(data: dict) -> dict:
    if set(data) - {"name", "player", "fortuna"}:
        raise SheetError(_("a coin sheet has name, player, fortuna"), "Moneta")
    return {
        "name": data["name"],
        "player": data["player"],
        "fortuna": data.get("fortuna", 1),
    }

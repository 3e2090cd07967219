"""Power points, characteristic points, disease and poison (2.5, 6.5, 6.10).
Names and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.brp import names as n
from journal.domain.brp.events_health import living
from journal.domain.brp.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class PowerPointsSpent(CampaignEvent):
    """PP spent on magic or other powers (2.5; the SRD gives no costs)."""

    character: str
    amount: int
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        if self.amount > sheet.pp:
            raise RuleBroken(
                _("{name} has {pp} PP, {amount} spent").format(
                    name=sheet.name, pp=sheet.pp, amount=self.amount
                ),
                n.DERIVED,
            )
        sheet.pp -= self.amount


class PowerPointsRegained(CampaignEvent):
    """PP back, never above POT (2.5: all of them after a day with a night)."""

    character: str
    amount: int
    applied: int
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        sheet.pp = min(sheet.max_pp, sheet.pp + self.amount)


class CharacteristicPointLost(CampaignEvent):
    """Points of a characteristic lost (disease, poison, the table's ruling)."""

    character: str
    characteristic: str
    points: int
    cause: str
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        living(state, self.character).lose_points(self.characteristic, self.points)


class CharacteristicPointRecovered(CampaignEvent):
    """Lost points back (6.5: one a week once the disease is over)."""

    character: str
    characteristic: str
    points: int
    reason: str | None
    voidable = True

    def fold(self, state: CampaignState) -> None:
        sheet = living(state, self.character)
        sheet.regain_points(self.characteristic, self.points)

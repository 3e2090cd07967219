"""The core fact of optional rules: one turned on or off (see journal.domain.options).

A module-level fact (see domain.events); its name and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.state import CampaignState


class OptionChanged(CampaignEvent):
    """An optional rule of the ruleset was turned on or off for this campaign."""

    option: str
    on: bool
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.table.setdefault("options", {})[self.option] = self.on


def options_of(state: CampaignState) -> dict[str, bool]:
    return state.table.get("options", {})


class LanguageChosen(CampaignEvent):
    """The campaign's own language was chosen: its chronicles, site and lines
    come out in it on any machine whose user asked for none (journal.i18n)."""

    lang: str
    voidable = True

    def fold(self, state: CampaignState) -> None:
        state.table["lang"] = self.lang


def language_of(state: CampaignState) -> str | None:
    """The campaign's own language, if one was chosen."""
    return state.table.get("lang")

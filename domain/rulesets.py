"""The rulesets the journal knows, by the name stored in each campaign."""

from __future__ import annotations

from domain.character import Character

NAMES = ("daimon2090",)


def sheet_class(ruleset: str) -> type[Character]:
    """The character sheet class of a ruleset (the core's plain one if unknown)."""
    if ruleset == "daimon2090":
        from domain.daimon2090.sheet import Sheet

        return Sheet
    return Character


def campaign_class(ruleset: str):
    """The campaign aggregate class of a ruleset."""
    if ruleset == "daimon2090":
        from domain.daimon2090.campaign import DaimonCampaign

        return DaimonCampaign
    raise ValueError(f"unknown ruleset {ruleset!r}")

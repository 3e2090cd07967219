""" "Le azioni" is found by name among the built-in rulesets."""

from __future__ import annotations

from journal.domain.azioni.campaign import AzioniCampaign
from journal.domain.azioni.sheet import AzioniSheet
from journal.domain.rulesets import ruleset
from journal.plugins import built_in


def test_azioni_is_built_in():
    found = ruleset("azioni")
    assert "azioni" in built_in() and "Le azioni" in found.title
    assert found.campaign_class() is AzioniCampaign
    assert found.sheet_class() is AzioniSheet
    assert AzioniSheet.TRACKS == ()  # wounds and the rest: the table's own tracks

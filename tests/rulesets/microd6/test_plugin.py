"""µD6 is found by name among the built-in rulesets."""

from __future__ import annotations

from journal.domain.microd6.campaign import MicroCampaign
from journal.domain.microd6.sheet import MicroSheet
from journal.domain.rulesets import ruleset
from journal.plugins import built_in


def test_microd6_is_built_in():
    found = ruleset("microd6")
    assert "microd6" in built_in() and found.title == "µD6"
    assert found.campaign_class() is MicroCampaign
    assert found.sheet_class() is MicroSheet
    assert [t.name for t in MicroSheet.TRACKS] == ["tenacia", "monete"]
    assert all(t.command is None for t in MicroSheet.TRACKS)  # the table moves them

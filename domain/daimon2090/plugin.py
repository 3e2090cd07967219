"""Dàimon 2090 as a plug-in: the descriptor the core resolves by name."""

from __future__ import annotations

from journal.domain.rulesets import Ruleset

RULESET = Ruleset(
    name="daimon2090",
    title="Dàimon 2090",
    source="Dàimon 2090 (Italian rulebook, seeds/daimon-2090.txt)",
    campaign="journal.domain.daimon2090.campaign:DaimonCampaign",
    cli="journal.rulesets.daimon2090.cli",
    views="journal.projections.daimon2090.views",
    phrases="journal.projections.daimon2090.phrases",
    templates="journal.templates.daimon2090",
)

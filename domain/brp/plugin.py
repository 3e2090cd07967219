"""Basic Roleplaying (the Italian SRD) as a plug-in: the descriptor."""

from __future__ import annotations

from journal.domain.rulesets import Ruleset

RULESET = Ruleset(
    name="brp",
    title="Basic Roleplaying SRD (IT)",
    source="Basic Roleplaying System Reference Document 1.0, Italian edition "
    "(seeds/brp-srd-it.txt)",
    campaign="journal.domain.brp.campaign:BrpCampaign",
    cli="journal.rulesets.brp.cli",
    views="journal.projections.brp.views",
    phrases="journal.projections.brp.phrases",
    templates="journal.templates.brp",
)

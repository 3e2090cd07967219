"""µD6 as a plug-in: the descriptor the core resolves by name."""

from __future__ import annotations

from journal.domain.rulesets import Ruleset

RULESET = Ruleset(
    name="microd6",
    title="µD6",
    source="µD6: un patchwork tra Dungeon World e Blades in the Dark "
    "(seeds/microd6.txt)",
    campaign="journal.domain.microd6.campaign:MicroCampaign",
    cli="journal.rulesets.microd6.cli",
    views="journal.projections.microd6.views",
    phrases="journal.projections.microd6.phrases",
    templates="journal.templates.microd6",
)

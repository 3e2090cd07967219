""" "Le azioni" as a plug-in: the descriptor the core resolves by name."""

from __future__ import annotations

from journal.domain.rulesets import Ruleset

RULESET = Ruleset(
    name="azioni",
    title='"Le azioni" (dadi poliedrici)',
    source='"Le azioni" e "Le prove", polyhedral dice (seeds/prove-polyhedral.txt)',
    campaign="journal.domain.azioni.campaign:AzioniCampaign",
    cli="journal.rulesets.azioni.cli",
    views="journal.projections.azioni.views",
    phrases="journal.projections.azioni.phrases",
    templates="journal.templates.azioni",
)

"""Fuori dal Tempo as a plug-in: the descriptor the core resolves by name."""

from __future__ import annotations

from journal.domain.rulesets import Ruleset

RULESET = Ruleset(
    name="fdt",
    title="Fuori dal Tempo",
    source="Fuori dal Tempo, Regole base v4 (seeds/fuori-dal-tempo.txt)",
    campaign="journal.domain.fdt.campaign:FdtCampaign",
    cli="journal.rulesets.fdt.cli",
    views="journal.projections.fdt.views",
    phrases="journal.projections.fdt.phrases",
    templates="journal.templates.fdt",
)

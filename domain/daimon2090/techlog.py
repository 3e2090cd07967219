"""The technology log (Log tecnologico): enrichment and strategic interventions."""

from __future__ import annotations


class TechCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

"""Evolution (Evoluzione): PE, EVO, purchases and the level."""

from __future__ import annotations


class EvolutionCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

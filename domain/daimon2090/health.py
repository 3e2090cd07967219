"""Health (Ferite e salute): healing, worsening, death; help; the Riserva economy."""

from __future__ import annotations


class HealthCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

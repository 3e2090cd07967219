"""Confrontations (Confronti): sealed commitments, ranking, ties and escalation."""

from __future__ import annotations


class ConfrontCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

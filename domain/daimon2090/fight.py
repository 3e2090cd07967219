"""Combat (Combattimento): fights, rounds, aiming (Mira), and the 13-marker counters."""

from __future__ import annotations


class FightCommands:
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

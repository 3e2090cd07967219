"""Creation (Creazione dei personaggi): the random procedure and the creation rules."""

from __future__ import annotations


class CreationCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

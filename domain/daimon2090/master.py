"""The rotating Master (Master a rotazione): rolls, tokens, claims, keeps."""

from __future__ import annotations


class MasterCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

"""The Oracle (Oracolo): its tables, read by light and dark dice."""

from __future__ import annotations


class OracleCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

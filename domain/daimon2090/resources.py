"""Resources (Risorse): acquisitions, Risorse and the social class, money rewards."""

from __future__ import annotations


class ResourceCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

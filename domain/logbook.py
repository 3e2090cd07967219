"""The event log (Log degli eventi): entries, later notes, keywords (any ruleset)."""

from __future__ import annotations


class LogbookCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

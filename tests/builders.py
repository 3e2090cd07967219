"""Shared test data for domain-level tests: a stamp and a checked sheet."""

from __future__ import annotations

from datetime import UTC, datetime

from journal.domain.campaign import Stamp

STAMP = Stamp(datetime(2026, 11, 21, tzinfo=UTC), "test")


def sheet(name: str = "Kira", player: str = "Ana", **changes) -> dict:
    """A character as `parse_sheet` returns it for an imported sheet."""
    return {
        "name": name,
        "player": player,
        "creation": "import",
        "level": 0,
        "social_class": {"origin": 3, "current": 1},
        "risorse": 1,
        "characteristics": dict(
            potenza=3, destrezza=2, agilita=3, intelligenza=3, spirito=2, carisma=1
        ),
        "classes": ["Cracker"],
        "traits": [],
        "skills": {},
        "reserve": 7,
        "pe": 0,
        "evo": 0,
        "weapons": [],
        "protections": [],
        "enhancements": [],
        "daimon": {"name": None, "description": None, "traits": []},
        "equipment": [],
        **changes,
    }

"""A "Le azioni" table through the real command line: the sample's two
characters, a session and a scene open."""

from __future__ import annotations

from pathlib import Path

import pytest

SAMPLE = Path(__file__).resolve().parents[3] / "campaigns" / "il-guado"


@pytest.fixture
def guado(table):
    table.run("campaign", "new", "Il guado", "--ruleset", "azioni")
    table.run("player", "add", "Ana", "Bruno")
    for name in ("mira", "oreste"):
        table.run("character", "create", "--from", str(SAMPLE / f"{name}.toml"))
    table.run("session", "start", "--date", "2026-12-05")
    table.run("scene", "start", "Il fiume")
    return table

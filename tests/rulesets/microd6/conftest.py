"""A µD6 table through the real command line: the sample's three characters
and a fourth, a session and a scene open."""

from __future__ import annotations

from pathlib import Path

import pytest

SAMPLE = Path(__file__).resolve().parents[3] / "campaigns" / "valdombra"
DINO = """
nome = "Dino"
giocatore = "Dario"
tenacia = 1
stats = { Cercare = 1, Vigore = 1 }
"""


@pytest.fixture
def valdombra(table, tmp_path: Path):
    table.run("campaign", "new", "Valdombra", "--ruleset", "microd6")
    table.run("player", "add", "Ana", "Bruno", "Carla", "Dario")
    for name in ("lia", "tomas", "greta"):
        table.run("character", "create", "--from", str(SAMPLE / f"{name}.toml"))
    (tmp_path / "dino.toml").write_text(DINO)
    table.run("character", "create", "--from", str(tmp_path / "dino.toml"))
    table.run("session", "start", "--date", "2026-11-28")
    table.run("scene", "start", "La cripta")
    return table

"""A BRP table through the real command line (tests/conftest.py's Table)."""

from __future__ import annotations

from pathlib import Path

SAMPLE = Path(__file__).resolve().parents[3] / "campaigns" / "la-casa-sul-lago"

ADA = """
name = "Ada Neri"
player = "Ana"
creation = "import"
[characteristics]
FOR = 13
COS = 11
TAG = 13
INT = 14
POT = 11
DES = 12
FAS = 10
[skills]
"Ricerca" = 60
"Nascondersi" = 35
"Arma da Mischia (Spada)" = 50
"Primo Soccorso" = 40
[[weapons]]
name = "Spada Corta"
[[armour]]
name = "Armatura di Cuoio Rigido"
"""
BEPI = """
name = "Bepi Sala"
player = "Bruno"
creation = "import"
[characteristics]
FOR = 10
COS = 12
TAG = 12
INT = 12
POT = 9
DES = 10
FAS = 11
"""

CECCO = """
name = "Cecco Rana"
player = "Bruno"
creation = "import"
[characteristics]
FOR = 12
COS = 12
TAG = 12
INT = 13
POT = 12
DES = 12
FAS = 10
[skills]
"Arma da Fuoco (Pistola)" = 40
"Arma da Mischia (Lancia)" = 45
"Arma da Mischia (Pugnale)" = 60
"Arma a Distanza (Balestra)" = 40
"Rissa" = 60
"Arti Marziali" = 30
"Scudo (Oplitico)" = 30
"Insegnare" = 70
"Ricerca" = 50
"Nascondersi" = 50
[[weapons]]
name = "Pistola"
[[weapons]]
name = "Lancia Lunga"
[[weapons]]
name = "Pugnale"
[[weapons]]
name = "Spada Corta"
[[weapons]]
name = "Balestra Leggera"
[[weapons]]
name = "Rissa"
[[weapons]]
name = "Scudo Oplitico"
"""


def with_cecco(table, tmp_path: Path):
    """Cecco (DES 12 as Ada; a pistol, a long spear, a dagger, a crossbow,
    Rissa 60 and Arti Marziali 30, an Oplitico shield, Insegnare 70) joins."""
    (tmp_path / "cecco.toml").write_text(CECCO, encoding="utf-8")
    table.run("character", "create", "--from", str(tmp_path / "cecco.toml"))
    return table


def brp_table(table, tmp_path: Path):
    """Ada (FOR 13, TAG 13: 12 PF, +1D4; hard leather) and Bepi (FOR 10), a
    session and a scene open."""
    for name, text in (("ada", ADA), ("bepi", BEPI)):
        (tmp_path / f"{name}.toml").write_text(text, encoding="utf-8")
    table.run("campaign", "new", "Prove", "--ruleset", "brp")
    table.run("player", "add", "Ana", "Bruno")
    table.run("character", "create", "--from", str(tmp_path / "ada.toml"))
    table.run("character", "create", "--from", str(tmp_path / "bepi.toml"))
    table.run("session", "start", "--date", "2026-11-21")
    table.run("scene", "start", "La palude")
    return table


def last(events: list[dict], kind: str) -> dict:
    return [e for e in events if e["type"] == kind][-1]

""" "Le azioni": a Master's character (`npc add`) in a contest and wounded by
name, across sessions, out of the party."""

from __future__ import annotations

WOLF = """
nome = "Lupo"
[caratteristiche]
Forza = "1d6"
"Agilità" = "1d8"
[risorse]
"Ferite" = { value = 0, max = 3 }
"""


def test_a_wolf_contests_and_carries_its_wounds_to_the_next_session(guado, tmp_path):
    table = guado
    (tmp_path / "lupo.toml").write_text(WOLF, encoding="utf-8")
    table.run("png", "aggiungi", "Lupo", "--from", str(tmp_path / "lupo.toml"))
    # Forza at 5: Mira's 1d6 shows 5 (+0), the wolf's 1d6 a 3 (−2): Mira wins.
    (contest,) = table.json("contest", "Mira", "Lupo", "--char", "Forza",
                            "--difficulty", "5", "--dice", "5,3")  # fmt: skip
    wolf = contest["sides"][1]
    assert (wolf["character"], wolf["total"], wolf["margin"]) == ("Lupo", 3, -2)
    assert (contest["winner"], contest["stalemate"]) == ("Mira Falco", False)
    table.run("track", "gain", "Lupo", "Ferite", "2", "--reason", "il bastone")
    table.run("scene", "end")
    table.run("session", "end")
    table.run("session", "start", "--date", "2026-12-12")
    assert table.json("track", "Lupo")["Ferite"] == {"value": 2, "min": 0, "max": 3}
    status = table.run("status").stdout
    assert "  The Master's characters:\n    Lupo: " in status
    assert [r["name"] for r in table.json("npc", "list")] == ["Lupo"]
    assert "Lupo" not in [r["name"] for r in table.json("character", "list")]

"""µD6's Master's characters (`npc add`): wounded, rolled and resisting by name
as the players' characters are, across sessions, out of the party."""

from __future__ import annotations


def test_an_orc_wounded_by_name_keeps_its_wound_to_the_next_session(valdombra):
    table = valdombra
    table.run("npc", "add", "Orco", "Combattere=3", "Vigore=2", "tenacia=2")
    # A Ferita Critica (3), one tenacia spent: level 2, tenacia 2 → 1.
    table.run("wound", "Orco", "3", "--tenacia", "1", "--complication",
              "--cause", "la lancia di Tomas")  # fmt: skip
    orc = table.json("show", "Orco")
    assert (orc["tenacia"], [w["level"] for w in orc["wounds"]]) == (1, [2])
    table.run("scene", "end")
    table.run("session", "end")
    table.run("session", "start", "--date", "2026-12-05")
    table.run("scene", "start", "Il ritorno")
    # Combattere 3, −1d for the wound's complication: 2 dice, the highest read.
    (rolled,) = table.json("roll", "Orco", "--stat", "Combattere", "--dice", "5,2")
    assert (rolled["pool"], rolled["outcome"]) == (2, "partial")
    status = table.run("status").stdout
    assert "  The Master's characters:\n    Orco: Tenacia 1  Wounds 2" in status
    party = [row["name"] for row in table.json("character", "list")]
    assert "Orco" not in party and len(party) == 4

"""Non-player characters in every ruleset: the Master's, out of the party."""

from __future__ import annotations

from pathlib import Path

from tests.test_site.html import Page

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"


def test_the_bear_is_the_masters_in_every_surface(tmp_path):
    # The Basic Roleplaying sample brings the SRD's bear in with `npc add`.
    from tests.conftest import Table

    table = Table(tmp_path / "journal.sqlite3")
    table.run("run", str(CAMPAIGNS / "la-casa-sul-lago" / "sessione-1.journal"))
    bear = table.json("show", "Orso")
    assert (bear["player"], bear["npc"], bear["pf"]["max"]) == (None, True, 17)
    assert [row["name"] for row in table.json("npc", "list")] == ["Orso"]
    party = [row["name"] for row in table.json("character", "list")]
    assert party == ["Giulia Marchi", "Marco Ferri"]
    status = table.run("status").stdout
    assert "Orso (" not in status
    assert "  The Master's characters:\n    Orso: PF 2/17" in status
    assert "I personaggi del Master:" in table.run("--lang", "it", "status").stdout
    table.run("chronicle", "--all", "--out", str(tmp_path / "c.md"))
    chronicle = (tmp_path / "c.md").read_text()
    assert "### Orso (the Master's)" in chronicle
    luck = chronicle.split("Luck")[1].split("##")[0] if "Luck" in chronicle else ""
    assert "Orso" not in luck
    table.run("site", "--out", str(tmp_path / "site"))
    home = Page(tmp_path / "site" / "index.html").text
    assert "The Master's characters Name PF" in home
    party_table = home.split("The party")[1].split("The Master's characters")[0]
    assert "Orso" not in party_table and "Marco Ferri" in party_table


def test_quick_stats_in_italian_and_every_problem_at_once(table):
    table.run("campaign", "new", "Valdombra", "--ruleset", "microd6")
    (added,) = table.json("png", "aggiungi", "Lupo", "Combattere=2", "Agilità=1")
    assert added["type"] == "CharacterCreated"
    lupo = table.json("show", "Lupo")
    assert lupo["stats"] == {"Combattere": 2, "Agilità": 1} and lupo["npc"] is True
    table.run("campaign", "new", "Lago", "--ruleset", "brp")
    refused = table.refused("npc", "add", "Lupa", "FOR=x", "COS=12")
    assert refused.startswith("refused: Lupa has 5 problems: characteristics.FOR ")
    assert "characteristics.TAG is missing" in refused
    # A name already taken is refused, as a character's is.
    table.run("npc", "add", "Lupa", "FOR=11", "COS=13", "TAG=9", "INT=5", "POT=10",
              "DES=13")  # fmt: skip
    assert "already a character called Lupa" in table.refused(
        "npc", "add", "lupa", "FOR=11", "COS=13", "TAG=9", "INT=5", "POT=10", "DES=13"
    )

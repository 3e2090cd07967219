"""Event ids are unique in a store; an id of another campaign is refused, naming it.

A new campaign's ids sit in a band of their own, derived from its id (nothing
stored changes); campaigns recorded before bands share band 0, and a lookup
there is scoped to the campaign in scope (tests/data/two-campaigns.v1.jsonl is
such a store, recorded by the journal before this change).
"""

from __future__ import annotations

from pathlib import Path

from tests.test_journal.test_stored_format import load_stream

DATA = Path(__file__).resolve().parents[1] / "data"
TWO = DATA / "two-campaigns.v1.jsonl"
SAMPLE = DATA.parent.parent / "campaigns" / "ombre-su-milano"


def two_campaigns(table) -> tuple[list, list]:
    """Ombre su Milano and Luci su Torino, each with a roll; their logs."""
    table.run("campaign", "new", "Ombre su Milano")
    table.run("player", "add", "Ana")
    table.run("character", "create", "--from", str(SAMPLE / "kira.toml"))
    table.run("dice", "1d6", "--for", "Kira", "--dice", "4")
    table.run("campaign", "new", "Luci su Torino")
    table.run("player", "add", "Ana")
    table.run("character", "create", "--from", str(SAMPLE / "kira.toml"))
    table.run("dice", "1d6", "--for", "Kira", "--dice", "2")
    first = table.json("--campaign", "Ombre su Milano", "log")
    return first, table.json("log")


def test_a_new_stores_first_campaign_keeps_the_ids_it_always_had(table):
    first, _ = two_campaigns(table)
    assert [e["id"] for e in first[:3]] == ["67s36j9z", "w14mjfxe", "57jvh1ez"]


def test_ids_are_unique_in_the_store(table):
    first, second = two_campaigns(table)
    assert len(first) == len(second) == 4
    assert not {e["id"] for e in first} & {e["id"] for e in second}


def test_an_id_of_another_campaign_is_refused_naming_it(table):
    first, second = two_campaigns(table)
    roll = first[-1]["id"]
    line = table.refused("void", roll, "--reason", "wrong campaign")
    assert line == (
        f"refused: event {roll} belongs to campaign 'Ombre su Milano', not to this "
        "one; add --campaign 'Ombre su Milano' (journal)"
    )
    assert "belongs to campaign 'Ombre su Milano'" in table.refused(
        "show", "Kira", "--as-of", roll
    )
    # Named with its campaign, the same id works.
    table.run("--campaign", "Ombre su Milano", "void", roll, "--reason", "typo")
    assert table.json("log")[-1]["void"] is False  # Luci su Torino untouched


def test_a_mistyped_id_is_refused_with_the_closest_ids(table):
    first, _ = two_campaigns(table)
    table.run("campaign", "use", "Ombre su Milano")
    roll = first[-1]["id"]
    typo = roll[:-1] + ("x" if roll[-1] != "x" else "y")
    line = table.refused("void", typo, "--reason", "x")
    assert line.startswith(f"refused: no event '{typo}' in this campaign; did you mean")
    assert roll in line


def test_an_old_store_keeps_its_ids_and_new_campaigns_get_unique_ones(table):
    load_stream(table, TWO)
    torino = table.json("log")
    milano = table.json("--campaign", "Ombre su Milano", "log")
    assert torino[0]["id"] == milano[0]["id"] == "67s36j9z"  # as recorded then
    # An id both old campaigns have is the one of the campaign in scope.
    shared = torino[-1]["id"]  # Torino's roll; in Milano, a roll of Kira's too
    assert shared in {e["id"] for e in milano}
    table.run("void", shared, "--reason", "scoped")
    assert table.json("log")[-2]["void"] is True
    # An id only Milano reached (its stream is longer) names Milano.
    beyond = milano[len(torino) + 1]["id"]
    assert "belongs to campaign 'Ombre su Milano'" in table.refused(
        "void", beyond, "--reason", "x"
    )
    table.run("campaign", "new", "Notte a Genova")
    genova = table.json("log")
    old = {e["id"] for e in milano} | {
        e["id"] for e in table.json("--campaign", "Luci su Torino", "log")
    }
    assert not {e["id"] for e in genova} & old
    assert "belongs to campaign 'Notte a Genova'" in table.refused(
        "--campaign", "Luci su Torino", "show", "Kira", "--as-of", genova[0]["id"]
    )

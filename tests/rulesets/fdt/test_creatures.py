"""Stat blocks (2.9): the boar Baljeddur as the seed prints it, into a fight."""

from __future__ import annotations

from pathlib import Path

import pytest

from journal.domain.errors import RuleBroken
from journal.domain.fdt.creatures import parse_stat_block
from tests.builders import STAMP
from tests.rulesets.fdt.builders import BALJEDDUR, campaign, last

BOAR = {
    "vita": 14,
    "ag": 1,
    "c": 1,
    "v": 16,
    "fr": 16,
    "dp": 3,
    "attacks": [
        {"name": "Morso", "value": 12, "damage": "1d4", "unabsorbable": False},
        {"name": "Zoccolo", "value": 12, "damage": "1d6", "unabsorbable": False},
    ],
    "abilities": [
        {"name": "Carica", "detail": "2d6"},
        {"name": "Percezione", "detail": None},
    ],
    "n": 6,
    "pix": 11,
}


def test_the_boars_stat_block_as_printed():
    assert parse_stat_block(BALJEDDUR) == BOAR


def test_the_compact_form_reads_the_same():
    compact = (
        "vita 14, ag +1, c 1, v 16, fr 16, dp 3, Morso (12 − d4) + Zoccolo "
        "(12 − d6); Carica (2d6), Percezione; n 6; PiX 11"
    )
    assert parse_stat_block(compact) == BOAR


def test_a_pack_and_an_unabsorbable_attack():
    block = (
        "vita\tag\tc\tv\tfr\tdp\tATTAKKO\n"
        "8\t+2\t0\t20\t12\t4\tMorso (13 - 2d4+1) A nudo\n"
        "ABILITA'\tn\tPiX\n"
        "Fiuto\t+\t6\n"
    )
    wolf = parse_stat_block(block)
    assert wolf["n"] == "+"
    assert wolf["attacks"] == [
        {"name": "Morso", "value": 13, "damage": "2d4+1", "unabsorbable": True}
    ]


@pytest.mark.parametrize(
    "text, message",
    [
        ("vita\tag\n14\t1", "has no c"),
        ("vita 14, ag +1, c 1, v 16, fr 16, dp 3, PiX x", "has no pix"),
        (
            "vita\tag\tc\tv\tfr\tdp\tATTAKKO\n14\t+1\t1\t16\t16\t3",
            "6 cells for 7 columns",
        ),
        ("vita 0, ag 0, c 0, v 1, fr 1, dp 1, PiX 1", "vita is at least 1"),
        (
            "vita\tag\tc\tv\tfr\tdp\tATTAKKO\n9\t0\t0\t1\t1\t1\tMorso 12\nn\tPiX\n1\t1",
            "'Morso 12' is not an attack",
        ),
        ("x" * 5000, "not a page"),
    ],
)
def test_malformed_blocks_are_refused(text, message):
    with pytest.raises(RuleBroken, match=message):
        parse_stat_block(text)


def test_the_boar_joins_the_campaign_as_an_npc():
    table = campaign()
    table.add_creature("Baljeddur", parse_stat_block(BALJEDDUR), STAMP, "Cinghiale")
    event = last(table)
    assert (type(event).__name__, event.name, event.kind) == (
        "CreatureAdded",
        "Baljeddur",
        "Cinghiale",
    )
    record = table.state.table["creatures"][event.event_id]
    assert (record["pv"], record["status"]) == (14, "active")
    with pytest.raises(RuleBroken, match="already someone called Baljeddur"):
        table.add_creature("baljeddur", parse_stat_block(BALJEDDUR), STAMP)
    with pytest.raises(RuleBroken, match="already someone called Katariello"):
        table.add_creature("Katariello", parse_stat_block(BALJEDDUR), STAMP)


CAMPAIGN = Path(__file__).resolve().parents[3] / "campaigns" / "mare-in-burrasca"
WOLF = "vita 8, ag +2, c 0, v 20, fr 12, dp 4, Morso (13 - d6); Fiuto; n +; PiX 6"


def _boar_added(tmp_path, *command: str) -> list[dict]:
    from tests.conftest import Table

    table = Table(tmp_path / f"{command[0]}.sqlite3")
    table.run("campaign", "new", "Mare in burrasca", "--ruleset", "fdt")
    added = table.json(*command)
    assert [row["name"] for row in table.json("npc", "list")] == ["Zannarossa"]
    assert table.json("creature", "list")[0]["pv"] == 14
    return [{k: v for k, v in e.items() if k not in ("id", "at", "seq")} for e in added]


def test_creature_add_is_npc_add_with_a_stat_block(tmp_path):
    # `creature add` stays, and records what `npc add` records from the same
    # block: one CreatureAdded, the boar's 14 pV, its kind for the Valore.
    boar = str(CAMPAIGN / "baljeddur.txt")
    old = _boar_added(tmp_path, "creature", "add", "Zannarossa", "--file", boar,
                      "--kind", "Cinghiale")  # fmt: skip
    new = _boar_added(tmp_path, "npc", "add", "Zannarossa", "--from", boar,
                      "--kind", "Cinghiale")  # fmt: skip
    assert old == new and [e["type"] for e in new] == ["CreatureAdded"]
    assert (new[0]["kind"], new[0]["stats"]) == ("Cinghiale", BOAR)


def test_a_creature_from_npc_add_fights_by_name(tmp_path):
    from tests.conftest import Table

    table = Table(tmp_path / "journal.sqlite3")
    table.run("campaign", "new", "Mare", "--ruleset", "fdt")
    table.run("player", "add", "Ana")
    table.run("character", "create", "--from", str(CAMPAIGN / "katariello.toml"))
    table.run("session", "start", "--date", "2030-01-05")
    table.run("scene", "start", "Il bosco")
    table.run("png", "aggiungi", "Lupo", "--block", WOLF)
    # Armi da mischia 14 − the wolf's ag 2 = 12: a 9 hits; d8 6 + bForza 3 = 9,
    # more than the wolf's 8 pV.
    table.run("attack", "Katariello", "--at", "Lupo", "--weapon", "Ascia",
              "--dice", "9,6")  # fmt: skip
    (wolf,) = table.json("npc", "list")
    assert (wolf["name"], wolf["pv"], wolf["status"]) == ("Lupo", -1, "dead")
    status = table.run("status").stdout
    assert "  The Master's characters:\n    Lupo: pV -1/8  [dead]" in status
    # The site's index lists it with the Master's characters.
    from tests.test_site.html import Page

    table.run("site", "--out", str(tmp_path / "site"))
    home = Page(tmp_path / "site" / "index.html").text
    assert "The Master's characters Name pV Status Lupo -1/8 dead" in home
    refused = table.run("npc", "add", "Orso", "--kind", "Orso", "Forza=14", expect=2)
    assert "--kind goes with a stat block" in refused.stderr

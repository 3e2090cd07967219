"""Stat blocks (2.9): the boar Baljeddur as the seed prints it, into a fight."""

from __future__ import annotations

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

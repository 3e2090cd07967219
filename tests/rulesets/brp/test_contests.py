"""The resistance table (3.4) and opposed skills (3.3)."""

from __future__ import annotations

import pytest

from journal.domain.brp import rules
from journal.domain.brp.play import Check
from journal.domain.errors import RuleBroken
from tests.builders import STAMP
from tests.rulesets.brp.helpers import recorded, sheet_of, table, typed


def resist(campaign, active, passive, *faces, side="active", who="Ana"):
    campaign.resist(
        active, passive, side, (who, "FOR", "TAG"), None, typed(*faces), STAMP
    )
    return recorded(campaign)[-1]


def test_lifting_the_rock():
    # 3.4: FOR 13 against a rock of TAG 15 is 40%; the rock does not roll
    campaign = table()
    lifted = resist(campaign, 13, 15, 40)
    assert (lifted.chance, lifted.roll, lifted.result) == (40, 40, "success")
    assert resist(campaign, 13, 15, 41).result == "failure"


@pytest.mark.parametrize(
    "active, passive, chance",
    [(1, 1, 50), (10, 1, 95), (1, 10, 5), (12, 21, 5), (21, 12, 95), (13, 15, 40)],
)
def test_the_printed_table_is_50_plus_5_per_point(active, passive, chance):
    assert rules.resistance(active, passive) == chance


def test_ten_or_more_apart_decides_without_a_roll():
    # Decision (⚠ "–" on the table): the stronger side wins outright
    campaign = table()
    won = resist(campaign, 25, 15)
    assert (won.chance, won.roll, won.result) == (None, None, "automatic success")
    assert resist(campaign, 3, 13).result == "automatic failure"
    with pytest.raises(RuleBroken, match="needs 0 dice, 1 were typed"):
        resist(campaign, 25, 15, 50)


def test_the_passive_side_may_roll():
    # the player's character resists (passive): its chance is 50 + 5 × (15 − 13)
    campaign = table()
    held = resist(campaign, 13, 15, 60, side="passive")
    assert (held.side, held.chance, held.result) == ("passive", 60, "success")


def test_resistance_refuses_absurd_values():
    with pytest.raises(RuleBroken, match="outside 0..999"):
        resist(table(), 10**6, 15, 50)


def oppose(campaign, first: tuple, second: tuple, *faces):
    campaign.oppose([Check(*first), Check(*second)], None, typed(*faces), STAMP)
    return recorded(campaign)[-1]


def test_opposition_levels_cancel():
    # Ana's Furtività 35 (25 in her hard leather) against Bruno's Lotta 40
    campaign = table()
    sneak, grab = ("Ana", "Furtività"), ("Bruno", "Lotta")
    cases = [
        ((3, 5), [rules.FAILURE, rules.FAILURE], None, False),  # special/special
        ((3, 20), [rules.SUCCESS, rules.FAILURE], 0, False),  # special/success
        ((3, 90), [rules.SPECIAL, rules.FAILURE], 0, True),  # special/failure
        ((20, 90), [rules.SUCCESS, rules.FAILURE], 0, False),  # success/failure
        ((20, 30), [rules.SUCCESS, rules.SUCCESS], 1, False),  # higher skill wins
        ((90, 90), [rules.FAILURE, rules.FAILURE], None, False),  # stalemate
    ]
    for faces, levels, winner, double in cases:
        resolved = oppose(campaign, sneak, grab, *faces)
        assert [s["after"] for s in resolved.sides] == levels, faces
        assert (resolved.winner, resolved.double) == (winner, double), faces


def test_two_specials_cancel_yet_both_tick():
    campaign = table()
    resolved = oppose(campaign, ("Ana", "Furtività"), ("Bruno", "Lotta"), 3, 5)
    assert resolved.winner is None
    assert sheet_of(campaign, "Ana").ticks == ["Furtività"]
    assert sheet_of(campaign, "Bruno").ticks == ["Lotta"]


def test_two_throws_that_both_miss():
    # 3.3: two characters throw at the same target; both fail, both miss
    campaign = table()
    resolved = oppose(campaign, ("Ana", "Lanciare"), ("Bruno", "Lanciare"), 80, 70)
    assert [s["level"] for s in resolved.sides] == ["failure", "failure"]
    assert resolved.winner is None


def test_a_character_cannot_oppose_itself():
    with pytest.raises(RuleBroken, match="cannot oppose itself"):
        oppose(table(), ("Ana", "Furtività"), ("Ana", "Ascoltare"), 3, 5)

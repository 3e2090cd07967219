"""Evolution's and Risorse's rules on their own: prices, limits, conversions."""

from __future__ import annotations

import pytest

from journal.domain.daimon2090 import evorules as r
from journal.domain.daimon2090.resources import class_step, reward_value
from journal.domain.daimon2090.sheet import Sheet
from journal.domain.errors import InconsistentHistory, RuleBroken

KIRA = {
    "id": "k1",
    "name": "Kira Voss",
    "player": "Ana",
    "characteristics": {
        "potenza": 3,
        "destrezza": 2,
        "agilita": 3,
        "intelligenza": 3,
        "spirito": 2,
        "carisma": 1,
    },
    "social_class": {"origin": 3, "current": 1},
    "risorse": 1,
    "weapons": [{"name": "Pistola", "level": 2, "marks": 0, "bonus": {}}],
}


def kira(**changes) -> Sheet:
    return Sheet.from_dict({**KIRA, **changes})


def test_an_old_sheet_remembers_its_creation_values_as_its_current_ones():
    sheet = kira()
    assert sheet.created == KIRA["characteristics"]
    assert sheet.created is not sheet.characteristics
    assert sheet.social_class_path == [1]
    assert (sheet.inherited_from, sheet.inherited_by) == (None, None)


def test_a_characteristic_grows_from_its_creation_value_not_its_current_one():
    # Agilità 5 now, 2 at creation: 5 is the most it may reach.
    sheet = kira(
        characteristics={**KIRA["characteristics"], "agilita": 5},
        created={**KIRA["characteristics"], "agilita": 2},
    )
    with pytest.raises(RuleBroken, match=r"was 2 at creation .* \(to 5\)"):
        r.check_characteristic(sheet, "agilita")
    r.check_characteristic(sheet, "potenza")  # 3 -> 4: fine


def test_spending_evo_raises_the_level_by_as_much():
    sheet = kira(evo=4)
    sheet.spend_evo(3)
    assert (sheet.evo, sheet.level) == (1, 3)
    with pytest.raises(InconsistentHistory, match="would need 2 EVO and has 1"):
        sheet.spend_evo(2)


@pytest.mark.parametrize(
    "points, reference, klass, gained",
    [
        (1, 3, 3, 1),  # the same class: 1 per point
        (1, 3, 2, 2),  # one class lower: 1 more per point
        (1, 3, 1, 3),
        (2, 3, 1, 6),  # every point is worth as much
        (1, 3, 4, 0),  # a higher class gains nothing
        (5, 1, 7, 0),
    ],
)
def test_money_is_worth_more_to_a_lower_class(points, reference, klass, gained):
    assert reward_value(points, reference, klass) == gained


@pytest.mark.parametrize(
    "current, risorse, step",
    [
        (3, 7, "risorse-7"),
        (3, 0, "risorse-0"),
        (6, 7, None),
        (1, 0, None),
        (7, 0, None),
        (3, 6, None),
    ],
)
def test_risorse_move_the_social_class_at_seven_and_zero(current, risorse, step):
    sheet = kira(social_class={"origin": 3, "current": current}, risorse=risorse)
    assert class_step(sheet) == step


@pytest.mark.parametrize(
    "old, added, merged",
    [
        ({}, {"Agilità": 2}, {"Agilità": 2}),
        ({"Mira": 1}, {"Hacking": 1}, {"Mira": 1, "Hacking": 1}),
        ({"Mira": 1}, {"mira": 1}, {"Mira": 2}),
    ],
)
def test_an_enhancement_gives_two_different_plus_one_or_one_plus_two(
    old, added, merged
):
    assert r.merged_bonus(old, added) == merged


@pytest.mark.parametrize(
    "old, added",
    [
        ({}, {"Agilità": 3}),
        ({"Mira": 2}, {"Hacking": 1}),
        ({"Mira": 1, "X": 1}, {"Y": 1}),
    ],
)
def test_an_enhancement_gives_no_more(old, added):
    with pytest.raises(RuleBroken, match="two different \\+1 or a single \\+2"):
        r.merged_bonus(old, added)


def test_an_enhancement_costs_by_what_it_raises_and_one_more_hidden():
    kinds = {"Agilità": "characteristic", "Mira": "skill"}
    assert r.enhancement_cost({"Agilità": 1}, kinds, False) == 2
    assert r.enhancement_cost({"Agilità": 2}, kinds, False) == 4
    assert r.enhancement_cost({"Mira": 1}, kinds, True) == 2
    assert r.enhancement_cost({"Agilità": 1, "Mira": 1}, kinds, True) == 4
    assert r.enhancement_cost({}, kinds, True) == 1


def test_new_gear_is_no_better_than_what_is_owned():
    sheet = kira()
    assert r.gear_ceiling(sheet, "weapon") == 2
    assert r.gear_ceiling(sheet, "protection") == 2  # none of its kind: weapons
    assert r.gear_ceiling(kira(weapons=[]), "weapon") == 0
    with pytest.raises(RuleBroken, match="up to those owned \\(2\\), not 3"):
        r.check_new_gear(sheet, "weapon", "Fucile", 3)

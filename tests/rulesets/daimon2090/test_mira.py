"""Mira: a target of 0 or less is a sure hit, recorded as such, with no dice.

Kira Voss fires her Pistola (level 1) with Destrezza 2; Dario Neri his Pistola
pesante (level 2). Distance + size is the target (MIRA): short 0, large 0.
"""

from __future__ import annotations

AIM = ["fight", "aim", "Kira", "--char", "destrezza", "--weapon", "Pistola"]


def shot(table, *more: str) -> dict:
    (aimed,) = [e for e in table.json(*AIM, *more) if e["type"] == "ShotAimed"]
    return aimed


def test_short_range_and_a_large_target_is_a_sure_hit(ready):
    # 0 + 0 = 0: no success is needed. Kira declared 2 Riserva before the
    # Master revealed the target; no die is rolled, so none is committed.
    sure = shot(ready, "--distance", "short", "--size", "large", "--reserve", "2")
    assert (sure["table_target"], sure["target"], sure["outcome"]) == (
        0,
        0,
        "success",
    )
    assert (sure["pool"], sure["dice"], sure["successes"]) == (0, [], 0)
    assert (sure["reserve_committed"], sure["reserve_returned"]) == (0, 0)
    assert sure["breakdown"]["sure"] is True and sure["chance"] == 1.0
    kira = ready.json("show", "Kira")
    assert kira["reserve"] == 7 and kira["weapons"][0]["marks"] == 1
    assert "a sure hit (target 0 or less: no dice)" in ready.run("log").stdout


def test_a_stronger_weapon_than_the_protection_is_a_sure_hit_too(ready):
    # Dario's heavy pistol (2) against a reinforced vest (1) at short range on a
    # large target: 0 + 0 + (1 − 2) = −1, a sure hit.
    args = ["Dario", "--char", "destrezza", "--weapon", "Pistola pesante"]
    target = ["--distance", "short", "--size", "large", "--protection", "1"]
    events = ready.json("fight", "aim", *args, *target)
    (sure,) = [e for e in events if e["type"] == "ShotAimed"]
    assert (sure["table_target"], sure["target"], sure["pool"]) == (-1, 0, 0)
    assert sure["outcome"] == "success"


def test_typed_dice_for_a_sure_hit_are_refused(ready):
    line = ready.refused(*AIM, "--distance", "short", "--size", "large", "--dice", "6")
    assert line == "refused: the roll needs 0 dice, 1 were typed (Prove)"


def test_medium_range_still_rolls_against_one(ready):
    # 1 + 0 = 1: Destrezza 2, one success needed.
    hit = shot(ready, "--distance", "medium", "--size", "large", "--dice", "4,1")
    assert (hit["target"], hit["pool"], hit["outcome"]) == (1, 2, "success")

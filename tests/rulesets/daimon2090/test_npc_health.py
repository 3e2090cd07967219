"""NPC health (Salute dei PNG) fought to the end at the table, with typed dice.

An NPC takes at most as many wounds as its difficulty; once wounded its
difficulty drops by 1, and by 2 once its wounds exceed half of that maximum
("se le ferite superano la metà"), never below 1 while it still fights.

Dario Neri shoots with Destrezza 3 + Tiro con pistola 2 = 5 dice (no weapons
declared on either side: no gear difference).
"""

from __future__ import annotations

SHOOT = ["--char", "destrezza", "--skill", "Tiro con pistola"]


def shoot(table, faces: str, *more: str) -> dict:
    events = table.json("fight", "round", "Dario", *SHOOT, "--dice", faces, *more)
    (fought,) = [e for e in events if e["type"] == "FightRoundFought"]
    return fought


def npc(table) -> dict:
    (found,) = table.json("fight", "show")["opponents"]
    return found


def test_a_difficulty_two_guard_is_fought_to_its_defeat(ready):
    ready.run("fight", "start", "--against", "Guardia:2")
    # 2 successes against 2: a win, margin 0, one wound. One wound of two is
    # half, not more: the guard drops to difficulty 1 (never 0).
    first = shoot(ready, "6,6,1,1,1")
    assert (first["target"], first["outcome"], first["wounds_inflicted"]) == (
        2,
        "success",
        1,
    )
    assert (npc(ready)["wounds"], npc(ready)["now"]) == (1, 1)
    # Dario misses once: 0 successes against 1, margin 1, one wound taken.
    missed = shoot(ready, "1,2,3,1,2")
    assert (missed["target"], missed["wounds_taken"]) == (1, 1)
    # Wounded (−1D): 4 dice, 1 success against 1: the second wound, its maximum.
    last = shoot(ready, "6,1,1,1")
    assert (last["pool"], last["target"], last["defeated"]) == (4, 1, ["Guardia"])
    assert (npc(ready)["wounds"], npc(ready)["defeated"]) == (2, True)
    line = ready.refused("fight", "round", "Dario", *SHOOT)
    assert line.endswith("(Salute dei PNG)")
    ready.run("fight", "end")


def test_a_difficulty_one_citizen_falls_to_one_wound(ready):
    ready.run("fight", "start", "--against", "Passante:1")
    hit = shoot(ready, "5,1,1,1,1")
    assert (hit["target"], hit["wounds_inflicted"], hit["defeated"]) == (
        1,
        1,
        ["Passante"],
    )


def test_a_difficulty_three_officer_drops_to_two_then_one(ready):
    ready.run("fight", "start", "--against", "Ufficiale:3")
    targets = []
    for faces in ("6,6,6,1,1", "6,6,1,1,1", "6,1,1,1,1"):  # margin 0 each time
        targets.append(shoot(ready, faces)["target"])
    # 0 wounds: 3; 1 wound: 2; 2 wounds exceed half of 3: 1; the third defeats.
    assert targets == [3, 2, 1]
    assert (npc(ready)["wounds"], npc(ready)["defeated"]) == (3, True)


def test_a_legendary_foe_takes_seven_wounds(ready):
    ready.run("fight", "start", "--against", "Leggenda:7")
    bonus = ["--bonus", "4"]  # 9 dice: a clear advantage (Vantaggi e svantaggi)
    seen = []
    for _ in range(4):
        fought = shoot(ready, "6,6,6,6,6,6,6,6,6", *bonus)
        seen.append((fought["target"], fought["margin"], fought["wounds_inflicted"]))
    # 9 successes each round: margin 2 → 1 wound; then 3 → 2, 3 → 2, 4 → 2.
    # Wounds 1: 6; 3 (6 ≤ 7, not more than half): 6; 5: 5; 7: defeated.
    assert seen == [(7, 2, 1), (6, 3, 2), (6, 3, 2), (5, 4, 2)]
    assert (npc(ready)["wounds"], npc(ready)["defeated"]) == (7, True)

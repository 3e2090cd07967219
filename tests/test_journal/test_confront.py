"""Confrontations (Confronti) at the table, with typed dice and exact numbers.

Kira Voss: Agilità 3, Potenza 3, Intelligenza 3, Hacking 3, classes Cracker and
Nomade. Dario Neri: Agilità 2, Potenza 4, Spirito 1. Both hold 7 Riserva dice.
"""

from __future__ import annotations

import pytest

MARA = """name = "Mara Sole"
player = "Chiara"
creation = "import"
social_class = { origin = 4, current = 4 }
characteristics = { potenza = 2, destrezza = 3, agilita = 4, intelligenza = 3, \
spirito = 3, carisma = 3 }
classes = ["Medico"]
traits = ["Calma"]
"""


@pytest.fixture
def crowd(ready, tmp_path):
    """Mara Sole (Agilità 4) and Luca Sole (the same sheet) join the table."""
    ready.run("player", "add", "Chiara", "Luca")
    for name, player in (("Mara Sole", "Chiara"), ("Luca Sole", "Luca")):
        path = tmp_path / f"{player}.toml"
        path.write_text(MARA.replace("Mara Sole", name).replace("Chiara", player))
        ready.run("character", "create", "--from", str(path))
    return ready


def confront(table, *args):
    return table.json("confront", *args)


def rolled(records):
    (roll,) = [r for r in records if r["type"] == "ConfrontationRolled"]
    return roll


def sides(roll):
    return {side["character"]: side for side in roll["sides"]}


def reserve(table, name):
    return table.json("show", name)["reserve"]


def stall(table):
    """Kira (Agilità 3 + 3 Riserva) and Dario (Potenza 4 + 2) tie at 2 successes."""
    faces = "6,5,1,1,1,1,4,4,1,1,1,1"
    return rolled(confront(table, "Kira:agilita:3", "Dario:potenza:2", "--dice", faces))


def test_the_winner_discards_its_riserva_and_the_loser_gets_all_but_one(ready):
    # Kira commits 3 (6 dice), Dario 2 (4 dice): 3 successes against 1.
    records = confront(
        ready, "Kira:agilita:3", "Dario:agilita:2", "--dice", "6,5,4,1,1,2,1,2,5,3"
    )
    kinds = [r["type"] for r in records]
    assert kinds == [
        "ConfrontationOpened",
        "ReserveCommitted",
        "ReserveCommitted",
        "ConfrontationRolled",
    ]
    sealed = [(r["character"], r["amount"]) for r in records[1:3]]
    assert sealed == [("Kira Voss", 3), ("Dario Neri", 2)]
    roll = rolled(records)
    kira, dario = sides(roll)["Kira Voss"], sides(roll)["Dario Neri"]
    assert (kira["pool"], kira["dice"], kira["successes"]) == (6, [6, 5, 4, 1, 1, 2], 3)
    assert (dario["pool"], dario["dice"], dario["successes"]) == (4, [1, 2, 5, 3], 1)
    assert (roll["outcome"], roll["winner"], roll["margin"]) == (
        "winner",
        "Kira Voss",
        2,
    )
    assert roll["exceptional"] is False and roll["confrontation"] == records[0]["id"]
    assert (kira["result"], kira["reserve_committed"], kira["reserve_returned"]) == (
        "winner",
        3,
        0,
    )
    assert (dario["result"], dario["reserve_committed"], dario["reserve_returned"]) == (
        "defeated",
        2,
        1,
    )
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (4, 6)


def test_three_sides_are_ranked_by_successes(crowd):
    # Kira 1 success, Dario 3, Mara 2: Dario prevails over both, Mara over Kira.
    roll = rolled(
        confront(
            crowd,
            "Kira:agilita:1",
            "Dario:potenza:2",
            "Mara:agilita:2",
            "--dice",
            "1,1,4,2,6,6,5,1,2,3,4,5,1,1,2,3",
        )
    )
    assert roll["ranking"] == ["Dario Neri", "Mara Sole", "Kira Voss"]
    by_name = sides(roll)
    assert [by_name[n]["rank"] for n in ("Kira Voss", "Dario Neri", "Mara Sole")] == [
        3,
        1,
        2,
    ]
    assert [by_name[n]["pool"] for n in ("Kira Voss", "Dario Neri", "Mara Sole")] == [
        4,
        6,
        6,
    ]
    assert (roll["winner"], roll["margin"]) == ("Dario Neri", 1)
    # Dario discards 2; Kira's single die is lost; Mara gets 1 of her 2 back.
    assert [reserve(crowd, n) for n in ("Kira", "Dario", "Mara")] == [6, 5, 6]


def test_a_margin_of_three_is_a_clear_victory(ready):
    roll = rolled(
        confront(ready, "Kira:agilita", "Dario:agilita", "--dice", "6,6,6,1,1")
    )
    assert (roll["margin"], roll["exceptional"]) == (3, True)


def test_a_tie_is_a_stall_where_both_are_defeated(ready):
    roll = stall(ready)
    kira, dario = sides(roll)["Kira Voss"], sides(roll)["Dario Neri"]
    assert (roll["outcome"], roll["winner"], roll["margin"]) == ("stall", None, 0)
    assert (kira["result"], dario["result"]) == ("stalled", "stalled")
    # Both count as defeated: all but one back (3 -> 2, 2 -> 1).
    assert (kira["reserve_returned"], dario["reserve_returned"]) == (2, 1)
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (6, 6)
    (open_stall,) = ready.json("confront", "stalls")
    assert open_stall == {
        "confrontation": roll["confrontation"],
        "round": 0,
        "stalled": ["Kira Voss", "Dario Neri"],
    }
    shown = ready.run("--lang", "it", "confront", "stalls").stdout
    said = f"{roll['confrontation']}  round 0: Kira Voss contro Dario Neri\n"
    assert shown.endswith(said)


def test_an_escalation_rolls_only_the_new_riserva_dice(ready):
    stall(ready)  # both at 6
    records = ready.json(
        "confront", "escalate", "Kira:2", "Dario:3", "--dice", "6,6,1,1,1"
    )
    assert [(r["character"], r["amount"], r["round"]) for r in records[:2]] == [
        ("Kira Voss", 2, 1),
        ("Dario Neri", 3, 1),
    ]
    roll = rolled(records)
    kira, dario = sides(roll)["Kira Voss"], sides(roll)["Dario Neri"]
    assert (roll["round"], kira["pool"], dario["pool"]) == (1, 2, 3)
    assert (kira["successes"], dario["successes"], roll["winner"]) == (
        2,
        0,
        "Kira Voss",
    )
    # Kira discards her 2; Dario gets 2 of his 3 back.
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (4, 5)
    assert ready.json("confront", "stalls") == []


def test_a_new_tie_in_the_escalation_repeats_the_choice(ready):
    stall(ready)  # both at 6
    again = rolled(
        ready.json("confront", "escalate", "Kira:1", "Dario:1", "--dice", "5,6")
    )
    assert (again["outcome"], again["round"]) == ("stall", 1)
    # A single die is always lost: 6 -> 5 each.
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (5, 5)
    assert ready.json("confront", "stalls")[0]["round"] == 1
    third = rolled(
        ready.json("confront", "escalate", "Dario:2", "Kira:2", "--dice", "4,1,1,1")
    )
    assert (third["round"], third["winner"]) == (2, "Dario Neri")
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (4, 3)


def test_withdrawing_is_a_normal_defeat(ready):
    stall(ready)
    (settled,) = ready.json("confront", "withdraw", "Dario")
    assert settled["type"] == "ConfrontationSettled"
    assert (settled["choice"], settled["outcome"], settled["winner"]) == (
        "withdraw",
        "winner",
        "Kira Voss",
    )
    # The Riserva came back with the stall: nothing moves now.
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (6, 6)
    assert ready.json("confront", "stalls") == []


def test_refusing_the_escalation_is_a_surrender(ready):
    stall(ready)
    (settled,) = ready.json("confront", "refuse", "Kira")
    assert (settled["choice"], settled["winner"]) == ("refuse", "Dario Neri")


def test_the_side_that_escalates_wins_against_one_that_accepts_the_stall(ready):
    stall(ready)
    # Dario accepts the stall to change strategy; Kira insisted on escalating.
    (settled,) = ready.json("confront", "accept", "Dario")
    assert (settled["choice"], settled["outcome"], settled["winner"]) == (
        "accept",
        "winner",
        "Kira Voss",
    )


def test_a_stall_both_accept_asks_for_a_new_strategy(ready):
    stall(ready)
    (settled,) = ready.json("confront", "accept", "Kira", "Dario")
    assert (settled["outcome"], settled["winner"]) == ("stall_accepted", None)
    # The same characteristic again: recorded, with a printed warning.
    result = ready.run(
        "confront", "Kira:agilita", "Dario:carisma", "--dice", "6,6,6,1,1", "--json"
    )
    assert result.stderr.startswith("warning: Kira Voss uses Agilità again after the")
    assert "(Cambio di strategia)" in result.stderr
    # Different characteristics: no warning.
    ready.run("confront", "accept", "Kira", "Dario", expect=1)  # no stall now
    clean = ready.run("confront", "Kira:carisma", "Dario:spirito", "--dice", "6,1")
    assert "warning" not in clean.stderr


def test_the_loser_is_warned_before_challenging_the_winner_again(ready):
    confront(
        ready, "Kira:agilita:3", "Dario:agilita:2", "--dice", "6,5,4,1,1,2,1,2,5,3"
    )
    result = ready.run(
        "confront", "Dario:agilita", "Kira:potenza", "--dice", "1,1,6,1,1"
    )
    warning = result.stderr.strip()
    assert warning.startswith("warning: Dario Neri uses Agilità again after losing")
    assert warning.endswith("next session (Ripetizione dei confronti)")
    opened = ready.json("log")[-4]
    assert opened["type"] == "ConfrontationOpened" and opened["warnings"] == [
        warning.removeprefix("warning: ")
    ]
    # Once Kira has recovered a die, the result no longer binds Dario.
    ready.run("reserve", "award", "Kira", "1")
    later = ready.run(
        "confront", "Dario:agilita", "Kira:agilita", "--dice", "1,1,6,1,1"
    )
    assert "warning" not in later.stderr


def test_pools_are_built_as_for_a_prova(ready):
    # Kira: Intelligenza 3 + Hacking 3 + Cracker 1 + Riserva 1 = 8;
    # Dario: Intelligenza 2 + bonus 2 + Riserva 1 = 5.
    roll = rolled(
        confront(
            ready,
            "Kira:Intelligenza:Hacking:1:class=Cracker",
            "Dario:intelligence::1:bonus=2",
            "--dice",
            "1,1,1,1,1,1,1,6,1,1,1,1,1",
        )
    )
    assert [side["pool"] for side in roll["sides"]] == [8, 5]
    assert sides(roll)["Kira Voss"]["breakdown"]["class"] == "Cracker"


def test_wounds_reduce_the_pool_but_not_an_escalation(ready):
    ready.run("wound", "Kira", "1")  # light: -1D
    roll = rolled(
        confront(ready, "Kira:agilita:1", "Dario:agilita", "--dice", "6,1,1,6,1")
    )
    kira = sides(roll)["Kira Voss"]
    assert (kira["pool"], kira["breakdown"]["wound_penalty"], roll["outcome"]) == (
        3,
        1,
        "stall",
    )
    escalation = rolled(
        ready.json("confront", "escalate", "Kira:2", "Dario:1", "--dice", "6,6,1")
    )
    assert sides(escalation)["Kira Voss"]["pool"] == 2


def test_other_characters_may_confront_while_a_stall_is_open(crowd):
    stall(crowd)
    line = crowd.refused("confront", "Kira:carisma", "Mara:carisma")
    assert line.startswith("refused: Kira Voss is in the stall of confrontation ")
    assert line.endswith("escalate, withdraw, refuse or accept it first (Escalation)")
    crowd.run("confront", "Mara:agilita", "Luca:agilita", "--dice", "6,6,6,6,1,1,1,1")


def test_voiding_the_roll_undoes_the_confrontation(ready):
    records = confront(
        ready, "Kira:agilita:3", "Dario:agilita:2", "--dice", "6,5,4,1,1,2,1,2,5,3"
    )
    ready.run("void", rolled(records)["id"], "--reason", "wrong characteristic")
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (7, 7)


def test_a_stall_that_was_escalated_cannot_be_voided_alone(ready):
    first = stall(ready)
    ready.run("confront", "escalate", "Kira:1", "Dario:1", "--dice", "6,1")
    line = ready.refused("void", first["id"], "--reason", "typo")
    assert line.endswith("(Escalation)") and "no stall to escalate" in line


def test_the_word_open_the_italian_alias_and_options_first(ready):
    ready.run(
        "confront", "open", "Kira:agilita", "Dario:agilita", "--dice", "6,1,1,1,1"
    )
    ready.run("confronto", "--dice", "6,1,1,1,1", "Kira:Agilità", "Dario:agility")
    ready.run("confronto", "accetta", "Kira", expect=1)
    seeded = rolled(confront(ready, "Kira:agilita", "Dario:agilita", "--seed", "7"))
    assert (seeded["dice_source"], seeded["seed"]) == ("rolled", 7)
    assert [len(side["dice"]) for side in seeded["sides"]] == [3, 2]


def test_each_side_appears_in_its_characters_log(ready):
    confront(ready, "Kira:agilita:1", "Dario:agilita", "--dice", "6,1,1,1,1,1")
    kinds = [r["type"] for r in ready.json("log", "--character", "Dario")]
    assert "ReserveCommitted" in kinds


@pytest.mark.parametrize(
    "args, line",
    [
        (
            ["Kira:agilita:8", "Dario:agilita"],
            "Kira Voss has 7 reserve dice, 8 committed (Riserva dei dadi)",
        ),
        (["Zed:agilita", "Kira:agilita"], "no character called 'Zed' in this campaign"),
        (
            ["Kira:agilita", "Dario:agilita", "--dice", "6,5"],
            "the confrontation rolls 5 dice (Kira Voss 3, Dario Neri 2), 2 were "
            "typed (Confronti)",
        ),
        (
            ["Kira:agilita"],
            "a confrontation needs two or more characters, 1 named (Confronti)",
        ),
        (
            ["Kira:agilita", "kira voss:potenza"],
            "Kira Voss is named twice: each character is one side (Confronti)",
        ),
        (["Kira:forza", "Dario:agilita"], "there is no characteristic 'forza'"),
        (["escalate", "Kira:1", "Dario:1"], "Kira Voss and Dario Neri are in no open"),
        (["withdraw", "Kira"], "Kira Voss is in no open stall: escalation and its"),
    ],
)
def test_refusals_record_nothing(ready, args, line):
    assert ready.refused("confront", *args).startswith(f"refused: {line}")


def test_escalation_refusals(ready):
    first = stall(ready)  # both at 6
    zero = ready.refused("confront", "escalate", "Kira:0", "Dario:1")
    assert zero == (
        "refused: an escalation rolls only the Riserva dice committed anew: "
        "Kira Voss commits 0 (Escalation)"
    )
    alone = ready.refused("confront", "escalate", "Kira:2")
    assert alone == (
        f"refused: the stall of confrontation {first['confrontation']} is between "
        "Kira Voss and Dario Neri: all of them escalate (Escalation)"
    )
    ready.refused("confront", "escalate", "Kira:7", "Dario:1")
    ready.refused("confront", "escalate", "Kira:1", "Dario:1", "--dice", "6")


@pytest.mark.parametrize(
    "side",
    ["Kira", "Kira:", ":agilita", "Kira:agilita:Hacking:x", "Kira:agilita:a:1:2"],
)
def test_a_malformed_side_is_bad_usage(ready, side):
    ready.run("confront", side, "Dario:agilita", expect=2)
    ready.run("confront", "escalate", "Kira", expect=2)
    ready.run("confront", "Kira:agilita:foo=1", "Dario:agilita", expect=2)


def told(record, lang="en"):
    """The record's line as journal.projections.describe tells it once the area's EXTRAS
    are merged (see projections/phrases_confront.py)."""
    from journal.projections.daimon2090.phrases_confront import EXTRAS, PHRASES

    extra = EXTRAS[record["type"]](record, lang) if record["type"] in EXTRAS else {}
    from journal.projections.phrases import fill

    return fill(PHRASES[lang][record["type"]], **{**record, **extra})


def test_the_confrontation_told_in_one_line_per_event(ready):
    records = confront(
        ready, "Kira:agilita:3", "Dario:agilita:2", "--dice", "6,5,4,1,1,2,1,2,5,3"
    )
    opened, kira, _, roll = (told(record) for record in records)
    assert opened == "Confrontation: Kira Voss (Agilità) vs Dario Neri (Agilità)"
    assert kira == (
        f"Kira Voss seals 3 Riserva dice (confrontation {records[0]['id']}, round 0)"
    )
    assert roll == (
        f"Confrontation {records[0]['id']}: Kira Voss Agilità 3 + Riserva 3 = 6D → "
        "6 5 4 1 1 2: 3 successes, 3 Riserva discarded; Dario Neri Agilità 2 + "
        "Riserva 2 = 4D → 1 2 5 3: 1 success, 2 Riserva committed, 1 back; "
        "Kira Voss prevails by 2"
    )
    assert told(records[3], "it").endswith("; prevale Kira Voss di 2")
    assert told(records[0], "it").startswith(
        "Confronto: Kira Voss (Agilità) contro Dario Neri (Agilità)"
    )


def test_a_stall_and_its_choice_told(ready):
    first = stall(ready)
    assert told(first).endswith(
        "; stall: the tied sides count as defeated, then escalate, withdraw, "
        "refuse or accept"
    )
    (settled,) = ready.json("confront", "accept", "Dario")
    assert told(settled) == (
        f"Dario Neri accepts the stall of confrontation {first['confrontation']}; "
        "Kira Voss insisted on escalating and wins the first confrontation"
    )
    assert told(settled, "it").startswith("Dario Neri accetta lo stallo del confronto")

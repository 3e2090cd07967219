"""The Riserva as currency: help from others, awards by reason, uses by kind.

Kira Voss (Ana) has Agilità 3; Dario Neri (Bruno) plays Kira's dàimon, Eco.
Both start with 7 Riserva dice.
"""

from __future__ import annotations

import pytest


def reserve(table, name: str) -> int:
    return table.json("show", name)["reserve"]


def helped_roll(table, *args: str) -> dict:
    events = table.json("roll", "Kira", "--char", "agilita", *args)
    (prova,) = [e for e in events if e["type"] == "ProvaRolled"]
    return prova


# -- Aiuto da altri ----------------------------------------------------------------


def test_a_help_die_joins_the_pool_and_is_discarded_on_success(ready):
    # Agilità 3 + Dario's die = 4 dice against target 1: success.
    prova = helped_roll(
        ready, "--help-from", "Dario", "--target", "1", "--dice", "6,1,1,1"
    )
    assert (prova["pool"], prova["outcome"]) == (4, "success")
    assert prova["breakdown"]["help"] == {
        "character": ready.json("show", "Dario")["id"],
        "name": "Dario Neri",
        "dice": 1,
    }
    assert prova["breakdown"]["total"] == 4
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (7, 6)


def test_a_help_die_is_discarded_on_failure_too(ready):
    # Kira commits 2 Riserva and Dario helps: 6 dice, 1 success against 3.
    prova = helped_roll(
        ready,
        "--reserve",
        "2",
        "--help-from",
        "Dario",
        "--target",
        "3",
        "--dice",
        "4,1,1,1,2,3",
    )
    assert (prova["pool"], prova["outcome"], prova["reserve_returned"]) == (
        6,
        "failure",
        1,
    )
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (6, 6)


def test_the_help_shows_in_the_breakdown(ready):
    out = ready.run(
        "--lang", "it", "roll", "Kira", "--char", "agilita", "--help-from", "Dario",
        "--target", "1", "--dice", "6,1,1,1",
    ).stdout  # fmt: skip
    assert "Agilità 3 + aiuto Dario Neri 1 = 4D" in out


def test_only_one_die_of_help(ready):
    line = ready.refused(
        "roll", "Kira", "--char", "agilita", "--help-from", "Dario",
        "--help-from", "Kira", "--target", "1",
    )  # fmt: skip
    assert line == (
        "refused: help is a single die: Dario, Kira cannot all help one Prova "
        "(Aiuto da altri)"
    )


def test_a_helper_without_dice_cannot_help(ready):
    ready.run("reserve", "spend", "Dario", "7", "--for", "un debito")
    line = ready.refused(
        "roll", "Kira", "--char", "agilita", "--help-from", "Dario", "--target", "1"
    )
    assert line == "refused: Dario Neri has no reserve die to give (Aiuto da altri)"


@pytest.mark.parametrize(
    "setup, helper, line",
    [
        ([], "Kira", "Kira Voss cannot help its own Prova"),
        (["wound", "Dario", "8"], "Dario", "Dario Neri is dying and cannot help"),
    ],
)
def test_who_cannot_help(ready, setup, helper, line):
    if setup:
        ready.run(*setup)
    refusal = ready.refused(
        "roll", "Kira", "--char", "agilita", "--help-from", helper, "--target", "1"
    )
    assert refusal == f"refused: {line} (Aiuto da altri)"


def test_voiding_a_helped_roll_gives_the_helper_its_die_back(ready):
    prova = helped_roll(ready, "--help-from", "Dario", "--target", "1", "--seed", "3")
    ready.run("void", prova["id"], "--reason", "wrong helper")
    assert reserve(ready, "Dario") == 7


# -- Recuperare i dadi ---------------------------------------------------------


@pytest.mark.parametrize(
    "reason, right, wrong",
    [
        ("interpretation", 1, 2),
        ("danger", 2, 1),
        ("narration", 1, 2),
        ("enrichment", 1, 3),
    ],
)
def test_each_reason_is_worth_its_dice(ready, reason, right, wrong):
    ready.run("reserve", "spend", "Kira", "4", "--for", "un favore")
    line = ready.refused("reserve", "award", "Kira", str(wrong), "--reason", reason)
    die = "die" if right == 1 else "dice"
    assert line == (
        f"refused: an award for {reason} is {right} {die}, not {wrong} "
        "(Recuperare i dadi)"
    )
    ready.run("reserve", "award", "Kira", str(right), "--reason", reason)
    assert reserve(ready, "Kira") == 3 + right


def test_a_daimon_well_played_rewards_both_players(ready):
    # Dario (Bruno) plays Eco, Kira's dàimon: both players earn 1 die.
    ready.run("reserve", "spend", "Kira", "3", "--for", "un passaggio")
    ready.run("reserve", "spend", "Dario", "2", "--for", "munizioni")
    events = ready.json(
        "reserve",
        "award",
        "Kira",
        "1",
        "--reason",
        "daimon",
        "--daimon-player",
        "Bruno",
    )
    assert [(e["character"], e["reason"], e["gained"]) for e in events] == [
        ("Kira Voss", "daimon", 1),
        ("Dario Neri", "daimon", 1),
    ]
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (5, 6)


def test_a_daimon_award_at_seven_is_lost_for_that_player(ready):
    ready.run("reserve", "spend", "Kira", "1", "--for", "x")
    events = ready.json(
        "reserve",
        "award",
        "Kira",
        "1",
        "--reason",
        "daimon",
        "--daimon-player",
        "Bruno",
    )
    assert [(e["gained"], e["lost"]) for e in events] == [(1, 0), (0, 1)]


@pytest.mark.parametrize(
    "extra, line",
    [
        (
            [],
            "a dàimon award goes to both players: name the one who played the "
            "dàimon (`reserve award ... --daimon-player PLAYER`), or record the "
            "seating (`session start --seating ...`) (Interpretazione del dàimon)",
        ),
        (
            ["--daimon-player", "Ana"],
            "Ana cannot play their own dàimon (Interpretazione del dàimon)",
        ),
    ],
)
def test_a_daimon_award_names_another_player(ready, extra, line):
    refusal = ready.refused(
        "reserve", "award", "Kira", "1", "--reason", "daimon", *extra
    )
    assert refusal == f"refused: {line}"


def test_scene_end_cannot_award_a_daimon_die_to_one_player_only(ready):
    ready.refused("scene", "end", "--award", "Kira=1:daimon")


@pytest.mark.parametrize(
    "votes, line",
    [
        ("1/2", "1 of 2 voted yes: the Master's die needs a majority"),
        ("2/4", "2 of 4 voted yes: the Master's die needs a majority"),
        ("4/3", "4 yes out of 3 votes is not a vote"),
    ],
)
def test_the_master_die_needs_a_strict_majority(ready, votes, line):
    ready.run("reserve", "spend", "Dario", "1", "--for", "x")
    refusal = ready.refused(
        "reserve", "award", "Dario", "1", "--reason", "master", "--votes", votes
    )
    assert refusal == f"refused: {line} (Ricompensa per il Master)"
    ready.run("reserve", "award", "Dario", "1", "--reason", "master", "--votes", "2/3")
    assert reserve(ready, "Dario") == 7


def test_the_master_die_is_voted(ready):
    line = ready.refused("reserve", "award", "Dario", "1", "--reason", "master")
    assert line.endswith("(Ricompensa per il Master)")
    line = ready.refused("reserve", "award", "Dario", "2", "--votes", "2/3")
    assert line == (
        "refused: only the Master's reward is voted (Ricompensa per il Master)"
    )


# -- Altri usi per i dadi --------------------------------------------------------


def test_a_use_of_the_riserva_costs_what_the_rulebook_says(ready):
    line = ready.refused(
        "reserve", "spend", "Kira", "2", "--for", "caricatore", "--kind", "reload"
    )
    assert line == "refused: reload costs 1 die, not 2 (Altri usi per i dadi)"
    # Each use does what it buys (tests/rulesets/daimon2090/test_spending.py);
    # a strategic technology pays its die when `tech add` logs it.
    line = ready.refused(
        "reserve", "spend", "Kira", "1", "--for", "un drone", "--kind", "technology"
    )
    assert line.startswith("refused: a strategic technology pays its die when")
    # Dice spent on PE are a purchase of PE (Evoluzione), as `evo buy` records it.
    (bought,) = ready.json(
        "reserve", "spend", "Kira", "2", "--for", "due PE", "--kind", "pe"
    )
    assert (bought["type"], bought["dice"], bought["pe"]) == ("PeBought", 2, 2)
    assert reserve(ready, "Kira") == 5
    assert ready.json("show", "Kira")["pe"] == 2


def test_a_spend_without_kind_keeps_the_old_event(ready):
    (spent,) = ready.json("reserve", "spend", "Kira", "2", "--for", "un favore")
    assert spent["type"] == "ReserveSpent" and "kind" not in spent


def test_the_dead_neither_spend_nor_gain_dice(ready):
    ready.run("death", "Dario")
    for args in (
        ["reserve", "spend", "Dario", "1", "--for", "x"],
        ["reserve", "award", "Dario", "1", "--reason", "narration"],
    ):
        assert (
            ready.refused(*args)
            == "refused: Dario Neri is dead (Morte del personaggio)"
        )

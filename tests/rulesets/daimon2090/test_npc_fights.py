"""The Master's characters fought by name (`fight start --against NAME`): the
sheet gives the difficulty, the weapon and protection, and keeps the wounds a
fight deals, to the next fight and the next session [SALUTE DEI PNG].

Dario Neri shoots with Destrezza 3 + Tiro con pistola 2 = 5 dice; the veteran's
weapon 2 + protection 2 against Dario's none takes 4 off; the Master's 4 bonus
dice put them back: 5 dice.
"""

from __future__ import annotations

SHOOT = ["--char", "destrezza", "--skill", "Tiro con pistola", "--bonus", "4"]


def opponents(table) -> list[dict]:
    return table.json("fight", "show")["opponents"]


def test_a_veteran_fought_by_name_keeps_its_wounds_to_the_next_session(ready):
    (added,) = ready.json("npc", "add", "Veterano", "difficolta=3", "potenza=3",
                          "arma=2", "protezione=2")  # fmt: skip
    (started,) = ready.json("fight", "start", "--against", "Veterano",
                            "--side", "Dario")  # fmt: skip
    (veteran,) = started["opponents"]
    assert (veteran["difficulty"], veteran["weapon"], veteran["protection"]) == (
        3, 2, 2,
    )  # fmt: skip
    assert (veteran["npc"], veteran["wounds"]) == (added["id"], 0)
    events = ready.json("fight", "round", "Dario", *SHOOT, "--dice", "6,6,6,6,6")
    (fought,) = [e for e in events if e["type"] == "FightRoundFought"]
    # 5 successes against 3: margin 2, one wound (half, rounded up).
    assert (fought["pool"], fought["margin"], fought["wounds_inflicted"]) == (5, 2, 1)
    assert ready.json("show", "Veterano")["wounds"]["current"] == 1
    ready.run("fight", "end")
    ready.run("scene", "end")
    ready.run("session", "end")
    ready.run("session", "start")
    ready.run("scene", "start", "Di nuovo")
    ready.run("fight", "start", "--against", "veterano", "--side", "Dario")
    (veteran,) = opponents(ready)
    # Wounded once of 3 (not more than half): difficulty 2 from the first round.
    assert (veteran["wounds"], veteran["now"]) == (1, 2)
    assert "    Veterano: Riserva 7  Wounds 1/3" in ready.run("status").stdout
    # Two more successes than its 2: margin 2, one wound; then 1 wound of 3
    # more than half: difficulty 1, and a third wound defeats it.
    ready.run("fight", "round", "Dario", *SHOOT, "--dice", "6,6,6,6,1")
    assert [(o["wounds"], o["now"]) for o in opponents(ready)] == [(2, 1)]
    ready.run("fight", "round", "Dario", *SHOOT, "--dice", "6,1,1,1,1")
    assert opponents(ready)[0]["defeated"] is True
    ready.run("fight", "end")
    line = ready.refused("fight", "start", "--against", "Veterano")
    assert line == (
        "refused: Veterano is defeated (3 wounds of 3): heal it first (Salute dei PNG)"
    )


def test_a_single_round_defeat_stays_on_the_npcs_sheet(ready):
    # One test settles a single-round fight: a success defeats the veteran,
    # and its sheet carries the wounds of a defeat (3 of its 3), as the last
    # wound of a multi-round fight would; the next fight finds it defeated.
    ready.run("npc", "add", "Veterano", "difficolta=3", "potenza=3",
              "arma=2", "protezione=2")  # fmt: skip
    ready.run("fight", "start", "--rounds", "single", "--against", "Veterano",
              "--side", "Dario")  # fmt: skip
    events = ready.json("fight", "round", "Dario", *SHOOT, "--dice", "6,6,6,6,6")
    (fought,) = [e for e in events if e["type"] == "FightRoundFought"]
    assert (fought["verdict"], fought["defeated"]) == ("won", ["Veterano"])
    assert ready.json("show", "Veterano")["wounds"]["current"] == 3
    ready.run("fight", "end")
    assert "    Veterano: Riserva 7  Wounds 3/3" in ready.run("status").stdout
    line = ready.refused("fight", "start", "--against", "Veterano")
    assert line == (
        "refused: Veterano is defeated (3 wounds of 3): heal it first (Salute dei PNG)"
    )


def test_a_name_that_is_no_npc_or_has_no_difficulty(ready):
    line = ready.refused("fight", "start", "--against", "Nessuno")
    assert "no character of the Master's is called 'Nessuno' (add it" in line
    ready.run("npc", "add", "Sgherro", "potenza=2")
    line = ready.refused("fight", "start", "--against", "Sgherro")
    assert "Sgherro has no difficulty: write Sgherro:N (1..7)" in line
    # The table's difficulty for the evening: the sheet gives the rest.
    (started,) = ready.json("fight", "start", "--against", "Sgherro:2")
    assert started["opponents"][0]["difficulty"] == 2
    assert started["opponents"][0]["weapon"] == 0


def test_a_confrontation_with_an_npc_by_name(ready):
    ready.run("npc", "add", "Sgherro", "potenza=2", "agilita=2", "difficolta=2")
    ready.run("wound", "Sgherro", "1", "--reason", "a knife")
    # Kira's Agilità 3 against the thug's 2 less its wound's die: 3 dice to 1.
    events = ready.json("confront", "Kira:agilita", "Sgherro:agilita",
                        "--dice", "6,5,1,6")  # fmt: skip
    (rolled,) = [e for e in events if e["type"] == "ConfrontationRolled"]
    assert [(s["pool"], s["successes"]) for s in rolled["sides"]] == [(3, 2), (1, 1)]
    assert rolled["sides"][1]["breakdown"]["wound_penalty"] == 1
    assert rolled["winner"] == "Kira Voss"

"""Fights at the table through the CLI, with dice typed and the rulebook's numbers.

Kira Voss: Destrezza 2, Potenza 3 (6 wounds), a Pistola (1) and a Giubbotto
rinforzato (1). Dario Neri: Destrezza 3, Tiro con pistola 2, Potenza 4 (8
wounds), a Pistola pesante (2) and a Giubbotto antiproiettile (2). Both start
with 7 Riserva dice.
"""

from __future__ import annotations

import pytest

EXTRA_GEAR = """
[[protections]]
name = "Giubbotto antiproiettile"
level = 2

[[protections]]
name = "Scudo antisommossa"
level = 1

[[enhancements]]
name = "Occhio cibernetico"
bonus = { "Tiro con pistola" = 1 }
"""


def events(table, *args, kind="FightRoundFought"):
    return [e for e in table.json(*args) if e["type"] == kind]


def fought(table, *args):
    (event,) = events(table, "fight", "round", *args)
    return event


def opponent(table, name):
    view = table.json("fight", "show")
    return next(npc for npc in view["opponents"] if npc["name"] == name)


def dario_shoots(table, dice, *more):
    return fought(
        table,
        "Dario",
        "--char",
        "destrezza",
        "--skill",
        "Tiro con pistola",
        "--weapon",
        "Pistola pesante",
        "--protection",
        "Giubbotto antiproiettile",
        "--dice",
        dice,
        *more,
    )


@pytest.fixture
def rina(ready, tmp_path, sample_dir):
    """Rina Sala: Kira's twin with a bulletproof vest, a riot shield, a cyber eye."""
    text = (sample_dir / "kira.toml").read_text().replace("Kira Voss", "Rina Sala")
    text = text.replace('creation = "points"', 'creation = "import"')
    path = tmp_path / "rina.toml"
    path.write_text(text + EXTRA_GEAR)
    ready.run("character", "create", "--from", str(path))
    return ready


def test_the_rulebook_pistol_and_vest_against_a_submachine_gun(rina):
    # A gunman with a small submachine gun (2) and a bulletproof vest (2): 4.
    rina.run("fight", "start", "--against", "Mitragliere:3:weapon=2,protection=2")
    base = ["Rina", "--char", "destrezza", "--weapon", "Pistola", "--bonus", "4"]
    vest = ["--protection", "Giubbotto rinforzato"]
    # Pistol 1 + reinforced vest 1 = 2 against 4: −2D, so 2 + 4 − 2 = 4 dice.
    first = fought(rina, *base, *vest, "--dice", "6,6,6,1")
    assert first["breakdown"]["gear"]["total"] == 2
    assert first["breakdown"]["gear"]["opponent_total"] == 4
    assert first["breakdown"]["gear"]["dice"] == -2 and first["pool"] == 4
    # A riot shield does not help against firearms: still −2D.
    shield = ["--protection", "Scudo antisommossa"]
    second = fought(rina, *base, *vest, *shield, "--dice", "6,6,1,1")
    assert second["breakdown"]["gear"]["dice"] == -2 and second["pool"] == 4
    # A bulletproof vest instead of the reinforced one: only −1D, 5 dice.
    third = fought(
        rina, *base, "--protection", "Giubbotto antiproiettile", "--dice", "6,1,1,1,1"
    )
    assert third["breakdown"]["gear"]["dice"] == -1 and third["pool"] == 5


def test_a_riot_shield_counts_one_more_in_melee(rina):
    # A bouncer with a knife (1) and no protection.
    rina.run("fight", "start", "--melee", "--against", "Buttafuori:2:weapon=1")
    round_ = fought(
        rina,
        "Rina",
        "--char",
        "potenza",
        "--protection",
        "Giubbotto rinforzato",
        "--protection",
        "Scudo antisommossa",
        "--dice",
        "6,6,1,1",
    )
    # Unarmed 0 + vest 1 + shield 1 = 2 against 1: +1D on Potenza 3.
    assert round_["breakdown"]["gear"]["total"] == 2
    assert round_["breakdown"]["gear"]["dice"] == 1 and round_["pool"] == 4


def test_a_multi_round_fight_against_a_veteran(ready):
    # Dario faces a veteran (difficulty 4) with a submachine gun and a bulletproof
    # vest: 2 + 2 against Dario's 2 + 2, no difference. Pool: Destrezza 3 + Tiro
    # con pistola 2 = 5 dice.
    ready.run("fight", "start", "--against", "Veterano:4:weapon=2,protection=2")
    veteran = opponent(ready, "Veterano")
    assert (veteran["difficulty"], veteran["now"], veteran["wounds"]) == (4, 4, 0)

    # Round 1: 4 successes against 4, margin 0: a win still deals 1 wound.
    first = dario_shoots(ready, "6,6,6,5,1")
    assert (first["pool"], first["target"], first["outcome"]) == (5, 4, "success")
    assert (first["wounds_inflicted"], first["wounds_taken"]) == (1, 0)
    assert (first["verdict"], first["narrator"]) == ("hit", "master")
    assert opponent(ready, "Veterano")["now"] == 3  # wounded: −1

    # Round 2: 5 successes against 3, margin 2: 1 wound; 2 of 4 is half, and
    # only wounds that exceed half take 2 off (Salute dei PNG): still 3.
    second = dario_shoots(ready, "6,6,6,6,6")
    assert (second["target"], second["margin"], second["wounds_inflicted"]) == (3, 2, 1)
    assert opponent(ready, "Veterano")["now"] == 3

    # Round 3: a desperate attack (+2D = 7 dice) fails by 1: double wounds, 2.
    third = dario_shoots(ready, "1,1,1,1,1,4,4", "--strategy", "desperate")
    assert third["breakdown"]["strategy"] == {"name": "desperate", "dice": 2}
    assert (third["pool"], third["outcome"], third["margin"]) == (7, "failure", 1)
    assert (third["wounds_taken"], third["wounds_applied"], third["narrator"]) == (
        2,
        2,
        "player",
    )
    dario = ready.json("show", "Dario")
    assert dario["wounds"]["current"] == 2 and dario["wounds"]["penalty"] == 1

    # Round 4: wounded (−1D) he commits 2 Riserva: 5 − 1 + 2 = 6 dice; 6
    # successes against 3, margin 3: 2 wounds, the veteran's 4th: defeated.
    fourth = dario_shoots(ready, "6,6,6,6,6,6", "--reserve", "2")
    assert (fourth["pool"], fourth["margin"], fourth["exceptional"]) == (6, 3, True)
    assert (fourth["wounds_inflicted"], fourth["defeated"]) == (2, ["Veterano"])
    assert fourth["narrator"] == "player"  # a 3+ success: the player narrates
    assert (fourth["reserve_committed"], fourth["reserve_returned"]) == (2, 0)
    assert ready.json("show", "Dario")["reserve"] == 5
    veteran = opponent(ready, "Veterano")
    assert (veteran["wounds"], veteran["defeated"]) == (4, True)

    line = ready.refused("fight", "round", "Dario", "--char", "destrezza")
    assert line == (
        "refused: every opponent is defeated: end the fight with "
        "`journal fight end` (Salute dei PNG)"
    )

    # The fight ends: one marker on the gun and one on the vest.
    (ended,) = events(ready, "fight", "end", kind="FightEnded")
    assert {m["item"] for m in ended["marked"]} == {
        "Pistola pesante",
        "Giubbotto antiproiettile",
    }
    dario = ready.json("show", "Dario")
    assert dario["weapons"][0]["marks"] == 1 and dario["protections"][0]["marks"] == 1
    assert ready.json("fight", "show") is None


def test_desperate_attack_doubles_the_wounds_dealt(ready):
    ready.run("fight", "start", "--against", "Boss:6")
    # Kira, unarmed against an unarmed boss: Destrezza 2 + bonus 5 + desperate 2.
    won = fought(
        ready,
        "Kira",
        "--char",
        "destrezza",
        "--strategy",
        "desperate",
        "--bonus",
        "5",
        "--dice",
        "6,6,6,6,6,6,6,6,6",
    )
    # 9 successes against 6, margin 3: 2 wounds, doubled: 4.
    assert (won["pool"], won["margin"], won["wounds_inflicted"]) == (9, 3, 4)
    assert opponent(ready, "Boss")["wounds"] == 4


def test_defence_to_the_bitter_end_deals_no_wound(ready):
    ready.run("fight", "start", "--against", "Lupo:2")
    held = fought(
        ready,
        "Kira",
        "--char",
        "agilita",
        "--strategy",
        "difesa",
        "--dice",
        "6,6,6,6,6",
    )
    # Agilità 3 + 2 = 5 dice; 5 successes against 2: held, nobody wounded.
    assert (held["pool"], held["outcome"], held["verdict"]) == (5, "success", "held")
    assert held["wounds_inflicted"] == 0 and opponent(ready, "Lupo")["wounds"] == 0
    # Losing a defence: wounds as usual (margin 2: 1 wound).
    lost = fought(
        ready,
        "Kira",
        "--char",
        "agilita",
        "--strategy",
        "defence",
        "--dice",
        "1,1,1,1,1",
    )
    assert (lost["margin"], lost["wounds_taken"]) == (2, 1)
    assert ready.json("show", "Kira")["wounds"]["current"] == 1


def ratio_of(table, *more):
    round_ = fought(table, "Kira", "--char", "agilita", "--bonus", "3", *more)
    return round_["breakdown"]["ratio"]


@pytest.mark.parametrize(
    "opponents, side, dice",
    [
        (["A:2"], [], 0),
        (["A:2", "B:2"], [], -1),  # 1 against 2: −1D
        (["A:2", "B:2", "C:2"], [], -2),  # 1 against 3: −2D
        (["A:2", "B:2"], ["Kira", "Dario"], 0),  # 2 against 2
        (["A:2"], ["Kira", "Dario"], 1),  # 2 against 1: +1D each
    ],
)
def test_the_numeric_ratio(ready, opponents, side, dice):
    against = [arg for name in opponents for arg in ("--against", name)]
    sides = [arg for name in side for arg in ("--side", name)]
    ready.run("fight", "start", *against, *sides)
    faces = ",".join(["1"] * (3 + 3 + dice))  # Agilità 3 + bonus 3 + ratio
    ratio = ratio_of(ready, "--dice", faces)
    assert ratio["dice"] == dice
    assert (ratio["characters"], ratio["opponents"]) == (
        max(1, len(side)),
        len(opponents),
    )


def test_two_against_three_is_split_into_pairings(ready):
    against = ["--against", "A:2", "--against", "B:2", "--against", "C:2"]
    ready.run("fight", "start", *against, "--side", "Kira", "--side", "Dario")
    line = ready.refused("fight", "round", "Kira", "--char", "agilita")
    assert "split the fight into one-against-many pairings" in line
    assert line.endswith("(Rapporto numerico)")
    # Kira takes two of them (1 vs 2: −1D), Dario the third (1 vs 1).
    assert ratio_of(ready, "--ratio", "1:2", "--dice", "1,1,1,1,1")["dice"] == -1
    ready.refused("fight", "round", "Kira", "--char", "agilita", "--ratio", "1:4")


def test_a_single_round_fight_is_settled_by_one_test(ready):
    both = ["--side", "Kira", "--side", "Dario"]
    ready.run("fight", "start", "--rounds", "single", "--against", "Guardia:3", *both)
    # Two against one: +1D each. Kira: Agilità 3 + 1 + bonus 2 = 6 dice, 6
    # successes against 3: a 3+ win, the guard is defeated and the player narrates.
    won = fought(
        ready, "Kira", "--char", "agilita", "--bonus", "2", "--dice", "6,6,6,6,6,6"
    )
    assert (won["pool"], won["verdict"], won["defeated"], won["narrator"]) == (
        6,
        "won",
        ["Guardia"],
        "player",
    )
    assert won["wounds_inflicted"] == 0  # no NPC health to track in a single round
    line = ready.refused("fight", "round", "Kira", "--char", "agilita")
    assert line.endswith("(Round singolo)")
    # Dario's own test belongs to the same exchange: Spirito 1 + 1 = 2 dice, no
    # success against 3: a 3+ defeat, 2 wounds, and the Master narrates.
    lost = fought(ready, "Dario", "--char", "spirito", "--dice", "1,2")
    assert (lost["verdict"], lost["margin"], lost["wounds_taken"]) == ("lost", 3, 2)
    assert lost["narrator"] == "master"
    assert ready.json("show", "Dario")["wounds"]["current"] == 2


def test_a_round_needs_an_open_fight(ready):
    line = ready.refused("fight", "round", "Kira", "--char", "agilita")
    assert line == (
        "refused: no fight is open; start one with `journal fight start` "
        "(Combattimento)"
    )
    ready.refused("fight", "end")
    ready.run("fight", "start", "--against", "A:2")
    ready.refused("fight", "start", "--against", "B:2")
    ready.refused("fight", "round", "Kira", "--char", "agilita", "--against", "Zed")


@pytest.mark.parametrize(
    "against, rule",
    [
        ("Drago:9", "Difficoltà degli scontri"),
        ("Carro:3:weapon=5", "Armi e protezioni"),
        ("Celerino:3:shield=2", "Armi e protezioni"),
    ],
)
def test_opponents_out_of_range(ready, against, rule):
    assert ready.refused("fight", "start", "--against", against).endswith(f"({rule})")


def test_a_malformed_opponent_is_bad_usage(ready):
    ready.run("fight", "start", "--against", "Drago", expect=2)
    ready.run("fight", "start", "--against", "Drago:3:armour=2", expect=2)


def test_a_defeated_opponent_cannot_be_attacked(ready):
    ready.run("fight", "start", "--against", "Cane:1", "--against", "Padrone:3")
    # 1 against 2: −1D. Agilità 3 − 1 = 2 dice; one success beats the dog (1).
    bite = fought(
        ready, "Kira", "--char", "agilita", "--against", "cane", "--dice", "6,1"
    )
    assert (bite["pool"], bite["defeated"]) == (2, ["Cane"])
    line = ready.refused(
        "fight", "round", "Kira", "--char", "agilita", "--against", "Cane"
    )
    assert line == (
        "refused: Cane is defeated (1 wounds, its maximum) and cannot be attacked "
        "(Salute dei PNG)"
    )
    # Now 1 against 1, and the owner is the default opponent: 3 dice.
    owner = fought(ready, "Kira", "--char", "agilita", "--dice", "6,6,1")
    assert (owner["opponent"], owner["pool"], owner["target"]) == ("Padrone", 3, 3)


def test_thirteen_markers_empty_a_weapon_and_wear_out_a_vest(ready):
    for _ in range(13):
        ready.run("gear", "mark", "Kira", "pistola")
        ready.run("gear", "mark", "Kira", "Giubbotto rinforzato")
    kira = ready.json("show", "Kira")
    assert kira["weapons"][0]["marks"] == 13 and kira["protections"][0]["marks"] == 13
    line = ready.refused("gear", "mark", "Kira", "Pistola")
    assert "all 13 markers" in line and line.endswith("(Munizioni e manutenzione)")
    ready.run("fight", "start", "--against", "Teppista:2:weapon=1")
    line = ready.refused(
        "fight", "round", "Kira", "--char", "agilita", "--weapon", "Pistola"
    )
    assert "out of ammunition" in line and line.endswith("(Munizioni e manutenzione)")
    # The worn-out vest does not count: 0 against the thug's knife 1: −1D.
    worn = fought(
        ready,
        "Kira",
        "--char",
        "agilita",
        "--protection",
        "giubbotto rinforzato",
        "--dice",
        "6,6",
    )
    assert worn["breakdown"]["gear"]["protections"][0]["counts"] == 0
    assert worn["breakdown"]["gear"]["dice"] == -1 and worn["pool"] == 2
    # ... and takes no 14th marker when the fight ends.
    (ended,) = events(ready, "fight", "end", kind="FightEnded")
    assert ended["marked"] == []
    assert ready.json("show", "Kira")["protections"][0]["marks"] == 13


def test_a_reset_costs_one_reserve_die_from_the_owner_or_a_companion(ready):
    ready.run("gear", "mark", "Kira", "Pistola")
    ready.run("gear", "mark", "Kira", "Pistola")
    (reset,) = events(ready, "gear", "reset", "Kira", "pistola", kind="GearReset")
    assert (reset["item"], reset["before"], reset["payer_name"]) == (
        "Pistola",
        2,
        "Kira Voss",
    )
    kira = ready.json("show", "Kira")
    assert (kira["weapons"][0]["marks"], kira["reserve"]) == (0, 6)
    # Dario's heavy pistol (2) is not the same type of weapon: he cannot share
    # his ammunition (a companion who can: tests/rulesets/daimon2090).
    ready.run("gear", "mark", "Kira", "Pistola")
    line = ready.refused("gear", "reset", "Kira", "Pistola", "--payer", "Dario")
    assert line.startswith("refused: Dario Neri uses no weapon of the same type")


def test_a_reset_is_refused_without_reserve_or_markers(ready):
    line = ready.refused("gear", "reset", "Kira", "Pistola")
    assert line == (
        "refused: Kira Voss's Pistola has no marker to reset (Munizioni e manutenzione)"
    )
    ready.run("gear", "mark", "Kira", "Pistola")
    ready.run("reserve", "spend", "Kira", "7", "--for", "un debito")
    line = ready.refused("gear", "reset", "Kira", "Pistola")
    assert line == (
        "refused: Kira Voss has no reserve die to pay for the reset (Riserva dei dadi)"
    )


def test_an_unknown_item(ready):
    line = ready.refused("gear", "mark", "Kira", "Bazooka")
    assert line == (
        "refused: Kira Voss has no weapon or protection or enhancement 'Bazooka' "
        "(Armi e protezioni)"
    )
    ready.run("fight", "start", "--against", "A:2")
    ready.refused("fight", "round", "Kira", "--char", "agilita", "--weapon", "Bazooka")
    ready.refused(
        "fight", "round", "Kira", "--char", "agilita", "--protection", "Pistola"
    )


def test_an_enhancement_takes_one_marker_per_scene(rina):
    (marked,) = events(
        rina, "gear", "mark", "Rina", "occhio cibernetico", kind="GearMarked"
    )
    assert (marked["kind"], marked["marks"]) == ("enhancement", 1)
    line = rina.refused("gear", "mark", "Rina", "Occhio cibernetico")
    assert line.endswith("(Uso dei potenziamenti)")
    rina.run("scene", "end")
    rina.run("scene", "start", "Il magazzino")
    rina.run("gear", "mark", "Rina", "Occhio cibernetico")
    assert rina.json("show", "Rina")["enhancements"][0]["marks"] == 2
    # Maintenance needs a maintainer with the skill (Cibernetica, ...) or a
    # clinic; Rina has no such skill, nor has Kira.
    line = rina.refused("gear", "reset", "Rina", "Occhio cibernetico")
    assert "cannot maintain an enhancement" in line
    line = rina.refused("gear", "reset", "Rina", "Occhio cibernetico", "--by", "Kira")
    assert "cannot maintain an enhancement" in line
    rina.run("gear", "reset", "Rina", "Occhio cibernetico", "--clinic")
    assert rina.json("show", "Rina")["enhancements"][0]["marks"] == 0


def test_a_voided_round_takes_its_wounds_away(ready):
    (start,) = events(
        ready, "fight", "start", "--against", "Veterano:4", kind="FightStarted"
    )
    # Dario (5 dice, unarmed against unarmed) loses a round by 3: 2 wounds.
    hurt = fought(
        ready,
        "Dario",
        "--char",
        "destrezza",
        "--skill",
        "Tiro con pistola",
        "--dice",
        "6,1,1,1,1",
    )
    assert hurt["wounds_taken"] == 2
    assert ready.json("show", "Dario")["wounds"]["current"] == 2
    # Then wins (−1D for his wounds: 4 dice), dealing 1 wound: difficulty 3.
    hit = fought(
        ready,
        "Dario",
        "--char",
        "destrezza",
        "--skill",
        "Tiro con pistola",
        "--dice",
        "6,6,6,6",
    )
    assert hit["wounds_inflicted"] == 1 and opponent(ready, "Veterano")["now"] == 3

    ready.run("void", hurt["id"], "--reason", "the shot missed him")
    assert ready.json("show", "Dario")["wounds"]["current"] == 0
    ready.run("void", hit["id"], "--reason", "wrong opponent")
    veteran = opponent(ready, "Veterano")
    assert (veteran["wounds"], veteran["now"]) == (0, 4)
    # The journal plays on from the corrected state: 5 dice again, target 4.
    again = fought(
        ready,
        "Dario",
        "--char",
        "destrezza",
        "--skill",
        "Tiro con pistola",
        "--dice",
        "6,6,1,1,1",
    )
    assert (again["pool"], again["target"], again["wounds_taken"]) == (5, 4, 1)
    # With every round void, the fight's start may go too.
    ready.run("void", again["id"], "--reason", "never happened")
    ready.run("void", start["id"], "--reason", "no fight after all")
    assert ready.json("fight", "show") is None


def test_a_fight_start_with_live_rounds_cannot_be_voided(ready):
    (start,) = events(ready, "fight", "start", "--against", "A:2", kind="FightStarted")
    fought(ready, "Kira", "--char", "agilita", "--dice", "6,6,1")
    line = ready.refused("void", start["id"], "--reason", "typo")
    assert "no fight is open" in line


def test_an_aimed_shot_uses_the_mira_table(ready):
    # A small target (2) at medium range (1): target 3. Dario: 5 dice.
    (shot,) = events(
        ready,
        "fight",
        "aim",
        "Dario",
        "--char",
        "destrezza",
        "--skill",
        "Tiro con pistola",
        "--weapon",
        "pistola pesante",
        "--distance",
        "medium",
        "--size",
        "small",
        "--reserve",
        "2",
        "--dice",
        "6,4,1,1,1,2,3",
        kind="ShotAimed",
    )
    assert (shot["table_target"], shot["target"], shot["pool"]) == (3, 3, 7)
    # 2 successes against 3: a miss, nothing more; all but one die comes back.
    assert (shot["outcome"], shot["reserve_returned"]) == ("failure", 1)
    dario = ready.json("show", "Dario")
    assert (dario["wounds"]["current"], dario["reserve"]) == (0, 6)
    # Shooting outside a fight marks the gun once in the scene, however often.
    assert dario["weapons"][0]["marks"] == 1
    # A target in a war protection (3) against the heavy pistol (2): +1 → 4.
    (second,) = events(
        ready,
        "fight",
        "aim",
        "Dario",
        "--char",
        "destrezza",
        "--weapon",
        "Pistola pesante",
        "--distance",
        "media",
        "--size",
        "piccolo",
        "--protection",
        "3",
        "--dice",
        "6,6,6",
        kind="ShotAimed",
    )
    assert (second["target"], second["outcome"]) == (4, "failure")
    assert ready.json("show", "Dario")["weapons"][0]["marks"] == 1


def test_describe_fight_events(ready):
    ready.run("fight", "start", "--against", "Veterano:4")
    out = ready.run(
        "--lang", "it", "fight", "round", "Kira", "--char", "agilita", "--dice", "6,6,6"
    ).stdout
    assert "Kira Voss combatte contro Veterano" in out
    assert "ferite inflitte 0, subite 1" in out


def test_fight_phrases_with_their_extras(ready):
    from journal.projections.daimon2090.phrases import say as phrase
    from journal.projections.daimon2090.phrases_fight import extras
    from journal.projections.phrases import fill

    ready.run("fight", "start", "--against", "Veterano:4")
    round_ = fought(ready, "Kira", "--char", "agilita", "--dice", "6,6,6")
    said = fill(phrase("en", "FightRoundFought"), **{**round_, **extras(round_, "en")})
    assert said == (
        "Kira Voss fights Veterano: 3D → 6 6 6: 3 successes vs difficulty 4, "
        "failure (margin 1); hurt: wounds dealt 0, taken 1; the player narrates"
    )
    (ended,) = events(ready, "fight", "end", kind="FightEnded")
    said = fill(phrase("it", "FightEnded"), **{**ended, **extras(ended, "it")})
    assert said == "Finisce lo scontro"  # no item used: no "marker on: nothing"


def test_a_chronicle_tells_the_fight(ready, tmp_path):
    ready.run("fight", "start", "--against", "Veterano:4")
    ready.run("fight", "round", "Kira", "--char", "agilita", "--dice", "6,6,6")
    ready.run("fight", "end")
    ready.run("chronicle", "--format", "md", "--out", str(tmp_path / "c.md"))
    assert "Veterano" in (tmp_path / "c.md").read_text()

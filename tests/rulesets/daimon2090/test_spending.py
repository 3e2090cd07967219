"""`reserve spend --kind`: each use of the Riserva does what it buys, by the same
rule as its own command (ALTRI USI PER I DADI), or is refused with a pointer.

Kira Voss: Potenza 3 (wounds 4..6 serious, 6 dying), a Pistola (1) and a
Giubbotto rinforzato (1). Dario Neri: a Pistola pesante (2) and a Giubbotto
antiproiettile (2). Both hold 7 Riserva dice.
"""

from __future__ import annotations

SPEND = ["reserve", "spend"]


def show(table, name: str) -> dict:
    return table.json("show", name)


def test_a_dying_character_healed_by_paying_dice(ready):
    ready.run("wound", "Kira", "6")
    assert show(ready, "Kira")["status"] == "dying"
    # 3 dice for serious wounds, paid by the dying patient, at a clinic.
    (healed,) = ready.json(
        *SPEND, "Kira", "3", "--kind", "heal-serious", "--for", "la clinica",
        "--clinic",
    )  # fmt: skip
    assert (healed["type"], healed["cost"], healed["wounds"], healed["serious"]) == (
        "HealedAtClinic",
        3,
        6,
        3,
    )
    kira = show(ready, "Kira")
    assert (kira["status"], kira["wounds"]["current"], kira["reserve"]) == (
        "active",
        0,
        4,
    )


def test_healing_is_refused_as_heal_refuses_it(ready):
    ready.run("wound", "Kira", "4")  # 3 light and 1 serious
    before = show(ready, "Kira")["reserve"]
    line = ready.refused(*SPEND, "Kira", "1", "--kind", "heal-light", "--clinic")
    assert line == (
        "refused: Kira Voss has 1 serious and 3 light wounds: healing them is "
        "heal-serious, 3 dice (Medicina e cure)"
    )
    line = ready.refused(*SPEND, "Kira", "1", "--kind", "heal-serious", "--clinic")
    assert line == "refused: heal-serious costs 3 dice, not 1 (Altri usi per i dadi)"
    line = ready.refused(*SPEND, "Kira", "3", "--kind", "heal-serious")
    assert line == (
        "refused: healing needs a healer with the skill and the tools, or a "
        "clinic: add --healer CHAR or --clinic (as `journal heal` takes them) "
        "(Medicina e cure)"
    )
    line = ready.refused(
        *SPEND, "Kira", "3", "--kind", "heal-serious", "--healer", "Dario"
    )
    assert line == (
        "refused: Dario Neri has no Primo Soccorso, Medicina or Chirurgia "
        "(Medicina e cure)"
    )
    assert show(ready, "Kira")["reserve"] == before


def test_a_reload_resets_the_weapon_s_counter(ready):
    for _ in range(13):
        ready.run("gear", "mark", "Dario", "Pistola pesante")
    assert show(ready, "Dario")["weapons"][0]["marks"] == 13
    (reset,) = ready.json(
        *SPEND, "Dario", "1", "--kind", "reload", "--item", "pistola pesante"
    )
    assert (reset["type"], reset["item"], reset["before"]) == (
        "GearReset",
        "Pistola pesante",
        13,
    )
    dario = show(ready, "Dario")
    assert (dario["weapons"][0]["marks"], dario["reserve"]) == (0, 6)


def test_a_protection_is_restored_and_the_item_must_fit_the_kind(ready):
    ready.run("gear", "mark", "Kira", "Giubbotto rinforzato")
    line = ready.refused(*SPEND, "Kira", "1", "--kind", "reload")
    assert line == (
        "refused: say which item with --item (as `journal gear reset CHAR ITEM`) "
        "(Altri usi per i dadi)"
    )
    line = ready.refused(
        *SPEND, "Kira", "1", "--kind", "reload", "--item", "Giubbotto rinforzato"
    )
    assert line == (
        "refused: Giubbotto rinforzato is a protection: reload resets a weapon "
        "(Altri usi per i dadi)"
    )
    ready.run(
        *SPEND, "Kira", "1", "--kind", "protection", "--item", "Giubbotto rinforzato"
    )
    kira = show(ready, "Kira")
    assert (kira["protections"][0]["marks"], kira["reserve"]) == (0, 6)


def test_the_master_s_die_keeps_the_role_and_anyone_else_s_claims_it(ready):
    master = ready.json("master")["master"]
    keeper, other = ("Kira", "Dario") if master == "Ana" else ("Dario", "Kira")
    (claimed,) = ready.json(*SPEND, other, "1", "--kind", "master")
    assert claimed["type"] == "MasterClaimed" and claimed["for_scene"] == 2
    # The Master contests the claim with its own die: both roll at scene end.
    (contested,) = ready.json(*SPEND, keeper, "1", "--kind", "master")
    assert contested["type"] == "MasterClaimed" and contested["player"] == master
    assert (show(ready, "Kira")["reserve"], show(ready, "Dario")["reserve"]) == (6, 6)


def test_the_master_keeps_the_role_when_nobody_claims_it(ready):
    master = ready.json("master")["master"]
    keeper = "Kira" if master == "Ana" else "Dario"
    (kept,) = ready.json(*SPEND, keeper, "1", "--kind", "master")
    assert (kept["type"], kept["player"]) == ("MasterKept", master)


def test_a_strategic_technology_points_to_tech_add(ready):
    line = ready.refused(*SPEND, "Kira", "1", "--kind", "technology", "--for", "x")
    assert line == (
        "refused: a strategic technology pays its die when it is logged: "
        "`journal tech add NAME --kind strategic --by PLAYER --limit TEXT` "
        "(Altri usi per i dadi)"
    )


def test_a_use_s_options_go_with_its_kind(ready):
    before = ready.event_count()
    result = ready.run(*SPEND, "Kira", "1", "--for", "x", "--item", "Pistola", expect=2)
    assert "--item goes with --kind reload|protection|enhancement" in result.stderr
    ready.run(*SPEND, "Kira", "1", "--kind", "reload", "--healer", "Dario", expect=2)
    assert ready.event_count() == before

"""Evoluzione at the table: Riserva into PE, PE into EVO, and every price paid.

Each price is paid once with exactly enough EVO and refused with one EVO less;
each limit is refused with EVO to spare. Vera Voss is a veteran brought in from
a paper sheet with EVO already earned: Agilità 3, traits Ambizioso and
Diffidente, classes Cracker and Nomade, Hacking 3 and Informatica avanzata 2
under Uso dei Computer 2, a Pistola 1, social class 3 -> 1, Risorse 1.
"""

from __future__ import annotations

import pytest

SPEND = ("evo", "spend", "Vera")
VERA = """
name = "Vera Voss"
player = "Ana"
creation = "import"
evo = {evo}
risorse = {risorse}
social_class = {{ origin = 3, current = {current} }}
characteristics = {{ potenza = 3, destrezza = 2, agilita = 3, intelligenza = \
{intelligenza}, spirito = 2, carisma = 1 }}
classes = ["Cracker", "Nomade"]
traits = ["Ambizioso", {{ name = "Diffidente", effect = "Empatia -1" }}]
skills = [
  {{ name = "Hacking", kind = "S", generic = "Uso dei Computer", class = "Cracker", \
score = 3 }},
  {{ name = "Informatica avanzata", kind = "S", generic = "Uso dei Computer", \
class = "Cracker", score = 2 }},
  {{ name = "Uso dei Computer", kind = "G", class = "Cracker", score = 2 }},
  {{ name = "Movimento silenzioso", kind = "G", class = "Nomade", score = 1 }},
  {{ name = "Orientamento", kind = "S", generic = "Guidare e Pilotare", \
class = "Nomade", score = 3 }},
  {{ name = "Guidare moto", kind = "S", generic = "Guidare e Pilotare", \
class = "Nomade", score = 2 }},
]
weapons = [{{ name = "Pistola", level = 1 }}]
protections = [{{ name = "Giubbotto rinforzato", level = 1 }}]
"""


@pytest.fixture
def veteran(ready, tmp_path):
    """make(evo, **changes): Vera Voss with `evo` EVO (changes: risorse, current
    social class, intelligenza)."""

    def make(evo: int, risorse=1, current=1, intelligenza=3) -> dict:
        path = tmp_path / "vera.toml"
        path.write_text(
            VERA.format(
                evo=evo, risorse=risorse, current=current, intelligenza=intelligenza
            )
        )
        ready.run("character", "create", "--from", str(path))
        return ready.json("show", "Vera")

    return make


def sheet(table) -> dict:
    return table.json("show", "Vera")


def evo_level(table) -> tuple[int, int]:
    data = sheet(table)
    return data["evo"], data["level"]


# -- Punti Evoluzione e EVO -------------------------------------------------------


def test_reserve_dice_become_pe_and_seven_pe_one_evo(ready):
    # Kira turns 3 of her 7 Riserva dice into PE: 3 PE, Riserva 4.
    (bought,) = ready.json("evo", "buy", "Kira", "3")
    assert (bought["type"], bought["dice"], bought["pe"]) == ("PeBought", 3, 3)
    kira = ready.json("show", "Kira")
    assert (kira["reserve"], kira["pe"], kira["evo"]) == (4, 3, 0)
    # 4 more make 7 PE: in the same save they become 1 EVO. The level rises
    # only when an EVO is spent.
    events = ready.json("evo", "buy", "Kira", "4")
    assert [e["type"] for e in events] == ["PeBought", "EvoGained"]
    kira = ready.json("show", "Kira")
    assert (kira["reserve"], kira["pe"], kira["evo"], kira["level"]) == (0, 0, 1, 0)


def test_pe_cost_reserve_dice_held(ready):
    line = ready.refused("evo", "buy", "Kira", "8")
    assert line == (
        "refused: Kira Voss has 7 reserve dice, 8 asked "
        "(Evoluzione: Punti Evoluzione, o PE)"
    )
    ready.refused("evo", "buy", "Kira", "0")
    ready.run("death", "Dario")
    ready.refused("evo", "buy", "Dario", "1")


def test_an_evo_stands_while_its_pe_stand(ready):
    # Voiding the purchase that made the EVO would leave 0 PE to exchange:
    # the EVO's exchange is voided first, then the purchase.
    bought, gained = ready.json("evo", "buy", "Kira", "7")
    ready.refused("void", bought["id"], "--reason", "sbagliato")
    ready.run("void", gained["id"], "--reason", "sbagliato")
    ready.run("void", bought["id"], "--reason", "sbagliato")
    kira = ready.json("show", "Kira")
    assert (kira["reserve"], kira["pe"], kira["evo"]) == (7, 0, 0)


# -- Migliorare le Caratteristiche: 3 EVO, max 7, +3 over creation ---------------


def test_a_characteristic_costs_three_evo(ready, veteran):
    veteran(3)
    (raised,) = ready.json(*SPEND, "characteristic", "agilita")
    assert (raised["type"], raised["characteristic"], raised["score"]) == (
        "CharacteristicRaised",
        "agilita",
        4,
    )
    assert sheet(ready)["characteristics"]["agilita"] == 4
    assert evo_level(ready) == (0, 3)


def test_a_characteristic_refused_with_two_evo(ready, veteran):
    veteran(2)
    line = ready.refused(*SPEND, "characteristic", "Agilità")
    assert line == (
        "refused: Vera Voss has 2 EVO, 3 needed for Agilità 4 "
        "(Evoluzione: Migliorare le Caratteristiche)"
    )


def test_a_characteristic_grows_three_over_its_creation_value(ready, veteran):
    veteran(12)  # Agilità 3 at creation: 4, 5, 6 for 9 EVO, then no more
    for _ in range(3):
        ready.run(*SPEND, "characteristic", "agility")
    line = ready.refused(*SPEND, "characteristic", "agilita")
    assert line == (
        "refused: Vera Voss's Agilità was 3 at creation and grows by 3 at most "
        "(to 6) (Evoluzione: Migliorare le Caratteristiche)"
    )
    assert evo_level(ready) == (3, 9)


def test_a_characteristic_stops_at_seven(ready, veteran):
    veteran(9, intelligenza=5)  # 5, 6, 7 and no more
    ready.run(*SPEND, "characteristic", "intelligenza")
    ready.run(*SPEND, "characteristic", "intelligenza")
    line = ready.refused(*SPEND, "characteristic", "intelligenza")
    assert "Intelligenza is 7: 7 is the maximum" in line
    assert sheet(ready)["characteristics"]["intelligenza"] == 7


# -- Aggiungere o modificare un Tratto: 1 EVO, replace 2 EVO, max 3 ---------------


def test_a_trait_costs_one_evo_and_three_is_the_most(ready, veteran):
    veteran(1)
    ready.run(*SPEND, "trait", "add", "Coraggioso")
    assert sheet(ready)["traits"] == ["Ambizioso", "Diffidente", "Coraggioso"]
    assert evo_level(ready) == (0, 1)
    ready.run("evo", "buy", "Vera", "7")  # one more EVO: still no fourth trait
    line = ready.refused(*SPEND, "trait", "add", "Leale")
    assert line == (
        "refused: Vera Voss has 3 traits, the maximum: replace one instead (2 EVO) "
        "(Evoluzione: Aggiungere o modificare un Tratto)"
    )


def test_a_trait_refused_with_no_evo(ready, veteran):
    veteran(0)
    line = ready.refused(*SPEND, "trait", "add", "Coraggioso")
    assert "has 0 EVO, 1 needed for the trait Coraggioso" in line


def test_a_trait_replaced_costs_two_evo(ready, veteran):
    veteran(2)
    (replaced,) = ready.json(
        *SPEND, "trait", "replace", "diffidente", "Leale", "--effect", "Empatia +1"
    )
    assert (replaced["replaced"], replaced["trait"]) == ("Diffidente", "Leale")
    data = sheet(ready)
    assert data["traits"] == ["Ambizioso", "Leale"]
    assert data["trait_effects"]["Leale"] == "Empatia +1"
    assert evo_level(ready) == (0, 2)


def test_a_trait_replacement_refused_with_one_evo(ready, veteran):
    veteran(1)
    line = ready.refused(*SPEND, "trait", "replace", "Diffidente", "Leale")
    assert "has 1 EVO, 2 needed for Leale instead of Diffidente" in line
    assert "has no trait Nessuno" in ready.refused(
        *SPEND, "trait", "replace", "Nessuno", "Leale"
    )
    assert "already has the trait Ambizioso" in ready.refused(
        *SPEND, "trait", "replace", "Diffidente", "Ambizioso"
    )


# -- Aggiungere una Classe: 2 EVO, max 4 -----------------------------------------


def test_a_class_costs_two_evo_and_four_is_the_most(ready, veteran):
    veteran(5)
    ready.run(*SPEND, "class", "add", "Medico")
    ready.run(*SPEND, "class", "add", "Pilota")
    assert sheet(ready)["classes"] == ["Cracker", "Nomade", "Medico", "Pilota"]
    assert evo_level(ready) == (1, 4)
    ready.run("evo", "buy", "Vera", "7")  # 2 EVO: a fifth class is still refused
    line = ready.refused(*SPEND, "class", "add", "Soldato")
    assert line == (
        "refused: Vera Voss has 4 classes, the maximum (a class is never removed "
        "or replaced) (Evoluzione: Aggiungere una Classe)"
    )


def test_a_class_refused_with_one_evo(ready, veteran):
    veteran(1)
    line = ready.refused(*SPEND, "class", "add", "Medico")
    assert line == (
        "refused: Vera Voss has 1 EVO, 2 needed for the class Medico "
        "(Evoluzione: Aggiungere una Classe)"
    )
    assert "already has the class Nomade" in ready.refused(
        *SPEND, "class", "add", "nomade"
    )


# -- Sviluppare una Classe: 1 EVO, 3+ skills used in play, 3 left to each class ---

PILOTA = "Orientamento,Guidare moto,Guidare auto"


def nomade_with_six_skills(ready, veteran, evo: int) -> None:
    """Vera's Nomade has Movimento silenzioso, Orientamento and Guidare moto; three
    more specific skills (1 EVO each) let it give three away and keep three."""
    veteran(evo + 3)
    for skill in ("Guidare auto", "Sopravvivenza urbana", "Scassinare"):
        ready.run(*SPEND, "skill", skill, "--kind", "S", "--class", "Nomade")


ROLL = ("--char", "agilita", "--target", "1", "--seed", "1")  # any roll will do


def use(ready, *skills: str) -> list[dict]:
    """Vera rolls a Prova with each skill; the rolls recorded."""
    rolls = [ready.json("roll", "Vera", "--skill", skill, *ROLL) for skill in skills]
    return [event for events in rolls for event in events]


def test_a_class_developed_costs_one_evo(ready, veteran):
    nomade_with_six_skills(ready, veteran, 1)
    use(ready, "Orientamento", "Guidare moto", "Guidare auto")
    (developed,) = ready.json(*SPEND, "class", "develop", "Pilota", "--skills", PILOTA)
    assert developed["skills"] == ["Orientamento", "Guidare moto", "Guidare auto"]
    assert all(len(ids) == 1 for ids in developed["evidence"].values())
    data = sheet(ready)
    assert data["classes"] == ["Cracker", "Nomade", "Pilota"]
    assert data["skills"]["Guidare moto"]["class"] == "Pilota"
    nomade = [n for n, s in data["skills"].items() if s["class"] == "Nomade"]
    assert nomade == ["Movimento silenzioso", "Sopravvivenza urbana", "Scassinare"]
    assert evo_level(ready) == (0, 4)


def test_a_skill_shown_in_a_confrontation_counts_as_used(ready, veteran):
    nomade_with_six_skills(ready, veteran, 1)
    use(ready, "Orientamento", "Guidare moto")
    events = ready.json(
        "confront", "Vera:agilita:Guidare auto", "Kira:agilita", "--seed", "3"
    )
    (rolled,) = [e for e in events if e["type"] == "ConfrontationRolled"]
    (developed,) = ready.json(*SPEND, "class", "develop", "Pilota", "--skills", PILOTA)
    assert developed["evidence"]["Guidare auto"] == [rolled["id"]]


def test_a_class_s_evidence_is_the_first_three_rolls_read_a_page_at_a_time(
    ready, veteran, monkeypatch
):
    """The uses are read a few positions at a time (PAGE 4 here) and the reading
    stops once each skill has its three rolls: the evidence is the first three
    not void, Kira's rolls of the same skill are not Vera's, and the whole
    campaign is never decoded (JournalApp.history untouched)."""
    from journal.app import JournalApp
    from journal.projections import viewreads
    from journal.projections.viewreads import LogReads

    nomade_with_six_skills(ready, veteran, 1)
    kira = ready.json("roll", "Kira", "--skill", "Guidare moto", *ROLL)
    first = use(ready, "Guidare auto", "Orientamento", "Guidare moto")
    ready.run("void", first[0]["id"], "--reason", "era Kira")  # not a use
    more = use(ready, *["Guidare auto", "Orientamento", "Guidare moto"] * 3)
    late = use(ready, "Guidare auto")  # a fourth use: never named
    monkeypatch.setattr(viewreads, "PAGE", 4)  # the event log's pages
    read: list[int] = []
    rows_between = LogReads.rows_between

    def paged(view, campaign_id, first_seq, last_seq):
        read.append(first_seq)
        return rows_between(view, campaign_id, first_seq, last_seq)

    monkeypatch.setattr(LogReads, "rows_between", paged)
    monkeypatch.setattr(JournalApp, "history", lambda *a: pytest.fail("read whole"))
    (developed,) = ready.json(*SPEND, "class", "develop", "Pilota", "--skills", PILOTA)
    ids = [roll["id"] for roll in more]
    assert developed["evidence"] == {
        "Orientamento": [first[1]["id"], ids[1], ids[4]],
        "Guidare moto": [first[2]["id"], ids[2], ids[5]],
        "Guidare auto": [ids[0], ids[3], ids[6]],
    }
    assert kira[0]["id"] not in developed["evidence"]["Guidare moto"]
    assert late[0]["seq"] > max(read) + 3  # the reading stopped before it


def test_a_class_developed_refused_with_no_evo(ready, veteran):
    nomade_with_six_skills(ready, veteran, 0)
    use(ready, "Orientamento", "Guidare moto", "Guidare auto")
    line = ready.refused(*SPEND, "class", "develop", "Pilota", "--skills", PILOTA)
    assert line == (
        "refused: Vera Voss has 0 EVO, 1 needed for the class Pilota "
        "(Evoluzione: Sviluppare una Classe)"
    )


def test_a_class_develops_only_from_skills_used_in_play(ready, veteran):
    nomade_with_six_skills(ready, veteran, 1)
    use(ready, "Orientamento", "Guidare moto")
    (roll,) = use(ready, "Guidare auto")
    ready.run("void", roll["id"], "--reason", "era Kira")  # a void roll is no use
    line = ready.refused(*SPEND, "class", "develop", "Pilota", "--skills", PILOTA)
    assert line == (
        "refused: Guidare auto never used in play: a developed class takes skills "
        "the character has shown on the field (Evoluzione: Sviluppare una Classe)"
    )


def test_a_class_developed_leaves_three_skills_to_each_class(ready, veteran):
    veteran(5)  # Nomade has only three skills: it cannot give any away
    use(ready, "Orientamento", "Guidare moto", "Movimento silenzioso")
    skills = "Orientamento,Guidare moto,Movimento silenzioso"
    line = ready.refused(*SPEND, "class", "develop", "Pilota", "--skills", skills)
    assert line == (
        "refused: Nomade would keep 0 skills: every class keeps at least 3 "
        "(Evoluzione: Sviluppare una Classe)"
    )
    line = ready.refused(
        *SPEND, "class", "develop", "Pilota", "--skills", "Orientamento,Guidare moto"
    )
    assert "Pilota needs at least 3 different skills" in line


def test_a_class_developed_counts_towards_four(ready, veteran):
    nomade_with_six_skills(ready, veteran, 5)
    use(ready, "Orientamento", "Guidare moto", "Guidare auto")
    ready.run(*SPEND, "class", "add", "Medico")
    ready.run(*SPEND, "class", "add", "Soldato")
    line = ready.refused(*SPEND, "class", "develop", "Pilota", "--skills", PILOTA)
    assert "has 4 classes, the maximum" in line


# -- Migliorare le Abilità: 2 EVO generic, 1 specific, max 7, G/S rules ----------


def test_a_specific_skill_costs_one_evo_and_stops_at_seven(ready, veteran):
    veteran(4)
    for score in (4, 5, 6, 7):  # Hacking 3 -> 7
        (raised,) = ready.json(*SPEND, "skill", "hacking")
        assert (raised["skill"], raised["score"], raised["cost"]) == (
            "Hacking",
            score,
            1,
        )
    assert evo_level(ready) == (0, 4)
    ready.run("evo", "buy", "Vera", "7")
    line = ready.refused(*SPEND, "skill", "Hacking")
    assert line == (
        "refused: Vera Voss's Hacking is 7: 7 is the most "
        "(Evoluzione: Migliorare le Abilità)"
    )


def test_a_specific_skill_refused_with_no_evo(ready, veteran):
    veteran(0)
    line = ready.refused(*SPEND, "skill", "Hacking")
    assert "has 0 EVO, 1 needed for Hacking 4" in line


def test_a_generic_skill_costs_two_evo_within_the_generic_rules(ready, veteran):
    veteran(3)
    # Uso dei Computer 2 cannot pass Informatica avanzata 2, its lowest specific.
    line = ready.refused(*SPEND, "skill", "Uso dei Computer")
    assert line == (
        "refused: Uso dei Computer 3 would exceed its lowest specific skill (2) "
        "(Abilità generiche e specifiche)"
    )
    ready.run(*SPEND, "skill", "Informatica avanzata")  # 3, 1 EVO
    (raised,) = ready.json(*SPEND, "skill", "Uso dei Computer")
    assert (raised["score"], raised["cost"]) == (3, 2)
    assert evo_level(ready) == (0, 3)


def test_a_generic_skill_refused_with_one_evo(ready, veteran):
    veteran(2)
    ready.run(*SPEND, "skill", "Informatica avanzata")
    line = ready.refused(*SPEND, "skill", "Uso dei Computer")
    assert "has 1 EVO, 2 needed for Uso dei Computer 3" in line


def test_a_generic_skill_without_specifics_stays_at_one(ready, veteran):
    veteran(4)
    line = ready.refused(*SPEND, "skill", "Movimento silenzioso")
    assert line == (
        "refused: Movimento silenzioso has no specific skill: a generic skill "
        "stays at 1 (Abilità generiche e specifiche)"
    )


def test_a_new_skill_costs_its_first_point(ready, veteran):
    veteran(3)
    (specific,) = ready.json(
        *SPEND,
        "skill",
        "Guidare auto",
        "--kind",
        "s",  # a choice in either case, as the class's name
        "--class",
        "nomade",
        "--generic",
        "Guidare e Pilotare",
    )
    assert (specific["new"], specific["score"], specific["cost"]) == (True, 1, 1)
    (generic,) = ready.json(
        *SPEND, "skill", "Atletica", "--kind", "G", "--class", "Nomade"
    )
    assert (generic["score"], generic["cost"]) == (1, 2)
    skills = sheet(ready)["skills"]
    assert skills["Guidare auto"] == {
        "score": 1,
        "kind": "S",
        "class": "Nomade",
        "generic": "Guidare e Pilotare",
        "out_of_context": False,
    }
    assert skills["Atletica"]["score"] == 1
    assert evo_level(ready) == (0, 3)
    wrong = ready.run(*SPEND, "skill", "Atletica", "--kind", "q", expect=2)
    assert "'q' is not one of 'G', 'S'." in wrong.stderr  # as listed, not folded
    wrong = ready.run(
        "--lang", "it", *SPEND, "skill", "Atletica", "--kind", "q", expect=2
    )
    assert "'q' non è uno tra 'G', 'S'." in wrong.stderr


def test_a_new_skill_refused_without_its_price_kind_or_class(ready, veteran):
    veteran(1)
    line = ready.refused(
        *SPEND, "skill", "Atletica", "--kind", "G", "--class", "Nomade"
    )
    assert "has 1 EVO, 2 needed for Atletica 1" in line
    assert "say whether it is generic or specific (--kind G|S)" in ready.refused(
        *SPEND, "skill", "Atletica"
    )
    line = ready.refused(
        *SPEND, "skill", "Atletica", "--kind", "S", "--class", "Medico"
    )
    assert "belongs to one of Vera Voss's classes (Cracker, Nomade)" in line


# -- Migliorare la Classe Sociale: Risorse +1 for 1 EVO --------------------------


def test_risorse_cost_one_evo(ready, veteran):
    veteran(1)  # social class 1, Risorse 1
    (raised,) = ready.json(*SPEND, "risorse")
    assert (raised["type"], raised["risorse"], raised["cost"]) == (
        "RisorseRaised",
        2,
        1,
    )
    assert (sheet(ready)["risorse"], evo_level(ready)) == (2, (0, 1))
    line = ready.refused(*SPEND, "risorse")
    assert line == (
        "refused: Vera Voss has 0 EVO, 1 needed for Risorse 3 "
        "(Evoluzione: Migliorare la Classe Sociale)"
    )


def test_risorse_seven_is_one_social_class_up_and_risorse_one(ready, veteran):
    veteran(2, risorse=6)
    events = ready.json(*SPEND, "skill", "Risorse")  # the skill is Risorse too
    assert [e["type"] for e in events] == ["RisorseRaised", "SocialClassChanged"]
    assert (events[1]["before"], events[1]["after"], events[1]["risorse"]) == (1, 2, 1)
    data = sheet(ready)
    assert (data["risorse"], data["social_class"]) == (1, {"origin": 3, "current": 2})
    ready.run(*SPEND, "risorse")  # no cap at 7: Risorse simply grows again
    assert sheet(ready)["risorse"] == 2


def test_social_class_seven_is_not_reached_by_risorse(ready, veteran):
    veteran(2, current=6, risorse=6)
    (raised,) = ready.json(*SPEND, "risorse")  # Risorse 7 at class 6: stays 6
    assert sheet(ready)["social_class"]["current"] == 6
    assert sheet(ready)["risorse"] == 7
    ready.run("resources", "social-class", "Vera", "7", "--reason", "star della rete")
    line = ready.refused(*SPEND, "risorse")
    assert line == (
        "refused: Vera Voss is social class 7: its Risorse are not tracked "
        "(narrative only) (Evoluzione: Migliorare la Classe Sociale)"
    )


# -- Migliorare l'equipaggiamento: 1 EVO each ------------------------------------


def test_a_new_weapon_costs_one_evo_up_to_the_level_owned(ready, veteran):
    veteran(2)
    (bought,) = ready.json(*SPEND, "gear", "new", "weapon", "Coltello", "--level", "1")
    assert (bought["type"], bought["level"], bought["cost"]) == ("GearBought", 1, 1)
    line = ready.refused(*SPEND, "gear", "new", "protection", "Elmetto", "--level", "2")
    assert line == (
        "refused: a new protection has a level up to those owned (1), not 2: "
        "upgrade one instead (Evoluzione: Migliorare l'equipaggiamento)"
    )
    weapons = sheet(ready)["weapons"]
    assert weapons[1] == {"name": "Coltello", "level": 1, "marks": 0, "bonus": {}}
    assert evo_level(ready) == (1, 1)


def test_a_new_weapon_refused_with_no_evo(ready, veteran):
    veteran(0)
    line = ready.refused(*SPEND, "gear", "new", "weapon", "Coltello", "--level", "0")
    assert "has 0 EVO, 1 needed for Coltello" in line
    assert "already has an item called Pistola" in ready.refused(
        *SPEND, "gear", "new", "weapon", "pistola", "--level", "1"
    )


def test_an_upgrade_costs_one_evo_up_to_level_four(ready, veteran):
    veteran(4)
    for level in (2, 3, 4):
        (upgraded,) = ready.json(*SPEND, "gear", "upgrade", "pistola")
        assert (upgraded["item"], upgraded["level"]) == ("Pistola", level)
    assert sheet(ready)["weapons"][0]["level"] == 4
    line = ready.refused(*SPEND, "gear", "upgrade", "Pistola")
    assert line == (
        "refused: Vera Voss's Pistola is level 4, the highest "
        "(Evoluzione: Migliorare l'equipaggiamento)"
    )
    assert evo_level(ready) == (1, 3)


def test_an_upgrade_refused_with_no_evo(ready, veteran):
    veteran(0)
    line = ready.refused(*SPEND, "gear", "upgrade", "Giubbotto rinforzato")
    assert "has 0 EVO, 1 needed for Giubbotto rinforzato 2" in line


def test_a_gear_bonus_costs_one_evo_and_one_per_item(ready, veteran):
    veteran(2)
    ready.run(*SPEND, "gear", "bonus", "Pistola", "--skill", "Tiro con pistola")
    assert sheet(ready)["weapons"][0]["bonus"] == {"Tiro con pistola": 1}
    assert evo_level(ready) == (1, 1)
    line = ready.refused(*SPEND, "gear", "bonus", "Pistola", "--skill", "Mira")
    assert line == (
        "refused: Vera Voss's Pistola already gives +1D to Tiro con pistola: one "
        "bonus per weapon or protection (Evoluzione: Migliorare l'equipaggiamento)"
    )


def test_a_gear_bonus_refused_with_no_evo(ready, veteran):
    veteran(0)
    line = ready.refused(*SPEND, "gear", "bonus", "Pistola", "--skill", "Mira")
    assert "has 0 EVO, 1 needed for +1D Mira on Pistola" in line


# -- Potenziamenti: 2 EVO per +1 characteristic, 1 per +1 skill, +1 hidden, max 6 -


def test_a_characteristic_enhancement_costs_two_evo_and_adds_its_die(ready, veteran):
    veteran(2)
    (bought,) = ready.json(
        *SPEND, "enhancement", "Gambe bioniche", "--bonus", "agilita=1"
    )
    assert (bought["added"], bought["cost"], bought["new"]) == ({"Agilità": 1}, 2, True)
    assert sheet(ready)["enhancements"] == [
        {"name": "Gambe bioniche", "bonus": {"Agilità": 1}, "marks": 0, "hidden": False}
    ]
    assert evo_level(ready) == (0, 2)
    # Agilità 3 + Gambe bioniche 1: four dice.
    (roll,) = ready.json(
        "roll", "Vera", "--char", "agilita", "--target", "1", "--dice", "6,1,1,1"
    )
    assert roll["pool"] == 4


def test_a_characteristic_enhancement_refused_with_one_evo(ready, veteran):
    veteran(1)
    line = ready.refused(
        *SPEND, "enhancement", "Gambe bioniche", "--bonus", "Agilità=1"
    )
    assert line == (
        "refused: Vera Voss has 1 EVO, 2 needed for the enhancement Gambe bioniche "
        "(Evoluzione: Potenziamenti)"
    )


def test_a_skill_enhancement_costs_one_evo(ready, veteran):
    veteran(1)
    (bought,) = ready.json(*SPEND, "enhancement", "Chip", "--bonus", "hacking=1")
    assert (bought["added"], bought["kinds"], bought["cost"]) == (
        {"Hacking": 1},
        {"Hacking": "skill"},
        1,
    )
    assert evo_level(ready) == (0, 1)
    assert "has 0 EVO, 1 needed" in ready.refused(
        *SPEND, "enhancement", "Chip 2", "--bonus", "Hacking=1"
    )


def test_a_hidden_enhancement_costs_one_evo_more(ready, veteran):
    veteran(3)
    (bought,) = ready.json(
        *SPEND, "enhancement", "Nanofibre", "--bonus", "Orientamento=1", "--hidden"
    )
    assert (bought["cost"], bought["hidden"]) == (2, True)
    assert sheet(ready)["enhancements"][0]["hidden"] is True
    assert evo_level(ready) == (1, 2)
    line = ready.refused(
        *SPEND, "enhancement", "Altro", "--bonus", "Hacking=1", "--hidden"
    )
    assert "has 1 EVO, 2 needed for the enhancement Altro" in line


def test_an_enhancement_gives_two_different_plus_one_or_a_single_plus_two(
    ready, veteran
):
    veteran(9)
    (two,) = ready.json(
        *SPEND,
        "enhancement",
        "Occhio",
        "--bonus",
        "Hacking=1",
        "--bonus",
        "Orientamento=1",
    )
    assert two["cost"] == 2
    (double,) = ready.json(*SPEND, "enhancement", "Riflessi", "--bonus", "agilita=2")
    assert double["cost"] == 4  # 2 EVO per +1 to a characteristic
    line = ready.refused(
        *SPEND,
        "enhancement",
        "Troppo",
        "--bonus",
        "Hacking=1",
        "--bonus",
        "Orientamento=1",
        "--bonus",
        "Fuga=1",
    )
    assert line == (
        "refused: Hacking +1, Orientamento +1, Fuga +1 is too much for one "
        "enhancement: two different +1 or a single +2 (Evoluzione: Potenziamenti)"
    )
    line = ready.refused(*SPEND, "enhancement", "Riflessi", "--bonus", "Agilità=1")
    assert "Agilità +3 is too much for one enhancement" in line
    assert evo_level(ready) == (3, 6)


def test_an_enhancement_owned_can_grow_to_its_limit(ready, veteran):
    veteran(3)
    ready.run(*SPEND, "enhancement", "Chip", "--bonus", "Hacking=1")
    (more,) = ready.json(
        *SPEND, "enhancement", "chip", "--bonus", "hacking=1", "--hidden"
    )
    assert (more["enhancement"], more["new"], more["cost"]) == ("Chip", False, 2)
    (chip,) = sheet(ready)["enhancements"]
    assert (chip["bonus"], chip["hidden"]) == ({"Hacking": 2}, True)


def test_six_enhancements_at_most(ready, veteran):
    veteran(8)
    for number in range(6):
        ready.run(*SPEND, "enhancement", f"Chip {number}", "--bonus", "Hacking=1")
    line = ready.refused(*SPEND, "enhancement", "Chip 6", "--bonus", "Hacking=1")
    assert line == (
        "refused: Vera Voss has 6 enhancements, the maximum (Evoluzione: Potenziamenti)"
    )
    assert evo_level(ready) == (2, 6)


# -- Livello del personaggio -----------------------------------------------------


def test_the_level_counts_every_evo_spent_since_creation(ready, veteran):
    veteran(7)
    ready.run(*SPEND, "characteristic", "potenza")  # 3
    ready.run(*SPEND, "skill", "Hacking")  # 1
    ready.run(*SPEND, "class", "add", "Medico")  # 2
    ready.run(*SPEND, "risorse")  # 1
    assert evo_level(ready) == (0, 7)
    why = ready.json("why", "Vera", "level")
    assert [(row["type"], row["delta"]) for row in why] == [
        ("CharacterCreated", 0),
        ("CharacteristicRaised", 3),
        ("SkillRaised", 1),
        ("ClassAdded", 2),
        ("RisorseRaised", 1),
    ]
    assert why[-1]["value"] == 7
    assert sheet(ready)["wounds"]["max"] == 8  # Potenza 4


def test_a_snapshot_after_evolution_equals_the_replay(ready, veteran):
    from journal.app import JournalApp
    from journal.context import Env
    from journal.domain.daimon2090.campaign import DaimonCampaign
    from journal.projections.timeline import state_at

    class FrequentSnapshots(JournalApp):
        name = "journal"  # the store's tables are named after the application
        snapshotting_intervals = {DaimonCampaign: 3}

    veteran(9)
    app = FrequentSnapshots(env=ready.app_env())
    stamp = Env(None, None, "en").stamp()
    for buy in (
        lambda c: c.raise_characteristic("Vera", "agilita", stamp),
        lambda c: c.add_trait("Vera", "Coraggioso", None, stamp),
        lambda c: c.buy_enhancement("Vera", "Chip", {"Hacking": 1}, True, stamp),
        lambda c: c.buy_gear("Vera", "protection", "Casco", 1, stamp),
        lambda c: c.buy_pe("Vera", 7, stamp),
    ):
        app.change(None, buy)
    campaign = app.load(None)
    assert list(app.snapshots.get(campaign.id, desc=True, limit=1))
    replayed = state_at(app.campaign_events(None))
    vera = campaign.state.character("Vera")
    assert vera.to_dict() == replayed.character("Vera").to_dict()
    assert (vera.evo, vera.level, vera.created["agilita"]) == (3, 7, 3)  # 9 - 7 + 1


def test_a_roll_is_left_undecoded_only_when_its_text_rules_out_a_use():
    """`class develop`'s filter errs only towards decoding: a state not plain
    JSON, a "skill" spaced otherwise than the journal writes it, or a class
    with a version to upcast from is always decoded."""
    from journal.domain.daimon2090.events import ProvaRolled
    from journal.rulesets.daimon2090.evo import _may_use, rolled_types

    mark = b'"vera0001"'
    used = b'{"character":"vera0001","breakdown":{"skill":{"name":"Fuga"}}}'
    assert _may_use(used, mark)
    assert not _may_use(used.replace(b"vera0001", b"kira0001"), mark)
    assert not _may_use(b'{"character":"vera0001","breakdown":{"skill":null}}', mark)
    assert _may_use(b'{"character": "vera0001", "skill": null}', mark)  # spaced
    assert _may_use(b"\x78\x9c compressed", mark)
    sides = b'{"sides":[{"character_id":"vera0001","breakdown":{"skill":null}},'
    sides += b'{"character_id":"kira0001","breakdown":{"skill":{"name":"Fuga"}}}]}'
    assert _may_use(sides, mark)  # decoded: whose skill it is, the event says

    class Upcast(ProvaRolled):
        class_version = 2

    topic = f"{__name__}:Upcast"
    globals()["Upcast"] = Upcast
    try:
        found = rolled_types(
            {
                "ProvaRolled": "journal.domain.daimon2090.events:ProvaRolled",
                "ReserveAwarded": "journal.domain.daimon2090.events:ReserveAwarded",
                "Upcast": topic,
                "Gone": "journal.nowhere:Gone",
            }
        )
    finally:
        del globals()["Upcast"]
    assert found == {"ProvaRolled": True, "Upcast": False}

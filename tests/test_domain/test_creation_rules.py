"""The creation rules a prepared sheet meets (journal character create --from).

Kira Voss and Dario Neri, the bundled sample sheets, are "points" characters:
each test changes one thing on them and expects the rule it breaks, with its
rulebook section (PUNTEGGI, PUNTI PER LE ABILITÀ, POTENZIAMENTI, ARMI E
PROTEZIONI INIZIALI, ...).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from journal.data import load_table
from journal.domain.daimon2090.sheetfile import check_creation_rules, parse_sheet
from journal.domain.daimon2090.skillpoints import third_trait_cost
from journal.domain.errors import SheetError

SAMPLE = Path(__file__).resolve().parents[2] / "campaigns" / "ombre-su-milano"
TABLES, _ = load_table("creation", "journal.domain.daimon2090.data")


def sample(name: str) -> dict:
    return tomllib.loads((SAMPLE / f"{name}.toml").read_text(encoding="utf-8"))


def skill(sheet: dict, name: str) -> dict:
    return next(item for item in sheet["skills"] if item["name"] == name)


def drop_skill(sheet: dict, name: str) -> None:
    sheet["skills"] = [item for item in sheet["skills"] if item["name"] != name]


def refused(sheet: dict) -> tuple[str, str]:
    with pytest.raises(SheetError) as error:
        parse_sheet(sheet, TABLES)
    return error.value.message, error.value.section


def test_the_sample_characters_meet_every_creation_rule():
    kira, dario = (
        parse_sheet(sample("kira"), TABLES),
        parse_sheet(sample("dario"), TABLES),
    )
    check_creation_rules(kira, TABLES)
    check_creation_rules(dario, TABLES)
    # Kira: Cracker 3 + 2 + 2 = 7, Nomade 1 + 3 + 2 = 6, and 5 free points.
    assert sum(s["score"] for s in kira["skills"].values()) == 18
    # Tiro con pistola's generic comes from the sample skills: Mira.
    assert dario["skills"]["Tiro con pistola"]["generic"] == "Mira"


def test_without_the_tables_only_the_ranges_are_checked():
    sheet = sample("kira")
    sheet["characteristics"]["carisma"] = 5  # 18 points
    assert parse_sheet(sheet)["characteristics"]["carisma"] == 5


def test_an_imported_character_keeps_its_level_and_its_scores():
    sheet = sample("kira") | {"creation": "import", "level": 4, "evo": 2}
    sheet["characteristics"]["carisma"] = 5
    parsed = parse_sheet(sheet, TABLES)
    assert (parsed["level"], parsed["evo"], parsed["characteristics"]["carisma"]) == (
        4,
        2,
        5,
    )


# -- characteristics (PUNTEGGI) -------------------------------------------------


def test_a_points_character_has_14_characteristic_points():
    sheet = sample("kira")
    sheet["characteristics"]["carisma"] = 2
    assert refused(sheet) == (
        "the characteristics add up to 15: a new character has 12 points (1..5 each)"
        " and 2 free points, 14 in all",
        "Punteggi",
    )


def test_the_two_free_points_may_go_past_5():
    # 5 + 2 free points: Potenza 7 (Decision: the free points go anywhere).
    sheet = sample("dario")
    sheet["characteristics"] |= {"potenza": 7, "destrezza": 1, "intelligenza": 1}
    assert parse_sheet(sheet, TABLES)["characteristics"]["potenza"] == 7


@pytest.mark.parametrize(
    "scores, message",
    [
        (
            [7, 2, 2, 2, 1, 1],
            "Potenza 7: a random character has at most 5 + 1 rolled (7 only with the"
            " 2 free points, 14 in all)",
        ),
        (
            [2, 2, 2, 2, 1, 2],
            "the characteristics add up to 11: a random one has 12 or more",
        ),
        (
            [6, 1, 1, 1, 1, 2],
            "1 characteristics at 6 need as many dice of 4-6, and the total 12 leaves"
            " 0 over the 12",
        ),
        (
            [5, 5, 3, 1, 1, 1],
            "the total 16 has 4 rolled points over the 12, and only 3 characteristics"
            " above 1 to hold them",
        ),
    ],
)
def test_a_random_character_s_points_must_be_what_dice_can_give(scores, message):
    assert refused(random_kira(scores)) == (message, "Punteggi")


@pytest.mark.parametrize(
    "scores",
    [
        [3, 3, 3, 3, 3, 3],  # 2 each, and six dice of 4-6
        [5, 5, 2, 1, 1, 1],  # 5 4 1 1 1 1 (or 4 5 ...) and three dice
        [6, 1, 1, 2, 2, 1],  # 5 1 1 2 2 1 and a die of 4-6 on Potenza
        [2] * 6,  # every die 1-3
        [7, 2, 2, 1, 1, 1],  # 5 2 2 1 1 1 and both free points on Potenza
    ],
)
def test_what_the_dice_or_the_free_points_can_give_is_accepted(scores):
    sheet = parse_sheet(random_kira(scores), TABLES)
    assert list(sheet["characteristics"].values()) == scores


def random_kira(scores: list[int]) -> dict:
    sheet = sample("kira") | {"creation": "random"}
    names = ["potenza", "destrezza", "agilita", "intelligenza", "spirito", "carisma"]
    sheet["characteristics"] = dict(zip(names, scores, strict=True))
    return sheet


# -- classes, traits, start values ----------------------------------------------


@pytest.mark.parametrize(
    "change, expected",
    [
        (
            {"classes": ["Cracker", "Nomade", "Medico", "Pilota"]},
            (
                "a new character has at most 3 classes, got 4: the 5 free points "
                "cannot buy 2 extra classes",
                "Aggiungere una classe",
            ),
        ),
        (
            {"traits": ["Ambizioso"]},
            (
                "a new character has 2 traits (from its social classes and a "
                "particular event), got 1",
                "Eventi particolari",
            ),
        ),
        (
            {"reserve": 6},
            ("reserve 6: a new character has 7 Riserva dice", "Riserva di dadi"),
        ),
        (
            {"pe": 3},
            (
                'pe 3, evo 0: a new character has none (creation = "import" brings '
                "its EVO)",
                "Evoluzione",
            ),
        ),
        (
            {"risorse": 2},
            (
                "risorse 2: at creation Risorse equals the current social class (1)",
                "Risorse",
            ),
        ),
    ],
)
def test_a_new_character_starts_as_the_rulebook_says(change, expected):
    assert refused(sample("kira") | change) == expected


def test_a_new_character_s_counters_start_at_zero():
    sheet = sample("kira")
    sheet["weapons"][0]["marks"] = 2
    assert refused(sheet) == (
        "Pistola has 2 marks: a new character's counters start at 0",
        "Munizioni e manutenzione",
    )


# -- skill points (PUNTI PER LE ABILITÀ) ----------------------------------------


def test_no_skill_above_4_at_creation():
    sheet = sample("kira")
    skill(sheet, "Hacking")["score"] = 5
    drop_skill(sheet, "Fuga")
    drop_skill(sheet, "Sopravvivenza")
    assert refused(sheet) == (
        "skill 'Hacking' 5: a skill bought at creation has 1..4 points (no skill "
        "above 4)",
        "Punti per le abilità",
    )


def test_every_skill_belongs_to_a_class():
    sheet = sample("kira")
    del skill(sheet, "Fuga")["class"]
    assert refused(sheet)[0].startswith("skill 'Fuga' has no class")


def test_the_first_class_spends_7_points_on_3_skills():
    sheet = sample("kira")
    drop_skill(sheet, "Informatica avanzata")
    skill(sheet, "Conoscenza dei Bassifondi")["class"] = "Nomade"
    assert refused(sheet) == (
        "Cracker has 2 skills with 5 points: its 7 points go to at least 3 of its "
        "skills",
        "Punti per le abilità",
    )


def test_every_free_point_is_spent():
    # Without Fuga (1 point), Kira spends 4 of her 5 free points.
    sheet = sample("kira")
    drop_skill(sheet, "Fuga")
    assert refused(sheet) == (
        "the free skill points spent add up to 4 (2 on Cracker beyond its 7, 2 on "
        "Nomade beyond its 6): a new character spends all 5",
        "Punti per le abilità",
    )


def test_a_third_class_costs_a_point_and_two_more_on_its_skills():
    # Kira drops Conoscenza dei Bassifondi (2) and Fuga (1): 2 free points left
    # on Nomade; Medico costs 1 and takes Chirurgia 2.
    sheet = sample("kira")
    drop_skill(sheet, "Conoscenza dei Bassifondi")
    drop_skill(sheet, "Fuga")
    sheet["classes"].append("Medico")
    sheet["skills"].append({"name": "Chirurgia", "class": "Medico", "score": 2})
    parsed = parse_sheet(sheet, TABLES)
    assert parsed["skills"]["Chirurgia"] == {
        "score": 2,
        "kind": "S",
        "generic": "Medicina",
        "class": "Medico",
    }
    # Chirurgia 1 and Fuga back: Medico holds 1 point, not 2.
    skill(sheet, "Chirurgia")["score"] = 1
    sheet["skills"].append({"name": "Fuga", "class": "Nomade", "score": 1})
    assert refused(sheet) == (
        "Medico has 1 skill points: a third class puts at least 2 of the remaining"
        " free points on its skills",
        "Aggiungere una classe",
    )


@pytest.mark.parametrize(
    "trait, cost",
    [
        ({"name": "Massiccio", "effect": "Potenza +1D"}, 3),
        ({"name": "Altruista", "effect": "Empatia +1D"}, 2),
        ({"name": "Curioso", "effect": None}, 1),
        ({"name": "Insicuro", "effect": "esita nel prendere l'iniziativa"}, 1),
        ({"name": "Salute cagionevole", "effect": "Potenza -1D"}, 0),
    ],
)
def test_a_third_trait_costs_by_its_effect(trait, cost):
    assert third_trait_cost(trait) == cost


def test_a_third_trait_is_paid_from_the_free_points():
    # Curioso costs 1: Kira gives up Fuga's point for it.
    sheet = sample("kira")
    drop_skill(sheet, "Fuga")
    sheet["traits"].append("Curioso")
    assert len(parse_sheet(sheet, TABLES)["traits"]) == 3
    sheet["traits"][2] = {"name": "Massiccio", "effect": "Potenza +1D"}
    assert refused(sheet)[0] == (
        "the free skill points spent add up to 7 (2 on Cracker beyond its 7, 2 on "
        "Nomade beyond its 6, 3 for the trait Massiccio): a new character spends "
        "all 5"
    )


def test_a_generic_skill_without_specifics_stays_at_1():
    sheet = sample("kira")
    drop_skill(sheet, "Fuga")
    skill(sheet, "Sopravvivenza")["score"] = 2
    assert refused(sheet) == (
        "Sopravvivenza has no specific skill: a generic skill stays at 1",
        "Abilità generiche e specifiche",
    )


def test_a_generic_skill_takes_its_kind_from_the_samples():
    # "Mira" with no kind is the sample skills' generic: at most 1 without
    # specifics, so Mira 2 is refused.
    sheet = sample("kira")
    drop_skill(sheet, "Conoscenza dei Bassifondi")
    sheet["skills"].append({"name": "Mira", "class": "Cracker", "score": 2})
    assert refused(sheet)[0] == "Mira has no specific skill: a generic skill stays at 1"


# -- enhancements (COSTO DEI POTENZIAMENTI) -------------------------------------


@pytest.mark.parametrize(
    "bonus, hidden, cost",
    [
        ({"Tiro con pistola": 1}, False, 1),
        ({"Tiro con pistola": 1}, True, 2),
        ({"Mira": 1}, False, 2),
        ({"Uso dei Computer": 1}, False, 2),
        ({"Agilità": 1}, False, 3),
        ({"Hacking": 1, "Orientamento": 1}, True, 3),
    ],
)
def test_kira_has_3_enhancement_points(bonus, hidden, cost):
    # Social classes 3 and 1: the higher gives 3 points.
    sheet = sample("kira")
    sheet["enhancements"] = [{"name": "Impianto", "bonus": bonus, "hidden": hidden}]
    assert parse_sheet(sheet, TABLES)["enhancements"][0]["bonus"] == bonus
    other = {1: "Agilità", 2: "Mira", 3: "Hacking"}[cost]  # costs 4 - cost
    sheet["enhancements"].append({"name": "Altro", "bonus": {other: 1}})
    assert refused(sheet) == (
        f"the enhancements cost 4 points (Impianto {cost}, Altro {4 - cost}): social"
        " classes 3 and 1 give 3",
        "Costo dei potenziamenti",
    )


def test_an_enhancement_names_a_known_target():
    sheet = sample("kira")
    sheet["enhancements"] = [{"name": "Ali", "bonus": {"Volare": 1}}]
    assert refused(sheet) == (
        "'Volare' is neither a characteristic nor a skill of the sheet or of the "
        "sample skills: add the skill to give its kind",
        "Costo dei potenziamenti",
    )


# -- initial weapons and protections --------------------------------------------


def test_kira_may_have_one_medium_item():
    # Social class 1, Cracker and Nomade: neither a combat nor a criminal class.
    sheet = sample("kira")
    sheet["weapons"] = [{"name": "Grossa pistola", "level": 2}]
    parse_sheet(sheet, TABLES)
    sheet["protections"] = [{"name": "Giubbotto antiproiettile", "level": 2}]
    assert refused(sheet) == (
        "2 medium items (Grossa pistola, Giubbotto antiproiettile): a new character"
        " has 1 at social class 1 with the classes Cracker, Nomade",
        "Armi e protezioni iniziali",
    )


def test_kira_may_have_no_heavy_or_special_item():
    for level, word in ((3, "heavy"), (4, "special")):
        sheet = sample("kira")
        sheet["weapons"] = [{"name": "Mitragliatore", "level": level}]
        assert refused(sheet)[0] == (
            f"1 {word} items (Mitragliatore): a new character has none with the "
            "classes Cracker, Nomade"
        )


def test_dario_s_guard_training_arms_him():
    # Guardia is a combat class: medium items unlimited, one heavy item.
    sheet = sample("dario")
    sheet["weapons"] += [
        {"name": "Piccolo mitragliatore", "level": 2},
        {"name": "Fucile di precisione", "level": 3},
    ]
    parse_sheet(sheet, TABLES)
    sheet["weapons"].append({"name": "Ascia", "level": 3})
    assert refused(sheet)[0].startswith("2 heavy items (Fucile di precisione, Ascia)")


def test_a_weapon_s_technology_bonus_comes_after_creation():
    sheet = sample("kira")
    sheet["weapons"][0]["bonus"] = {"Tiro con pistola": 1}
    assert refused(sheet) == (
        "Pistola has a technology bonus: it costs 1 EVO after creation",
        "Migliorare l'equipaggiamento",
    )


def test_the_sheet_s_social_class_names_are_the_tables_own():
    from journal.data import load_table
    from journal.domain.daimon2090.names import SOCIAL_CLASS_NAMES

    assert (
        list(SOCIAL_CLASS_NAMES)
        == load_table("creation", "journal.domain.daimon2090.data")[0]["classi_sociali"]
    )

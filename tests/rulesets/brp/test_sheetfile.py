"""Sheet files (cli.md "Basic Roleplaying"): ranges, creation points, the cap."""

from __future__ import annotations

import pytest

from journal.domain.brp.sheetfile import parse_sheet
from journal.domain.errors import SheetError
from tests.rulesets.brp.helpers import TABLES

CHARS = {"FOR": 12, "COS": 12, "TAG": 12, "INT": 13, "POT": 11, "DES": 14, "FAS": 10}
PROFESSIONAL = {  # Investigatore: 240 on the six fixed skills, 60 on three chosen
    "Arma da Fuoco (Pistola)": 60,  # 20 + 40
    "Ascoltare": 65,  # 25 + 40
    "Conoscenza (Legge)": 55,  # 5 + 50
    "Individuare": 65,  # 25 + 40
    "Persuadere": 45,  # 15 + 30
    "Ricerca": 65,  # 25 + 40
    "Schivare": 48,  # DES×2 = 28 + 20
    "Guidare (Automobile)": 40,  # 20 + 20
    "Intuire": 25,  # 5 + 20
}
PERSONAL = {  # INT 13 × 10 = 130
    "Lingua (Inglese)": 30,  # 0 + 30
    "Nuotare": 75,  # 25 + 50
    "Primo Soccorso": 80,  # 30 + 50
}
SHEET = {
    "name": "Carla Neri",
    "player": "Ana",
    "creation": "points",
    "profession": "Investigatore",
    "characteristics": CHARS,
    "skills": {**PROFESSIONAL, **PERSONAL},
}


def parse(**changes) -> dict:
    return parse_sheet({**SHEET, **changes}, TABLES)


def refused(match: str, **changes) -> None:
    with pytest.raises(SheetError, match=match):
        parse(**changes)


def test_300_professional_and_int_x10_personal_points_fit_exactly():
    sheet = parse()
    assert sheet["profession"] == "Investigatore"
    assert sheet["skills"]["Primo Soccorso"] == 80
    assert sheet["skills"]["Conoscenza (Legge)"] == 55
    assert sheet["pp"] == 11 and sheet["characteristics"] == CHARS


def test_one_point_more_is_refused():
    refused(
        r"431 points.*300.*131 are more than the INT×10 = 130",
        skills={**SHEET["skills"], "Saltare": 26},
    )


def test_personal_points_do_not_stretch_to_pay_for_other_skills():
    # 200 points on the profession's skills, 200 elsewhere: 400 < 430, but
    # only 130 of those 200 can be personal
    skills = {
        "Ascoltare": 125,
        "Ricerca": 125,
        "Nuotare": 125,
        "Scalare": 140,
    }
    refused(r"400 points.*200 of them fit.*200 are more than", skills=skills)


def test_only_as_many_chosen_skills_as_the_profession_allows_count():
    # five skills from the list at +20: four are professional, one personal
    skills = {
        **PROFESSIONAL,
        "Furtività": 30,  # 10 + 20: a fourth choice
        "Camuffare": 21,  # 1 + 20: a fifth, paid from personal points
        "Nuotare": 115,  # 25 + 90: 110 personal points in all
    }
    assert parse(skills=skills)["skills"]["Camuffare"] == 21
    refused("fit the profession", skills={**skills, "Nuotare": 116})


def test_a_profession_of_ones_own_names_ten_skills():
    ten = [
        "Ascoltare",
        "Ricerca",
        "Individuare",
        "Persuadere",
        "Intuire",
        "Conoscenza (Legge)",
        "Arma da Fuoco (Pistola)",
        "Schivare",
        "Guidare (*)",
        "Lingua Madre",
    ]
    sheet = parse(profession={"name": "Cacciatrice di taglie", "skills": ten})
    assert sheet["profession"] == "Cacciatrice di taglie"
    refused(
        r"^profession\.skills has 9 entries, at least 10 \(2\.7",
        profession={"name": "Corta", "skills": ten[:9]},
    )


def test_unknown_professions_are_refused_with_the_list():
    refused("not a profession of the SRD.*Cacciatore", profession="Astronauta")
    refused("has a profession", profession=None)


def test_the_optional_75_percent_cap():
    refused("Primo Soccorso 80% is above the 75% cap", cap75=True)
    high_int = {**CHARS, "INT": 16, "POT": 8}  # Lingua Madre base 80
    skills = {**PROFESSIONAL, "Nuotare": 75, "Lingua Madre": 80, "Saltare": 75}
    assert parse(cap75=True, characteristics=high_int, skills=skills)


def test_characteristics_within_their_dice_but_for_three_points_moved():
    # 2.3: moving 3 points from INT to FOR is allowed (INT 8 → 5, FOR 18 → 21)
    moved = {**CHARS, "FOR": 21, "INT": 5, "POT": 16}
    assert parse(characteristics=moved, skills={})["characteristics"]["FOR"] == 21
    refused("4 points outside", characteristics={**CHARS, "FOR": 22})
    refused("4 points outside", characteristics={**CHARS, "INT": 4})
    refused(
        "FAS is missing", characteristics={k: v for k, v in CHARS.items() if k != "FAS"}
    )


def test_english_keys_and_no_accents_are_read():
    data = {
        "nome": "Carla Neri",
        "giocatore": "Ana",
        "creazione": "points",
        "professione": "investigatore",
        "caratteristiche": {
            "str": 12,
            "con": 12,
            "siz": 12,
            "int": 13,
            "pow": 11,
            "dex": 14,
            "cha": 10,
        },
        "abilita": {"furtivita": 30},
    }
    sheet = parse_sheet(data, TABLES)
    assert sheet["skills"]["Furtività"] == 30 and sheet["characteristics"]["TAG"] == 12


@pytest.mark.parametrize(
    "changes, match",
    [
        ({"colour": "red"}, "unknown key 'colour'"),
        ({"skills": {"Ascoltare": 20}}, "Ascoltare 20% is below its base 25%"),
        ({"skills": {"Conoscenza": 30}}, "Conoscenza has specialisations"),
        ({"skills": {"Ascoltre": 30}}, "Ascoltre is not a skill of the SRD"),
        (
            {"skills": {"Ascoltare": 10**9}},
            r"skills\.Ascoltare 1000000000 is outside 0\.\.999",
        ),
        ({"skills": {"Ascoltare": True}}, "whole number"),
        ({"damage_bonus": "+1D6"}, "comes from FOR\\+TAG"),
        (
            {"creation": "dreamed"},
            "creation must be 'points', 'random' or 'import', got 'dreamed'",
        ),
        ({"name": "Carla\x1b[31m"}, "control character"),
        ({"weapons": [{"name": "Lanciafiamme"}]}, "not in 5.9: give its skill"),
        (
            {"weapons": [{"name": "Frusta", "skill": "Frusta", "damage": "1D3"}]},
            "uses Frusta, which is not in",
        ),
        (
            {"weapons": [{"name": "Sasso", "skill": "Lanciare", "damage": "1D2+x"}]},
            "not dice notation",
        ),
        ({"armour": [{"name": "Assetto Antisommossa"}]}, "give its armour points"),
    ],
)
def test_refusals_name_the_key_and_the_rule(changes, match):
    refused(match, **changes)


def test_an_import_keeps_what_it_is_given():
    sheet = parse(
        creation="import",
        skills={"Ascoltare": 10, "Frusta": 45},
        characteristics={**CHARS, "FOR": 30},
    )
    assert sheet["skills"]["Ascoltare"] == 10 and sheet["skills"]["Frusta"] == 45
    assert sheet["profession"] == "Investigatore"


def test_a_sheet_file_may_give_a_profession_of_its_own():
    """The refusal of an unknown profession offers `profession = { name, skills }`:
    the declaration takes that table too (it took only text, so a file doing as
    told was refused), and names what is wrong inside it."""
    from journal.domain.rulesets import ruleset
    from journal.plugins import built_in
    from journal.sheetfiles import check_document

    assert "brp" in built_in()
    ten = ["Ascoltare", "Ricerca", "Individuare", "Persuadere", "Intuire"]
    ten += ["Conoscenza (Legge)", "Arma da Fuoco (Pistola)", "Schivare"]
    ten += ["Guidare (*)", "Lingua Madre"]
    own = {"nome": "Cacciatrice di taglie", "abilita": ten}
    sheet, problems = check_document(ruleset("brp"), {**SHEET, "profession": own}, "")
    assert problems == [] and sheet["profession"] == "Cacciatrice di taglie"
    short = {"name": "Corta", "skills": ten[:9]}
    sheet, problems = check_document(ruleset("brp"), {**SHEET, "profession": short}, "")
    assert [p.message for p in problems] == [
        "profession.skills has 9 entries, at least 10"
    ]

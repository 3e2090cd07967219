"""Prepared character sheets (journal character create --from FILE.toml): ranges."""

from __future__ import annotations

import copy
import tomllib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from journal.domain.daimon2090 import sheetmodel
from journal.domain.daimon2090.names import (
    CHARACTERISTICS,
    DIFFICULTY_WORDS,
    SCORE_WORDS,
    canonical_characteristic,
)
from journal.domain.daimon2090.sheetfile import parse_sheet, trait_effects
from journal.domain.errors import SheetError
from journal.domain.sheetmodel import SheetModel, names_of

# The sheet of cli.md's "Sheet files" section, as Ana writes it for Kira.
KIRA_TOML = """
name = "Kira Voss"
player = "Ana"
creation = "points"
level = 0
social_class = { origin = 3, current = 1 }
characteristics = { potenza = 3, destrezza = 3, agilita = 3, intelligenza = 4, \
spirito = 2, carisma = 2 }
classes = ["Nomade", "Cracker"]
traits = ["Ambizioso", { name = "Solitario", effect = "Empatia -1" }]
reserve = 7
equipment = ["Torcia", "Kit medico"]

[[skills]]
name = "Hacking"
kind = "S"
generic = "Uso dei Computer"
class = "Cracker"
score = 3

[[skills]]
name = "Uso dei Computer"
kind = "G"
score = 1

[daimon]
name = "Eco"
description = "A paper crane folded from green code"
traits = ["sarcastic", "protective"]

[[weapons]]
name = "Pistola"
level = 1
[[protections]]
name = "Giubbotto rinforzato"
level = 1
marks = 2
[[enhancements]]
name = "Occhio cibernetico"
bonus = { "Tiro con pistola" = 1 }
hidden = false
"""

KIRA = {
    "name": "Kira Voss",
    "player": "Ana",
    "creation": "points",
    "level": 0,
    "social_class": {"origin": 3, "current": 1},
    "risorse": 1,
    "characteristics": {
        "potenza": 3,
        "destrezza": 3,
        "agilita": 3,
        "intelligenza": 4,
        "spirito": 2,
        "carisma": 2,
    },
    "classes": ["Nomade", "Cracker"],
    "traits": [
        {"name": "Ambizioso", "effect": None},
        {"name": "Solitario", "effect": "Empatia -1"},
    ],
    "skills": {
        "Hacking": {
            "score": 3,
            "kind": "S",
            "generic": "Uso dei Computer",
            "class": "Cracker",
        },
        "Uso dei Computer": {"score": 1, "kind": "G", "generic": None, "class": None},
    },
    "reserve": 7,
    "pe": 0,
    "evo": 0,
    "weapons": [{"name": "Pistola", "level": 1, "marks": 0, "bonus": {}}],
    "protections": [
        {"name": "Giubbotto rinforzato", "level": 1, "marks": 2, "bonus": {}}
    ],
    "enhancements": [
        {
            "name": "Occhio cibernetico",
            "bonus": {"Tiro con pistola": 1},
            "marks": 0,
            "hidden": False,
        }
    ],
    "daimon": {
        "name": "Eco",
        "description": "A paper crane folded from green code",
        "traits": ["sarcastic", "protective"],
    },
    "equipment": ["Torcia", "Kit medico"],
}


def kira() -> dict:
    return tomllib.loads(KIRA_TOML)


def test_the_cli_example_normalises_exactly():
    assert parse_sheet(kira()) == KIRA


def test_italian_keys_give_the_same_sheet():
    # Ana writes her sheet in Italian, accents and capitals as she likes.
    italian = {
        "Nome": "Kira Voss",
        "giocatore": "Ana",
        "creazione": "points",
        "livello": 0,
        "classe_sociale": {"origine": 3, "attuale": 1},
        "caratteristiche": {
            "Potenza": 3,
            "destrezza": 3,
            "agilità": 3,
            "intelligenza": 4,
            "spirito": 2,
            "carisma": 2,
        },
        "classi": ["Nomade", "Cracker"],
        "tratti": ["Ambizioso", {"nome": "Solitario", "effetto": "Empatia -1"}],
        "riserva": 7,
        "equipaggiamento": ["Torcia", "Kit medico"],
        "abilità": [
            {
                "nome": "Hacking",
                "tipo": "S",
                "generica": "Uso dei Computer",
                "classe": "Cracker",
                "punteggio": 3,
            },
            {"nome": "Uso dei Computer", "tipo": "G", "punteggio": 1},
        ],
        "dàimon": {
            "nome": "Eco",
            "descrizione": "A paper crane folded from green code",
            "tratti": ["sarcastic", "protective"],
        },
        "armi": [{"nome": "Pistola", "livello": 1}],
        "protezioni": [{"nome": "Giubbotto rinforzato", "livello": 1, "marcatori": 2}],
        "potenziamenti": [
            {
                "nome": "Occhio cibernetico",
                "bonus": {"Tiro con pistola": 1},
                "nascosto": False,
            }
        ],
    }
    assert parse_sheet(italian) == KIRA


def test_english_characteristic_names_are_accepted():
    sheet = kira()
    sheet["characteristics"] = dict(
        strength=3, dexterity=3, AGILITY=3, intelligence=4, spirit=2, charisma=2
    )
    assert parse_sheet(sheet) == KIRA


def test_a_minimal_sheet_gets_the_defaults():
    # Only what the rulebook cannot guess: reserve 7, risorse = current class.
    minimal = {
        "name": "Kira Voss",
        "player": "Ana",
        "social_class": {"origin": 3, "current": 2},
        "characteristics": KIRA["characteristics"],
        "classes": ["Nomade"],
    }
    sheet = parse_sheet(minimal)
    assert sheet == {
        **{"name": "Kira Voss", "player": "Ana", "creation": "points", "level": 0},
        **{"social_class": {"origin": 3, "current": 2}, "risorse": 2},
        **{"characteristics": KIRA["characteristics"], "classes": ["Nomade"]},
        **{"traits": [], "skills": {}, "reserve": 7, "pe": 0, "evo": 0},
        **{"weapons": [], "protections": [], "enhancements": [], "equipment": []},
        "daimon": {"name": None, "description": None, "traits": []},
    }


def test_an_imported_character_may_have_a_level_and_social_class_7():
    # A paper sheet brought in as it is: level 3, now very rich.
    sheet = kira()
    sheet.update(creation="import", level=3, evo=2, pe=6)
    sheet["social_class"] = {"origin": 3, "current": 7}
    parsed = parse_sheet(sheet)
    assert (parsed["level"], parsed["evo"], parsed["pe"]) == (3, 2, 6)
    assert parsed["social_class"] == {"origin": 3, "current": 7}
    assert parsed["risorse"] == 7


def _set(*path, value):
    def change(sheet):
        *parents, last = path
        for key in parents:
            sheet = sheet[key]
        sheet[last] = value

    return change


def _drop(*path):
    def change(sheet):
        *parents, last = path
        for key in parents:
            sheet = sheet[key]
        del sheet[last]

    return change


CHARS, SHEET, SKILLS, GEAR = (
    "Caratteristiche",
    "journal: sheet files",
    "Abilità",
    ("Armi e protezioni"),
)
SEVEN_ENHANCEMENTS = [
    {"name": f"Impianto {i}", "bonus": {"Agilità": 1}} for i in range(7)
]
REFUSALS = [
    (
        _set("characteristics", "potenza", value=9),
        "characteristics.potenza 9 is outside 1..7",
        CHARS,
    ),
    (
        _set("characteristics", "potenza", value="three"),
        "characteristics.potenza must be a whole number, got 'three'",
        CHARS,
    ),
    (
        _set("characteristics", "potenza", value=True),
        "characteristics.potenza must be a whole number, got true",
        CHARS,
    ),
    (
        _set("characteristics", "potenza", value=3.0),
        "characteristics.potenza must be a whole number, got 3.0",
        CHARS,
    ),
    (
        _set("characteristics", "potenza", value=10**30),
        "characteristics.potenza a number of more than 20 digits is outside 1..7",
        CHARS,
    ),
    (_set("forza", value=3), "unknown key 'forza' in the sheet", SHEET),
    (
        _set("skills", 0, "difficolta", value=2),
        "unknown key 'difficolta' in skills[1]",
        SKILLS,
    ),
    (
        _set("classes", value=["Nomade", "Cracker", "Medico", "Pilota", "Ladro"]),
        "classes has 5 entries, at most 4",
        "Classi",
    ),
    (
        _set("traits", value=["Ambizioso", "Solitario", "Curioso", "Leale"]),
        "traits has 4 entries, at most 3",
        "Tratti",
    ),
    (
        _set("skills", 1, "name", value="HACKING"),
        "skill 'HACKING' is listed twice",
        SKILLS,
    ),
    (
        _set("skills", 0, "class", value="Netrunner"),
        "skill 'Hacking' class 'Netrunner' is not among the classes (Nomade, Cracker)",
        SKILLS,
    ),
    (
        _set("skills", 0, "kind", value="X"),
        "skills[1].kind must be 'g' or 's', got 'x'",
        SKILLS,
    ),
    (
        _set("weapons", 0, "level", value=5),
        "weapons[1].level 5 is outside 0..4",
        GEAR,
    ),
    (
        _set("enhancements", value=SEVEN_ENHANCEMENTS),
        "enhancements has 7 entries, at most 6",
        "Potenziamenti",
    ),
    (
        _set("social_class", "current", value=7),
        "social_class current 7 is outside 1..6 at creation"
        ' (7 only with creation = "import")',
        "Classe Sociale",
    ),
    (
        _set("level", value=3),
        'level 3 needs creation = "import" (a new character starts at level 0)',
        "Creazione dei personaggi",
    ),
    (
        _set("name", value="Kira\u202eVoss"),
        "the name contains the control character U+202E",
        "journal: text",
    ),
    (
        _drop("characteristics", "agilita"),
        "characteristics.agilita is missing",
        CHARS,
    ),
    (_drop("player"), "player is missing", SHEET),
    (_drop("skills", 0, "score"), "skills[1].score is missing", SKILLS),
    (
        _set("creation", value="magic"),
        "creation must be 'points', 'random' or 'import', got 'magic'",
        "Creazione dei personaggi",
    ),
    (_set("reserve", value=8), "reserve 8 is outside 0..7", "Riserva dei dadi"),
    (_set("pe", value=7), "pe 7 is outside 0..6", "Evoluzione"),
    (_set("risorse", value=-1), "risorse -1 is outside 0..7", "Classe Sociale"),
    (
        _set("enhancements", 0, "bonus", value={"Agilità": 2, "Mira": 1}),
        "enhancement 'Occhio cibernetico' bonus total 3 is outside 1..2",
        "Potenziamenti",
    ),
    (
        _set("weapons", 0, "bonus", value={"Mira": 1, "Tiro con pistola": 1}),
        "weapons[1].bonus has 2 entries, at most 1",
        GEAR,
    ),
    (
        _set("protections", 0, "name", value="pistola"),
        "weapon or protection 'pistola' is listed twice",
        GEAR,
    ),
    (
        _set("characteristics", "agilità", value=4),
        'characteristics."agilità" gives agilita a second time',
        CHARS,
    ),
    (_set("classes", value="Nomade"), "classes must be a list, got 'Nomade'", "Classi"),
    (
        _set("enhancements", 0, "hidden", value="yes"),
        "enhancements[1].hidden must be true or false, got 'yes'",
        "Potenziamenti",
    ),
    (_set("daimon", value=[]), "daimon must be a table, got a list", "Dàimon"),
    # A direct caller's None is no "leave it out": a dàimon is a table.
    (_set("daimon", value=None), "daimon must be a table, got nothing", "Dàimon"),
    # A bonus's dice are the declaration's (sheet schema and the docs show them).
    (
        _set("weapons", 0, "bonus", value={"Mira": 2}),
        "weapons[1].bonus.Mira 2 is outside 1..1",
        GEAR,
    ),
    (
        _set("enhancements", 0, "bonus", value={}),
        "enhancements[1].bonus has 0 entries, at least 1",
        "Potenziamenti",
    ),
    (
        _set("enhancements", 0, "bonus", value={"Agilità": 3}),
        'enhancements[1].bonus."Agilità" 3 is outside 1..2',
        "Potenziamenti",
    ),
]


@pytest.mark.parametrize(("change", "message", "section"), REFUSALS)
def test_a_sheet_out_of_range_is_refused_with_the_rule(change, message, section):
    sheet = kira()
    change(sheet)
    with pytest.raises(SheetError) as refused:
        parse_sheet(sheet)
    assert (refused.value.message, refused.value.section) == (message, section)


def test_every_problem_of_the_file_is_told_at_once():
    # A direct caller hears the loader's words: each problem, the first's section.
    sheet = kira()
    sheet["characteristics"]["potenza"] = 9
    sheet["reserve"] = 8
    del sheet["skills"][0]["score"]
    with pytest.raises(SheetError) as refused:
        parse_sheet(sheet)
    assert (refused.value.message, refused.value.section) == (
        "characteristics.potenza 9 is outside 1..7; skills[1].score is missing; "
        "reserve 8 is outside 0..7",
        CHARS,
    )


def test_a_bonus_table_is_told_its_number_of_entries():
    # pydantic leaves a table's length out of its error: the loader counts it.
    from journal.domain.daimon2090.sheetmodel import DaimonSheetFile
    from journal.domain.sheetcheck import problems

    sheet = kira()
    sheet["protections"][0]["bonus"] = {"Mira": 1, "Schivare": 1, "Fuga": 1}
    assert [p.message for p in problems(DaimonSheetFile, sheet)] == [
        "protections[1].bonus has 3 entries, at most 1"
    ]


def test_the_declaration_holds_a_bonus_to_its_dice():
    # A weapon's or protection's bonus is one die; an enhancement's 1 or 2.
    from journal.domain.daimon2090.sheetmodel import DaimonSheetFile
    from journal.domain.sheetcheck import problems

    sheet = kira()
    sheet["weapons"][0]["bonus"] = {"Mira": 2}
    sheet["enhancements"][0]["bonus"] = {"Agilità": 3}
    sheet["enhancements"].append({"name": "Vuoto", "bonus": {}})
    sheet["daimon"] = None
    assert [(p.message, p.section) for p in problems(DaimonSheetFile, sheet)] == [
        ("weapons[1].bonus.Mira 2 is outside 1..1", "Armi e protezioni"),
        ('enhancements[1].bonus."Agilità" 3 is outside 1..2', "Potenziamenti"),
        ("enhancements[2].bonus has 0 entries, at least 1", "Potenziamenti"),
        ("daimon must be a table, got nothing", "Dàimon"),
    ]


def test_the_sheet_itself_must_be_a_table():
    with pytest.raises(SheetError, match="the sheet must be a table, got a list"):
        parse_sheet([])


def test_canonical_characteristic_reads_italian_and_english():
    assert canonical_characteristic("Agilità") == "agilita"
    assert canonical_characteristic("agilita") == "agilita"
    assert canonical_characteristic("AGILITY") == "agilita"
    assert canonical_characteristic(" strength ") == "potenza"
    assert canonical_characteristic("Power") == "potenza"
    assert canonical_characteristic("nonsense") is None


def test_score_and_difficulty_words_follow_the_rulebook():
    assert SCORE_WORDS[1] == "Scarso" and SCORE_WORDS[7] == "Eccezionale"
    assert DIFFICULTY_WORDS[1] == "Molto semplice"
    assert DIFFICULTY_WORDS[7] == "Leggendaria"
    assert sorted(SCORE_WORDS) == sorted(DIFFICULTY_WORDS) == list(range(1, 8))


def test_trait_effects_read_a_name_and_signed_dice():
    traits = [
        {"name": "Solitario", "effect": "Empatia -1"},
        {"name": "Scontroso", "effect": "Empatia −1D"},
        {"name": "Affascinante", "effect": "Carisma +1"},
        {"name": "Atletico", "effect": "+1 Agilità"},
        {"name": "Curioso", "effect": "asks too many questions"},
        {"name": "Ambizioso", "effect": None},
        "Leale",
    ]
    assert trait_effects(traits) == [
        ("Empatia", -1),
        ("Empatia", -1),
        ("Carisma", 1),
        ("Agilità", 1),
    ]


def test_trait_effects_work_on_a_parsed_sheet():
    assert trait_effects(parse_sheet(kira())["traits"]) == [("Empatia", -1)]


six_scores = st.fixed_dictionaries(
    {key: st.integers(min_value=1, max_value=7) for key in CHARACTERISTICS}
)


@given(six_scores)
def test_any_six_scores_in_range_are_kept(scores):
    sheet = kira()
    sheet["characteristics"] = scores
    assert parse_sheet(sheet)["characteristics"] == scores


@given(
    six_scores,
    st.sampled_from(CHARACTERISTICS),
    st.integers(max_value=0) | st.integers(min_value=8),
)
def test_any_score_out_of_range_is_refused(scores, key, wrong):
    sheet = kira()
    sheet["characteristics"] = {**scores, key: wrong}
    with pytest.raises(SheetError) as refused:
        parse_sheet(sheet)
    assert refused.value.section == "Caratteristiche"


MODELS = [
    model
    for model in vars(sheetmodel).values()
    if isinstance(model, type) and issubclass(model, SheetModel)
    and model.__module__ == sheetmodel.__name__
]  # fmt: skip
KNOWN_KEYS = sorted({key for model in MODELS for key in names_of(model)})
junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(KNOWN_KEYS) | st.text(max_size=8), inner, max_size=5
        )
    ),
    max_leaves=25,
)


@given(junk)
def test_junk_is_refused_with_a_sheet_error_only(data):
    try:
        parse_sheet(data)
    except SheetError:
        pass


PATHS = [
    ("name",),
    ("creation",),
    ("level",),
    ("social_class",),
    ("social_class", "origin"),
    ("characteristics",),
    ("characteristics", "spirito"),
    ("classes",),
    ("classes", 0),
    ("traits",),
    ("traits", 1),
    ("traits", 1, "effect"),
    ("skills",),
    ("skills", 0),
    ("skills", 0, "class"),
    ("skills", 0, "generic"),
    ("skills", 0, "kind"),
    ("daimon",),
    ("daimon", "traits"),
    ("weapons", 0),
    ("weapons", 0, "bonus"),
    ("protections", 0, "marks"),
    ("enhancements",),
    ("enhancements", 0, "bonus"),
    ("enhancements", 0, "hidden"),
    ("equipment",),
    ("reserve",),
    ("risorse",),
]


@given(st.sampled_from(PATHS), junk)
def test_junk_inside_a_good_sheet_is_refused_with_a_sheet_error_only(path, data):
    sheet = kira()
    sheet.setdefault("risorse", 1)
    _set(*path, value=copy.deepcopy(data))(sheet)
    try:
        parse_sheet(sheet)
    except SheetError:
        pass


def test_a_skill_class_is_matched_as_the_class_is_spelled():
    # Ana types "cracker" for the skill; the sheet keeps her class's spelling.
    sheet = kira()
    sheet["skills"][0]["class"] = "CRACKER"
    assert parse_sheet(sheet)["skills"]["Hacking"]["class"] == "Cracker"

"""`journal character create`: the random procedure at the table, and sheet files.

The rulebook's own example (GENERAZIONE CASUALE, EVENTI PARTICOLARI): origin 3,
current 1; table 3 row 5 (Programmatore, Cracker / Ambizioso), table 1 row 3 − 1
= 2 (Nomade / Aggressivo); the player crosses them into Nomade and Ambizioso; the
descending event table's 4 is "Un tradimento": Diffidente; then Cracker.
"""

from __future__ import annotations

import json

import pytest

from journal.cli import cli
from tests.conftest import Table

# Kira's 12 points, then six dice (Potenza .. Carisma) and the five table rolls.
POINTS = "3,2,2,3,1,1"
DICE = "5,2,4,1,6,3,3,1,5,3,4"
SKILLS = [  # 7 points on Nomade (the first class), 6 + 5 free on Cracker
    "Orientamento=3:Nomade",
    "Movimento silenzioso=1:Nomade",
    "Guidare moto=2:Nomade",
    "Fuga=1:Nomade",
    "Hacking=3:Cracker",
    "Informatica avanzata=2:Cracker",
    "Uso dei Computer=2:Cracker",
    "Conoscenza dei Bassifondi=4:Cracker",
]


def unattended(*more: str) -> list[str]:
    args = ["character", "create", "Kira Voss", "--player", "Ana", "--random"]
    args += ["--yes", "--characteristics", POINTS, "--bonus", "roll"]
    args += ["--class-from", "current", "--second-class", "Cracker"]
    args += ["--daimon-name", "Eco", "--daimon-trait", "sarcastica"]
    for skill in SKILLS:
        args += ["--skill", skill]
    return [*args, *more]


@pytest.fixture
def ana(table: Table) -> Table:
    table.run("campaign", "new", "Ombre su Milano")
    table.run("player", "add", "Ana", "Bruno")
    return table


def test_the_rulebook_example_with_typed_dice(ana):
    created, *rolls = ana.json(*unattended("--dice", DICE, "--weapon", "Pistola=1"))
    sheet = created["sheet"]
    assert (created["type"], sheet["creation"]) == ("CharacterCreated", "random")
    assert sheet["social_class"] == {"origin": 3, "current": 1}
    assert sheet["classes"] == ["Nomade", "Cracker"]
    assert [t["name"] for t in sheet["traits"]] == ["Ambizioso", "Diffidente"]
    # 3 2 2 3 1 1 and dice 5 2 4 1 6 3: +1 on Potenza, Agilità, Spirito.
    assert list(sheet["characteristics"].values()) == [4, 2, 3, 3, 2, 1]
    assert sheet["risorse"] == 1 and sheet["reserve"] == 7
    table = [(r["step"], r["dice"], r["modifier"], r["row"]) for r in rolls]
    assert table == [
        ("characteristics", [5, 2, 4, 1, 6, 3], 0, None),
        ("origin", [3], 0, 3),
        ("current", [1], 0, 1),
        ("origin_table", [5], 0, 5),
        ("current_table", [3], -1, 2),
        ("event", [4], 0, 4),
    ]
    assert [r["result"] for r in rolls[3:]] == [
        {"class": "Programmatore, Cracker", "trait": "Ambizioso"},
        {"class": "Nomade", "trait": "Aggressivo"},
        {"event": "Un tradimento", "trait": "Diffidente"},
    ]
    assert {r["character"] for r in rolls} == {"Kira Voss"}
    assert {r["character_id"] for r in rolls} == {created["character_id"]}
    assert {r["type"] for r in rolls} == {"CreationTableRolled"}
    assert {r["dice_source"] for r in rolls} == {"typed"}


def test_the_birth_reads_in_the_log_and_on_the_sheet(ana):
    ana.run(*unattended("--dice", DICE))
    lines = ana.run("--lang", "it", "log").stdout.splitlines()
    assert lines[8].endswith(
        "Kira Voss: tabella attuale (CLASSE SOCIALE 1: VAGABONDO, NULLATENENTE, "
        "DISOCCUPATO): 3 −1 → riga 2: Nomade / Aggressivo"
    )
    assert lines[-1].endswith(
        "Kira Voss: evento particolare (CLASSE SOCIALE DISCENDENTE, CONDIZIONI IN "
        "PEGGIORAMENTO): 4: Un tradimento / Diffidente"
    )
    shown = ana.json("show", "Kira")
    assert shown["social_path"] == {
        "origin": 3,
        "current": 1,
        "trend": "discendente",
        "origin_name": "Proletario, piccolo commerciante",
        "current_name": "Vagabondo, nullatenente, disoccupato",
    }
    assert shown["daimon"] == {
        "name": "Eco",
        "description": None,
        "traits": ["sarcastica"],
    }
    text = ana.run("show", "Kira").stdout
    assert "Social class 3→1 (discendente)   Risorse 1" in text
    italian = ana.run("--lang", "it", "show", "Kira").stdout
    assert "Classe sociale 3→1 (discendente)   Risorse 1" in italian
    assert "Dàimon: Eco (sarcastica)" in text


def test_the_non_random_two_points_need_no_dice(ana):
    # 3 2 2 3 1 1 and the free points on Potenza and Spirito: Kira's 4 2 2 3 2 1;
    # the dice are the five table rolls only.
    args = unattended("--dice", "3,1,5,3,4")
    args[args.index("roll")] = "potenza,spirito"
    created, *rolls = ana.json(*args)
    assert list(created["sheet"]["characteristics"].values()) == [4, 2, 2, 3, 2, 1]
    assert [r["step"] for r in rolls][0] == "origin"


def test_the_same_seed_gives_the_same_character(ana, tmp_path):
    # A refinement of the class rolled (the tables are guidelines) keeps the
    # skills' class whatever the dice say.
    args = unattended("--seed", "2090", "--first-class", "Nomade")
    other = Table(tmp_path / "other.sqlite3")
    other.run("campaign", "new", "Ombre su Milano")
    other.run("player", "add", "Ana", "Bruno")
    first, second = ana.json(*args), other.json(*args)
    strip = [{k: v for k, v in r.items() if k != "at"} for r in first]
    assert strip == [{k: v for k, v in r.items() if k != "at"} for r in second]
    assert ana.json("show", "Kira") == other.json("show", "Kira")
    assert {r.get("seed") for r in first[1:]} == {2090}


def without(args: list[str], option: str) -> list[str]:
    """The arguments without every `option VALUE` pair."""
    kept, skip = [], False
    for arg in args:
        if not skip and arg != option:
            kept.append(arg)
        skip = arg == option
    return kept


def test_unattended_draws_a_missing_choice(ana):
    # No second class and no skills: both drawn (tests/rulesets/daimon2090:
    # a whole character drawn from --seed).
    args = without(without(unattended("--dice", DICE), "--second-class"), "--skill")
    created, *_ = ana.json(*args)
    classes = created["sheet"]["classes"]
    assert classes[0] == "Nomade" and len(classes) == 2 and classes[1] != "Nomade"
    assert {s["class"] for s in created["sheet"]["skills"].values()} == set(classes)


def test_a_row_naming_two_classes_draws_the_first_class(ana):
    args = unattended("--dice", DICE)
    args[args.index("current")] = "origin"  # Programmatore, Cracker
    created, *_ = ana.json(*without(args, "--skill"))
    # Cracker is the second class given: the first is drawn from the other.
    assert created["sheet"]["classes"] == ["Programmatore", "Cracker"]


@pytest.mark.parametrize(
    "change, line",
    [
        (
            ("--characteristics", "3,2,2,3,2,1"),
            "refused: the characteristic points add up to 13: a new character has "
            "12 (Punteggi)",
        ),
        (
            ("--dice", DICE + ",6"),
            "refused: the roll needs 11 dice, 12 were typed (Generazione casuale)",
        ),
        (
            ("--skill", "Fuga=2:Nomade"),
            "refused: the free skill points spent add up to 6 (1 on Nomade beyond its"
            " 7, 5 on Cracker beyond its 6): a new character spends all 5 (Punti per "
            "le abilità)",
        ),
    ],
)
def test_a_refused_step_records_nothing(ana, change, line):
    args = unattended("--dice", DICE)
    option, value = change
    if option == "--skill":
        args[args.index("Fuga=1:Nomade")] = value
    elif option in args:
        args[args.index(option) + 1] = value
    else:
        args += [option, value]
    assert ana.refused(*args) == line


def test_the_player_and_the_name_are_checked_before_any_die(ana):
    assert ana.refused(*unattended("--dice", "")[:-2], "--player", "Zed") == (
        "refused: no player called 'Zed'; add one with `journal player add` (journal)"
    )
    ana.run(*unattended("--dice", DICE))
    assert ana.refused(*unattended("--dice", DICE)) == (
        "refused: there is already a character called Kira Voss (journal)"
    )


# -- at the table: the walk asks -------------------------------------------------

ANSWERS = [
    *"3 2 2 3".split(),  # Potenza .. Intelligenza; Spirito and Carisma: 1 + 1 left
    "",  # Enter: the default, roll a die per characteristic
    "current",  # Nomade with Ambizioso
    "Cracker",  # second class
    "",  # no third class
    "",  # no third trait
    *SKILLS,
    "",  # no more skills
    "Occhio cibernetico:Tiro con pistola=1:hidden",
    "",  # no more enhancements
    "Pistola=1",
    "",
    "Giubbotto rinforzato=1",
    "",
    "Eco",
    "A paper crane folded from green code",
    "sarcastica, protettiva",
    "",  # no equipment
]
KEPT = [""] * 3  # second class, third class, third trait: Enter keeps each
LISTS_KEPT = [""] * 7  # enhancements .. equipment: Enter keeps each


def walk(table: Table, answers: list[str], expect: int = 0, *more: str):
    args = ["character", "create", "Kira Voss", "--player", "Ana", *more]
    result = table.runner.invoke(
        cli,
        ["--store", str(table.store), *args, "--dice", DICE],
        input="\n".join(answers) + "\n",
    )
    assert result.exit_code == expect, (result.output, result.stderr)
    return result


def test_the_walk_asks_each_choice_and_records_after_the_confirmation(ana):
    result = walk(ana, [*ANSWERS, "y"], 0, "--random")
    asked = result.stdout
    # Each prompt says its limits and shows the default Enter takes.
    assert "Potenza (1..5; 12 of the 12 points left) [2]:" in asked
    assert "Intelligenza (1..3; 5 of the 12 points left) [2]:" in asked
    assert "Spirito: 1 (what the points leave)" in asked
    assert "or 2 free points (roll: a die each, 4-6 gives +1; " in asked
    assert "[roll]:" in asked
    assert (
        "The first class from (origin, current; origin: Programmatore, Cracker "
        "with the trait Aggressivo; current: Nomade with the trait Ambizioso) "
        "[origin]:"
    ) in asked
    assert "7 points over 3 or more skills of Nomade, 6 over 3 or more of Cracker" in (
        asked
    )
    assert "3 points: +1 to a specific skill costs 1" in asked
    assert "medium (2) 1, heavy (3) 0, special (4) 0" in asked
    assert "Current table (CLASSE SOCIALE 1" in asked
    assert "3 −1 → 2: Nomade / Aggressivo" in asked
    assert "First class: Nomade   First trait: Ambizioso" in asked
    assert "Characteristics (dice 5 2 4 1 6 3): Potenza 4" in asked
    assert "Record Kira Voss? [Y/n]:" in asked
    kira = ana.json("show", "Kira")
    assert kira["enhancements"][0]["hidden"] is True
    assert kira["daimon"]["traits"] == ["sarcastica", "protettiva"]
    assert [w["name"] for w in kira["weapons"] + kira["protections"]] == [
        "Pistola",
        "Giubbotto rinforzato",
    ]
    assert list(kira["characteristics"].values()) == [4, 2, 3, 3, 2, 1]


def test_a_wrong_answer_is_told_why_and_asked_again_alone(ana):
    # Potenza 7 is out of range, "maybe" is not a side, Nomade=5 is above 4 and
    # a class the character lacks is no class: each is asked again, and only it.
    answers = ["7", *ANSWERS[:5], "maybe", *ANSWERS[5:9]]
    answers += ["Fuga=5:Nomade", "Hacking=1:Soldato", *ANSWERS[9:], "y"]
    result = walk(ana, answers)
    assert "  7 is outside 1..5" in result.stdout
    assert "'maybe' is not one of: origin, current" in result.stdout
    assert "Fuga 5: a skill bought at creation has 1..4 points" in result.stdout
    assert "Soldato is not a class of the character (Nomade, Cracker)" in (
        result.stdout
    )
    assert result.stdout.count("Potenza (1..5") == 2
    assert result.stdout.count("Destrezza (") == 1
    assert ana.json("show", "Kira")["skills"]["Fuga"]["score"] == 1


def test_no_at_the_confirmation_records_nothing(ana):
    before = ana.event_count()
    result = walk(ana, [*ANSWERS, "n"], expect=1)
    assert "Aborted!" in result.output
    assert ana.event_count() == before


def test_a_refused_choice_is_asked_again_with_every_answer_kept(ana):
    # Fuga 2 spends 6 free points: refused at the end; the walk asks the free
    # choices again, each answer its default: Ana drops entry 4 (Fuga 2), adds
    # Fuga 1, and keeps everything else with Enter. The dice stay as rolled.
    first = [a if a != "Fuga=1:Nomade" else "Fuga=2:Nomade" for a in ANSWERS]
    again = [*KEPT, "-4", "Fuga=1:Nomade", "", *LISTS_KEPT]
    result = walk(ana, [*first, *again, "y"])
    assert "refused: the free skill points spent add up to 6" in result.stdout
    assert "Your answers are kept: Enter keeps each one" in result.stdout
    assert "Second class (a free choice; ? lists the rulebook's 50 examples) " in (
        result.stdout
    )
    assert "[Cracker]:" in result.stdout
    assert "  4: Fuga=2:Nomade" in result.stdout
    kira = ana.json("show", "Kira")
    assert kira["skills"]["Fuga"]["score"] == 1
    assert kira["daimon"]["description"] == "A paper crane folded from green code"
    assert len([e for e in ana.json("log") if e["type"] == "CreationTableRolled"]) == 6


def test_an_abandoned_walk_prints_the_answers_as_options(ana):
    # The input ends after the second class (as Ctrl-D would): nothing is
    # recorded, and what was typed comes back as options to start again from.
    before = ana.event_count()
    result = walk(ana, ANSWERS[:7], expect=1)
    assert ana.event_count() == before
    assert "Your answers so far, as options" in result.stderr
    assert (
        "--characteristics 3,2,2,3,1,1 --bonus roll --class-from current "
        "--second-class Cracker"
    ) in result.stderr


def test_the_walk_speaks_italian(ana):
    result = walk(ana, [*ANSWERS, "s"], 0, "--random")
    assert result.exit_code == 0
    italian = ana.runner.invoke(
        cli,
        ["--store", str(ana.store), "--lang", "it", "character", "create",
         "Kira Due", "--player", "Bruno", "--dice", DICE],
        input="\n".join([*ANSWERS, "s"]) + "\n",
    )  # fmt: skip
    assert italian.exit_code == 0, italian.output
    assert "Potenza (1..5; restano 12 dei 12 punti) [2]:" in italian.stdout
    assert "7 punti su 3 o più abilità di Nomade" in italian.stdout
    assert "Registrare Kira Due? [S/n]:" in italian.stdout
    assert "Tabella attuale (CLASSE SOCIALE 1" in italian.stdout
    assert "Prima classe: Nomade   Primo tratto: Ambizioso" in italian.stdout
    assert "Caratteristiche (dadi 5 2 4 1 6 3): Potenza 4" in italian.stdout


def test_json_keeps_the_walk_on_stderr(ana):
    result = ana.run(*unattended("--dice", DICE, "--json"))
    records = json.loads(result.stdout)
    assert len(records) == 7
    assert "First class: Nomade" in result.stderr


# -- sheet files ------------------------------------------------------------------


def test_a_sheet_breaking_a_creation_rule_is_refused(ana, sample_dir, tmp_path):
    text = (sample_dir / "kira.toml").read_text().replace("carisma = 1", "carisma = 2")
    path = tmp_path / "kira.toml"
    path.write_text(text)
    assert ana.refused("character", "create", "--from", str(path)) == (
        f"refused: {path}, line 6: the characteristics add up to 15: a new "
        "character has 12 points (1..5 each) and 2 free points, 14 in all (see "
        "docs/daimon2090.md) (Punteggi)"
    )


def test_an_imported_character_comes_in_as_it_is(ana, sample_dir, tmp_path):
    text = (sample_dir / "kira.toml").read_text().replace("carisma = 1", "carisma = 2")
    text = text.replace('creation = "points"', 'creation = "import"\nlevel = 3')
    path = tmp_path / "kira.toml"
    path.write_text(text)
    ana.run("character", "create", "--from", str(path))
    kira = ana.json("show", "Kira")
    assert (kira["level"], kira["creation"], kira["characteristics"]["carisma"]) == (
        3,
        "import",
        2,
    )


def test_from_and_random_do_not_mix(ana, sample_dir):
    result = ana.run(
        "character",
        "create",
        "--from",
        str(sample_dir / "kira.toml"),
        "--random",
        expect=2,
    )
    assert "--from takes the whole character from the file" in result.stderr
    result = ana.run("character", "create", "Kira", expect=2)
    assert "give --from FILE.toml, or NAME --player PLAYER" in result.stderr


def test_help_gives_the_order_of_the_dice(ready):
    # The dice order is Dàimon 2090's: its campaign in scope adds it to the verb.
    text = ready.run("character", "create", "--help").output
    order = ["1-6. one per characteristic", "7.   the social class of origin"]
    order += ["8.   the current social class", "9.   the origin class's table"]
    order += ["10.  the current class's table", "11.  the particular event"]
    positions = [text.index(step) for step in order]
    assert positions == sorted(positions)

"""Creation a group can get through, in every ruleset (journal/prompts.py): the
real `journal character create NAME --player P` driven with typed answers.

Each test asserts what is asked (the choices and limits a prompt lists, the
default Enter takes, why a wrong answer is asked again) and what is recorded.
Dàimon 2090's walk has its own tests (test_character_create.py).
"""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
from pathlib import Path

import pytest

from journal.cli import cli
from tests.conftest import Table

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"
JOURNAL = Path(sys.executable).parent / "journal"


def campaign(tmp_path: Path, ruleset: str) -> Table:
    table = Table(tmp_path / "journal.sqlite3")
    table.run("campaign", "new", "Prova", "--ruleset", ruleset)
    table.run("player", "add", "Ana", "Bruno")
    return table


def walk(table: Table, args: list[str], answers: list[str], expect: int = 0):
    result = table.runner.invoke(
        cli,
        ["--store", str(table.store), "character", "create", *args],
        input="\n".join(answers) + "\n",
    )
    assert result.exit_code == expect, (result.output, result.stderr)
    return result


# -- Basic Roleplaying -------------------------------------------------------------

# FOR 3D6, COS 3D6, TAG 2D6+6, INT 2D6+6, POT 3D6, DES 3D6, FAS 3D6: 19 faces.
BRP_DICE = "6,6,6,3,4,5,2,3,6,5,1,2,3,4,4,4,5,5,1"  # 18 12 11 17 11 14 11


def test_brp_asks_with_its_choices_and_records_the_answers(tmp_path):
    table = campaign(tmp_path, "brp")
    answers = [
        "n",  # no re-roll
        "INT:FOR:4",  # more than 3 points: asked again
        "INT:FOR:2",
        "",  # no more moves
        "",  # Enter: the era shown, modern
        "Soldatino",  # no profession: asked again, with a suggestion
        "Soldato",
        "Pugilato=30",  # no SRD skill: asked again
        "Rissa=10",  # below its base 25%: asked again
        "Rissa=60",
        "Schivare=40",
        "",
        "Randello Leggero",  # Arma da Mischia (Randello) 25%: asked again
        "Rissa",
        "",
        "",  # no armour
        "y",
    ]
    result = walk(table, ["Dario", "--player", "Bruno", "--dice", BRP_DICE], answers)
    asked = result.stdout
    assert "FOR 18 (6+6+6)  COS 12 (3+4+5)  TAG 11 (2+3)" in asked
    assert "Points to move, FROM:TO:N (up to 3 points in all" in asked
    assert "  at most 3 points are moved (2.3 Caratteristiche)" in asked
    assert "Era (the skill bases of 2.6) (modern, past) [modern]:" in asked
    assert "Profession (Cacciatore, Cowboy, Guerriero, Investigatore" in asked
    assert "'Soldatino' is not one of: Cacciatore" in asked
    assert "did you mean Soldato?" in asked
    assert "Soldato: 300 points over Primo Soccorso, Rissa, Scalare, Schivare" in asked
    assert "300 points on Soldato's skills, INT×10 = 150 personal points" in asked
    assert "Pugilato is not a skill of the SRD" in asked
    assert "Rissa 10%: a skill is at or above its base 25%" in asked
    assert "Randello Leggero needs Arma da Mischia (Randello) at 50% or more" in asked
    created, rolled, moved = table.json("log")[-3:]
    assert (created["type"], rolled["type"], moved["type"]) == (
        "CharacterCreated",
        "CharacteristicsRolled",
        "CharacteristicPointsMoved",
    )
    dario = table.json("show", "Dario")
    assert (dario["characteristics"]["FOR"], dario["characteristics"]["INT"]) == (
        20,
        15,
    )
    assert (dario["profession"], dario["skills"]["Rissa"]) == ("Soldato", 60)
    assert [w["name"] for w in dario["weapons"]] == ["Rissa"]
    logged = table.run("log").stdout
    assert "Dario's characteristics: FOR 18 (6+6+6), COS 12 (3+4+5)" in logged
    assert "Dario moves 2 INT → FOR" in logged


def test_brp_a_late_refusal_keeps_every_answer(tmp_path):
    # --weapon Pugnale needs its skill at 50% (2.9): the weapons' question
    # says so, Ana keeps it anyway, and the whole is refused once checked;
    # asked again, Enter keeps the era, profession and skills, the skill list
    # takes one more entry, and the dagger stays.
    table = campaign(tmp_path, "brp")
    first = ["n", "", "", "Soldato", "Rissa=60", "", "", ""]
    again = ["", "", "Arma da Mischia (Pugnale)=50", "", "", "", "y"]
    args = ["Dario", "--player", "Bruno", "--dice", BRP_DICE, "--weapon", "Pugnale"]
    result = walk(table, args, [*first, *again])
    assert "the option --weapon does not hold: Pugnale needs Arma da Mischia " in (
        result.stdout
    )
    assert "refused: Pugnale needs Arma da Mischia (Pugnale) at 50%" in result.stdout
    assert "Profession (" in result.stdout and "[Soldato]:" in result.stdout
    assert "  1: Rissa=60" in result.stdout
    dario = table.json("show", "Dario")
    assert dario["skills"]["Arma da Mischia (Pugnale)"] == 50
    assert [w["name"] for w in dario["weapons"]] == ["Pugnale"]


# -- Fuori dal Tempo ------------------------------------------------------------


def test_fdt_asks_a_profession_part_by_part(tmp_path):
    # Modo Normale, a Nano, a Fabbro raising Forza and lowering Intelletto with
    # two skills of its own, 35 (Maturo), two innate skills: the rulebook's
    # dice, 14 of them (tests/rulesets/fdt/test_scenarios.py).
    table = campaign(tmp_path, "fdt")
    answers = [
        "normale",
        "Nano",
        "Fabbro",
        "Forza",
        "Intelletto, Cantare",  # not common: asked again
        "Intelletto",
        "Lingua Nanesca, Forgiare",  # the race gave Lingua Nanesca already
        "Forgiare, Commerciare",
        "n",  # one profession
        "70",
        "35",
        "Percezione",
        "Cantare",  # one innate skill short: asked again
        "Cantare, Scalare",
        "",  # Enter: no height (the default)
        "",  # no money roll
        "y",
    ]
    dice = "3,2,1,4,2,4,2,3,1,2,4,3,4,1"
    result = walk(table, ["Durin", "--player", "Bruno", "--dice", dice], answers)
    asked = result.stdout
    assert "Mode (normale, casuale; normale: race, profession and age chosen" in asked
    assert "[casuale]:" in asked
    assert "Race (Umano, Elfo, Nano; Umano: random modifiers;" in asked
    assert "The education (1.5): one profession, ±1d4 and its skills" in asked
    assert "Profession 1, its name (as the setting names it; or all of it at " in asked
    assert "What Fabbro raises by 1d4 (characteristics and common skills" in asked
    assert "'Cantare' is not a characteristic or common skill" in asked
    assert "Lingua Nanesca is already on the sheet" in asked
    assert "A second profession (a double education)? [y/N]:" in asked
    assert "70 is outside 24..65" in asked
    assert "Maturo: the characteristic that gains 1d4" in asked
    assert "2 innate skills, each 9+1d4" in asked
    assert "a Maturo rolls 2 innate skills" in asked
    assert "Race: Nano\n" in asked
    assert "Profession: Fabbro\n" in asked
    assert "Age: 35 (Maturo)\n" in asked
    durin = table.json("show", "Durin")
    assert (durin["skills"]["Forgiare"], durin["characteristics"]["Forza"]["base"]) == (
        13,
        14,
    )
    logged = table.run("log").stdout
    assert (
        "Durin, creation: the education (one profession), Forza +4, Intelletto −2, "
        "Forgiare 13, Commerciare 11 (dice 4 2 3 1)"
    ) in logged
    assert "race_modifiers" not in logged
    italian = table.run("--lang", "it", "log").stdout
    assert (
        "Durin, creazione: le capacità innate, Cantare 13, Scalare 10 (dadi 4 1)"
        in (italian)
    )


def test_fdt_casuale_asks_the_list_to_roll_on_two_at_least(tmp_path):
    table = campaign(tmp_path, "fdt")
    answers = [
        "",  # Enter: casuale
        "Pescatore:+Percezione:Pescare",
        "Cacciatore:+Agilità:Seguire tracce",
        "n",  # no third on the list
        "Forza",  # Giovane (seed 7): loses 1d4 on a characteristic ...
        "Mira",  # ... and a common skill
        "Cantare, Scalare",
        "Pescare=2,Forza",
        "",
        "",
        "y",
    ]
    result = walk(table, ["Sam Pey", "--player", "Ana", "--seed", "7"], answers)
    asked = result.stdout
    assert "The setting's professions to roll on (1.5), two or more" in asked
    assert "Another profession on the list? [y/N]:" in asked
    assert "Giovane: the characteristic that loses 1d4" in asked
    assert "points of modo Casuale (NAME=N,... on characteristics or skills held" in (
        asked
    )
    sam = table.json("show", "Sam Pey")
    assert sam["creation"] == "casuale"
    logged = table.run("log").stdout
    assert "Sam Pey, creation: the profession rolled among Pescatore, Cacciatore" in (
        logged
    )


def test_fdt_yes_draws_what_the_rules_let_it_and_names_the_rest(tmp_path):
    table = campaign(tmp_path, "fdt")
    base = ["character", "create", "Ugo", "--player", "Ana", "--seed", "3", "--yes"]
    missing = table.run(*base, expect=2)
    assert "--yes needs --education: only the setting knows its professions" in (
        missing.stderr
    )
    before = table.event_count()
    one = table.refused(*base, "--education", "Fabbro:+Forza:Forgiare")
    assert "a rolled profession needs the setting's list" in one
    two = ["--education", "Fabbro:+Forza:Forgiare"]
    two += ["--education", "Pastore:+Psiche:Pascolare"]
    missing = table.run(*base, *two, expect=2)
    assert "--yes needs --innate" in missing.stderr
    assert table.event_count() == before
    created, *rolls = table.json(*base, *two, "--innate", "A,B,C,D,E,F")
    assert created["sheet"]["creation"] == "casuale"
    assert {r["seed"] for r in rolls} == {3}


def test_fdt_tells_what_it_rolled_in_the_walk_s_language(tmp_path):
    answers = ["normale", "Nano", "Fabbro", "Forza", "Intelletto"]
    answers += ["Forgiare, Commerciare", "n", "35", "Percezione", "Cantare, Scalare"]
    told = {}
    for lang, yes in (("en", "y"), ("it", "s")):
        table = campaign(tmp_path / lang, "fdt")
        args = ["--store", str(table.store), "--lang", lang, "character", "create"]
        args += ["Durin", "--player", "Bruno", "--seed", "3"]
        typed = "\n".join([*answers, yes, "3d6", yes]) + "\n"
        result = table.runner.invoke(cli, args, input=typed)
        assert result.exit_code == 0, (result.output, result.stderr)
        told[lang] = result.stdout
    for label in ("Race: Nano", "Profession: Fabbro", "Age: 35 (Maturo)"):
        assert f"\n{label}\n" in told["en"]
    for label in ("Razza: Nano", "Mestiere: Fabbro", "Età: 35 (Maturo)"):
        assert f"\n{label}\n" in told["it"]
    height = re.search(r"\nHeight, weight: ([\d.]+) m, (\d+) kg\n", told["en"])
    gold = re.search(r"\nGold: (\d+)\n", told["en"])
    assert height and gold, told["en"]
    assert f"\nAltezza, peso: {height[1]} m, {height[2]} kg\n" in told["it"]
    assert f"\nOro: {gold[1]}\n" in told["it"]
    assert "Razza:" not in told["en"] and "Oro:" not in told["en"]


# -- µD6 and "Le azioni": the sheet asked key by key -----------------------------


def test_microd6_asks_the_sheet_with_the_campaign_s_names(tmp_path):
    table = Table(tmp_path / "journal.sqlite3")
    table.run("run", str(CAMPAIGNS / "valdombra" / "sessione-1.journal"))
    table.run("player", "add", "Dino")
    answers = [
        "?",  # the names the campaign uses
        "Agilità=2",
        "Vigore=30",  # above 20: asked again
        "Vigore=1",
        "agilità=1",  # twice: asked again
        "",
        "Furtività=2",
        "",
        "5",  # tenacia
        "",  # no most
        "",  # Enter: 0 monete
        "Arco",  # two start so: asked again
        "Arco corto",
        "Scudo",
        "",
        "y",
    ]
    result = walk(table, ["Nina", "--player", "Dino"], answers)
    asked = result.stdout
    assert "Characteristics, NAME=N (N dice, 0..20; at least one characteristic;" in (
        asked
    )
    assert "? lists the 11 names the campaign uses" in asked
    assert "Agilità, Astuzia, Cercare, Combattere" in asked
    assert "30 is outside 0..20" in asked
    assert "agilità is on the sheet already" in asked
    assert "Tenacia (0..99, as the table sets it) [0]:" in asked
    assert "did you mean Arco corto or Arco lungo?" in asked
    assert "Load 2: light" in asked
    nina = table.json("show", "Nina")
    assert nina["stats"] == {"Agilità": 2, "Vigore": 1, "Furtività": 2}
    assert (nina["tenacia"], nina["coins"]) == (5, 0)
    assert [item["name"] for item in nina["gear"]] == ["Arco corto", "Scudo"]


def test_microd6_and_azioni_yes_name_what_they_need(tmp_path):
    table = campaign(tmp_path, "microd6")
    base = ["character", "create", "Ugo", "--player", "Ana", "--yes"]
    assert "--yes needs --characteristic" in table.run(*base, expect=2).stderr
    (created,) = table.json(*base, "--characteristic", "Vigore=2", "--tenacia", "4",
                            "--gear", "Scudo")  # fmt: skip
    assert created["sheet"]["stats"] == {"Vigore": 2}
    assert created["sheet"]["tenacia"] == 4
    other = campaign(tmp_path / "azioni", "azioni")
    assert "--yes needs --characteristic" in other.run(*base, expect=2).stderr
    (created,) = other.json(*base, "--characteristic", "Forza=1d6",
                            "--track", "Ferite=0/5")  # fmt: skip
    assert created["sheet"]["characteristics"] == {"Forza": "1d6"}
    assert other.json("track", "Ugo")["Ferite"]["max"] == 5


def test_azioni_asks_dice_and_what_the_table_tracks(tmp_path):
    table = campaign(tmp_path, "azioni")
    answers = [
        "",  # no characteristic yet: one is needed
        "Agilità=1d8",
        "Forza=d7x",  # not dice: asked again
        "Forza=1d6",
        "",
        "Acrobazia=1d6",
        "",
        "Moncherino=2",  # a modifier is signed
        "Moncherino=-2",
        "",
        "Ferite=0/5",
        "",
        "s",
    ]
    result = walk(table, ["--player", "Ana", "Nina"], answers)
    italian = walk(campaign(tmp_path / "it", "azioni"), ["Nina", "--player", "Ana"],
                   answers)  # fmt: skip
    asked = result.stdout
    assert "Characteristics, NAME=DICE (one die or more (1d8, 1d8+1d4)" in asked
    assert "  at least 1 entry: one more a line" in asked
    assert "'d7x' is not dice" in asked
    assert "a modifier is ±1..99, signed, not '2'" in asked
    nina = table.json("show", "Nina")
    assert nina["characteristics"] == {"Agilità": "1d8", "Forza": "1d6"}
    assert nina["modifiers"] == {"Moncherino": -2}
    ferite = table.json("track", "Nina")["Ferite"]
    assert (ferite["value"], ferite["max"]) == (0, 5)
    assert italian.exit_code == 0


def test_an_empty_answer_says_what_is_needed_instead_of_looping(tmp_path):
    table = campaign(tmp_path, "fdt")
    result = walk(table, ["Ugo", "--player", "Ana"], ["normale", "", "", ""], 1)
    assert result.stdout.count("an answer is needed: Umano, Elfo, Nano") == 3
    assert "Aborted!" in result.output


# -- a real terminal -------------------------------------------------------------


def test_a_real_terminal_walks_the_creation(tmp_path):
    # The console script on a pseudo-terminal, as a player's shell runs it:
    # prompts, what the player types echoed, the character recorded.
    assert JOURNAL.exists(), "the journal console script is installed next to python"
    table = campaign(tmp_path, "azioni")
    typed = ["Agilità=1d8", "", "", "", "", "y"]
    output = on_a_terminal(
        [str(JOURNAL), "--store", str(table.store), "character", "create", "Nina",
         "--player", "Ana"], typed,
    )  # fmt: skip
    assert "Characteristics, NAME=DICE" in output
    assert "Agilità=1d8" in output  # echoed by the terminal
    assert "Record Nina? [Y/n]:" in output
    assert table.json("show", "Nina")["characteristics"] == {"Agilità": "1d8"}


def on_a_terminal(args: list[str], typed: list[str], timeout: float = 60) -> str:
    """Run `args` on a new pseudo-terminal, type each line when the program
    waits for one, and return everything it showed."""
    leader, follower = pty.openpty()
    env = {**os.environ, "COLUMNS": "200", "JOURNAL_LANG": "en"}
    process = subprocess.Popen(
        args, stdin=follower, stdout=follower, stderr=follower, env=env,
        close_fds=True,
    )  # fmt: skip
    os.close(follower)
    shown, lines = b"", list(typed)
    try:
        while True:
            ready, _, _ = select.select([leader], [], [], timeout)
            if not ready:
                pytest.fail(f"the terminal went quiet:\n{shown.decode()}")
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the program ended: the terminal is closed
                break
            if not chunk:
                break
            shown += chunk
            if shown.rstrip().endswith((b":", b"]")) and lines:
                os.write(leader, (lines.pop(0) + "\n").encode())
    finally:
        process.wait(timeout=timeout)
        os.close(leader)
    assert process.returncode == 0, shown.decode()
    return shown.decode()

"""BRP through the command line: phrases in both languages, sheets, status,
why, odds, random creation, the chronicle (issue 14's "Must show")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from journal.data import load_table
from journal.projections.describe import describe
from tests.conftest import Table

TABLES, _ = load_table("tables", "journal.domain.brp.data")

DATA = Path(__file__).resolve().parents[2] / "data" / "brp"


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """tests/data/brp/brp.v2.journal recorded once: every BRP event today's
    rules record."""
    from click.testing import CliRunner

    from journal.cli import cli

    store = tmp_path_factory.mktemp("brp") / "journal.sqlite3"
    runner = CliRunner()
    result = runner.invoke(
        cli, ["--store", str(store), "run", str(DATA / "brp.v2.journal")]
    )
    assert result.exit_code == 0, result.output

    def journal(*args: str, expect: int = 0):
        found = runner.invoke(cli, ["--store", str(store), *args])
        assert found.exit_code == expect, (found.output, found.stderr)
        return found

    return journal


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_event_is_told_in_both_languages(played, lang):
    records = json.loads(played("log", "--json").stdout)
    for record in records:
        line = describe(record, lang, ruleset="brp")
        assert line != record["type"] and "{" not in line, (record["type"], line)
        actor = describe(record, lang, actor=True, ruleset="brp")
        assert actor != record["type"], record["type"]


def test_italian_and_english_differ_where_words_are_told(played):
    records = json.loads(played("log", "--json").stdout)
    attack = [r for r in records if r["type"] == "AttackRolled"][0]
    assert describe(attack, "en", ruleset="brp") == (
        "Ada Neri attacks Bepi Sala with Spada Corta: 5 vs 50% — special success"
    )
    assert describe(attack, "it", ruleset="brp") == (
        "Ada Neri attacca Bepi Sala con Spada Corta: 5 su 50% — successo speciale"
    )


def test_the_sheet_has_the_contracts_keys(played):
    ada = json.loads(played("show", "Ada", "--json").stdout)
    for key in ("characteristics", "skills", "pf", "pp", "damage_bonus", "wounds"):
        assert key in ada
    assert ada["damage_bonus"] == "+1D4" and ada["ticks"] == []
    assert set(ada["wounds"][0]) >= {"id", "points", "healed"}
    assert ada["characteristic_rolls"]["Tiro Vigore"] == 65
    text = played("show", "Ada").stdout
    assert "PF 3/12" in text and "BD +1D4" in text and "Ricerca 62" in text


def test_why_follows_characteristics_skills_and_tracks(played):
    cos = json.loads(played("why", "Ada", "COS", "--json").stdout)
    assert [(r["type"], r["value"]) for r in cos] == [
        ("CharacterCreated", 11),
        ("DiseaseRolled", 10),
    ]
    pf = json.loads(played("why", "Ada", "pf", "--json").stdout)
    assert [r["value"] for r in pf] == [12, 8, 5, 7, 3]
    assert pf[1]["type"] == "DamageDealt" and pf[-1]["type"] == "PoisonTookEffect"
    skill = json.loads(played("why", "Ada", "ricerca", "--json").stdout)
    assert [r["value"] for r in skill] == [60, 62]
    ticks = json.loads(played("why", "Bepi", "spunte", "--json").stdout)
    assert ticks[-1]["value"] == [
        "Scudo (Rotondo)",
        "Arma da Fuoco (Pistola)",
        "Schivare",
        "Lotta",
    ]


def test_log_by_character_includes_what_was_done_to_it(played):
    bepi = json.loads(played("log", "--character", "Bepi", "--json").stdout)
    kinds = [r["type"] for r in bepi]
    assert "DamageDealt" in kinds  # Ada's sword, on Bepi
    assert "CharacterCameTo" in kinds and "FirstAidGiven" in kinds


def test_status_shows_the_headline_columns(played):
    found = json.loads(played("status", "--json").stdout)
    ada = [c for c in found["characters"] if c["name"] == "Ada Neri"][0]
    assert ada["columns"] == [["PF", "3/12"], ["PP", "11/11"], ["Wounds", "2 + 3 + 4"]]
    assert found["round"] == {"number": 3, "open": False} and found["hits"] == []


def test_odds_of_a_roll_and_of_resistance(played):
    odds = json.loads(played("odds", "Ada", "--skill", "Ricerca", "--json").stdout)
    assert (odds["chance"], odds["special"]) == (62, 12)
    assert odds["odds"] == {"special": "3/25", "success": "1/2", "failure": "19/50"}
    text = played("odds", "Ada", "--skill", "Ricerca").stdout
    assert "special 01–12 (12%), success 13–62 (50%), failure 63–00 (38%)" in text
    resist = json.loads(played("odds", "--resist", "13", "15", "--json").stdout)
    assert resist["odds"] == {"success": "2/5", "failure": "3/5"}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_chronicle_tells_the_session_in_both_languages(played, tmp_path, lang):
    out = tmp_path / "c.md"
    played("--lang", lang, "chronicle", "--format", "md", "--out", str(out))
    text = out.read_text()
    word = {"en": "special success", "it": "successo speciale"}[lang]
    assert f"Spada Corta: 5 {'vs' if lang == 'en' else 'su'} 50% — {word}" in text
    assert "| PF | PP |" in text and "2/12" in text  # Bepi in the table
    assert "~~" in text  # Cora's voided death, struck through
    luck = {"en": "## Luck", "it": "## Fortuna"}[lang]
    assert luck in text and "| Ada Neri | 7 |" in text  # seven d100 rolls of hers


def test_a_random_character_keeps_every_face(table):
    table.run("campaign", "new", "Caso", "--ruleset", "brp")
    table.run("player", "add", "Bruno")
    faces = "6,6,6,3,4,5,2,3,6,5,1,2,3,4,4,4,5,5,1"
    events = table.json(
        "character",
        "create",
        "Dario Blu",
        "--player",
        "Bruno",
        "--random",
        "--dice",
        faces,
        "--move",
        "INT:FOR:3",
        "--profession",
        "Soldato",
        "--skill",
        "Rissa=60",
        "--skill",
        "Schivare=50",
        "--yes",
    )
    kinds = [e["type"] for e in events]
    assert kinds == [
        "CharacterCreated",
        "CharacteristicsRolled",
        "CharacteristicPointsMoved",
    ]
    rolled = events[1]["rolls"]
    assert [r["faces"] for r in rolled][:3] == [[6, 6, 6], [3, 4, 5], [2, 3]]
    assert [r["total"] for r in rolled] == [18, 12, 11, 17, 6, 12, 11]
    dario = table.json("show", "Dario")
    assert (dario["characteristics"]["FOR"], dario["characteristics"]["INT"]) == (
        21,
        14,
    )
    assert dario["skills"]["Rissa"] == 60 and dario["profession"] == "Soldato"


def test_random_creation_refuses_what_the_rules_do_not_allow(table, tmp_path):
    table.run("campaign", "new", "Caso", "--ruleset", "brp")
    table.run("player", "add", "Bruno")
    faces = "6,6,6,3,4,5,2,3,6,5,1,2,3,4,4,4,5,5,1"
    base = [
        "character",
        "create",
        "Dario",
        "--player",
        "Bruno",
        "--random",
        "--dice",
        faces,
        "--profession",
        "Soldato",
        "--yes",
    ]
    assert "at most 3 points" in table.refused(*base, "--move", "INT:FOR:4")
    assert "needs" in table.refused(
        *base[:-3], "--dice", "6,6", "--profession", "Soldato", "--yes"
    )
    # Soldato: Rissa is professional; 575 points above the base, 300 of them
    # professional, 275 more than INT 17 × 10 = 170 personal points
    assert "INT×10 = 170" in table.refused(*base, "--skill", "Rissa=600")
    # --yes without --profession draws one of the SRD's, the same for a seed.
    unattended = ["character", "create", "Dario", "--player", "Bruno", "--random"]
    (created, *_) = table.json(*unattended, "--yes", "--seed", "7")
    again = Table(tmp_path / "again.sqlite3")
    again.run("campaign", "new", "Caso", "--ruleset", "brp")
    again.run("player", "add", "Bruno")
    (other, *_) = again.json(*unattended, "--yes", "--seed", "7")
    profession = created["sheet"]["profession"]
    assert profession in TABLES["professions"] and other["sheet"] == created["sheet"]

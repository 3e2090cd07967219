"""A sheet's refusal is in the reader's language to its last word: pydantic's
own sentences ("Input should be ...", "'a' or 'b'") never reach a user; each
error pydantic gives is a sentence of the catalogue (journal.domain.sheetcheck)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import journal.plugins  # noqa: F401 - the built-in rulesets found
from journal.domain.rulesets import ruleset
from journal.domain.sheetcheck import _worded, alternatives, problems
from journal.sheetfiles import model_of

KIRA = Path(__file__).resolve().parents[2] / "campaigns/ombre-su-milano/kira.toml"


def test_a_choice_of_words_is_said_in_italian(italian):
    sheet = tomllib.loads(KIRA.read_text(encoding="utf-8"))
    sheet["creation"] = "x"
    (problem,) = problems(model_of(ruleset("daimon2090")), sheet)
    assert problem.message == (
        "creation dev'essere 'points', 'random' o 'import', non 'x'"
    )
    assert alternatives("1 or 2") == "1 o 2"


@pytest.mark.parametrize(
    "error, said",
    [
        (
            {"type": "string_too_long", "ctx": {"max_length": 40}, "input": "x"},
            "name ha più di 40 caratteri",
        ),
        (
            {
                "type": "string_pattern_mismatch",
                "ctx": {"pattern": "^a$"},
                "input": "b",
            },
            "name non ha la forma ^a$, non 'b'",
        ),
        (
            {"type": "uuid_parsing", "msg": "Input should be a valid UUID", "input": 1},
            "name non può essere 1",
        ),
    ],
)
def test_pydantic_s_other_errors_are_sentences_of_the_catalogue(italian, error, said):
    assert _worded(error, "name") == said


def test_the_schema_follows_the_language(tmp_path):
    import json

    from click.testing import CliRunner

    from journal.cli import cli

    line = ["--store", str(tmp_path / "s.sqlite3")]
    said = {}
    for lang in ("en", "it"):
        shown = CliRunner().invoke(
            cli, [*line, "--lang", lang, "sheet", "schema", "--ruleset", "daimon2090"]
        )
        assert shown.exit_code == 0, shown.output
        said[lang] = json.loads(shown.stdout)
    classes = {lang: said[lang]["$defs"]["SocialClass"]["properties"] for lang in said}
    assert classes["en"]["origin"]["description"] == "social class of birth"
    assert classes["it"]["origin"]["description"] == "classe sociale di nascita"
    assert said["en"]["title"] == "Dàimon 2090: a sheet file"
    assert said["it"]["title"] == "Dàimon 2090: un file di scheda"
    assert said["it"]["description"].startswith("Vedi docs/daimon2090.md (in inglese)")

"""Sheet files from one declaration per ruleset (journal.domain.sheetmodel): the
shared loader (every problem at once, with lines; accented keys explained),
`journal sheet check`, `journal sheet schema` (checked here with the jsonschema
package against every sample sheet), and the generated section of each
docs/<ruleset>.md."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from journal.domain.rulesets import ruleset
from journal.domain.sheetcheck import problems
from journal.sheetdocs import BEGIN, END, section
from journal.sheetfiles import model_of
from journal.sheetlines import accented_keys, key_lines, line_for

ROOT = Path(__file__).resolve().parents[2]
CAMPAIGNS = ROOT / "campaigns"
SAMPLES = {
    "daimon2090": "ombre-su-milano",
    "brp": "la-casa-sul-lago",
    "fdt": "mare-in-burrasca",
    "microd6": "valdombra",
    "azioni": "il-guado",
}
# The command-line contract's sheet keys (shared/cli.md), per ruleset.
CONTRACT = {
    "daimon2090": [
        "name", "player", "creation", "level", "social_class", "characteristics",
        "classes", "traits", "reserve", "skills", "daimon", "weapons",
        "protections", "enhancements",
    ],
    "brp": ["name", "player", "creation", "profession", "characteristics",
            "skills", "weapons", "armour"],
    "fdt": ["name", "player", "creation", "race", "profession", "age",
            "characteristics", "skills"],
    "microd6": ["name", "player", "stats", "tenacia", "gear"],
    "azioni": ["name", "player", "characteristics", "skills"],
}  # fmt: skip
SHEETS = [(name, sheet) for name, folder in SAMPLES.items()
          for sheet in sorted((CAMPAIGNS / folder).glob("*.toml"))]  # fmt: skip


@pytest.fixture(scope="module")
def schemas() -> dict:
    from click.testing import CliRunner

    from journal.cli import cli

    found = {}
    for name in SAMPLES:
        done = CliRunner().invoke(cli, ["sheet", "schema", "--ruleset", name])
        assert done.exit_code == 0, done.output
        found[name] = json.loads(done.stdout)
        Draft202012Validator.check_schema(found[name])
    return found


@pytest.mark.parametrize(("name", "sheet"), SHEETS, ids=lambda v: getattr(v, "name", v))
def test_every_sample_sheet_is_valid_under_its_schema(schemas, name, sheet):
    data = tomllib.loads(sheet.read_text(encoding="utf-8"))
    errors = list(Draft202012Validator(schemas[name]).iter_errors(data))
    assert not errors, [error.message for error in errors]
    assert problems(model_of(ruleset(name)), data) == []


def test_the_schema_refuses_what_the_loader_refuses(schemas):
    kira = tomllib.loads((CAMPAIGNS / "ombre-su-milano" / "kira.toml").read_text())
    kira["wingspan"] = 3
    kira["characteristics"]["potenza"] = 9
    found = {
        e.message for e in Draft202012Validator(schemas["daimon2090"]).iter_errors(kira)
    }  # noqa: E501
    assert "9 is greater than the maximum of 7" in found
    assert any("'wingspan' was unexpected" in message for message in found)
    # Italian keys and a bare trait are as good as English ones and a table.
    lia = {"nome": "Lia", "giocatore": "Ana", "caratteristiche": {"Agilità": 2}}
    assert not list(Draft202012Validator(schemas["microd6"]).iter_errors(lia))


@pytest.mark.parametrize("name", list(CONTRACT))
def test_contract_keys_and_sample_keys_are_the_declarations(name):
    model = model_of(ruleset(name))
    for key in CONTRACT[name]:
        assert problems(model, {key: None}) == [] or all(
            "unknown key" not in p.message for p in problems(model, {key: None})
        ), key
    for sheet in sorted((CAMPAIGNS / SAMPLES[name]).glob("*.toml")):
        data = tomllib.loads(sheet.read_text(encoding="utf-8"))
        assert not [p for p in problems(model, data) if "unknown key" in p.message]


@pytest.mark.parametrize("name", list(SAMPLES))
def test_each_ruleset_page_holds_its_generated_sheet_section(name):
    # Stale? Run `python -m journal.sheetdocs docs` and commit the pages.
    page = (ROOT / "docs" / f"{name}.md").read_text(encoding="utf-8")
    assert BEGIN in page and END in page
    written = page[page.index(BEGIN) : page.index(END) + len(END)] + "\n"
    assert written == section(ruleset(name)), f"docs/{name}.md is stale"


def test_every_problem_of_a_file_at_once_with_its_line(table, tmp_path):
    # A Fuori dal Tempo sheet without race, profession or age, an age of 99 and
    # a misspelt characteristic: five problems, one command.
    sheet = tmp_path / "kat.toml"
    sheet.write_text(
        'name = "Katariello"\nplayer = "Ana"\nage = 99\n'
        "characteristics = { Agilta = 15, Costituzione = 14, Forza = 16, "
        "Intelletto = 9, Percezione = 12, Psiche = 10, Velocita = 12 }\n",
        encoding="utf-8",
    )
    done = table.run("sheet", "check", str(sheet), "--ruleset", "fdt", expect=1)
    assert done.stdout.splitlines() == [
        f"{sheet}, line 4: unknown key 'Agilta' in characteristics; did you mean "
        "Agilità?",
        f"{sheet}: race is missing",
        f"{sheet}: profession is missing",
        f"{sheet}, line 3: age 99 is outside 24..65",
        f'{sheet}, line 4: characteristics."Agilità" is missing',
        f"{sheet}: 5 problems (see docs/fdt.md)",
    ]
    found = json.loads(
        table.run(
            "sheet", "check", str(sheet), "--ruleset", "fdt", "--json", expect=1
        ).stdout
    )
    assert found["ok"] is False and len(found["problems"]) == 5
    italian = table.run("--lang", "it", "sheet", "check", str(sheet), "--ruleset",
                        "fdt", expect=1).stdout  # fmt: skip
    assert (
        f"{sheet}: manca race" in italian and "5 problemi (vedi docs/fdt.md)" in italian
    )
    # The same file refused by `character create`, in one line, nothing recorded.
    table.run("campaign", "new", "Mare", "--ruleset", "fdt")
    table.run("player", "add", "Ana")
    refused = table.refused("character", "create", "--from", str(sheet))
    assert refused.startswith(f"refused: {sheet} has 5 problems: line 4: unknown key")
    assert refused.endswith("(see docs/fdt.md) (journal: sheet files)")


def test_a_good_sheet_checks_and_creates(table):
    lia = CAMPAIGNS / "valdombra" / "lia.toml"
    done = table.run("sheet", "check", str(lia), "--ruleset", "microd6")
    assert done.stdout == f"{lia}: a good sheet of µD6\n"
    table.run("campaign", "new", "Valdombra", "--ruleset", "microd6")
    assert table.run("scheda", "controlla", str(lia)).exit_code == 0  # in scope


def test_an_accented_bare_key_is_explained_not_a_toml_error(table, tmp_path):
    sheet = tmp_path / "lia.toml"
    sheet.write_text(
        'nome = "Lia"\ngiocatore = "Ana"\n[caratteristiche]\nagilità = 2\n'
        'forzà = 1\n"Velocità" = 1\n',
        encoding="utf-8",
    )
    done = table.run("sheet", "check", str(sheet), "--ruleset", "microd6", expect=1)
    assert done.stdout.splitlines()[:2] == [
        f"{sheet}, line 4: the key agilità has a letter TOML does not allow in a bare "
        'key: write "agilità" in quotes, or agilita without accents',
        f"{sheet}, line 5: the key forzà has a letter TOML does not allow in a bare "
        'key: write "forzà" in quotes, or forza without accents',
    ]
    assert accented_keys('x = { agilità = 1, "città" = 2 }\n') == [(1, "agilità")]


def test_a_sheet_needs_a_ruleset_to_be_checked_against(table, tmp_path):
    done = table.run("sheet", "check", str(tmp_path / "x.toml"), expect=2)
    assert "name the ruleset with --ruleset NAME" in done.stderr


def test_keys_are_found_on_their_lines():
    text = (CAMPAIGNS / "ombre-su-milano" / "kira.toml").read_text(encoding="utf-8")
    lines = key_lines(text)
    numbered = text.splitlines()
    at = line_for(text, ("characteristics", "potenza"), lines)
    assert "potenza = 3" in numbered[at - 1]
    at = line_for(text, ("skills", 1, "score"), lines)  # the second [[skills]]
    before = "\n".join(numbered[:at])
    assert before.count("[[skills]]") == 2 and numbered[at - 1].startswith("score")
    assert line_for(text, ("nowhere", "at all"), lines) is None

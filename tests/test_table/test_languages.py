"""--lang it and JOURNAL_LANG reach the terminal (show, log, status, lists,
refusals), with plurals right in both languages; every command has an Italian
name, listed in --help."""

from __future__ import annotations

import click

from journal.cli import ALIASES, CORE, cli
from journal.domain.rulesets import load
from journal.rulesets.daimon2090 import cli as daimon

PROVA = ("roll", "Kira", "--char", "agilita", "--target", "1")


def italian(table, *args: str, expect: int = 0):
    result = table.runner.invoke(
        cli, ["--store", str(table.store), *args], env={"JOURNAL_LANG": "it"}
    )
    assert result.exit_code == expect, (result.output, result.stderr)
    return result


def test_journal_lang_reaches_show_status_and_lists(ready):
    sheet = italian(ready, "show", "Kira").stdout
    assert "Kira Voss  (Ana)  [attivo]" in sheet
    assert "Ferite 0/6 (lievi 0, gravi 0; penalità −0D)" in sheet
    assert "Classi: Cracker, Nomade" in sheet
    status = italian(ready, "status").stdout
    assert "Sessione 1 (2026-11-20), in corso" in status
    assert "Scena 1: Il molo, in corso" in status
    assert "[attivo]" in status
    assert "1 scena" in italian(ready, "session", "list").stdout
    english = ready.run("show", "Kira").stdout
    assert "[active]" in english and "(light 0, serious 0; penalty −0D)" in english


def test_plurals_are_right_in_both_languages(ready):
    ready.run(*PROVA, "--reserve", "1", "--dice", "5,1,1,1")  # 1 success
    ready.run(*PROVA, "--target", "3", "--reserve", "2", "--dice", "5,1,1,1,1")
    ready.run("wound", "Dario", "1")
    english = ready.run("log").stdout
    assert "1 success vs target 1, success (margin 0); 1 Riserva discarded" in english
    assert "1 success vs target 3, failure (margin 2)" in english
    assert "Dario Neri suffers 1 wound" in english
    it = italian(ready, "log").stdout
    assert "1 successo contro difficoltà 1" in it
    assert "1 dado Riserva scartato" in it
    assert "2 dadi Riserva impegnati, 1 recuperato" in it
    assert "Dario Neri subisce 1 ferita" in it
    assert "Ana, Bruno ne hanno di nuovo uno" in it or "ne hanno" not in it


def test_the_chronicle_says_one_die_and_one_returned(ready, tmp_path):
    ready.run(*PROVA, "--target", "3", "--reserve", "2", "--dice", "5,1,1,1,1")
    out = tmp_path / "c.md"
    ready.run("--lang", "it", "chronicle", "--out", str(out))
    assert "Riserva: 2 dadi impegnati, 1 restituito" in out.read_text()
    ready.run("chronicle", "--out", str(out))
    assert "Riserva: 2 dice committed, 1 returned" in out.read_text()


def test_refusals_speak_italian(ready):
    result = italian(ready, "show", "Kria", expect=1)
    assert result.stderr == (
        "refused: nessun personaggio di nome 'Kria' in questa campagna; forse "
        "intendevi Kira Voss? (journal)\n"
    )
    result = italian(ready, *PROVA, "--dice", "5,5", expect=1)
    assert result.stderr == (
        "refused: il tiro richiede 3 dadi, ne sono stati inseriti 2 (Prove)\n"
    )
    result = italian(ready, "--lang", "it", *PROVA, "--reserve", "9", expect=1)
    assert result.stderr == (
        "refused: Kira Voss ha 7 dadi di Riserva, 9 impegnati (Riserva dei dadi)\n"
    )
    ready.run("scene", "end")
    result = italian(ready, "scene", "end", expect=1)
    assert result.stderr == "refused: nessuna scena è aperta (journal: scene)\n"


def test_every_command_has_an_italian_name_listed_in_help(ready):
    assert set(CORE) <= set(ALIASES.values())
    italian_already = {"master"}  # the rulebook's own word
    assert set(daimon.COMMANDS) <= set(daimon.ALIASES.values()) | italian_already
    listing = italian(ready, "--help").stdout
    for verb in ("session (sessione)", "scene (scena)", "character (personaggio)"):
        assert verb in listing
    assert "roll (prova)" in listing
    assert "start (inizia)" in italian(ready, "sessione", "--help").stdout
    italian(ready, "scena", "fine")
    italian(ready, "sessione", "fine")
    assert "1 scena" in italian(ready, "sessione", "elenco").stdout


def test_every_subcommand_has_an_italian_name(ready):
    from journal.aliases import WORDS

    words = {**WORDS, **daimon.WORDS}
    ctx = click.Context(cli, obj=None)
    italian_already = {"risorse", "bonus", "schema"}  # Italian words already
    missing = []
    commands = {name: cli.get_command(ctx, name) for name in CORE}
    commands |= {name: load(ref) for name, ref in daimon.COMMANDS.items()}
    for name, command in commands.items():
        for group, sub in _subcommands(command, name):
            if sub not in words.values() and sub not in italian_already:
                missing.append(f"{group} {sub}")
    assert missing == []


def _subcommands(command, path: str):
    if not isinstance(command, click.Group):
        return
    for name, sub in command.commands.items():
        yield path, name
        yield from _subcommands(sub, f"{path} {name}")

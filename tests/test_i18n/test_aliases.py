"""The words users type, in Italian too: every command and subcommand has an
Italian name, listed in --help and completed by the shell; `annulla ultimo`."""

from __future__ import annotations

import os
import subprocess
import sys

import click

from journal import aliases
from journal.cli import ALIASES, CORE, _load
from journal.domain.rulesets import ruleset

BUILT_IN = ("daimon2090", "brp", "fdt", "microd6", "azioni")
SAME_IN_ITALIAN = {"master", "round", "shock", "mana", "pix"}  # the books' words


def test_every_command_and_subcommand_has_an_italian_name():
    assert set(CORE) <= set(ALIASES.values())
    missing = []
    for name in CORE:
        command = _load(CORE[name])
        for sub in getattr(command, "commands", {}):
            if sub not in aliases.WORDS.values():
                missing.append(f"{name} {sub}")
    for name in BUILT_IN:
        module = ruleset(name).module("cli")
        words = {**aliases.WORDS, **(getattr(module, "WORDS", {}) or {})}
        for verb, reference in module.COMMANDS.items():
            if verb not in module.ALIASES.values() and verb not in SAME_IN_ITALIAN:
                missing.append(f"{name}: {verb}")
            from journal.domain.rulesets import load

            command = load(reference)
            if isinstance(command, click.Group):
                missing += [
                    f"{name}: {verb} {sub}"
                    for sub in command.commands
                    if sub not in words.values()
                ]
    assert missing == []


def test_annulla_ultimo_and_personaggio_crea(ready):
    ready.run("roll", "Kira", "--char", "agilita", "--target", "1", "--dice", "5,5,5")
    voided = ready.json("annulla", "ultimo", "--reason", "tiro sbagliato")
    assert voided[0]["type"] == "EventVoided"
    listed = ready.run("--lang", "it", "personaggio", "--help").stdout
    assert "create (crea)" in listed and "Comandi:" in listed


def complete(words: str, cword: int) -> list[str]:
    env = {
        **os.environ,
        "COMP_WORDS": words,
        "COMP_CWORD": str(cword),
        "_JOURNAL_COMPLETE": "bash_complete",
    }
    done = subprocess.run(
        [sys.executable, "-m", "journal"], capture_output=True, text=True, env=env
    )
    return [line.split(",", 1)[1] for line in done.stdout.splitlines() if line]


def test_the_shell_completes_the_italian_names(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("JOURNAL_STORE", str(tmp_path / "none.sqlite3"))
    assert "personaggio" in complete("journal pers", 1)
    assert {"create", "crea"} <= set(complete("journal personaggio c", 2))
    assert complete("journal annulla u", 2) == ["ultimo"]

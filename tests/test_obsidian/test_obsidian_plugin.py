"""A ruleset from another package (tests/data/plugins/journal_coin) gets its
vault through its views, in a fresh process as a user runs `journal`; and the
vault's code names no ruleset."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.test_journal.test_plugins import Shell
from tests.test_obsidian.vaults import (
    body_of,
    changed,
    notes,
    props_of,
    snapshot,
    unresolved,
)


@pytest.fixture
def shell(tmp_path) -> Shell:
    (tmp_path / "ada.toml").write_text('name = "Ada"\nplayer = "Ana"\nfortuna = 1\n')
    return Shell(tmp_path / "journal.sqlite3", tmp_path)


def test_a_ruleset_from_another_package_gets_its_vault(shell, tmp_path):
    # "Testa o croce": Ada's Fortuna 1, heads +1, heads +1 (voided), a spend of 2.
    shell.run("campaign", "new", "Monete", "--ruleset", "coin")
    shell.run("player", "add", "Ana")
    shell.run("character", "create", "--from", "ada.toml")
    shell.run("session", "start", "--date", "2026-11-20")
    shell.run("scene", "start", "Il ponte")
    shell.run("roll", "Ada", "--dice", "2")
    (flip,) = shell.json("roll", "Ada", "--dice", "2")
    shell.run("track", "spend", "Ada", "fortuna", "2", "--reason", "un ponte crolla")
    shell.run("void", flip["id"], "--reason", "the coin fell off the table")
    shell.run("scene", "end")
    shell.run("session", "end")
    done = shell.run(
        "esporta", "--format", "obsidian", "--out", "vault", "--lang", "it"
    )
    assert done.stdout.startswith("wrote 5 of 5 notes into vault (0 unchanged, 0 rem")
    vault = tmp_path / "vault"
    assert list(notes(vault)) == [
        "Giocatori/Ana.md",
        "Monete.md",
        "Personaggi/Ada.md",
        "Scene/Scena 1 · Il ponte.md",
        "Sessioni/Sessione 1.md",
    ]
    assert unresolved(vault) == []
    session = props_of(vault, "Sessioni/Sessione 1.md")
    assert session["ruleset"] == "coin"
    assert [(r["outcome"], r["dice"]) for r in session["rolls"]] == [("success", [2])]
    assert session["tracks"] == {"Ada": {"fortuna": 0}}  # 1, +1 heads, −2
    assert session["changes"] == {"Ada": {"fortuna": {"gained": 1, "lost": 2}}}
    assert (
        "> [!success] [[Ada]] · lancia la moneta: testa\n"
        "> Dadi (1, inseriti): **`2`** — testa"
        in body_of(vault, "Sessioni/Sessione 1.md")
    )
    assert "Ada (Ana): Fortuna 0/3" in body_of(vault, "Personaggi/Ada.md")
    before = snapshot(vault)
    shell.run("esporta", "--format", "obsidian", "--out", "vault", "--lang", "it")
    assert changed(before, snapshot(vault)) == set()


def test_the_vault_loads_no_ruleset():
    modules = [
        "journal.commands.obsidian",
        "journal.projections.obsidian.build",
        "journal.projections.obsidian.reading",
        "journal.projections.obsidian.notes_play",
        "journal.projections.obsidian.notes_people",
        "journal.projections.obsidian.notes_logs",
    ]
    code = (
        f"import importlib, sys\nfor m in {modules!r}: importlib.import_module(m)\n"
        "print(sorted(m for m in sys.modules if any(r in m for r in "
        "('daimon', 'coin', 'brp', 'fdt', 'microd6', 'azioni'))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"

"""Every built-in ruleset's sample campaign, recorded and exported through the
real command line in English and Italian: every wikilink leads to one note,
every note's properties parse as YAML, a note for each session, scene,
character, NPC, player and event-log entry, and a second export changes no file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import journal.plugins  # noqa: F401 - the built-in rulesets' entry points
from journal.commands.script import sample_of
from tests.conftest import Table
from tests.test_obsidian.vaults import (
    changed,
    notes,
    props_of,
    snapshot,
    split,
    unresolved,
)

ROOT = Path(__file__).resolve().parents[2]
RULESETS = ("daimon2090", "brp", "fdt", "microd6", "azioni")
TYPES = {"campaign", "session", "scene", "character", "npc", "player", "eventlog"}


@pytest.fixture(scope="module")
def samples(tmp_path_factory) -> dict:
    """ruleset -> (table, {lang: vault}), each sample recorded once."""
    found = {}
    for ruleset in RULESETS:
        folder = tmp_path_factory.mktemp(ruleset)
        _, place, script = sample_of(ruleset)
        table = Table(folder / "journal.sqlite3")
        table.run("run", str(ROOT / "campaigns" / place / script))
        vaults = {}
        for lang in ("en", "it"):
            vaults[lang] = folder / f"vault-{lang}"
            done = table.run(
                "export",
                "--format",
                "obsidian",
                "--out",
                str(vaults[lang]),
                "--lang",
                lang,
            )
            assert done.stdout.startswith(("wrote ", "scritte ")), done.stdout
        found[ruleset] = (table, vaults)
    return found


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_link_resolves_and_every_note_parses(samples, ruleset, lang):
    table, vaults = samples[ruleset]
    vault = vaults[lang]
    found = notes(vault)
    assert unresolved(vault) == []
    campaign = table.json("status")["campaign"]
    for path, text in found.items():
        props, body = split(text)
        assert props["type"] in TYPES, path
        assert (props["campaign"], props["ruleset"]) == (campaign, ruleset), path
        assert body.rstrip().endswith(
            "%% your notes %%" if lang == "en" else "%% le vostre note %%"
        )
    kinds: dict[str, int] = {}
    for path in found:
        kind = props_of(vault, path)["type"]
        kinds[kind] = kinds.get(kind, 0) + 1
    expected = {
        "campaign": 1,
        "session": len(table.json("session", "list")),
        "scene": len(table.json("scene", "list", "--all")),
        "character": len(table.json("character", "list")),
        "player": len(table.json("player", "list")),
    }
    assert {k: kinds.get(k, 0) for k in expected} == expected
    entries = table.json("eventlog", "list")
    assert kinds.get("eventlog", 0) == len(entries)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_second_export_changes_no_file(samples, ruleset):
    table, vaults = samples[ruleset]
    for lang, vault in vaults.items():
        before = snapshot(vault)
        done = table.run(
            "export", "--format", "obsidian", "--out", str(vault), "--lang", lang
        )
        assert changed(before, snapshot(vault)) == set()
        assert ", 0 removed" in done.stdout or ", 0 rimosse" in done.stdout
        assert done.stdout.startswith(("wrote 0 of ", "scritte 0 note su "))


def test_the_daimon_sample_as_a_vault(samples):
    table, vaults = samples["daimon2090"]
    vault = vaults["it"]
    assert list(notes(vault)) == [
        "Giocatori/Ana.md",
        "Giocatori/Bruno.md",
        "Log degli eventi/Falsario.md",
        "Log degli eventi/Il Falsario paga metà del prezzo.md",
        "Log degli eventi/Il carico del molo 9 è atteso da un ricettatore.md",
        "Ombre su Milano.md",
        "PNG/Guardia del corpo.md",
        "Personaggi/Dario Neri.md",
        "Personaggi/Kira Voss.md",
        "Scene/Scena 1 · Il molo 9.md",
        "Scene/Scena 2 · Il magazzino.md",
        "Scene/Scena 3 · La fuga.md",
        "Scene/Scena 4 · Il ricettatore.md",
        "Scene/Scena 5 · Il prezzo.md",
        "Sessioni/Sessione 1.md",
        "Sessioni/Sessione 2.md",
    ]
    session = props_of(vault, "Sessioni/Sessione 1.md")
    assert str(session["date"]) == "2026-11-14"  # a YAML date: Obsidian's Date type
    assert session["players"] == ["[[Ana]]", "[[Bruno]]"]
    assert session["characters"] == ["[[Kira Voss]]", "[[Dario Neri]]"]
    chronicle = table.run("chronicle", "--session", "1", "--format", "md", "--out", "-")
    assert f"`{session['fingerprint']}`" in chronicle.stdout  # the chain's, as printed
    first = session["rolls"][0]  # roll Kira ... --dice 6,2,4,1,5,3,2 (campagna.journal)
    assert first == {
        "character": "Kira Voss",
        "scene": 1,
        "outcome": "success",
        "result": "3 successi contro difficoltà 3: riuscita (margine 0)",
        "dice": [6, 2, 4, 1, 5, 3, 2],
        "pool": 7,
        "exceptional": False,
        "id": first["id"],
    }
    # Dario: 2 wounds from the guard's baton, healed of 2 at the clinic after the
    # session; Kira's Riserva from 7 to 1 (campagna.journal, session 1).
    assert session["changes"]["Dario Neri"]["wounds"] == {"gained": 2, "lost": 2}
    assert session["tracks"]["Kira Voss"] == {"reserve": 1, "wounds": 0}
    kira = props_of(vault, "Personaggi/Kira Voss.md")
    assert kira["player"] == "[[Ana]]"
    assert kira["sessions"] == ["[[Sessione 1]]", "[[Sessione 2]]"]
    body = split((vault / "Personaggi/Kira Voss.md").read_text("utf-8"))[1]
    assert "| [[Sessione 1]] | 1 (−6) | 0 |" in body  # Riserva 7 -> 1, Ferite 0
    assert "Kira Voss  (Ana)  [attivo]" in body  # the sheet as `journal show` prints it


def test_every_roll_of_kira_with_its_outcome_as_dataview_reads_it(samples):
    # `TABLE r.outcome FROM "Sessioni" FLATTEN rolls AS r WHERE r.character =
    # "Kira Voss"`: the same rolls, in order, as the log's (voids left out).
    table, vaults = samples["daimon2090"]
    vault = vaults["en"]
    found = []
    for path in ("Sessions/Session 1.md", "Sessions/Session 2.md"):
        rolls = props_of(vault, path)["rolls"]
        found += [
            (r["id"], r["outcome"]) for r in rolls if r["character"] == "Kira Voss"
        ]
    logged = [
        (e["id"], e["outcome"])
        for e in table.json("log", "--character", "Kira")
        if "pool" in e and not e["void"]
    ]
    assert found == logged
    assert len(found) == 9

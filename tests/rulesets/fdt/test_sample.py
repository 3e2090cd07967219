"""Fuori dal Tempo's sample campaign, recorded and published in both languages."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

JOURNAL = Path(sys.executable).parent / "journal"


def publish(out: Path, lang: str) -> Path:
    if not JOURNAL.exists():
        pytest.fail("the journal console script is not installed next to python")
    command = [str(JOURNAL), "--lang", lang, "sample", "--ruleset", "fdt"]
    result = subprocess.run(
        [*command, "--out", str(out)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    return out


@pytest.fixture(scope="module")
def italian(tmp_path_factory):
    return publish(tmp_path_factory.mktemp("fdt-it"), "it")


def log(out: Path) -> list[dict]:
    result = subprocess.run(
        [str(JOURNAL), "--store", str(out / "sample.sqlite3"), "log", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout)


def test_the_sample_plays_the_seeds_examples(italian):
    events = log(italian)
    kinds = [e["type"] for e in events]
    assert kinds.count("CharacterCreated") == 2 and kinds.count("SceneStarted") == 3
    faint = [e for e in events if e["type"] == "ShockTaken" and e["fainted"]]
    assert [e["character"] for e in faint] == ["Katariello"]
    award = next(e for e in events if e["type"] == "PiXAwarded")
    assert (award["amount"], award["creature"]) == (11, "Cinghiale")
    assert all(
        e["dice_source"] == "typed"
        for e in events
        if e.get("dice_source") and e["type"] != "CreatureAdded"
    )


def test_the_chronicle_in_italian(italian):
    markdown = (italian / "chronicle.it.md").read_text()  # the sample prints both
    assert "prende 1 shock mentale (lo Stuarpen" not in markdown  # a check did it
    assert "e sviene" in markdown and "tiro mirato" in markdown
    assert "| Agilità | 15 | 0 | 15 | \\+3 |" in markdown
    assert (italian / "chronicle.pdf").read_bytes().startswith(b"%PDF")


def test_the_chronicle_in_english(tmp_path):
    markdown = (publish(tmp_path, "en") / "chronicle.md").read_text()
    assert "and faints" in markdown and "natural 1: double damage" in markdown
    assert "Cinghiale's Valore 11" in markdown


def test_the_creature_is_among_the_sheets_at_the_end(italian):
    # Zannarossa was added from a stat block: an NPC of the Master's, its
    # stat block and its pV at the end among the sheets, as BRP's Orso is.
    markdown = (italian / "chronicle.it.md").read_text()
    sheets = markdown[markdown.index("### Zannarossa (del Master) · morto") :]
    assert "| -14/14 | \\+1 | 1 | 16 | 16 | 3 | 6 | 11 |" in sheets
    assert "| Attakko | Morso (12 - 1d4), Zoccolo (12 - 1d6) |" in sheets
    assert "| Abilità | Carica (2d6), Percezione |" in sheets

"""`journal sample --ruleset brp`: La casa sul lago recorded and published."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

JOURNAL = Path(sys.executable).parent / "journal"


@pytest.fixture(scope="module")
def published(tmp_path_factory):
    assert JOURNAL.exists(), "the journal console script is installed next to python"
    out = tmp_path_factory.mktemp("sample-brp")
    result = subprocess.run(
        [str(JOURNAL), "sample", "--ruleset", "brp", "--out", str(out)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    return out


def log(out: Path) -> list[dict]:
    result = subprocess.run(
        [str(JOURNAL), "--store", str(out / "sample.sqlite3"), "log", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout)


def test_the_sample_has_two_investigators_a_fight_first_aid_and_experience(published):
    events = log(published)
    kinds = [e["type"] for e in events]
    created = [e["sheet"] for e in events if e["type"] == "CharacterCreated"]
    assert [s["profession"] for s in created if s["creation"] == "points"] == [
        "Investigatore",
        "Medico",
    ]
    assert kinds.count("SessionStarted") == 1
    for kind in ("AttackRolled", "DamageDealt", "FirstAidGiven", "ExperienceRolled"):
        assert kind in kinds, kind
    rolls = [e for e in events if "dice_source" in e]
    assert rolls and all(e["dice_source"] == "typed" for e in rolls)


def test_the_sample_publishes_markdown_and_pdf(published):
    markdown = (published / "chronicle.md").read_text()
    assert markdown.startswith("---\n") and 'ruleset: "brp"' in markdown
    assert "Pistola: 8 vs 50% — special success" in markdown
    assert "| PF | PP | Wounds | Status |" in markdown
    assert (published / "chronicle.pdf").read_bytes().startswith(b"%PDF")


def test_the_chronicle_tells_wounds_without_empty_brackets(published):
    """The log names a wound by its event's id (a void or a `firstaid --wound`
    takes it); a chronicle has no ids, so the bracket that only named one goes:
    '→ 8 PF', not '→ 8 PF [wound]'."""
    markdown = (published / "chronicle.md").read_text()
    italian = (published / "chronicle.it.md").read_text()
    assert "Artigli on Marco Ferri: 4 + 5, armour 1 → 8 PF\\\n" in markdown
    assert "is given Primo Soccorso by Giulia Marchi: 13 vs 60% — success" in markdown
    assert "Artigli a Marco Ferri: 4 + 5, armatura 1 → 8 PF\\\n" in italian
    for text in (markdown, italian):
        assert "[wound" not in text and "\\[ferita" not in text, "a wound bracket"
        assert "(wound)" not in text and "(ferita)" not in text
    shown = subprocess.run(
        [str(JOURNAL), "--store", str(published / "sample.sqlite3"), "log"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    line = next(x for x in shown.splitlines() if "Artigli on Marco Ferri" in x)
    event_id = line.split()[1]
    assert line.endswith(f"→ 8 PF [wound {event_id}]")  # the log keeps the id

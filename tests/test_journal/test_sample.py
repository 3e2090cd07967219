"""The README's first command: the bundled sample recorded and published."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

JOURNAL = Path(sys.executable).parent / "journal"


@pytest.fixture(scope="module")
def published(tmp_path_factory):
    if not JOURNAL.exists():
        pytest.skip("the journal console script is not installed next to python")
    out = tmp_path_factory.mktemp("sample")
    result = subprocess.run(
        [str(JOURNAL), "sample", "--out", str(out)], capture_output=True, text=True
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


def test_the_sample_leaves_a_markdown_and_a_pdf_chronicle(published):
    assert (published / "chronicle.md").read_text().startswith("---\n")
    assert (published / "chronicle.pdf").read_bytes().startswith(b"%PDF")


def test_the_sample_has_what_the_issue_asks_for(published):
    events = log(published)
    kinds = [e["type"] for e in events]
    assert kinds.count("CharacterCreated") == 2
    assert kinds.count("SessionStarted") == 1 and kinds.count("SceneStarted") == 3
    assert kinds.count("ProvaRolled") == 12
    assert all(
        e["dice_source"] == "typed" for e in events if e["type"] == "ProvaRolled"
    )
    assert "WoundSuffered" in kinds and "EventVoided" in kinds
    assert kinds.count("ReserveAwarded") >= 4


def test_the_markdown_shows_every_roll_with_its_dice(published):
    markdown = (published / "chronicle.md").read_text()
    for event in log(published):
        if event["type"] == "ProvaRolled":
            shown = " ".join(
                f"**`{f}`**" if f >= 4 else f"`{f}`" for f in event["dice"]
            )
            assert shown in markdown


def test_the_pdf_text_holds_every_roll_s_dice(published):
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    text = subprocess.run(
        ["pdftotext", str(published / "chronicle.pdf"), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    digits = re.sub(r"\D", "", text)
    for event in log(published):
        if event["type"] == "ProvaRolled":
            assert "".join(map(str, event["dice"])) in digits


def test_the_sample_ends_with_the_hand_computed_reserves(published):
    store = str(published / "sample.sqlite3")
    sheets = {
        name: json.loads(
            subprocess.run(
                [str(JOURNAL), "--store", store, "show", name, "--json"],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        )
        for name in ("Kira", "Dario")
    }
    # Kira: 7, -2, +1, -1, -1, -3, (+2 voided), -1, +1 = 1. Dario: 7, -2, +2, (+2
    # lost at 7), -1 reload, -2, +1 = 5; two light wounds on Potenza 4.
    assert sheets["Kira"]["reserve"] == 1
    assert sheets["Dario"]["reserve"] == 5
    assert sheets["Dario"]["wounds"]["current"] == 2

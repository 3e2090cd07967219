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
    (out / "said.txt").write_text(result.stdout)  # what it printed, for a test
    return out


def log(out: Path) -> list[dict]:
    result = subprocess.run(
        [str(JOURNAL), "--store", str(out / "sample.sqlite3"), "log", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout)


def test_the_sample_leaves_chronicles_in_english_and_italian(published):
    for name in ("chronicle", "chronicle.it"):
        assert (published / f"{name}.md").read_text().startswith("---\n")
        assert (published / f"{name}.pdf").read_bytes().startswith(b"%PDF")
    english = (published / "chronicle.md").read_text()
    italian = (published / "chronicle.it.md").read_text()
    assert "# The story so far" in english and "# La storia fin qui" in italian
    for markdown in (english, italian):
        assert "Kira e Dario rubano il carico del molo 9" in markdown  # a summary
        assert "*Un magazzino allagato; il carico è in una gabbia" in markdown
        assert "Lo chiamano il Falsario" in markdown  # an entry's details
        assert "Falsario (M, positivo)" in markdown  # the Oracle's answer
    assert "## After the session" in english  # the clinic, between the evenings
    assert "## Dopo la sessione" in italian


def test_the_sample_has_what_the_issue_asks_for(published):
    events = log(published)
    kinds = [e["type"] for e in events]
    assert kinds.count("CharacterCreated") == 2
    assert kinds.count("SessionStarted") == 2 and kinds.count("SceneStarted") == 5
    assert kinds.count("SessionSummarized") == 2
    assert kinds.count("SceneDescribed") == 5
    assert kinds.count("ProvaRolled") == 14
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
    # Session 1. Kira: 7, -2, +1, -1, -1, -3, (+2 voided), -1, +1 = 1. Dario: 7,
    # -2, +2, (+2 lost at 7), -1 reload, -2, +1 = 5; two light wounds.
    # Between the evenings Dario pays 1 at the clinic (4), his wounds healed.
    # Session 2. Kira: +1 = 2, Carisma fails with 2 committed (1 back) = 1, the
    # haggling succeeds with 1 committed = 0, +1 = 1. Dario: +1 = 5, +2 = 7.
    assert sheets["Kira"]["reserve"] == 1
    assert sheets["Dario"]["reserve"] == 7
    assert sheets["Dario"]["wounds"]["current"] == 0


def test_the_sample_says_how_to_open_its_store(published):
    said = (published / "said.txt").read_text().splitlines()
    store = published / "sample.sqlite3"
    assert said[-3:] == [
        f"the sample's store is {store}; open it with",
        f"  journal --store {store} session list",
        f"or set JOURNAL_STORE={store} and leave out --store",
    ]
    assert "[Ombre su Milano]" in said  # each recording names its campaign

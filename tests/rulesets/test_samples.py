"""The µD6 and "Le azioni" samples: recorded from their scripts and published."""

from __future__ import annotations

import json
import subprocess

import pytest
from click.testing import CliRunner

from journal.cli import cli


@pytest.fixture(scope="module", params=["microd6", "azioni"])
def published(request, tmp_path_factory):
    out = tmp_path_factory.mktemp(request.param)
    result = CliRunner().invoke(
        cli, ["sample", "--ruleset", request.param, "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    return request.param, out


def log(out) -> list[dict]:
    store = str(out / "sample.sqlite3")
    result = CliRunner().invoke(cli, ["--store", store, "log", "--json"])
    return json.loads(result.stdout)


EXPECTED = {
    "microd6": {
        "ActionRolled": 5,
        "GroupActionRolled": 1,
        "FortuneRolled": 1,
        "ResistanceRolled": 1,
        "WoundSuffered": 2,
        "WoundHealed": 1,
        "ItemAcquired": 1,
        "ItemUsed": 3,
        "AmmunitionSpent": 1,
        "ItemRestocked": 1,
        "ItemWorn": 1,
        "ItemDropped": 1,
        "EventVoided": 1,
    },
    "azioni": {
        "TestRolled": 10,
        "ContestResolved": 1,
        "CombinedTestRolled": 1,
        "ExtendedActionStarted": 1,
        "ExtendedActionEnded": 1,
    },
}


def test_the_sample_records_every_kind_of_event(published):
    name, out = published
    kinds = [event["type"] for event in log(out)]
    for kind, count in EXPECTED[name].items():
        assert kinds.count(kind) == count, kind
    rolls = [e for e in log(out) if "dice_source" in e]
    assert rolls and all(e["dice_source"] == "typed" for e in rolls)


def test_the_markdown_chronicle_shows_every_roll(published):
    name, out = published
    markdown = (out / "chronicle.md").read_text()
    assert f'ruleset: "{name}"' in markdown
    rolls = [e for e in log(out) if e["type"] in ("ActionRolled", "TestRolled")]
    for event in rolls:
        assert event["character"] in markdown
    if name == "microd6":
        assert "~~`5`~~ ~~`4`~~ **`2`** ~~`6`~~ — failure" in markdown  # zero rule
        assert "Tenacia over the session (Lia Corvo): 5 → 3 → 0 → 3" in markdown
    else:
        assert "**`8`**+**`2`** **`3`** — 13 vs 10 (difficile)" in markdown
        assert "4 of 4 successes in 6 tests" in markdown


def test_the_pdf_chronicle_reads(published):
    name, out = published
    assert (out / "chronicle.pdf").read_bytes().startswith(b"%PDF")
    text = subprocess.run(
        ["pdftotext", str(out / "chronicle.pdf"), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    words = {"microd6": "Tiro Azione", "azioni": "Attraversare il fiume"}
    assert words[name] in text and "Luck" in text

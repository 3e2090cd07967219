"""Text a user types is checked everywhere and printed inert."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

JOURNAL = Path(sys.executable).parent / "journal"
STORES = Path(__file__).resolve().parents[1] / "data" / "stores"
ROLL = ["roll", "Kira", "--char", "agilita", "--target", "1", "--dice", "6,6,6"]


@pytest.mark.parametrize(
    ("typed", "line"),
    [
        ("Ana\u200b", "the player name 'Ana\\u200b' looks like 'Ana'"),
        ("\u0410na", "the player name '\\u0410na' looks like 'Ana'"),
        ("\uff21\uff4e\uff41", "Ana already plays in this campaign"),  # NFKC: Ana
        ("ÁNA", "Ana already plays in this campaign"),
    ],
)
def test_a_lookalike_of_a_player_is_refused_naming_the_player(ready, typed, line):
    assert line in ready.refused("player", "add", typed)


def test_a_lookalike_of_a_character_or_a_campaign_is_refused(
    ready, tmp_path, sample_dir
):
    sheet = (sample_dir / "kira.toml").read_text(encoding="utf-8")
    forged = tmp_path / "kira.toml"
    forged.write_text(sheet.replace('"Kira Voss"', '"K\u0456ra Voss"'), "utf-8")
    line = ready.refused("character", "create", "--from", str(forged))
    assert "'K\\u0456ra Voss' looks like 'Kira Voss'" in line
    line = ready.refused("campaign", "new", "Ombre su Mi\u217cano")  # Roman numeral L
    assert "there is already a campaign called Ombre su Milano" in line
    line = ready.refused("campaign", "new", "\u039fmbre su Milano")  # Greek Omicron
    assert "looks like 'Ombre su Milano'" in line


@pytest.mark.parametrize(
    "args",
    [
        [*ROLL, "--skill", "\x1b[2J\x1b]0;PWN\x07"],
        [*ROLL, "--skill", "x" * 100_000],
        [*ROLL, "--note", "ok\udcff"],  # bytes that were not UTF-8
        ["player", "add", "Carla\u202e"],
        ["wound", "Kira", "1", "--reason", "\x1b[31mrosso"],
    ],
)
def test_control_characters_surrogates_and_floods_are_refused(ready, args):
    assert "(journal: text)" in ready.refused(*args)


@pytest.mark.parametrize(
    ("text", "english", "italian"),
    [
        (
            "\x1b[2J",
            "a control character (U+001B)",
            "un carattere di controllo (U+001B)",
        ),
        ("ok\udcff", "bytes that are not UTF-8 (U+DCFF)", "byte che non sono UTF-8"),
    ],
)
def test_a_hidden_character_is_refused_in_the_language_in_use(
    ready, text, english, italian
):
    line = ready.refused(*ROLL, "--note", text)
    assert f"refused: an argument contains {english}; nothing was run" in line
    line = ready.refused("--lang", "it", *ROLL, "--note", text)
    assert f"rifiutato: un argomento contiene {italian}" in line


def test_a_newline_in_a_reason_never_forges_a_log_line(ready):
    forged = "ahi\n   99  abcd1234  s1/sc1    Kira Voss is healed"
    ready.run("wound", "Kira", "1", "--reason", forged)
    lines = ready.run("log").stdout.splitlines()
    assert len(lines) == len(ready.json("log"))
    assert lines[-1].endswith("(ahi ↵    99  abcd1234  s1/sc1    Kira Voss is healed)")
    assert ready.json("log")[-1]["reason"] == forged  # stored as typed


@pytest.mark.parametrize(
    "args",
    [
        ["oracle", "²"],
        ["oracle", "1", "--dice", "①,2"],
        ["reserve", "award", "Kira", "٣"],
        ["confront", "Kira:agilita:²", "Dario:agilita"],
        [*ROLL[:-1], "--5"],
        ["roll", "Kira", "--char", "agilita", "--target", "1", "--dice=--5"],
    ],
)
def test_numbers_not_in_ascii_digits_are_bad_usage(ready, args):
    before = ready.event_count()
    result = ready.run(*args, expect=2)
    assert "Traceback" not in result.output and ready.event_count() == before


def test_a_note_keeps_its_own_digits(ready):
    ready.run(*ROLL, "--note", "una stanza di 12 m² al piano ③")


def test_a_deeply_nested_sheet_is_refused_clearly(ready, tmp_path):
    deep = tmp_path / "deep.toml"
    deep.write_text("a = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    line = ready.refused("character", "create", "--from", str(deep))
    assert "nests its values too deeply" in line


def test_a_sheet_with_an_escaped_control_character_is_refused(
    ready, tmp_path, sample_dir
):
    sheet = (sample_dir / "kira.toml").read_text(encoding="utf-8")
    forged = tmp_path / "kira.toml"
    forged.write_text(sheet.replace('"Eco"', '"Eco\\u001b[2J"'), encoding="utf-8")
    assert "control character" in ready.refused(
        "character", "create", "--from", str(forged)
    )


def test_a_closed_pipe_ends_the_output_quietly(table):
    # A long log (a fixture store's: 90 KB of JSON, more than a pipe holds).
    shutil.copyfile(STORES / "v4-chain.sqlite3", table.store)
    command = f"'{JOURNAL}' --store '{table.store}' --campaign 'Ombre su Milano'"
    for args in ("log --json", "log"):
        done = subprocess.run(
            f"{command} {args} | head -1",
            shell=True,
            capture_output=True,
            text=True,
            check=True,
        )
        assert done.stdout.count("\n") == 1 and done.stderr == ""
    # The status is a shell's for a write to a closed pipe (128 + SIGPIPE), as
    # `yes | head` gives: not 1, which says a rule refused the command. The
    # reader is gone before the first line is written (`head` may read a short
    # output whole before it leaves, and the command then ends 0).
    argv = [JOURNAL, "--store", str(table.store), "--campaign", "Ombre su Milano"]
    for args in (["log", "--json"], ["log"]):
        child = subprocess.Popen(
            [*argv, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        child.stdout.close()  # long before a Python process prints its first line
        assert (child.wait(timeout=60), child.stderr.read()) == (141, b"")
        child.stderr.close()

"""`journal run`: a script records all its lines or none, and reads like a shell."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from journal.cli import ALIASES, CORE
from journal.plugins import built_in
from journal.ruleset_group import known_elsewhere
from journal.scriptfile import command_of, script_lines

ROOT = Path(__file__).resolve().parents[2]
SETUP = [
    'campaign new "Ombre su Milano"',
    "player add Ana Bruno",
    "character create --from kira.toml",
    "character create --from dario.toml",
    'adventure start "Il furto"',
]


@pytest.fixture
def folder(tmp_path, sample_dir):
    for sheet in ("kira.toml", "dario.toml"):
        shutil.copy(sample_dir / sheet, tmp_path / sheet)
    return tmp_path


def script(folder: Path, lines: list[str], name: str = "s.journal") -> str:
    path = folder / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def test_a_script_with_a_bad_line_6_records_nothing_and_says_line_6(table, folder):
    # Line 6 commits more Riserva than Kira has: the whole script is refused.
    lines = [*SETUP, "reserve spend Kira 9 --for troppo", "player add Carla"]
    result = table.run("run", script(folder, lines), expect=1)
    assert "stopped at line 6 of s.journal (reserve spend Kira 9 --for troppo)" in (
        result.stderr
    )
    assert "nothing was recorded" in result.stderr
    assert not table.store.exists()  # not even the store was created
    table.run("run", script(folder, SETUP))
    before = table.event_count()
    again = [*SETUP[1:2], "reserve spend Kira 9 --for troppo"]
    table.run("run", script(folder, again), expect=1)
    assert table.event_count() == before  # Ana and Bruno were not added twice


def test_a_script_runs_again_without_duplicates_only_when_it_all_worked(table, folder):
    result = table.run("run", script(folder, SETUP))
    log = table.json("log")
    assert [e["type"] for e in log].count("PlayerJoined") == 2
    assert table.json("audit")["ok"] is True
    # the campaign's events, as its log lists them (not the campaign index's)
    assert f"recorded {len(log)} events from s.journal" in result.stderr
    more = table.run("run", script(folder, ['campaign new "Luci su Torino"']))
    assert "recorded 1 event from s.journal" in more.stderr
    one = table.run("--lang", "it", "run", script(folder, ["player add Dino"]))
    assert "registrato 1 evento da s.journal" in one.stderr


def test_a_script_reads_like_a_shell(table, folder):
    text = (
        "\ufeffjournal campaign new 'Ombre su Milano'   # becomes current\r\n"
        "# a comment line\r\n"
        "\r\n"
        "journal player add Ana \\\r\n"
        "    Bruno\r\n"
        "player add \\\n  Carla   # the third player\n"
    )
    path = folder / "shell.journal"
    path.write_bytes(text.encode("utf-8"))
    table.run("run", str(path))
    players = [e["player"] for e in table.json("log") if e["type"] == "PlayerJoined"]
    assert players == ["Ana", "Bruno", "Carla"]
    assert [n for n, _ in script_lines(text, "shell.journal")] == [1, 4, 6]


def test_a_script_that_runs_itself_is_refused(table, folder):
    path = script(folder, ['campaign new "Ricorsiva"', "run s.journal"])
    result = table.run("run", path, expect=2)
    assert "line 2: a script cannot run `run`" in result.stderr
    assert not table.store.exists()


def test_a_script_cannot_choose_another_store(table, folder, tmp_path):
    path = script(folder, [f"--store {tmp_path / 'other.db'} campaign new X"])
    assert "--store is not allowed" in table.run("run", path, expect=2).stderr


def readme_blocks() -> list[str]:
    """The README's ```sh blocks, each reduced to its `journal` lines (and their
    continuations): a block may also show a shell's own line (completion)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [journal_lines(b) for b in re.findall(r"```sh\n(.*?)```", text, re.S)]


def journal_lines(block: str) -> str:
    kept, going_on = [], False
    for line in block.splitlines():
        if going_on or line.startswith("journal ") or line.startswith("# "):
            kept.append(line)
            going_on = line.rstrip().endswith("\\") and not line.startswith("# ")
    return "\n".join(kept) + "\n"


def test_every_line_of_the_readme_tour_pastes_into_a_script():
    commands = [
        args
        for block in readme_blocks()[2:]  # after the two install commands
        for _, args in script_lines(block, "README.md")
    ]
    assert len(commands) > 40
    for args in commands:  # the core's verbs, a ruleset's, or a ruleset's name
        name = command_of(args)
        core = ALIASES.get(name, name) in CORE
        assert core or known_elsewhere(name) or name in built_in(), args


def test_the_readme_tour_runs_as_a_script(table, tmp_path):
    sheets = tmp_path / "campaigns" / "ombre-su-milano"
    sheets.mkdir(parents=True)
    for sheet in (ROOT / "campaigns" / "ombre-su-milano").glob("*.toml"):
        shutil.copy(sheet, sheets)
    # The session, the Prove, the void; less the lines the README shows refused
    # (a script stops at its first refusal: they are there to show one).
    tour = "".join(without_refused(block) for block in readme_blocks()[2:5])
    (tmp_path / "tour.journal").write_text(tour, encoding="utf-8")
    table.run("run", str(tmp_path / "tour.journal"))
    kinds = [e["type"] for e in table.json("log")]
    rolls = [line for line in tour.splitlines() if line.startswith("journal roll ")]
    assert kinds.count("ProvaRolled") == len(rolls) > 1 and "EventVoided" in kinds


def without_refused(block: str) -> str:
    lines = block.splitlines()
    kept = [
        line
        for line, after in zip(lines, [*lines[1:], ""], strict=True)
        if not after.strip().startswith("# refused:")
    ]
    return "\n".join(kept) + "\n"

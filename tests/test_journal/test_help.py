"""Every command has help with an example, and --help never touches the store."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from journal.cli import cli


def all_commands(group: click.Group, prefix=()):
    ctx = click.Context(group)
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        yield (*prefix, name)
        if isinstance(command, click.Group):
            yield from all_commands(command, (*prefix, name))


def test_every_listed_command_loads():
    paths = list(all_commands(cli))
    assert ("roll",) in paths and ("reserve", "spend") in paths and len(paths) > 20


@pytest.mark.parametrize("path", list(all_commands(cli)), ids=" ".join)
def test_every_command_has_help(path, tmp_path):
    store = tmp_path / "never-created.sqlite3"
    result = CliRunner().invoke(cli, ["--store", str(store), *path, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage: " in result.output
    assert not store.exists()


def test_recording_commands_show_an_example():
    for path in [
        ("roll",),
        ("wound",),
        ("void",),
        ("reserve", "award"),
        ("scene", "end"),
        ("character", "create"),
        ("show",),
    ]:
        result = CliRunner().invoke(cli, [*path, "--help"])
        assert "journal " in result.output.split("Options:")[0], path


def test_italian_aliases_reach_the_same_commands():
    result = CliRunner().invoke(cli, ["prova", "--help"])
    assert result.exit_code == 0 and "Roll a Prova" in result.output


def test_progress_bars_are_silent_when_piped(ready, tmp_path):
    # CliRunner's stderr is not a terminal: no bar, only the one line of result.
    result = ready.run("chronicle", "--format", "md", "--out", str(tmp_path / "c.md"))
    assert result.stderr == "" and result.stdout == f"wrote {tmp_path / 'c.md'}\n"
    assert ready.run("rebuild").stderr.startswith("rebuilt the read models from ")

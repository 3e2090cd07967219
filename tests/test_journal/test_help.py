"""Every command has help with an example, and --help never touches the store."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from journal.cli import cli
from journal.plugins import built_in


def all_commands(group: click.Group, prefix=()):
    ctx = click.Context(group)
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        yield (*prefix, name)
        if isinstance(command, click.Group):
            yield from all_commands(command, (*prefix, name))


def every_path():
    """The core's verbs, and each built-in ruleset's under its name."""
    yield from all_commands(cli)
    for name in built_in():
        group = cli.get_command(click.Context(cli), name)
        yield from all_commands(group, (name,))


def test_every_listed_command_loads():
    paths = list(every_path())
    assert ("daimon2090", "roll") in paths and ("track", "spend") in paths
    assert ("daimon2090", "reserve", "spend") in paths and len(paths) > 40


@pytest.mark.parametrize("path", list(every_path()), ids=" ".join)
def test_every_command_has_help(path, tmp_path):
    store = tmp_path / "never-created.sqlite3"
    result = CliRunner().invoke(cli, ["--store", str(store), *path, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage: " in result.output
    assert not store.exists()


def test_recording_commands_show_an_example():
    for path in [
        ("daimon2090", "roll"),
        ("daimon2090", "wound"),
        ("void",),
        ("daimon2090", "reserve", "award"),
        ("scene", "end"),
        ("character", "create"),
        ("show",),
        ("dice",),
        ("track",),
    ]:
        result = CliRunner().invoke(cli, [*path, "--help"])
        assert "journal " in result.output.split("Options:")[0], path


def test_italian_aliases_reach_the_same_commands(ready):
    result = ready.run("prova", "--help")
    assert "Roll a Prova" in result.output
    assert "Roll a Prova" in ready.run("daimon2090", "prova", "--help").output
    assert "Start the next session" in ready.run("sessione", "start", "--help").output


def test_the_help_lists_the_campaigns_verbs_and_names_its_ruleset(ready):
    text = ready.run("--help").output
    assert "Campaign in scope: Ombre su Milano, playing Dàimon 2090" in text
    assert "  roll " in text and "  reserve " in text and "  track " in text


def test_without_a_campaign_a_rulesets_verb_says_why(tmp_path):
    store = tmp_path / "none.sqlite3"
    result = CliRunner().invoke(cli, ["--store", str(store), "roll", "Kira"])
    assert result.exit_code == 2 and "'roll' is a ruleset's verb" in result.output
    assert "No such command" in CliRunner().invoke(cli, ["rol"]).output
    assert not store.exists()


def test_progress_bars_are_silent_when_piped(ready, tmp_path):
    # CliRunner's stderr is not a terminal: no bar, only the one line of result.
    result = ready.run("chronicle", "--format", "md", "--out", str(tmp_path / "c.md"))
    assert result.stderr == ""
    assert result.stdout == f"[Ombre su Milano]\nwrote {tmp_path / 'c.md'}\n"
    assert ready.run("rebuild").stderr.startswith("rebuilt the read models from ")


def _command_at(path: tuple) -> click.Command:
    command: click.Command = cli
    for name in path:
        command = command.get_command(click.Context(command), name)
    return command


def test_every_fixed_set_of_values_is_taken_in_either_case():
    # `--kind s` as `--class nomade`: a choice typed in another case is the
    # listed value, in the core's verbs and in every ruleset's.
    choices = {
        (path, param.name): param.type
        for path in [(), *every_path()]
        for param in _command_at(path).params
        if isinstance(param.type, click.Choice)
    }
    assert (("daimon2090", "evo", "spend", "skill"), "kind") in choices
    assert len(choices) > 20
    assert [where for where, kind in choices.items() if kind.case_sensitive] == []

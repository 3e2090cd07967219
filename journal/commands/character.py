"""Characters: created from a sheet file or by the ruleset's random procedure."""

from __future__ import annotations

from pathlib import Path

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.domain.rulesets import load
from journal.extras import ExtensibleGroup, keywords
from journal.i18n import _
from journal.output import emit_json, emit_records, json_option


@click.group(cls=ExtensibleGroup)
def character() -> None:
    """Characters: create from a sheet file or at random, list them."""


@character.command("create")
@click.argument("name", required=False)
@click.option(
    "--from",
    "sheet_file",
    metavar="FILE.toml",
    type=click.Path(dir_okay=False, path_type=Path),
    help="A prepared sheet (see docs/ for each ruleset's format).",
)
@click.option("--player", metavar="PLAYER", help="Who plays the new character.")
@click.option("--random", is_flag=True, help="The rulebook's random procedure.")
@click.option(
    "--yes", is_flag=True, help="Ask nothing: every choice from options or defaults."
)
@dice_options
@json_option
@pass_env
def character_create(
    env: Env, name, sheet_file, player, random, yes, dice, seed, as_json, **extra
):
    """Create a character: from a prepared sheet, or asked step by step.

    A sheet (--from) is checked against the ruleset's creation rules (or only
    for ranges, with creation = "import"). NAME --player P walks the ruleset's
    creation at the table: the rulebook's procedure where it has one (--random
    says so; every die is recorded), else the sheet's keys one by one. Each
    question lists its choices and limits and shows its default (Enter takes
    it); a wrong answer is asked again; every choice is an option too, and
    --yes asks nothing. Nothing is recorded before the last confirmation.

    \b
    Examples:
      journal character create --from kira.toml
      journal character create Kira --player Ana
      journal character create Kira --player Ana --random --seed 2090 --yes
    """
    module = env.ruleset.module("cli")
    if sheet_file is not None:
        if any(v not in (None, False) for v in (name, dice, seed, player, random)):
            raise click.UsageError(_("--from takes the whole character from the file"))
        return create_from_file(env, module, sheet_file, as_json)
    if not (name and player):
        raise click.UsageError(_("give --from FILE.toml, or NAME --player PLAYER"))
    procedure = getattr(module, "RANDOM", None)
    if random and not procedure:
        raise click.UsageError(
            _(
                "{title}'s rulebook has no random creation: leave out --random to be "
                "asked for the sheet's keys one by one"
            ).format(title=env.ruleset.title)
        )
    walk = procedure if random else getattr(module, "GUIDED", None) or procedure
    if not walk:
        raise click.UsageError(
            _("{title} has no guided creation: give --from FILE.toml").format(
                title=env.ruleset.title
            )
        )
    options = keywords(env, "character create", extra)
    create = load(walk)
    records = create(env, name, player, options, make_dice(dice, seed), yes, as_json)
    emit_records(records, as_json, env)


def create_from_file(env: Env, module, sheet_file: Path, as_json: bool) -> None:
    from journal.recording import record
    from journal.sheetfiles import checked_sheet

    sheet = checked_sheet(env.ruleset, sheet_file)
    record(env, lambda c, s: c.create_character(sheet, s), as_json)


@character.command("list")
@json_option
@pass_env
def character_list(env: Env, as_json: bool) -> None:
    """The campaign's characters with their players and headline values.

    Example: journal character list --json   # with each one's id
    """
    from journal.projections.sheet import summary_row

    state = env.app.current_state(env.campaign)
    rows = [
        summary_row(sheet, state.ruleset, env.lang)
        for sheet in state.characters.values()
        if not getattr(sheet, "npc", False)  # the Master's: `journal npc list`
    ]
    if as_json:
        return emit_json(rows)
    from journal.projections.sheet import status_word

    for row in rows:
        values = "  ".join(f"{label} {value}" for label, value in row["columns"])
        status = status_word(row["status"], env.lang, state.ruleset)
        click.echo(f"{row['name']} ({row['player']})  {values}  {status}")

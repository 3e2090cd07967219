"""Campaigns, players and characters."""

from __future__ import annotations

from pathlib import Path

import click

from domain.errors import SheetError
from journal.commands.creation_options import creation_options
from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import emit_json, emit_records, json_option


@click.group()
def campaign() -> None:
    """Create, list and choose campaigns."""


@campaign.command("new")
@click.argument("name")
@click.option(
    "--ruleset",
    type=click.Choice(["daimon2090"]),
    default="daimon2090",
    show_default=True,
)
@json_option
@pass_env
def campaign_new(env: Env, name: str, ruleset: str, as_json: bool) -> None:
    """Start campaign NAME; it becomes the current campaign.

    Example: journal campaign new "Ombre su Milano"
    """
    env.create = True
    emit_records(env.app.new_campaign(name, ruleset, env.stamp()), as_json, env.lang)


@campaign.command("list")
@json_option
@pass_env
def campaign_list(env: Env, as_json: bool) -> None:
    """The campaigns in the store; the current one is marked with *."""
    registry = env.app.registry()
    rows = [
        {"name": name, "ruleset": info["ruleset"], "current": name == registry.current}
        for name, info in registry.campaigns.items()
    ]
    if as_json:
        return emit_json(rows)
    for row in rows:
        click.echo(
            f"{'*' if row['current'] else ' '} {row['name']}  ({row['ruleset']})"
        )


@campaign.command("use")
@click.argument("name")
@pass_env
def campaign_use(env: Env, name: str) -> None:
    """Make NAME the current campaign."""
    click.echo(f"current campaign: {env.app.use_campaign(name, env.stamp().at)}")


@click.group()
def player() -> None:
    """The people at the table."""


@player.command("add")
@click.argument("names", nargs=-1, required=True)
@json_option
@pass_env
def player_add(env: Env, names: tuple[str, ...], as_json: bool) -> None:
    """Add players to the campaign.  Example: journal player add Ana Bruno"""
    stamp = env.stamp()
    records = env.app.change(env.campaign, lambda c: c.add_players(list(names), stamp))
    emit_records(records, as_json, env.lang)


@click.group()
def character() -> None:
    """Characters: create from a sheet file, list them."""


@character.command("create")
@click.argument("name", required=False)
@click.option(
    "--from",
    "sheet_file",
    metavar="FILE.toml",
    type=click.Path(dir_okay=False, path_type=Path),
    help="A prepared sheet (see the README for the format).",
)
@creation_options
@dice_options
@json_option
@pass_env
def character_create(env: Env, name, sheet_file, dice, seed, as_json, **options):
    """Create a character: from a prepared sheet, or by the random procedure.

    A sheet (--from) is checked against every creation rule ("points" or
    "random"), or only for ranges (creation = "import", with its level).

    NAME --player P --random walks the rulebook's procedure step by step,
    asking for each choice; every choice is also an option, and --yes asks
    nothing (a missing choice is then a usage error). Nothing is recorded
    until the end: the character, then every table roll of its birth.

    \b
    Dice (--dice, in this order; --seed N rolls them reproducibly):
      1-6. one per characteristic, Potenza, Destrezza, Agilità, Intelligenza,
           Spirito, Carisma: 4-6 gives +1 (none with --bonus C,C)
      7.   the social class of origin
      8.   the current social class
      9.   the origin class's table
      10.  the current class's table (−1 if the class fell, +1 if it rose)
      11.  the particular event (again while it gives a trait already held)

    \b
    Examples (the second is the rulebook's own: origin 3, current 1, tables 5
    and 3−1, event 4: Nomade, Ambizioso, Diffidente; then Cracker):
      journal character create --from kira.toml
      journal character create Kira --player Ana --random
      journal character create "Kira Voss" --player Ana --random --yes \\
        --characteristics 3,2,2,3,1,1 --bonus roll --dice 5,2,4,1,6,3,3,1,5,3,4 \\
        --class-from current --second-class Cracker --daimon-name Eco \\
        --skill Orientamento=3:Nomade --skill Hacking=3:Cracker ...
    """
    if sheet_file is not None:
        return create_from_file(env, name, sheet_file, options, dice, seed, as_json)
    if not (name and options["player"] and options["random"]):
        message = "give --from FILE.toml, or NAME --player PLAYER --random"
        raise click.UsageError(message)
    from journal.commands.creation_prompts import run

    source = make_dice(dice, seed)
    yes = options.pop("yes")
    player = options.pop("player")
    records = run(env, name, player, options, source, yes, as_json)
    emit_records(records, as_json, env.lang)


def create_from_file(env, name, sheet_file, options, dice, seed, as_json) -> None:
    given = [name, dice, seed, options["player"], options["random"]]
    if any(value not in (None, False) for value in given):
        raise click.UsageError("--from takes the whole character from the file")
    from domain.daimon2090.sheetfile import parse_sheet
    from journal.data import load_table

    tables, _ = load_table("creation")
    sheet = parse_sheet(read_toml(sheet_file), tables)
    stamp = env.stamp()
    records = env.app.change(env.campaign, lambda c: c.create_character(sheet, stamp))
    emit_records(records, as_json, env.lang)


def read_toml(path: Path) -> dict:
    import tomllib

    from journal.argcheck import check_document

    try:
        return check_document(tomllib.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise SheetError(f"no sheet file {path}", "journal: sheet files") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        message = f"{path} is not valid TOML: {error}"
        raise SheetError(message, "journal: sheet files") from None
    except RecursionError:
        message = f"{path} nests its values too deeply to be a sheet"
        raise SheetError(message, "journal: sheet files") from None


@character.command("list")
@json_option
@pass_env
def character_list(env: Env, as_json: bool) -> None:
    """The campaign's characters with their players, Riserva and wounds."""
    sheets = env.app.load(env.campaign).characters()
    rows = [
        {
            "id": s.id,
            "name": s.name,
            "player": s.player,
            "status": s.status,
            "reserve": s.reserve,
            "wounds": s.wounds,
        }
        for s in sheets
    ]
    if as_json:
        return emit_json(rows)
    for row in rows:
        click.echo(
            f"{row['id']}  {row['name']} ({row['player']})  "
            f"Riserva {row['reserve']}  Ferite {row['wounds']}  {row['status']}"
        )

"""Campaigns, players and characters."""

from __future__ import annotations

from pathlib import Path

import click

from domain.errors import SheetError
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
@click.option(
    "--from",
    "sheet_file",
    required=True,
    metavar="FILE.toml",
    type=click.Path(dir_okay=False, path_type=Path),
    help="A prepared sheet (see the README for the format).",
)
@json_option
@pass_env
def character_create(env: Env, sheet_file: Path, as_json: bool) -> None:
    """Create a character from a prepared sheet, checked against the rules.

    Example: journal character create --from kira.toml
    """
    from domain.daimon2090.sheetfile import parse_sheet

    sheet = parse_sheet(read_toml(sheet_file))
    stamp = env.stamp()
    records = env.app.change(env.campaign, lambda c: c.create_character(sheet, stamp))
    emit_records(records, as_json, env.lang)


def read_toml(path: Path) -> dict:
    import tomllib

    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SheetError(f"no sheet file {path}", "journal: sheet files") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        message = f"{path} is not valid TOML: {error}"
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

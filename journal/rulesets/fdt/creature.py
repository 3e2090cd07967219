"""Opponents (2.9): a creature from its stat block, into the campaign."""

from __future__ import annotations

from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.domain.fdt.i18n import _
from journal.output import emit_json, json_option
from journal.recording import record


@click.group("creature")
def creature() -> None:
    """Creatures and opponents from their stat blocks (2.9 gli Avversari)."""


@creature.command("add")
@click.argument("name")
@click.option("--block", metavar="TEXT", help="The stat block, compact form.")
@click.option(
    "--file",
    "block_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="A text file holding the stat block as the rulebook prints it.",
)
@click.option(
    "--kind",
    metavar="KIND",
    help="Its kind (default: NAME): the Valore is earned once per kind.",
)
@json_option
@pass_env
def creature_add(env: Env, name, block, block_file, kind, as_json):
    """Bring NAME into the campaign from its stat block (as `npc add` does).

    The block as printed (tab-separated columns: vita ag c v fr dp ATTAKKO,
    then ABILITA' n PiX) in a --file, or compact in --block.

    \b
    Examples:
      journal creature add Baljeddur --file baljeddur.txt --kind Cinghiale
      journal creature add Lupo --block "vita 8, ag +2, c 0, v 20, fr 12,
          dp 4, Morso (13 - d6); Fiuto; n +; PiX 6"
    """
    add_from_block(env, name, block, block_file, kind, as_json)


def add_from_block(env: Env, name, block, block_file, kind, as_json) -> None:
    """`creature add` and `npc add` with a stat block: one creature recorded."""
    from journal.domain.fdt.creatures import parse_stat_block

    if bool(block) == bool(block_file):
        raise click.UsageError(_("give the stat block: --block TEXT or --file FILE"))
    text = block if block else _read(block_file)
    stats = parse_stat_block(text)
    record(env, lambda c, s: c.add_creature(name, stats, s, kind), as_json)


def _read(path: Path) -> str:
    from journal.domain.errors import NotFound

    try:
        return path.read_text(encoding="utf-8")[:5000]
    except (OSError, UnicodeDecodeError) as error:
        raise NotFound(
            _("cannot read {path}: {error}").format(path=path, error=error),
            "2.9 gli Avversari",
        ) from None


@creature.command("list")
@json_option
@pass_env
def creature_list(env: Env, as_json):
    """The campaign's creatures: pV, state, attacks, Valore."""
    from journal.domain.fdt.fighters import creatures

    found = list(creatures(env.app.current_state(env.campaign)).values())
    if as_json:
        return emit_json(found)
    for record_ in found:
        attacks = ", ".join(
            f"{a['name']} ({a['value']} - {a['damage']})" for a in record_["attacks"]
        )
        click.echo(
            _(
                "{name} ({kind})  pV {pv}/{vita}  [{status}]  {attacks}  PiX {pix}",
            ).format(
                name=record_["name"],
                kind=record_["kind"],
                pv=record_["pv"],
                vita=record_["vita"],
                status=record_["status"],
                attacks=attacks,
                pix=record_["pix"],
            )
        )

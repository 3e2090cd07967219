"""Non-player characters: the Master's, in every ruleset."""

from __future__ import annotations

from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.output import emit_json, json_option


@click.group("npc")
def npc() -> None:
    """The Master's characters (non-player characters): add one, list them.

    An NPC has no player: it stays out of the party, the luck table and the
    players' tables, and is shown apart in `status`, the chronicle and the
    site; it is named in fights, contests and wounds as any character is.
    """


@npc.command("add")
@click.argument("name")
@click.argument("stats", nargs=-1)
@click.option(
    "--from",
    "sheet_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="A sheet file (its player, if any, is ignored; NAME replaces its name).",
)
@click.option("--note", metavar="TEXT", help="What the table should remember.")
@json_option
@pass_env
def npc_add(env: Env, name, stats, sheet_file, note, as_json) -> None:
    """Add NAME, from a sheet file or from quick stats (NAME=VALUE ...).

    Quick stats go into the ruleset's sheet (a characteristic, a skill, a key
    of the sheet file; see docs/<ruleset>.md); what they leave out takes the
    ruleset's defaults for an NPC.

    \b
    Examples:
      journal npc add Orso --from orso.toml
      journal npc add Lupo FOR=11 COS=13 TAG=9 INT=5 POT=10 DES=13 Mordere=30
      journal png aggiungi Lupo Combattere=2 Agilità=1        # µD6
    """
    from journal.domain.text import clean_name, clean_note
    from journal.npcs import npc_sheet
    from journal.recording import record

    name = clean_name(name, "name")
    sheet = npc_sheet(env.ruleset, name, stats, sheet_file)
    if note:
        sheet["note"] = clean_note(note, "note")
    record(env, lambda c, s: c.add_npc(sheet, s), as_json)


@npc.command("list")
@json_option
@pass_env
def npc_list(env: Env, as_json: bool) -> None:
    """The Master's characters, with their headline values."""
    from journal.projections.phrases import say
    from journal.projections.sheet import status_word, summary_row

    state = env.app.current_state(env.campaign)
    rows = [
        {**summary_row(sheet, state.ruleset, env.lang), "ruleset": state.ruleset}
        for sheet in state.characters.values()
        if getattr(sheet, "npc", False)
    ]
    if as_json:
        return emit_json(rows)
    if not rows:
        click.echo(say(env.lang, "npc.none"))
    for row in rows:
        values = "  ".join(f"{label} {value}" for label, value in row["columns"])
        status = status_word(row["status"], env.lang, state.ruleset)
        click.echo(f"{row['name']}  {values}  {status}")

"""The 13-marker counters by hand: `journal gear mark` and `journal gear reset`.

(journal.cli finds the `gear` group through journal/commands/fight.py.)
"""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record


@click.group()
def gear() -> None:
    """The 13-marker counters of weapons, protections and enhancements."""


@gear.command("mark")
@click.argument("character")
@click.argument("item")
@json_option
@pass_env
def gear_mark(env: Env, character: str, item: str, as_json: bool) -> None:
    """Mark one marker on CHARACTER's ITEM (an enhancement: once per scene).

    Fights mark their weapons and protections at `fight end`, and a roll that
    uses an enhancement marks it itself (once a scene): mark by hand what the
    journal did not see. At 13 a weapon is out of ammunition, a protection worn
    out, an enhancement spent. Example: journal gear mark Kira "Occhio cibernetico"
    """
    record(env, lambda c, s: c.mark_gear(character, item, s), as_json)


@gear.command("reset")
@click.argument("character")
@click.argument("item")
@click.option(
    "--payer",
    metavar="CHAR",
    help="A companion who pays the die: for ammunition one who uses the same "
    "type of weapon (the same level); for an enhancement its maintainer; a "
    "protection's owner pays for it.",
)
@click.option(
    "--by",
    metavar="CHAR",
    help="An enhancement's maintainer (default: its owner): Cibernetica or "
    "Medicina Cibernetica with a repair kit (kit di riparazione), or for a hidden "
    "one Nanomanutenzione, Nanomedicina or Ingegneria Genetica with an equipped "
    "lab (laboratorio), in the maintainer's or the owner's equipment.",
)
@click.option(
    "--clinic",
    "--lab",
    "clinic",
    is_flag=True,
    help="An enhancement maintained at a clinic, hospital, service centre or "
    "lab: no tools of the maintainer's needed.",
)
@json_option
@pass_env
def gear_reset(env: Env, character: str, item: str, payer, by, clinic, as_json):
    """Reset CHARACTER's ITEM counter to 0 for 1D Riserva (reload, repair, service).

    \b
    Examples:
      journal gear reset Kira Pistola
      journal gear reset Kira Pistola --payer Rina
      journal gear reset Kira "Occhio cibernetico" --by Mara --payer Mara
      journal gear reset Kira "Occhio cibernetico" --clinic
    """
    record(
        env,
        lambda c, s: c.reset_gear(character, item, payer, s, by=by, clinic=clinic),
        as_json,
    )

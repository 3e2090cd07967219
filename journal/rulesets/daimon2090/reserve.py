"""Riserva dice: the Master's awards and spending (Riserva di dadi)."""

from __future__ import annotations

import click

from domain.daimon2090.economy import SPEND_DICE
from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record

SPEND_KINDS = {  # shown in help; the domain checks them (Altri usi per i dadi)
    kind: "1 per PE" if dice is None else str(dice) for kind, dice in SPEND_DICE.items()
}


def parse_votes(ctx, param, value: str | None) -> tuple[int, int] | None:
    if value is None:
        return None
    yes, sep, total = value.partition("/")
    if not sep or not yes.strip().isdigit() or not total.strip().isdigit():
        raise click.BadParameter(f"{value!r}: write YES/TOTAL, e.g. 2/3")
    return int(yes), int(total)


@click.group()
def reserve() -> None:
    """Riserva dice: awards and spending."""


@reserve.command("award")
@click.argument("character")
@click.argument("dice", type=int)
@click.option(
    "--reason",
    type=click.Choice(
        ["interpretation", "danger", "narration", "daimon", "master", "enrichment"]
    ),
    help="interpretation 1, danger 2, narration 1, daimon 1 (to both players), "
    "master 1 (by majority), enrichment 1 (Recuperare i dadi).",
)
@click.option(
    "--daimon-player",
    metavar="PLAYER",
    help="With --reason daimon: the player who played the dàimon; that player's "
    "character gets the die too (or name the character).",
)
@click.option(
    "--votes",
    callback=parse_votes,
    metavar="YES/TOTAL",
    help="With --reason master: the players' vote; more than half must say yes.",
)
@json_option
@pass_env
def reserve_award(
    env: Env, character: str, dice: int, reason, daimon_player, votes, as_json: bool
) -> None:
    """Give CHARACTER DICE Riserva dice (any above 7 are lost).

    \b
    Examples:
      journal reserve award Kira 2 --reason danger
      journal reserve award Kira 1 --reason daimon --daimon-player Bruno
      journal reserve award Dario 1 --reason master --votes 2/3
    """
    record(
        env,
        lambda c, s: c.award(character, dice, reason, s, daimon_player, votes),
        as_json,
    )


@reserve.command("spend")
@click.argument("character")
@click.argument("dice", type=int)
@click.option("--for", "purpose", required=True, metavar="TEXT")
@click.option(
    "--kind",
    type=click.Choice(list(SPEND_KINDS)),
    help="The rulebook's use (Altri usi per i dadi): "
    + ", ".join(f"{kind} {cost}" for kind, cost in SPEND_KINDS.items())
    + ".",
)
@json_option
@pass_env
def reserve_spend(env: Env, character: str, dice: int, purpose, kind, as_json) -> None:
    """CHARACTER spends DICE Riserva dice.

    Healing has its own command (`journal heal`), which checks the healer too.

    \b
    Examples:
      journal reserve spend Kira 1 --for "ricaricare la pistola" --kind reload
      journal reserve spend Kira 2 --for "due Punti Evoluzione" --kind pe
    """
    record(
        env, lambda c, s: c.spend_reserve(character, dice, purpose, s, kind), as_json
    )

"""Riserva dice: the Master's awards and spending (Riserva di dadi)."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.prices import BY_USE
from journal.i18n import N_
from journal.output import json_option, reason_option
from journal.recording import record

SPEND_KINDS = {  # shown in help; the domain checks them (Altri usi per i dadi)
    kind: "1 per PE" if dice is None else str(dice) for kind, dice in BY_USE.items()
}


USE_KINDS = {  # each option of `reserve spend` and the kinds it goes with
    "item": ("reload", "protection", "enhancement"),
    "healer": ("heal-light", "heal-serious"),
    "tools": ("heal-light", "heal-serious"),
    "clinic": ("heal-light", "heal-serious", "enhancement"),
    "by": ("enhancement",),
}


def check_use(kind: str | None, use: dict) -> None:
    for option, kinds in USE_KINDS.items():
        if use.get(option) and kind not in kinds:
            raise click.UsageError(
                _(
                    "--{option} goes with --kind {value}",
                ).format(option=option, value="|".join(kinds))
            )


def parse_votes(ctx, param, value: str | None) -> tuple[int, int] | None:
    if value is None:
        return None
    yes, sep, total = value.partition("/")
    if not sep or not yes.strip().isdigit() or not total.strip().isdigit():
        raise click.BadParameter(
            _(
                "{value!r}: write YES/TOTAL, e.g. 2/3",
            ).format(value=value)
        )
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
        ["interpretation", "danger", "narration", "daimon", "master", "enrichment"],
        case_sensitive=False,
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
@reason_option(N_("What the dice buy (needed without --kind: the event keeps it)."))
@click.option(
    "--kind",
    type=click.Choice(list(SPEND_KINDS), case_sensitive=False),
    help="The rulebook's use (Altri usi per i dadi): "
    + ", ".join(f"{kind} {cost}" for kind, cost in SPEND_KINDS.items())
    + ".",
)
@click.option("--item", metavar="ITEM", help="reload, protection, enhancement: which.")
@click.option("--healer", metavar="CHAR", help="heal-light, heal-serious: who cures.")
@click.option("--clinic", is_flag=True, help="Healing or maintenance at a clinic.")
@click.option("--tools", metavar="ITEM", help="Healing: the kit used up.")
@click.option("--by", metavar="CHAR", help="enhancement: its maintainer.")
@json_option
@pass_env
def reserve_spend(env: Env, character, dice, purpose, kind, as_json, **use) -> None:
    """CHARACTER spends DICE Riserva dice, for what --kind buys (or --reason TEXT).

    Each kind does what it buys, by the same rule as its own command: pe buys
    Punti Evoluzione (`evo buy`); heal-light (1) and heal-serious (3) heal
    CHARACTER with --healer CHAR or --clinic (`heal`); reload, protection and
    enhancement reset CHARACTER's --item to 0 markers (`gear reset`); master
    keeps the role for its Master, or claims it (`master keep|claim`). A
    strategic technology pays its die with `tech add`.

    \b
    Examples:
      journal reserve spend Dario 1 --kind reload --item "Pistola pesante"
      journal reserve spend Kira 3 --kind heal-serious --clinic
      journal reserve spend Kira 2 --kind pe
      journal reserve spend Kira 1 --reason "un passaggio in elicottero"
    """
    from journal.domain.daimon2090.spending import Use

    check_use(kind, use)
    chosen = Use(**use)
    record(
        env,
        lambda c, s: c.spend_reserve(character, dice, purpose, s, kind, chosen),
        as_json,
    )

"""The Oracle (Oracolo): `journal oracle TABLE`, `oracle start`, `oracle reroll`.

One command whose TABLE is a table's number (0..8), `start` (an adventure's
start) or `reroll` (the last answer again). The tables are read from
`domain/daimon2090/data/oracle.toml`; each answer records the words it gave
and the file's SHA-256, and enters the event log (`journal eventlog`).
"""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.domain.daimon2090.i18n import _
from journal.output import json_option
from journal.recording import record

WORDS = {"start": "start", "inizio": "start", "reroll": "reroll", "rilancia": "reroll"}
PAIRS = {"event": "evento", "evento": "evento", "place": "luogo", "luogo": "luogo"}


def parse_table(ctx, param, value: str) -> int | str:
    text = value.strip().casefold()
    if text in WORDS:
        return WORDS[text]
    if text.isdigit() and int(text) <= 8:
        return int(text)
    raise click.BadParameter(
        _(
            "{value!r}: write a table 0..8, `start` or `reroll`",
        ).format(value=value)
    )


@click.command("oracle")
@click.argument("table", callback=parse_table, metavar="TABLE")
@click.option(
    "--reroll",
    is_flag=True,
    help="The answer makes no sense: roll again. The table's last answer stays "
    "in the log, marked re-rolled (Leggere i risultati).",
)
@click.option(
    "--with",
    "pair",
    type=click.Choice(sorted(PAIRS), case_sensitive=False),
    default=None,
    help="With `start`: event (tables 5 and 6, the default) or place (tables 6 and 7).",
)
@dice_options
@json_option
@pass_env
def oracle(env: Env, table, reroll: bool, pair, dice, seed, as_json: bool) -> None:
    """Ask the Oracle: TABLE is 0..8, `start` or `reroll`.

    \b
    Tables (Tabelle dell'Oracolo), and the dice --dice takes, in order:
      0 sì o no               1 die
      1 parti del corpo       light, dark
      2 definizione PNG       light, dark, sex (even F), polarity (even +)
      3, 4 aggettivi per PNG  light, dark, table die (even 3, odd 4)
      5 eventi, 6 azioni, 8 altri soggetti   light, dark, polarity
      7 luoghi                light, dark, place (even real, odd VRN), polarity
    The light die gives the row, the dark die the column. Typed for table 3
    or 4 without the table die, the table asked is read. `start` asks tables
    2, 3 (or 4), then 5 and 6 (--with event) or 6 and 7 (--with place): give
    each table's dice in that order. `reroll` rolls the last answer's table
    again; TABLE --reroll re-rolls that table's last answer (for `start`: all
    four). Every answer enters the event log.

    \b
    Examples:
      journal oracle 0 --dice 6
      journal oracle 2 --dice 4,2,2,1
      journal oracle start --with place
      journal oracle reroll
    """
    from journal.data import load_table

    if pair and table != "start":
        raise click.UsageError(_("--with goes with `journal oracle start`"))
    tables, digest = load_table("oracle", "journal.domain.daimon2090.data")
    source = make_dice(dice, seed)
    record(
        env,
        lambda c, s: ask(c, table, tables, digest, source, s, reroll, pair),
        as_json,
    )


def ask(campaign, table, tables, digest, source, stamp, reroll, pair) -> None:
    if table == "start":
        pair = PAIRS[pair or "evento"]
        campaign.start_with_oracle(tables, digest, pair, source, stamp, reroll)
    elif table == "reroll":
        campaign.reroll_oracle(tables, digest, source, stamp)
    else:
        campaign.consult_oracle(tables, digest, table, source, stamp, reroll)

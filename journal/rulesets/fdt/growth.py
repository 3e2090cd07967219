"""PiX (3.1, 3.2): awards, spending, pumps; the end of an adventure."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option, reason_option
from journal.recording import record

REASONS = {
    "duel": "duel", "duello": "duel", "fled": "fled", "fuga": "fled",
    "group": "group", "gruppo": "group", "group-fled": "group-fled",
    "gruppo-fuga": "group-fled", "creative": "creative", "creativo": "creative",
    "heroic": "creative", "eroico": "creative", "evening": "evening",
    "serata": "evening", "adventure": "adventure", "avventura": "adventure",
    "master": "master",
}  # fmt: skip


@click.group("pix")
def pix() -> None:
    """PiX: experience awarded by the Master and spent to grow (3.1–3.4)."""


@pix.command("award")
@click.argument("character")
@click.argument("amount", type=int, required=False)
@click.option(
    "--reason",
    required=True,
    metavar="TEXT",
    help="duel, fled, group, group-fled (with --from), creative (1–10), evening "
    "(≤ 5 a session), adventure (≤ 25), master; any other text is the Master's "
    "adjustment, with the text as its note.",
)
@click.option("--from", "creature", metavar="CREATURE", help="Whose Valore.")
@click.option("--note", metavar="TEXT")
@json_option
@pass_env
def pix_award(env: Env, character, amount, reason, creature, note, as_json):
    """The Master awards CHARACTER AMOUNT PiX (a Valore: the share the reason
    gives of --from's, AMOUNT left out).

    \b
    Examples:
      journal pix award Katariello --reason duel --from Baljeddur   # 11
      journal pix award Lirien --reason fled --from Baljeddur       # ⅔: 7
      journal pix award Katariello 4 --reason evening
      journal pix award Katariello 3 --reason "salva il mozzo"
    """
    word = REASONS.get(reason.strip().casefold())
    if word is None:
        word, note = "master", note or reason
    if (amount is None) == (creature is None):
        raise click.UsageError("give AMOUNT, or --from CREATURE for its Valore")
    record(
        env,
        lambda c, s: c.award_pix(character, amount or 0, word, s, creature, note),
        as_json,
    )


@pix.command("spend")
@click.argument("character")
@click.argument("amount", type=int)
@reason_option("What the PiX buy.", required=True)
@json_option
@pass_env
def pix_spend(env: Env, character, amount, purpose, as_json):
    """CHARACTER spends AMOUNT PiX on something the setting sells (never below 0).

    Pumps, teachers and professions have their own verbs (pump, learn,
    profession).  Example: journal pix spend Katariello 20 --reason "un rito"
    """
    record(env, lambda c, s: c.spend_pix(character, amount, purpose, s), as_json)


@click.command("pump")
@click.argument("character")
@click.argument("name")
@click.option("--base", "kind", flag_value="base", help="+1 for 60 (base below 20).")
@click.option("--random", "kind", flag_value="random", help="+1d4 for 120, to 20.")
@click.option("--ultra", "kind", flag_value="ultra", help="+1 for 120 (base ≥ 20).")
@click.option("--check", "kind", flag_value="check", help="+1 for 30 after a 1.")
@dice_options
@json_option
@pass_env
def pump(env: Env, character, name, kind, dice, seed, as_json):
    """Spend PiX to raise CHARACTER's NAME, a characteristic (its base) or a
    skill (3.2).

    Characteristics: --base +1 for 60 PiX (base below 20); --random +1d4 for
    120 (below 20, stopped at 20); --ultra +1 for 120 (base 20 or more);
    --check +1 for 30, right after a natural 1 on a check of it. Skills cost
    half (30, 60, 60, 15) and only one used this adventure can be pumped.

    \b
    Examples:
      journal pump Katariello Forza --base
      journal pump Katariello Navigare --random --dice 3
      journal pump Katariello Agilità --check
    """
    if kind is None:
        raise click.UsageError("say which pump: --base, --random, --ultra or --check")
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.pump(character, name, kind, source, s), as_json)


@click.command("end-adventure")
@json_option
@pass_env
def end_adventure(env: Env, as_json):
    """The adventure under way is over: no skill counts as used any more, so
    none can be pumped until it is used again (regola dell'uso). Starting a new
    adventure ends the open one too.  Example: journal end-adventure"""
    record(env, lambda c, s: c.end_adventure(s), as_json)

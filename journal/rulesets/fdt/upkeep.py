"""Recovery (2.3): meals, rest, healing, Mana, sleep."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option, reason_option
from journal.recording import record


@click.command("eat")
@click.argument("character")
@click.option("--feast", is_flag=True, help="A feast (a lauto banchetto): +2 pV.")
@dice_options
@json_option
@pass_env
def eat(env: Env, character, feast, dice, seed, as_json):
    """CHARACTER eats one of its Pasti (a feast is someone else's table).

    Wounded, a Costituzione check after it gives 1 pV (2 at a feast).
    Example: journal eat Katariello --dice 9
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.eat(character, source, s, feast), as_json)


@click.command("rest")
@click.argument("character")
@click.option("--hours", type=int, required=True, help="Hours of sleep (1..24).")
@dice_options
@json_option
@pass_env
def rest(env: Env, character, hours, dice, seed, as_json):
    """CHARACTER rests undisturbed for --hours of sleep.

    Wounded: a Costituzione check; passed, 1d4 pV per started 3 hours, else 1
    pV. Mana below its maximum: a Psiche check; 2 Mana an hour, else 1. Mental
    shock passes, lost sleep is made up. --dice: the Costituzione d20, its d4s,
    then the Psiche d20 (each only when it is rolled).
    Example (7 hours: 3 d4): journal rest Katariello --hours 7 --dice 9,3,2,4
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.rest(character, hours, source, s), as_json)


@click.command("heal")
@click.argument("character")
@click.argument("points", type=int)
@click.option("--reason", metavar="TEXT", help="A potion, a spell, a physician.")
@json_option
@pass_env
def heal(env: Env, character, points, reason, as_json):
    """CHARACTER recovers POINTS pV, up to the maximum (magic, a physician).

    Example: journal heal Katariello 3 --reason "pozione"
    """
    record(env, lambda c, s: c.heal(character, points, s, reason), as_json)


@click.group("mana")
def mana() -> None:
    """Mana: spent at the setting's costs, back with rest."""


@mana.command("spend")
@click.argument("character")
@click.argument("amount", type=int)
@reason_option("The spell or the use.")
@json_option
@pass_env
def mana_spend(env: Env, character, amount, purpose, as_json):
    """CHARACTER spends AMOUNT Mana (never below 0).

    Example: journal mana spend Lirien 3 --reason "Luce"
    """
    record(env, lambda c, s: c.spend_mana(character, amount, s, purpose), as_json)


@click.command("awake")
@click.argument("character")
@click.option(
    "--days", type=int, required=True, help="Days awake: 1 = more than 24 hours."
)
@json_option
@pass_env
def awake(env: Env, character, days, as_json):
    """CHARACTER has not slept for --days: −2 to every characteristic and skill
    per day, until a rest makes it up.  Example: journal awake Katariello --days 1
    """
    record(env, lambda c, s: c.lose_sleep(character, days, s), as_json)

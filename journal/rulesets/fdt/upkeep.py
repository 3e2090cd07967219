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

    Lost sleep is made up first, so the checks use the values slept back.
    Wounded: a Costituzione check; passed, 1d4 pV per started 3 hours, else 1
    pV. Mana below its maximum: a Psiche check; 2 Mana an hour, else 1. Mental
    shock passes. --dice: the Costituzione d20, its d4s,
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
@click.option(
    "--from",
    "stored",
    multiple=True,
    metavar="ITEM[=N]",
    help="Stored Mana from an item in contact (N of it, or all it takes); own "
    "Mana pays the rest.",
)
@json_option
@pass_env
def mana_spend(env: Env, character, amount, purpose, stored, as_json):
    """CHARACTER spends AMOUNT Mana (never below 0), own or stored (2.3).

    With the optional rule mana-cap, no more stored Mana at once than the own
    Mana the character has.

    \b
    Examples:
      journal mana spend Lirien 3 --reason "Luce"
      journal mana spend Lirien 5 --reason "Fulmine" --from Anello=3
    """
    draws = [_draw(text) for text in stored]
    record(
        env, lambda c, s: c.spend_mana(character, amount, s, purpose, draws), as_json
    )


def _draw(text: str) -> tuple[str, int | None]:
    item, sep, count = text.rpartition("=") if "=" in text else (text, "", "")
    if sep and not count.strip().isdigit():
        raise click.BadParameter(f"{text!r}: write ITEM or ITEM=N", param_hint="--from")
    return item.strip(), int(count) if sep else None


@mana.command("hold")
@click.argument("character")
@click.argument("item")
@click.argument("amount", type=int)
@json_option
@pass_env
def mana_hold(env: Env, character, item, amount, as_json):
    """CHARACTER holds ITEM, storing AMOUNT Mana (a ring, a wand: 2.3); in
    contact, its Mana is used as own Mana.

    Example: journal mana hold Lirien Anello 6
    """
    record(env, lambda c, s: c.hold_mana_item(character, item, amount, s), as_json)


@mana.command("release")
@click.argument("character")
@click.argument("item")
@json_option
@pass_env
def mana_release(env: Env, character, item, as_json):
    """ITEM leaves CHARACTER's contact: its Mana can no longer be used.

    Example: journal mana release Lirien Anello
    """
    record(env, lambda c, s: c.release_mana_item(character, item, s), as_json)


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

"""Wounds and healing: `wound`, `firstaid`, `heal`, `fall`, `wake`, `faint`,
`death` (5.12, 5.14, 6.7)."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option, stored_option
from journal.recording import record


@click.command("wound")
@click.argument("character")
@click.argument("points", type=int)
@click.option(
    "--armour",
    type=int,
    default=None,
    metavar="N",
    help="Armour points (default: what the sheet wears; 0: none stops it).",
)
@click.option("--worn", is_flag=True, help="The armour the sheet wears (the default).")
@click.option("--reason", metavar="TEXT")
@json_option
@pass_env
def wound(env: Env, character, points, armour, worn, reason, as_json) -> None:
    """One wound of POINTS less armour (never below 0) (5.10, 5.12).

    The armour the sheet wears comes off, as with `journal damage`, unless
    --armour says otherwise. The wound's id (the event's) is what `journal
    firstaid --wound` names. At 2 PF or less the character faints; at 0 or
    less it dies when the round ends (outside a round, one opens: First Aid
    within it saves the character).

    \b
    Example (5.12: 12 PF, hard leather 2, a blow of 6 → 8 PF):
      journal wound Ana 6 --reason "la spada del bandito"
    """
    if worn and armour is not None:
        raise click.UsageError("give --armour N or --worn, not both")
    record(
        env,
        lambda c, s: c.suffer_wound(character, points, armour, reason, s),
        as_json,
    )


@click.command("firstaid")
@click.argument("character")
@click.option(
    "--wound", "wound_id", required=True, metavar="WOUND_ID", callback=stored_option
)
@click.option("--by", "healer", metavar="CHAR", help="Who treats it (default: itself).")
@dice_options
@json_option
@pass_env
def firstaid(env: Env, character, wound_id, healer, dice, seed, as_json) -> None:
    """First Aid on one of CHARACTER's wounds (5.14).

    The healer's Primo Soccorso, then 1D3 (1D3+3 on a special), never more
    than that wound; each wound is treated once, success or not. --dice: the
    d100, then the 1D3 when it succeeds.

    Example: journal firstaid Ana --wound 194rkt20 --by Bruno --dice 18,2
    """
    source = make_dice(dice, seed)
    record(
        env, lambda c, s: c.first_aid(character, wound_id, healer, source, s), as_json
    )


@click.command("heal")
@click.argument("character")
@click.option("--weeks", type=click.IntRange(1, 999), default=1, show_default=True)
@click.option("--hospital", is_flag=True, help="The best care: 3 a week, no dice.")
@dice_options
@json_option
@pass_env
def heal(env: Env, character, weeks, hospital, dice, seed, as_json) -> None:
    """Natural healing (5.14): 1D3 PF a week, oldest wounds first.

    Example: journal heal Ana --weeks 2 --dice 3,1
    """
    source = make_dice(dice, seed)
    record(
        env,
        lambda c, s: c.heal_naturally(character, weeks, hospital, source, s),
        as_json,
    )


@click.command("fall")
@click.argument("character")
@click.argument("metres", type=int)
@click.option("--dodged", is_flag=True, help="A successful Schivare saves 1D6.")
@dice_options
@json_option
@pass_env
def fall(env: Env, character, metres, dodged, dice, seed, as_json) -> None:
    """A fall (6.7): 1D6 per 3 metres or part of them (7 m: 3D6).

    Example: journal fall Ana 7 --dice 2,3,4
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.fall(character, metres, dodged, source, s), as_json)


@click.command("wake")
@click.argument("character")
@click.option("--by", "waker", metavar="CHAR", help="Who wakes CHARACTER.")
@click.option("--hours", is_flag=True, help="It came to by itself: roll the 1D6 hours.")
@dice_options
@json_option
@pass_env
def wake(env: Env, character, waker, hours, dice, seed, as_json) -> None:
    """CHARACTER comes to: woken by another, or after 1D6 hours (5.12).

    Example: journal wake Ana --by Bruno
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.come_to(character, waker, hours, source, s), as_json)


@click.command("faint")
@click.argument("character")
@click.option("--reason", metavar="TEXT")
@json_option
@pass_env
def faint(env: Env, character, reason, as_json) -> None:
    """CHARACTER faints as the table decides (the journal records the rest).

    Example: journal faint Ana --reason "il fumo"
    """
    record(env, lambda c, s: c.faint_by_table(character, reason, s), as_json)


@click.command("death")
@click.argument("character")
@click.option("--reason", metavar="TEXT", help="How it happened.")
@json_option
@pass_env
def death(env: Env, character, reason, as_json) -> None:
    """CHARACTER is dead, as the table decides (5.12, 6.5).

    Example: journal death Ana --reason "la caduta"
    """
    record(env, lambda c, s: c.record_death(character, reason, s), as_json)

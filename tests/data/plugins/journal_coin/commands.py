import click

from journal.commands.dice import dice_options, make_dice
from journal.context import pass_env
from journal.output import json_option
from journal.recording import record


@click.command("roll")
@click.argument("character")
@dice_options
@json_option
@pass_env
def flip(env, character, dice, seed, as_json):
    """Flip the coin for CHARACTER: 2 is heads (Fortuna +1), 1 tails (-1).

    Example: journal roll Ada --dice 2
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.flip(character, source, s), as_json)

"""Checks (2.1): `roll`, `average`, `group`, `challenge`; a free casualità."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record
from journal.rulesets.fdt.options import anyway_option, difficulty_options, note_option


@click.command("roll")
@click.argument("character")
@click.argument("name")
@difficulty_options
@anyway_option
@click.option(
    "--char",
    "characteristic",
    metavar="CHARACTERISTIC",
    help="For a skill CHARACTER does not hold: the characteristic it falls under "
    "(1d100 below it; 01 grants the skill).",
)
@note_option
@dice_options
@json_option
@pass_env
def roll(
    env: Env,
    character,
    name,
    difficulty,
    mod,
    anyway,
    characteristic,
    note,
    dice,
    seed,
    as_json,
):
    """A check (ch) of CHARACTER on NAME, a characteristic or skill: 1d20 ≤ score
    + modifier.

    A natural 1 always succeeds, a natural 20 always fails. When score +
    modifier reaches 20 the character may act with no roll: the check is
    ignored, and so is the chance of a check pump, unless --roll-anyway.
    A skill not held rolls 1d100 under --char's value instead: below it
    succeeds, 01 grants the skill at a fifth of the characteristic + 1d4 (type
    the d100, then the d4), 00 is serious harm. With the shock rule on, a failed
    Freddezza check gives 1 mental shock.

    \b
    Examples:
      journal roll Katariello Agilità --dice 7
      journal roll Katariello forza --difficulty difficile --mod -2 --dice 11
      journal roll Katariello Nuotare --char agilita --dice 01,3
    """
    source = make_dice(dice, seed)
    record(
        env,
        lambda c, s: c.roll_check(
            character, name, source, s, difficulty, mod, characteristic, note, anyway
        ),
        as_json,
    )


@click.command("average")
@click.argument("character")
@click.argument("names", nargs=-1, required=True)
@difficulty_options
@anyway_option
@note_option
@dice_options
@json_option
@pass_env
def average(
    env: Env, character, names, difficulty, mod, anyway, note, dice, seed, as_json
):
    """A ch mediato: CHARACTER rolls on the mean of two or more NAMES (a half
    rounds up).  Example: journal average Katariello Forza Agilità --dice 12"""
    source = make_dice(dice, seed)
    record(
        env,
        lambda c, s: c.roll_averaged(
            character, list(names), source, s, difficulty, mod, note, anyway
        ),
        as_json,
    )


@click.command("group")
@click.argument("characters", nargs=-1, required=True)
@click.option("--on", "name", required=True, metavar="NAME", help="The value.")
@difficulty_options
@anyway_option
@note_option
@dice_options
@json_option
@pass_env
def group(
    env: Env, characters, name, difficulty, mod, anyway, note, dice, seed, as_json
):
    """A ch di gruppo: the mean of NAME over CHARACTERS; the first one rolls.

    Example: journal group Katariello Lirien --on Percezione --dice 9
    """
    source = make_dice(dice, seed)
    record(
        env,
        lambda c, s: c.roll_group(
            list(characters), name, source, s, difficulty, mod, note, anyway
        ),
        as_json,
    )


@click.command("challenge")
@click.argument("character")
@click.argument("opponent")
@click.argument("name")
@anyway_option
@note_option
@dice_options
@json_option
@pass_env
def challenge(env: Env, character, opponent, name, anyway, note, dice, seed, as_json):
    """A ch di sfida: CHARACTER rolls on NAME less twice OPPONENT's bonus in it;
    its failure is OPPONENT's success.

    The rulebook gives no sign for "modified by twice the opponent's bonus": the
    journal subtracts it (a stronger opponent makes the check harder).
    Example: journal challenge Katariello Lirien Forza --dice 12
    """
    source = make_dice(dice, seed)
    record(
        env,
        lambda c, s: c.challenge(character, opponent, name, source, s, note, anyway),
        as_json,
    )


@click.command("chance")
@click.argument("expression")
@click.option("--for", "character", metavar="CHAR", help="Whose roll it is.")
@note_option
@dice_options
@json_option
@pass_env
def chance(env: Env, expression, character, note, dice, seed, as_json):
    """A casualità (0.2): any dX; a size no die has rolls on the next die,
    ignoring the faces above it and rolling again (d15 on a d20).

    Type every face of the die rolled, the ignored ones too.

    \b
    Examples:
      journal chance d15 --dice 18,7
      journal chance 2d4+d6 --for Katariello
    """
    source = make_dice(dice, seed)
    record(
        env,
        lambda c, s: c.roll_casualita(expression, character, source, s, note),
        as_json,
    )

"""Afflictions: `disease`, `poison`, `antidote` (6.5, 6.10)."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record


@click.group("disease")
def disease() -> None:
    """Disease (6.5): exposure, then a COS roll each morning."""


@disease.command("expose")
@click.argument("character")
@click.argument("name")
@click.option("--attacks", default="COS", show_default=True, metavar="KEY|PF")
@dice_options
@json_option
@pass_env
def disease_expose(env: Env, character, name, attacks, dice, seed, as_json) -> None:
    """A Tiro Tempra (COS×5) against a disease: a failure catches it and costs
    the first point of what it attacks.

    Example: journal disease expose Ana "febbre di palude" --attacks FOR --dice 80
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.expose(character, name, attacks, source, s), as_json)


@disease.command("roll")
@click.argument("character")
@click.argument("name")
@click.option(
    "--conditions",
    type=click.IntRange(0, 10),
    default=0,
    help="Bad conditions: one multiplier less each.",
)
@click.option(
    "--medicine",
    type=click.IntRange(0, 10),
    default=0,
    help="Levels Medicina adds to the multiplier.",
)
@click.option(
    "--multiplier",
    type=click.IntRange(1, 20),
    default=None,
    help="The GM's multiplier, overriding the count.",
)
@click.option(
    "--lost",
    type=click.IntRange(1, 99),
    default=1,
    show_default=True,
    help="Points lost since the last roll, at the severity's rate.",
)
@dice_options
@json_option
@pass_env
def disease_roll(
    env: Env,
    character,
    name,
    conditions,
    medicine,
    multiplier,
    lost,
    dice,
    seed,
    as_json,
) -> None:
    """The morning's COS roll: ×2 on the second day, then ×3 and up.

    A success ends the disease; each failure worsens it (lieve, acuta, grave,
    terminale) and costs --lost points.

    Example: journal disease roll Ana "febbre di palude" --conditions 1 --dice 30
    """
    source = make_dice(dice, seed)
    factor = multiplier if multiplier is not None else (conditions, medicine)
    record(
        env,
        lambda c, s: c.fight_disease(character, name, factor, lost, source, s),
        as_json,
    )


@click.command("poison")
@click.argument("character")
@click.argument("potency", type=int)
@click.option("--attacks", default="PF", show_default=True, metavar="PF|KEY")
@click.option("--slow", is_flag=True, help="Takes effect after 3 turns, not 3 rounds.")
@click.option("--name", "label", metavar="TEXT", help="The poison's name.")
@dice_options
@json_option
@pass_env
def poison(env: Env, character, potency, attacks, slow, label, dice, seed, as_json):
    """A dose of poison of EFF POTENCY against CHARACTER's COS (6.10).

    The victim rolls now on the resistance table (COS against EFF, less the
    antidote for this poison taken in the scene): all the EFF if it fails,
    half (rounded up) if it succeeds. The damage waits: a fast poison's lands
    when three rounds have ended, a slow one's (3 turns) when the table says
    (`journal poison-effect`). Each dose is its own command.

    Example: journal poison Ana 13 --name cicuta --dice 41
    """
    source = make_dice(dice, seed)
    speed = "slow" if slow else "fast"
    record(
        env,
        lambda c, s: c.poison(character, potency, attacks, speed, label, source, s),
        as_json,
    )


@click.command("poison-effect")
@click.argument("character")
@click.option(
    "--name", "label", metavar="TEXT", help="Which poison (default: the oldest dose)."
)
@json_option
@pass_env
def poison_effect(env: Env, character, label, as_json) -> None:
    """The delay of a dose CHARACTER took has passed: its damage lands (6.10).

    A fast poison lands by itself when three rounds have ended; a slow one
    after three turns, or a delay the GM chose, lands with this command.
    Example: journal poison-effect Ana --name cicuta
    """
    record(env, lambda c, s: c.take_poison_effect(character, label, s), as_json)


@click.command("antidote")
@click.argument("character")
@click.argument("potency", type=int)
@click.option(
    "--for", "poison", required=True, metavar="POISON", help="The poison it is for."
)
@json_option
@pass_env
def antidote(env: Env, character, potency, poison, as_json) -> None:
    """An antidote of EFF POTENCY for one poison: it counts against that
    poison in this scene; a second dose does nothing (6.10).

    Example: journal antidote Ana 5 --for cicuta
    """
    record(env, lambda c, s: c.take_antidote(character, potency, poison, s), as_json)

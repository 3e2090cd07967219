""" "Le azioni"'s extended actions (azioni prolungate): start, roll, end."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record
from journal.rulesets.azioni.options import prova_options


@click.group()
def extended() -> None:
    """Extended actions: N successes needed, failures not counted."""


@extended.command("start")
@click.argument("title")
@click.option("--needs", type=int, required=True, help="Successes needed.")
@json_option
@pass_env
def extended_start(env: Env, title: str, needs: int, as_json: bool) -> None:
    """Start an extended action needing NEEDS successes (one open at a time).

    Example: journal extended start "Attraversare il fiume" --needs 4
    """
    record(env, lambda c, s: c.start_extended(title, needs, s), as_json)


@extended.command("roll")
@click.argument("character")
@click.option("--char", "characteristic", required=True, help="The characteristic.")
@click.option("--skill", help="A fitting skill, if the character has one.")
@prova_options(counted=False)
@click.option("--note", metavar="TEXT", help="What happened.")
@dice_options
@json_option
@pass_env
def extended_roll(env: Env, character, dice, seed, as_json, **declared) -> None:
    """A test that counts for the open extended action (`roll --extended`).

    The difficulty may change from one test to the next; the test that reaches
    the successes needed ends the action.
    Example: journal extended roll Mira --char Agilità --skill Nuotare --difficulty 8
    """
    from journal.domain.azioni.play import Test

    test = Test(character, **declared, extended=True)
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.roll_test(test, source, s), as_json)


@extended.command("end")
@click.option("--reason", metavar="TEXT", help="Why it stops short.")
@json_option
@pass_env
def extended_end(env: Env, reason, as_json: bool) -> None:
    """End the open extended action before its successes are reached.

    Example: journal extended end --reason "Mira torna a riva"
    """
    record(env, lambda c, s: c.end_extended(reason, s), as_json)

"""Shock (2.8) and panic (2.5), both optional rules of the campaign."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record

KINDS = ("mental", "physical", "stunned", "mentale", "fisico", "stordito", "M", "F")


@click.command("shock")
@click.argument("character")
@click.argument("kind", type=click.Choice(KINDS, case_sensitive=False))
@click.option("--points", type=click.IntRange(1, 3), default=1, show_default=True)
@click.option("--reason", metavar="TEXT", help="What caused it.")
@json_option
@pass_env
def shock(env: Env, character, kind, points, reason, as_json):
    """CHARACTER takes shock: mental (M: a fright, fatigue) or physical (F: a
    blow); stunned is 1 F + 1 M. At shock 3 the character faints.

    Needs the optional rule: journal campaign option shock on. A failed
    Freddezza check (1 M) and a blow taking more than half the pV (1 F) give
    shock by themselves.

    \b
    Examples (Katariello in the storm, 2.8):
      journal shock Katariello mental --reason "al timone nella burrasca"
      journal shock Katariello physical --reason "il boma"
      journal shock Katariello mental --reason "lo Stuarpen"
    """
    word = kind.casefold()
    if word in ("stunned", "stordito"):
        return record(env, lambda c, s: c.stun(character, s, reason), as_json)
    record(env, lambda c, s: c.take_shock(character, kind, s, reason, points), as_json)


@click.command("shock-fade")
@click.argument("character")
@json_option
@pass_env
def shock_fade(env: Env, character, as_json):
    """After a turn of rest CHARACTER's mental shock passes (a fainted character
    below 3 wakes).  Example: journal shock-fade Katariello"""
    record(env, lambda c, s: c.fade_shock(character, s), as_json)


@click.command("shock-heal")
@click.argument("character")
@click.argument("points", type=int)
@click.option("--reason", metavar="TEXT")
@json_option
@pass_env
def shock_heal(env: Env, character, points, reason, as_json):
    """A healing session removes POINTS of CHARACTER's physical shock.

    Example: journal shock-heal Katariello 1 --reason "il guaritore"
    """
    record(env, lambda c, s: c.heal_shock(character, points, s, reason), as_json)


@click.command("panic")
@click.argument("fighter")
@dice_options
@json_option
@pass_env
def panic(env: Env, fighter, dice, seed, as_json):
    """The panic roll of FIGHTER (a character or creature), due after losing
    more than half its current pV in a blow: a Freddezza check.

    Passed: steady. Failed by 1–4: it flees that many rounds. By 5 or more:
    blind fury, unbalanced attacks with half the margin added to each blow.
    Needs the optional rule: journal campaign option panic on.
    Example: journal panic Katariello --dice 16
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.roll_panic(fighter, source, s), as_json)


@click.command("calm")
@click.argument("fighter")
@click.option("--by", "calmer", metavar="CHAR", help="Who calms it (Autorità).")
@json_option
@pass_env
def calm(env: Env, fighter, calmer, as_json):
    """FIGHTER's panic ends (its flight is over, or someone calmed it).

    Example: journal calm Katariello --by Lirien
    """
    record(env, lambda c, s: c.calm(fighter, s, calmer), as_json)

"""Experience (3.5): `experience`, `freechecks`, `teach`."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record


@click.command("experience")
@click.argument("character")
@dice_options
@json_option
@pass_env
def experience(env: Env, character, dice, seed, as_json) -> None:
    """The end of an adventure: each ticked skill rolls d100, in the order
    ticked; above the skill (a 100 always) it gains 1D6. Ticks are cleared.

    --dice: for each ticked skill its d100, then its d6 when it improves.

    \b
    Example (3.5: a skill at 35% improves on 36–00):
      journal experience Ana --dice 36,4
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.experience(character, source, s), as_json)


@click.command("freechecks")
@click.argument("character")
@click.argument("skills", nargs=-1, required=True)
@json_option
@pass_env
def freechecks(env: Env, character, skills, as_json) -> None:
    """After a long interlude, up to four free experience checks (3.5): they
    tick the skills named, to roll with `journal experience`.

    Example: journal freechecks Ana Ricerca "Conoscenza (Storia)"
    """
    record(env, lambda c, s: c.grant_free_checks(character, list(skills), s), as_json)


@click.command("teach")
@click.argument("teacher")
@click.argument("student")
@click.argument("skill")
@dice_options
@json_option
@pass_env
def teach(env: Env, teacher, student, skill, dice, seed, as_json) -> None:
    """TEACHER teaches SKILL (3.5): Insegnare (never above the skill taught),
    then the skill; both successes tick it for STUDENT. --dice: the two d100.

    Example: journal teach Ana Bruno "Conoscenza (Legge)" --dice 40,30
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.teach(teacher, student, skill, source, s), as_json)

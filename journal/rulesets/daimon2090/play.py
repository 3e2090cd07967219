"""Dàimon 2090's Prova and wounds: `journal roll` and `journal wound`."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record
from journal.rulesets.daimon2090.pool import (
    checked,
    help_option,
    one_helper,
    prova_options,
    warn_unowned,
)


@click.command("roll")
@click.argument("character")
@prova_options(note=False)
@help_option
@click.option("--target", type=int, required=True, help="Difficulty 1..7.")
@click.option("--note", metavar="TEXT", help="What happened, in words.")
@dice_options
@json_option
@pass_env
def roll(
    env: Env,
    character: str,
    characteristic: str,
    skill,
    lacking,
    klass,
    trait,
    bonus,
    malus,
    reserve,
    helpers,
    target,
    note,
    dice,
    seed,
    as_json: bool,
) -> None:
    """Roll a Prova for CHARACTER: the pool is computed from the sheet.

    Pool = characteristic + skill + class + trait + bonus − malus − wound penalty
    + Riserva + help. Each 4–6 is a success; passed if successes ≥ target. On
    success the Riserva dice are discarded, on failure all but one come back; a
    help die is always discarded.

    \b
    Example (typed dice from the table):
      journal roll Kira --char agilita --skill "Movimento silenzioso" --reserve 2 \\
          --target 3 --dice 6,5,2,1,4,3
      journal roll Kira --char intelligenza --skill Hacking --help-from Dario \\
          --target 4
      journal roll Dario --char agilita --skill Scassinare --lacks-skill --target 2
    """
    from journal.domain.daimon2090.rules import Prova

    prova = Prova(
        character,
        characteristic,
        target,
        skill,
        klass,
        trait,
        bonus,
        malus,
        reserve,
        note,
        helper=one_helper(helpers),
        lacking=lacking,
    )
    source = make_dice(dice, seed)
    prova = checked(prova)
    warn_unowned(record(env, lambda c, s: c.roll_prova(prova, source, s), as_json))


@click.command("wound")
@click.argument("character")
@click.argument("wounds", type=int)
@click.option("--reason", metavar="TEXT")
@json_option
@pass_env
def wound(env: Env, character: str, wounds: int, reason, as_json: bool) -> None:
    """CHARACTER suffers WOUNDS wounds (capped at 2 × Potenza).

    Example: journal wound Kira 2 --reason "colpo di pistola"
    """
    record(env, lambda c, s: c.suffer_wound(character, wounds, reason, s), as_json)

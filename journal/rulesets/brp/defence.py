"""Defence: `parry` and `dodge` against the hit waiting (5.6–5.8, 5.11)."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record
from journal.rulesets.brp.combat import ATTACK_ID, DARKNESS, RELATED, check, dark
from journal.rulesets.brp.options import difficulty_options


@click.command("parry")
@click.argument("character")
@click.option(
    "--with", "item", required=True, metavar="WEAPON", help="A weapon or shield."
)
@ATTACK_ID
@click.option(
    "--kneeling", is_flag=True, help="Behind a large shield: 90% vs missiles."
)
@difficulty_options
@RELATED
@DARKNESS
@dice_options
@json_option
@pass_env
def parry(
    env: Env,
    character,
    item,
    attack_id,
    kneeling,
    difficulty,
    mod,
    skill,
    darkness,
    dice,
    seed,
    as_json,
) -> None:
    """CHARACTER parries the hit waiting on it (5.6, 5.8, 5.11).

    A special attack needs a special parry; a success parries a success. A
    special attack parried by a success still hits and the parrying weapon or
    shield loses 2 hit points; a special parry of a melee attack costs the
    attacker's weapon 1. Missiles are parried only with a shield (15/30/60%).

    Example: journal parry Orso --with Artigli --dice 33
    """
    source = make_dice(dice, seed)
    asked = check(character, difficulty, mod, skill, dark(darkness))
    record(
        env,
        lambda c, s: c.parry(asked, item, attack_id, kneeling, source, s),
        as_json,
    )


@click.command("dodge")
@click.argument("character")
@ATTACK_ID
@difficulty_options
@DARKNESS
@dice_options
@json_option
@pass_env
def dodge(
    env: Env, character, attack_id, difficulty, mod, darkness, dice, seed, as_json
) -> None:
    """CHARACTER dodges the hit waiting on it with Schivare (5.7).

    Firearms cannot be dodged; thrown weapons and arrows at Difficult.
    Example: journal dodge Ana --dice 12
    """
    source = make_dice(dice, seed)
    asked = check(character, difficulty, mod, darkness=dark(darkness))
    record(env, lambda c, s: c.dodge(asked, attack_id, source, s), as_json)

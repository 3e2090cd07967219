"""µD6's wounds: `wound` (with the armour roll and tenacia) and `heal`."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.domain.microd6.i18n import _
from journal.output import json_option
from journal.recording import record

LEVEL_WORDS = {
    "leggera": 1,
    "light": 1,
    "grave": 2,
    "serious": 2,
    "critica": 3,
    "critical": 3,
    "mortale": 4,
    "mortal": 4,
}


def parse_level(ctx, param, value: str | None) -> int | None:
    if value is None:
        return None
    from journal.domain.text import fold_key

    key = fold_key(value)
    if key.lstrip("-").isdigit() and len(key) < 6:
        return int(key)
    if key in LEVEL_WORDS:
        return LEVEL_WORDS[key]
    raise click.BadParameter(
        _(
            "{value!r}: 1..4 or leggera, grave, critica, mortale",
        ).format(value=value)
    )


@click.command("wound")
@click.argument("character")
@click.argument("level", required=False, callback=parse_level)
@click.option("--situation", metavar="controllata|tesa|critica|disperata")
@click.option("--armour", "--armatura", is_flag=True, help="Roll armour first.")
@click.option("--armour-value", type=int, help="Armour points, if not the worn.")
@click.option("--tenacia", default=0, help="Tenacia spent: one level each.")
@click.option("--complication", is_flag=True, help="The wound brings a −1d.")
@click.option("--cause", metavar="TEXT", help="What wounded.")
@dice_options
@json_option
@pass_env
def wound(env: Env, character: str, level, dice, seed, as_json, **options) -> None:
    """CHARACTER suffers a wound of LEVEL 1..4 (leggera, grave, critica, mortale).

    With --armour the armour roll comes first (dice = the armour worn: light
    armour 2, heavy 3, a shield 1): a success lowers the wound one level per 6,
    a partial one level but not below 1, a failure nothing. Then each tenacia
    spent lowers it one level (--tenacia N spends up to N at once; after the
    roll, `journal limit CHARACTER N` spends more). Below level 1 it is
    cancelled. A Ferita Mortale (4) kills once it is final: while the character
    has tenacia to lower it, they are dying until `journal limit`. Without
    LEVEL, the situation's (controllata 1 .. disperata 4).

    \b
    Examples:
      journal wound Tomas 3 --armour --dice 6,6 --cause "l'ascia dell'orco"
      journal wound Tomas mortale --armour      # then: journal limit Tomas 2
    """
    from journal.domain.microd6.health import Harm

    harm = Harm(
        character,
        level,
        options["situation"],
        options["armour"],
        options["armour_value"],
        options["tenacia"],
        options["complication"],
        options["cause"],
    )
    source = make_dice(dice, seed)
    records = record(env, lambda c, s: c.suffer_wound(harm, source, s), as_json)
    tell_dying(records, env.lang)


def tell_dying(records, lang: str) -> None:
    """A Ferita Mortale not yet final: say what the player may do now."""
    from journal.projections.microd6.phrasing import say

    for event in records or []:
        if event.get("final", 0) >= 4 and not event.get("died"):
            name = event["character"]
            who = f'"{name}"' if " " in name else name
            click.echo(say(lang, "dying.hint").format(name=name, who=who), err=True)


@click.command("limit")
@click.argument("character")
@click.argument("tenacia", type=int)
@json_option
@pass_env
def limit(env: Env, character: str, tenacia: int, as_json: bool) -> None:
    """CHARACTER spends TENACIA on the wound just suffered: one level each.

    The book spends tenacia after the armour roll ("Se questo non dovesse
    bastare ... usa la tua tenacia"): this is that moment, for the wound the
    last command recorded, or for a Ferita Mortale not yet final. A wound
    lowered to level 0 is cancelled. TENACIA 0 lets a Ferita Mortale stand: the
    character dies.

    \b
    Examples:
      journal limit Tomas 2
      journal limit Tomas 0     # the Ferita Mortale stands
    """
    record(env, lambda c, s: c.limit_wound(character, tenacia, s), as_json)


@click.command("heal")
@click.argument("character")
@click.argument("wound_id", metavar="[WOUND]", required=False)
@click.option("--levels", type=int, help="Levels healed (default: all of it).")
@click.option("--reason", metavar="TEXT", help="Care, rest, magic ...")
@json_option
@pass_env
def heal(env: Env, character: str, wound_id: str, levels, reason, as_json) -> None:
    """Lower CHARACTER's WOUND (its number in `journal show`; else the latest).

    The seed says wounds need care but not how they heal: the table decides
    (--levels, default: the whole wound).
    Example: journal heal Tomas 1 --levels 1 --reason "bende ed erbe"
    """
    record(
        env, lambda c, s: c.heal_wound(character, wound_id, levels, reason, s), as_json
    )

"""µD6's rolls: `roll` (the action roll), `group`, `fortune`, `resist`."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.domain.microd6.i18n import _
from journal.output import json_option
from journal.recording import record

SITUATIONS = "controllata|tesa|critica|disperata"
EFFECTS = "nulla|scarsa|normale|superiore"


@click.command("roll")
@click.argument("character")
@click.option("--stat", required=True, help="The characteristic or competence.")
@click.option("--situation", metavar=SITUATIONS, help="The risk (default tesa).")
@click.option("--effect", metavar=EFFECTS, help="The effect (default normale).")
@click.option("--advantage", default=0, help="Advantages: +1d each.")
@click.option("--complication", default=0, help="Complications: −1d each.")
@click.option(
    "--push",
    count=True,
    help="Push yourself: +1d for 2 tenacia (once a roll).",
)
@click.option(
    "--help-from",
    "helpers",
    multiple=True,
    metavar="CHAR",
    help="A character helping: +1d, the helper pays 1 tenacia (one helper).",
)
@click.option("--value", type=int, help="The value of a stat not on the sheet.")
@click.option(
    "--with",
    "items",
    multiple=True,
    metavar="ITEM",
    help="Gear the roll uses: a tool of the list gives +1d and spends a use "
    "(Arnesi da scasso, Bende, Mappe, Arnesi da Occultista); a weapon with "
    "ammunition needs some left.",
)
@click.option("--note", metavar="TEXT", help="What happened, in words.")
@dice_options
@json_option
@pass_env
def roll(env: Env, character: str, dice, seed, as_json: bool, **declared) -> None:
    """An action roll (Tiro Azione) for CHARACTER: read the highest d6.

    Pool = stat + advantages − complications (and one per wound that brings a
    complication) + 1 pushing + 1 help. 6 is a success (each extra 6 one more),
    4–5 a partial success, 1–3 a failure. With 0 dice or fewer, roll 2 plus one
    per die below zero and read the lowest: never more than one success.

    \b
    Examples:
      journal roll Lia --stat Furtività --situation critica --effect scarsa \\
          --advantage 1 --complication 1 --push --dice 6,3,4
      journal roll Lia --stat Scassinare --complication 2 --dice 5,4,2,6
      journal roll Lia --stat Scassinare --with "Arnesi da scasso" --dice 6,3
      journal roll Lia --stat Tirare --with "Arco corto" --dice 4,5
    """
    from journal.domain.microd6.play import Action

    action = Action(
        character,
        declared["stat"],
        declared["situation"],
        declared["effect"],
        declared["advantage"],
        declared["complication"],
        declared["push"],
        tuple(declared["helpers"]),
        declared["value"],
        declared["note"],
        tuple(declared["items"]),
    )
    source = make_dice(dice, seed)
    gear = catalogue() if action.items else None
    record(env, lambda c, s: c.roll_action(action, source, s, gear), as_json)


def catalogue() -> dict:
    from journal.rulesets.microd6.gear import catalogue as load

    return load()


def by_member(values, what: str, counted: bool = True) -> dict:
    """CHAR or CHAR=N (counted: N times, 1 by default), or CHAR=ITEM, by name."""
    found: dict = {}
    for text in values:
        name, sep, value = (part.strip() for part in text.partition("="))
        if not name or (sep and not value):
            raise click.BadParameter(
                _(
                    "{text!r}: write CHAR or CHAR=N",
                ).format(text=text),
                param_hint=what,
            )
        if counted:
            if value and not value.isdigit():
                raise click.BadParameter(
                    _(
                        "{text!r}: N is a number",
                    ).format(text=text),
                    param_hint=what,
                )
            found[name] = found.get(name, 0) + (int(value) if value else 1)
        else:
            if not value:
                raise click.BadParameter(
                    _(
                        "{text!r}: write CHAR=ITEM",
                    ).format(text=text),
                    param_hint=what,
                )
            found.setdefault(name, []).append(value)
    return found


def member_specs(advantages, complications, pushes, items) -> dict:
    """What the options give each member, by the name typed (see Member)."""
    from journal.domain.microd6.play import Member

    given = {
        "advantages": by_member(advantages, "--advantage"),
        "complications": by_member(complications, "--complication"),
        "push": by_member(pushes, "--push"),
        "items": {k: tuple(v) for k, v in by_member(items, "--with", False).items()},
    }
    names = dict.fromkeys(name for values in given.values() for name in values)
    return {
        name: Member(
            **{key: values[name] for key, values in given.items() if name in values}
        )
        for name in names
    }


@click.command("group")
@click.argument("members", nargs=-1, required=True, metavar="CHAR...")
@click.option("--leader", required=True, metavar="CHAR", help="Who leads it.")
@click.option("--stat", required=True, help="The stat everyone rolls.")
@click.option(
    "--untrained",
    is_flag=True,
    help="Members without the stat roll it at 0 (2 dice, the lowest read).",
)
@click.option(
    "--advantage",
    "advantages",
    multiple=True,
    metavar="CHAR[=N]",
    help="A member's advantages: +1d each (repeatable).",
)
@click.option(
    "--complication",
    "complications",
    multiple=True,
    metavar="CHAR[=N]",
    help="A member's complications: −1d each (repeatable).",
)
@click.option(
    "--push",
    "pushes",
    multiple=True,
    metavar="CHAR",
    help="A member pushes: +1d for 2 tenacia (once a roll).",
)
@click.option(
    "--with",
    "items",
    multiple=True,
    metavar="CHAR=ITEM",
    help="Gear a member's roll uses, as `roll --with`.",
)
@click.option("--note", metavar="TEXT")
@dice_options
@json_option
@pass_env
def group(
    env: Env, members, leader, stat, untrained, note, dice, seed, as_json, **each
):
    """A group action (Azione di gruppo): everyone rolls, the best counts.

    The leader and each member roll STAT (typed dice in that order, the leader
    first); each roll is that character's own Tiro Azione: −1d for each wound
    that brings a complication, and what --advantage, --complication, --push
    and --with give them. The best result is the group's; the leader loses 1
    tenacia per failure (never below 0).

    \b
    Examples:
      journal group --leader Lia Tomas Greta --stat Cercare --dice 2,6,6,5
      journal group --leader Greta Lia Tomas --stat Cercare --advantage Lia \\
          --with "Greta=Mappe e Cartine" --dice 3,2,6,4,1
    """
    source = make_dice(dice, seed)
    given = member_specs(**each)
    gear = catalogue() if any(m.items for m in given.values()) else None
    options = {"untrained": untrained, "note": note, "each": given, "gear": gear}
    record(
        env,
        lambda c, s: c.roll_group(leader, list(members), stat, source, s, **options),
        as_json,
    )


@click.command("fortune")
@click.argument("pool", type=int)
@click.option("--for", "character", metavar="CHAR", help="Whom it is about.")
@click.option("--note", metavar="TEXT", help="What it measures.")
@dice_options
@json_option
@pass_env
def fortune(env: Env, pool: int, character, note, dice, seed, as_json) -> None:
    """A fortune roll (Tiro Sorte) of POOL d6: how much something shows.

    6 yes, 4–5 partly, 1–3 no; no risk or effect.
    Example: journal fortune 3 --note "il morale dei banditi" --dice 5,2,4
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.roll_fortune(pool, source, s, character, note), as_json)


@click.command("resist")
@click.argument("character")
@click.option("--situation", required=True, metavar=SITUATIONS)
@click.option("--stat", help="The stat rolled (the seed leaves the pool open).")
@click.option("--pool", type=int, help="Or the number of dice, as the table rules.")
@click.option("--cost", type=int, help="Tenacia paid, when the table agrees on it.")
@click.option("--note", metavar="TEXT", help="The consequence resisted.")
@dice_options
@json_option
@pass_env
def resist(env: Env, character: str, situation: str, dice, seed, as_json, **options):
    """A resistance roll (Tiro Resistenza): pay tenacia first, then roll.

    The cost is the situation's: controllata 1, tesa 2, critica 3, disperata 4.
    Resisting always works: a success avoids the consequence, a partial reduces
    it, a failure reduces it a little. The pool is --stat, else --pool, else
    the dice typed.

    \b
    Example: journal resist Lia --situation tesa --stat Vigore --dice 4,2
    """
    source = make_dice(dice, seed)
    record(
        env, lambda c, s: c.resist(character, situation, source, s, **options), as_json
    )

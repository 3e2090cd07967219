"""Combat (Combattimento): fights, rounds, aiming (Mira) and gear counters."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import emit_json, json_option
from journal.recording import record
from journal.rulesets.daimon2090.counters import gear  # noqa: F401 - for journal.cli
from journal.rulesets.daimon2090.fightparse import (
    DISTANCES,
    SIZES,
    STRATEGIES,
    parse_opponent,
    parse_ratio,
)
from journal.rulesets.daimon2090.pool import (
    checked,
    help_option,
    one_helper,
    prova_options,
    warn_unowned,
)


@click.group()
def fight() -> None:
    """Fights: start, rounds, aimed shots (Mira), end."""


@fight.command("start")
@click.option(
    "--rounds",
    type=click.Choice(["single", "multi"], case_sensitive=False),
    default="multi",
    show_default=True,
    help="One test settles it (single) or round after round (multi).",
)
@click.option("--melee", is_flag=True, help="Hand to hand: riot shields count +1.")
@click.option(
    "--against",
    "opponents",
    multiple=True,
    required=True,
    callback=parse_opponent,
    metavar="NAME[:DIFFICULTY[:weapon=N,protection=N,shield=1]]",
    help="An opponent (repeat): one of the Master's characters by name (its sheet "
    "gives difficulty, weapon, protection and wounds), or a difficulty 1..7 with "
    "weapon and protection 0..4.",
)
@click.option("--side", multiple=True, metavar="CHAR", help="A character taking part.")
@json_option
@pass_env
def fight_start(env: Env, rounds, melee, opponents, side, as_json: bool) -> None:
    """Open a fight against one or more opponents (NPCs).

    An opponent added with `journal npc add` is named alone: its difficulty
    (difficolta on its sheet), its best weapon and protection and the wounds it
    carries come from its sheet, and the wounds the fight deals stay on it.

    \b
    Examples (a veteran with a submachine gun and a bulletproof vest):
      journal fight start --against "Veterano:4:weapon=2,protection=2" --side Kira
      journal npc add Veterano difficolta=4 potenza=3
      journal fight start --against Veterano --side Kira
    """
    record(
        env,
        lambda c, s: c.start_fight(rounds, melee, list(opponents), list(side), s),
        as_json,
    )


@fight.command("round")
@click.argument("character")
@prova_options()
@click.option("--weapon", metavar="NAME", help="The weapon used (from the sheet).")
@click.option(
    "--protection",
    "protections",
    multiple=True,
    metavar="NAME",
    help="A protection worn (repeat for a riot shield).",
)
@click.option(
    "--strategy",
    type=click.Choice(sorted(STRATEGIES), case_sensitive=False),
    default=None,
    help="+2D: defence deals no wound; desperate doubles wounds both ways.",
)
@click.option(
    "--against", metavar="NAME", help="The opponent fought (default: the strongest)."
)
@click.option(
    "--ratio",
    callback=parse_ratio,
    metavar="CHARACTERS:OPPONENTS",
    help="This pairing when the fight is split (2 vs 3 = 1:2 and 1:1).",
)
@help_option
@dice_options
@json_option
@pass_env
def fight_round(
    env: Env, character: str, dice, seed, as_json: bool, **declared
) -> None:
    """CHARACTER fights a round: a Prova against the opponent's difficulty.

    The pool adds the weapon + protection difference, the numbers (+1D per extra
    character, −1D per extra opponent), the strategy (+2D) and one die of help
    from another character's Riserva (--help-from, always discarded). Wounds:
    half the margin, rounded up (a win wounds at least once).

    \b
    Example:
      journal fight round Kira --char destrezza --skill "Tiro con pistola" \\
          --weapon Pistola --protection "Giubbotto rinforzato" --dice 6,5,2,1
    """
    from journal.domain.daimon2090.fightpool import FightRound

    strategy = STRATEGIES.get(declared.pop("strategy"))
    helper = one_helper(declared.pop("helpers"))
    decl = checked(FightRound(character, strategy=strategy, helper=helper, **declared))
    source = make_dice(dice, seed)
    warn_unowned(record(env, lambda c, s: c.fight_round(decl, source, s), as_json))


@fight.command("aim")
@click.argument("character")
@prova_options()
@click.option("--weapon", required=True, metavar="NAME", help="The weapon fired.")
@click.option(
    "--distance",
    required=True,
    type=click.Choice(sorted(DISTANCES), case_sensitive=False),
)
@click.option(
    "--size", required=True, type=click.Choice(sorted(SIZES), case_sensitive=False)
)
@click.option("--protection", type=int, help="The target's protection level 0..4.")
@dice_options
@json_option
@pass_env
def fight_aim(env: Env, character: str, dice, seed, as_json: bool, **declared) -> None:
    """CHARACTER shoots at a helpless target (Mira): failure is only a miss.

    Target = distance (short 0 .. very-long 3) + size (large 0 .. very-small 3),
    plus the target's protection minus the weapon when it is protected. A
    target of 0 or less is a sure hit: nothing is rolled, no Riserva committed.

    \b
    Example (a small target at medium range: target 3):
      journal fight aim Dario --char destrezza --skill "Tiro con pistola" \\
          --weapon "Pistola pesante" --distance medium --size small --dice 6,4,4,1,2,3
    """
    from journal.domain.daimon2090.mira import AimedShot

    declared["distance"] = DISTANCES[declared["distance"]]
    declared["size"] = SIZES[declared["size"]]
    shot = checked(AimedShot(character, **declared))
    source = make_dice(dice, seed)
    warn_unowned(record(env, lambda c, s: c.aim_shot(shot, source, s), as_json))


@fight.command("end")
@json_option
@pass_env
def fight_end(env: Env, as_json: bool) -> None:
    """End the open fight: one marker on every weapon used and protection worn.

    Example: journal fight end
    """
    record(env, lambda c, s: c.end_fight(s), as_json)


@fight.command("show")
@json_option
@pass_env
def fight_show(env: Env, as_json: bool) -> None:
    """The open fight: opponents, their wounds and difficulty now, the side.

    Example: journal fight show --json
    """
    from journal.rulesets.daimon2090.fightparse import fight_view, view_text

    view = fight_view(env.app.current_state(env.campaign))  # the read model
    if as_json:
        return emit_json(view)
    click.echo(view_text(view))

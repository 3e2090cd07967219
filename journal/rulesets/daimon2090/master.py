"""The rotating Master (Master a rotazione): the role, claims, keeps, the vote."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.domain.daimon2090.i18n import _
from journal.i18n import N_
from journal.output import emit_json, json_option
from journal.recording import record

CHARACTER_HELP = N_("For a player with several characters: the one who pays.")


def parse_votes(ctx, param, value: str | None) -> tuple[int, int | None] | None:
    """YES/TOTAL, or YES alone: every other player at the table voted."""
    if value is None:
        return None
    yes, sep, total = value.partition("/")
    if not yes.strip().isdigit() or (sep and not total.strip().isdigit()):
        raise click.BadParameter(
            _(
                "{value!r}: write YES/TOTAL (e.g. 2/3) or YES",
            ).format(value=value)
        )
    return int(yes), int(total) if sep else None


@click.group("master", invoke_without_command=True)
@json_option
@click.pass_context
def master(ctx: click.Context, as_json: bool) -> None:
    """The rotating Master: who holds the role and who still holds a token.

    Without a subcommand, shows the role now (`--json`: master, tokens, ...).
    `session start` rolls the first Master; `scene end` passes the role.

    \b
    Examples:
      journal master --json
      journal master claim Bruno Carla
      journal master keep
      journal master reward --votes 2/2
    """
    if ctx.invoked_subcommand is not None:
        return
    from journal.domain.daimon2090.rotation import view

    env = ctx.find_object(Env)
    state = view(env.app.load(env.campaign).state)
    if as_json:
        return emit_json(state)
    for line in view_lines(state, env.lang):
        click.echo(line)


def view_lines(state: dict, lang: str) -> list[str]:
    from journal.projections.daimon2090.phrases import say as phrase

    def names(players) -> str:
        return ", ".join(players) or phrase(lang, "nobody")

    lines = [
        phrase(lang, "master.view.master").format(who=state["master"] or "—"),
        phrase(lang, "master.view.tokens").format(who=names(state["tokens"])),
    ]
    declared = state["declared"]
    if declared:
        key = f"master.view.{declared['how']}"
        lines.append(phrase(lang, key).format(who=names(declared["players"])))
    return lines


@master.command("claim")
@click.argument("players", nargs=-1, required=True, metavar="PLAYER...")
@json_option
@pass_env
def master_claim(env: Env, players: tuple[str, ...], as_json: bool) -> None:
    """PLAYER pays 1D Riserva to be Master of the next scene.

    Declared during the scene; `scene end` hands the role over. Each other player
    who pays 1D too (name them here, or claim again before `scene end`)
    contests it: then only the payers roll 1D6 at `scene end`, token or not.
    A player with several characters names the character who pays instead.

    \b
    Examples:
      journal master claim Bruno
      journal master claim Bruno Carla      # contested: they roll at scene end
      journal master claim "Kira Voss"      # Ana pays with Kira's Riserva
    """
    record(env, lambda c, s: c.claim_master(list(players), s), as_json)


@master.command("keep")
@click.option("--character", metavar="CHAR", help=CHARACTER_HELP)
@json_option
@pass_env
def master_keep(env: Env, character: str | None, as_json: bool) -> None:
    """The Master pays 1D Riserva to keep the role for the next scene.

    After a very short scene, or one where the Master had little to do; nobody
    can contest it. Declared during the scene, before `scene end`.

    Example: journal master keep
    """
    record(env, lambda c, s: c.keep_master(s, character), as_json)


@master.command("reward")
@click.option(
    "--votes",
    callback=parse_votes,
    required=True,
    metavar="YES[/TOTAL]",
    help="The other players' vote; more than half must say yes. TOTAL defaults "
    "to every player at the table but the Master.",
)
@click.option(
    "--character",
    metavar="CHAR",
    help="For a Master with several characters: the one who gets the die.",
)
@json_option
@pass_env
def master_reward(env: Env, votes, character: str | None, as_json: bool) -> None:
    """The players' majority gives the scene's Master 1D Riserva.

    Voted at the end of the scene, before `scene end` passes the role; once a
    scene (Ricompensa per il Master).

    \b
    Examples:
      journal master reward --votes 2/3
      journal master reward --votes 2     # both other players said yes
    """
    record(env, lambda c, s: c.reward_master(votes, s, character), as_json)


@master.command("roll")
@dice_options
@json_option
@pass_env
def master_roll(env: Env, dice, seed, as_json: bool) -> None:
    """Roll for the Master now (the table forgot): the role passes at once.

    Those still holding a token roll (never the Master now); in a session with
    no Master yet, the roll for the first Master. --dice: one face per player
    who rolls, in the order of the session's present players, then the
    re-rolls of the tied in the same order.

    Example: journal master roll --dice 2,5
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.roll_master(source, s), as_json)

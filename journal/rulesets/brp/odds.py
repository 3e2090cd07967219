"""`journal odds`: the chances of a roll or of the resistance table, exactly."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.brp.i18n import _
from journal.output import emit_json, json_option
from journal.rulesets.brp.options import difficulty_options


@click.command("odds")
@click.argument("character", required=False)
@click.option("--skill", metavar="NAME")
@click.option("--char", "characteristic", metavar="FOR|COS|INT|POT|DES|FAS")
@difficulty_options
@click.option(
    "--resist",
    nargs=2,
    type=int,
    metavar="ACTIVE PASSIVE",
    help="The resistance table instead: the chance of the side that rolls.",
)
@json_option
@pass_env
def odds(
    env: Env, character, skill, characteristic, difficulty, mod, resist, as_json
) -> None:
    """The chance of a special success, a success and a failure (3.0, 3.4).

    \b
    Examples:
      journal odds Ana --skill Ascoltare
      journal odds Ana --char FOR --difficulty difficult
      journal odds --resist 13 15
    """
    from journal.domain.brp import odds as exact

    if resist:
        found = {"active": resist[0], "passive": resist[1]}
        found["odds"] = exact.resist_odds(*resist)
    else:
        found = roll_chance(env, character, skill, characteristic, difficulty, mod)
        found["odds"] = exact.roll_odds(found["chance"])
    show(found, as_json, env.lang)


def roll_chance(env, character, skill, characteristic, difficulty, mod) -> dict:
    from journal.domain.brp.play import Check

    if not character or bool(skill) == bool(characteristic):
        raise click.UsageError(
            _(
                "give CHAR --skill NAME, CHAR --char C, or --resist A P",
            )
        )
    check = Check(character, skill, characteristic, difficulty, mod)
    campaign = env.app.load(env.campaign)
    fields = campaign.chance_for(check)
    return {"character": campaign.state.character(character).name, **fields}


def show(found: dict, as_json: bool, lang: str) -> None:
    from journal.projections.brp.phrases import odds_line

    if as_json:
        fractions = found.pop("odds")
        found["odds"] = {k: str(v) for k, v in fractions.items()}
        found["percent"] = {k: round(float(v) * 100, 2) for k, v in fractions.items()}
        return emit_json(found)
    click.echo(odds_line(found, lang))

"""`journal odds` for "Le azioni": the exact chance of a test, for every
difficulty word of the seed (or one difficulty), with exploding dice.

Read-only: it records nothing.
"""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import emit_json, json_option
from journal.rulesets.azioni.options import prova_options


@click.command("odds")
@click.argument("character")
@click.option("--char", "characteristic", required=True, help="The characteristic.")
@click.option("--skill", help="A fitting skill, if the character has one.")
@prova_options(required_difficulty=False, counted=False)
@json_option
@pass_env
def odds(
    env: Env, character: str, characteristic: str, skill, as_json: bool, **declared
) -> None:
    """The exact chance that CHARACTER passes a test, per difficulty.

    Each die explodes on its maximum unless --no-explode; the chance is exact
    (a fraction, for any difficulty a test accepts: 2..999). Without
    --difficulty: the lowest number of each of the seed's words. --condition
    counts a standing modifier of the sheet. Nothing is recorded.

    \b
    Examples:
      journal odds Mira --char Agilità --skill Acrobazia
      journal odds Mira --char Agilità --skill Acrobazia --difficulty 10 --json
    """
    from journal.domain.azioni import odds as exact
    from journal.domain.azioni import pool, rules
    from journal.domain.azioni.play import conditions_of

    sheet = env.app.current_state(env.campaign).character(character)
    name, sides = sheet.characteristic(characteristic)
    skill_name, skill_sides = sheet.skill(skill) if skill else (None, ())
    weighing = conditions_of(sheet, declared["conditions"])
    modifier = rules.modifier(declared["modifier"] + sum(v for _ignored, v in weighing))
    given = declared["difficulty"]
    levels = (
        [rules.difficulty(given)[0]]
        if given is not None
        else [low for _ignored, low, _ignored in rules.DIFFICULTIES]
    )
    explode = declared["explode"]
    chances = exact.chances(sides + skill_sides, modifier, levels, explode)
    table = {
        "character": sheet.name,
        "characteristic": name,
        "skill": skill_name,
        "dice": pool.text(sides + skill_sides),
        "modifier": modifier,
        "explode": explode,
        "mean": float(exact.mean(sides + skill_sides, explode) + modifier),
        "chances": {str(d): float(c) for d, c in chances.items()},
        "exact": {str(d): str(c) for d, c in chances.items()},
    }
    if as_json:
        return emit_json(table)
    for line in lines(table, env.lang):
        click.echo(line)


def lines(table: dict, lang: str) -> list[str]:
    from journal.domain.azioni.rules import word_of
    from journal.projections.azioni.phrasing import say
    from journal.projections.percent import percent

    names = (table["characteristic"], table["skill"])
    shown = " + ".join(name for name in names if name)
    found = [say(lang, "odds.header").format(**table, what=shown)]
    for difficulty, chance in table["chances"].items():
        word = word_of(int(difficulty))
        found.append(f"  {difficulty:>3} {word:<18} {percent(chance):>7}")
    return found

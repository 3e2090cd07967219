"""`journal odds`: the exact chances of a check before it is rolled (read-only)."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.fdt.i18n import _
from journal.output import emit_json, json_option


@click.command("odds")
@click.argument("character", required=False)
@click.argument("name", required=False)
@click.option("--mod", type=click.IntRange(-100, 100), default=0, help="A modifier.")
@click.option("--char", "characteristic", help="A skill not held: its characteristic.")
@click.option("--against", metavar="CHAR", help="A challenge against CHAR.")
@click.option("--damage", metavar="DICE", help="The distribution of damage dice.")
@json_option
@pass_env
def odds(env: Env, character, name, mod, characteristic, against, damage, as_json):
    """The chance CHARACTER's check on NAME succeeds, at every difficulty.

    A check passes on clamp(target, 1, 19) in 20 (the natural 1 and 20), and
    always when ignored (target 20 or more). A skill not held: 1d100 below the
    characteristic (01 always). A challenge: the roller's chance, less twice
    the opponent's bonus. --damage: the exact distribution and mean of damage
    dice (odd sizes included). Nothing is recorded.

    \b
    Examples:
      journal odds Katariello Agilità
      journal odds Katariello Nuotare --char agilita
      journal odds Katariello Forza --against Lirien
      journal odds --damage 2d4+d6
    """
    if damage:
        return _damage(damage, as_json)
    if not (character and name):
        raise click.UsageError(_("give CHARACTER NAME, or --damage DICE"))
    state = env.app.current_state(env.campaign)
    sheet = state.character(character)
    found = _chances(state, sheet, name, mod, characteristic, against)
    if as_json:
        return emit_json(found)
    click.echo(f"{sheet.name}: {found['name']} {found['score']}")
    for row in found["rows"]:
        label = row["difficulty"] or ""
        click.echo(f"  {label:<18} {row['target']:>4}  {_percent(row['chance'])}")


def _chances(state, sheet, name, mod, characteristic, against) -> dict:
    from journal.domain.errors import RuleBroken
    from journal.domain.fdt import checks, names
    from journal.domain.fdt import odds as o

    found = sheet.find(name)
    if found is None:
        if characteristic is None:
            raise RuleBroken(
                _("{name} does not hold {name2}: give --char").format(
                    name=sheet.name, name2=name
                ),
                names.CHECK,
            )
        score = sheet.value(names.characteristic(characteristic))
        row = {"difficulty": "d100", "target": score, "chance": o.unheld_chance(score)}
        return {"name": name, "score": score, "rows": [_exact(row)]}
    score = sheet.value(found)
    if against:
        other = state.character(against).value(found)
        target = score + checks.challenge_modifier(other) + mod
        row = {"difficulty": f"vs {against}", "target": target}
        row["chance"] = o.check_chance(target)
        return {"name": found, "score": score, "rows": [_exact(row)]}
    rows = [_exact(r) for r in o.difficulty_table(score, mod)]
    return {"name": found, "score": score, "rows": rows}


def _exact(row: dict) -> dict:
    chance = row["chance"]
    return {**row, "chance": float(chance), "exact": str(chance)}


def _percent(chance) -> str:
    from journal.projections.percent import percent

    return f"{percent(chance):>6}"


def _damage(expression: str, as_json: bool) -> None:
    from journal.domain.fdt import odds as o

    spread = o.distribution(expression)
    mean = o.mean(expression)
    if as_json:
        rows = {
            str(v): {"chance": float(p), "exact": str(p)} for v, p in spread.items()
        }
        return emit_json(
            {"expression": expression, "mean": float(mean), "values": rows}
        )
    click.echo(
        _(
            "{expression}: mean {mean:.2f}",
        ).format(expression=expression, mean=float(mean))
    )
    for value, chance in spread.items():
        click.echo(f"  {value:>4}  {_percent(float(chance))}")

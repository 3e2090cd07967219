"""`journal odds` for µD6: the exact chances of an action roll, before it is made.

Read-only: it records nothing. The pool is the one `journal roll` would roll,
wound complications included, then with pushing and help added.
"""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.microd6.i18n import _
from journal.output import emit_json, json_option


@click.command("odds")
@click.argument("character")
@click.option("--stat", required=True, help="The characteristic or competence.")
@click.option("--advantage", default=0, help="Advantages: +1d each.")
@click.option("--complication", default=0, help="Complications: −1d each.")
@click.option("--value", type=int, help="The value of a stat not on the sheet.")
@click.option(
    "--armour",
    "level",
    type=int,
    help="Also: a wound of this level against the armour worn.",
)
@json_option
@pass_env
def odds(env: Env, character: str, stat: str, as_json: bool, **declared) -> None:
    """The chances of CHARACTER's action roll: success, partial, failure.

    Rows: the pool as declared, then one and two dice more (pushing, help).
    Each chance is exact (a success is any 6 among n dice: 1 − (5/6)^n; under
    the zero rule k dice read the lowest: (1/6)^k). Nothing is recorded.

    \b
    Examples:
      journal odds Lia --stat Furtività --complication 1
      journal odds Tomas --stat Vigore --armour 3 --json
    """
    from journal.domain.microd6.rules import count
    from journal.domain.microd6.stats import stat_of

    sheet = env.app.current_state(env.campaign).character(character)
    name, value = stat_of(sheet, stat, declared["value"])
    pool = value + count(declared["advantage"], "advantages")
    pool -= count(declared["complication"], "complications") + sheet.wound_complications
    table = odds_json(sheet, name, pool, declared["level"])
    if as_json:
        return emit_json(table)
    for line in odds_lines(table, env.lang):
        click.echo(line)


def odds_json(sheet, stat: str, pool: int, level: int | None) -> dict:
    """The rows (pool, +1, +2 dice) with exact and rounded chances."""
    from journal.domain.microd6 import odds

    rows = [_row(row) for row in odds.table(range(pool, pool + 3))]
    found = {"character": sheet.name, "stat": stat, "pool": pool, "rows": rows}
    if level is not None:
        found["armour"] = _armour(sheet.armour, level)
    return found


def _row(row: dict) -> dict:
    chances = {k: row[k] for k in ("success", "partial", "failure")}
    return {
        "pool": row["pool"],
        "dice": row["dice"],
        "zero": row["zero"],
        **{k: float(v) for k, v in chances.items()},
        "expected_successes": float(row["expected_successes"]),
        "exact": {k: str(v) for k, v in chances.items()},
    }


def _armour(points: int, level: int) -> dict:
    from journal.domain.errors import RuleBroken
    from journal.domain.microd6 import odds

    if not 1 <= level <= 4:
        raise RuleBroken(
            _("a wound is level 1..4, not {level}").format(level=level),
            "Tipologie di Ferite",
        )
    ends = odds.armour(points, level) if points else {level: 1}
    return {
        "points": points,
        "level": level,
        "ends": {str(k): float(v) for k, v in ends.items()},
        "exact": {str(k): str(v) for k, v in ends.items()},
    }


def odds_lines(table: dict, lang: str) -> list[str]:
    from journal.projections.microd6.phrasing import say
    from journal.projections.percent import percent

    lines = [say(lang, "odds.header").format(**table)]
    for row in table["rows"]:
        zero = say(lang, "odds.zero") if row["zero"] else ""
        lines.append(
            say(lang, "odds.row").format(
                pool=row["pool"],
                dice=row["dice"],
                zero=zero,
                success=percent(row["success"]),
                partial=percent(row["partial"]),
                failure=percent(row["failure"]),
            )
        )
    if "armour" in table:
        armour = table["armour"]
        ends = ", ".join(
            f"{level} {percent(chance)}" for level, chance in armour["ends"].items()
        )
        lines.append(
            say(lang, "odds.armour").format(
                points=armour["points"], level=armour["level"], ends=ends
            )
        )
    return lines

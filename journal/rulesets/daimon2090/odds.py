"""`journal odds`: the chance of passing a Prova, before the Riserva is committed.

Read-only: it records nothing. The pool is the one `journal roll` would roll.
"""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import emit_json, json_option
from journal.projections.percent import percent
from journal.rulesets.daimon2090.pool import checked, prova_options, warn_unowned

COLUMN = 8  # width of a target's column: "  >99.9%"


@click.command("odds")
@click.argument("character")
@prova_options(reserve=False, note=False)
@click.option(
    "--help-from",
    "helper",
    is_flag=False,
    flag_value="",
    default=None,
    metavar="[CHAR]",
    help="One help die joins the pool (Aiuto da altri; from another "
    "character's Riserva, not this one's). The name is optional.",
)
@json_option
@pass_env
def odds(env: Env, character: str, characteristic: str, as_json: bool, **more):
    """The chance that CHARACTER passes a Prova, for every target and Riserva.

    Before committing Riserva dice, see what they buy. Rows: how many Riserva
    dice CHARACTER commits (0 up to what it holds now); columns: the target
    (difficoltà) 1 Molto semplice .. 7 Leggendaria; each cell: the exact chance,
    rounded to one decimal, that the pool gets at least that many successes
    (each die succeeds on 4, 5 or 6: 1 in 2). The pool is computed exactly as
    `journal roll` computes it, wound penalty and trait effects included; a pool
    of 0 dice or fewer rolls nothing and fails. Nothing is recorded.

    \b
    Examples:
      journal odds Kira --char agilita --skill "Movimento silenzioso"
      journal odds Dario --char potenza --bonus 1 --help-from Kira --json
    """
    from journal.domain.daimon2090.odds import odds_table

    state = env.app.current_state(env.campaign)  # the read model: no replay
    sheet = state.character(character)
    named = more.pop("helper")  # None: no help; "": a help die, helper unnamed
    helper = state.character(named) if named else None
    prova = checked(declared(character, characteristic, **more))
    table = odds_table(sheet, prova, named is not None, helper)
    table |= {"character": sheet.name, "reserve": sheet.reserve}
    table["helper"] = helper.name if helper else None
    warn_unowned([{"type": "Odds", "character": sheet.name, **table}])
    if as_json:
        return emit_json(odds_json(table))
    for line in odds_lines(table, env.lang):
        click.echo(line)


def declared(character: str, characteristic: str, **more):
    """The Prova as `roll` would declare it, with no Riserva and any target."""
    from journal.domain.daimon2090.rules import Prova

    return Prova(character, characteristic, target=1, **more)


def odds_json(table: dict) -> dict:
    return {
        "character": table["character"],
        "breakdown": table["breakdown"],
        "base_pool": table["breakdown"]["total"],
        "help": table["help"],
        "helper": table["helper"],
        "reserve": table["reserve"],
        "success_per_die": 0.5,
        "rows": [row_json(row) for row in table["rows"]],
    }


def row_json(row) -> dict:
    return {
        "reserve": row.reserve,
        "pool": row.pool,
        "chances": {str(t): float(c) for t, c in row.chances.items()},
        "exact": {str(t): str(c) for t, c in row.chances.items()},
    }


def odds_lines(table: dict, lang: str) -> list[str]:
    from journal.domain.daimon2090.names import DIFFICULTY_WORDS
    from journal.projections.daimon2090.phrases import breakdown_text
    from journal.projections.daimon2090.phrases import say as phrase

    helped = phrase(lang, "odds.helped").format(helper=table["helper"] or "")
    header = phrase(lang, "odds.header").format(
        character=table["character"],
        breakdown=breakdown_text(table["breakdown"], lang),
        help=helped.replace("  ", " ") if table["help"] else "",
        base=table["breakdown"]["total"] + table["help"],
        reserve=table["reserve"],
    )
    legend = " · ".join(f"{n} {word}" for n, word in DIFFICULTY_WORDS.items())
    lines = [header, phrase(lang, "odds.explain"), "", *grid(table["rows"], lang)]
    if any(row.pool == 0 for row in table["rows"]):
        lines.append(phrase(lang, "odds.no_dice"))
    return [*lines, f"{phrase(lang, 'odds.targets')}: {legend}"]


def grid(rows: list, lang: str) -> list[str]:
    from journal.projections.daimon2090.phrases import say as phrase

    reserve, pool = phrase(lang, "odds.col_reserve"), phrase(lang, "odds.col_pool")
    targets = "".join(f"{target:>{COLUMN}}" for target in rows[0].chances)
    lines = [f"{reserve:>7} {pool:>5}{targets}"]
    for row in rows:
        cells = "".join(f"{percent(c):>{COLUMN}}" for c in row.chances.values())
        lines.append(f"{row.reserve:>7} {str(row.pool) + 'D':>5}{cells}")
    return lines

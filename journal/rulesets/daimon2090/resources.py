"""Resources (Risorse): acquisitions, money rewards and the social class."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.daimon2090.i18n import _
from journal.output import emit_json, json_option
from journal.recording import record

TABLES = ("resources", "journal.domain.daimon2090.data")

AVAILABILITY = {  # Italian names welcome
    "immediate": "immediate",
    "immediata": "immediate",
    "request": "request",
    "richiesta": "request",
    "su-richiesta": "request",
    "partial": "partial",
    "parziale": "partial",
}


@click.group("resources")
def resources() -> None:
    """Resources (Risorse): acquisitions and money rewards.

    Risorse 0: the social class drops by one and Risorse is 6; Risorse 7: it
    rises by one and Risorse is 1. Social class 7 is narrative only.
    """


@resources.command("acquire")
@click.argument("character")
@click.argument("item")
@click.option(
    "--availability",
    type=click.Choice(list(AVAILABILITY), case_sensitive=False),
    help="immediate (free), request (free once a session; then as partial), "
    "partial (1 Risorse). Default: as the table of CHARACTER's social class "
    "lists ITEM (RISORSE PER CLASSE SOCIALE); the table at the table wins.",
)
@click.option("--keep", is_flag=True, help="Write ITEM in the sheet's equipment.")
@click.option(
    "--weapon",
    "weapon",
    type=int,
    metavar="LEVEL",
    help="ITEM is a weapon of LEVEL 0..4: it joins the sheet's weapons with a "
    "13-marker counter (a weapon the table does not name is the class's 'armi').",
)
@click.option(
    "--protection",
    type=int,
    metavar="LEVEL",
    help="ITEM is a protection of LEVEL 0..4, with a 13-marker counter.",
)
@json_option
@pass_env
def acquire(env: Env, character, item, availability, keep, weapon, protection, as_json):
    """CHARACTER obtains ITEM by its availability for the social class.

    \b
    Examples:
      journal resources acquire Kira "un mezzo di spostamento in prestito"
      journal resources acquire Kira "affitto di un mese" --availability partial
      journal resources acquire Kira "Pistola automatica" --weapon 1
      journal resources acquire Dario "Kit medico" --availability request --keep
    """
    if weapon is not None and protection is not None:
        raise click.UsageError(_("ITEM is a weapon or a protection, not both"))
    gear = ("weapon", weapon) if weapon is not None else None
    gear = ("protection", protection) if protection is not None else gear
    wanted = AVAILABILITY[availability.lower()] if availability else None
    tables, note = (None, None) if wanted else tables_for(env, character, item, gear)
    record(
        env,
        lambda c, s: c.acquire(character, item, wanted, keep, s, tables, gear),
        as_json,
    )
    if note:
        click.echo(note, err=True)


def tables_for(env: Env, character: str, item: str, gear) -> tuple[dict, str | None]:
    """The availability tables, and a note of what they say about ITEM (told
    once the acquisition is recorded)."""
    from journal.data import load_table
    from journal.domain.daimon2090.availability import availability_of
    from journal.domain.errors import JournalError

    tables, _ignored = load_table(*TABLES)
    sheet = env.app.current_state(env.campaign).character(character)
    klass = sheet.social_class["current"]
    weapon = gear is not None and gear[0] == "weapon"
    try:
        found, entry = availability_of(tables, klass, item, weapon)
    except JournalError:
        return tables, None  # the domain refuses it, naming the rule
    return tables, f"note: social class {klass} lists {entry!r} as {found}"


@resources.command("table")
@click.option("--class", "klass", type=click.IntRange(1, 7), help="Default: all.")
@json_option
@pass_env
def table(env: Env, klass, as_json: bool) -> None:
    """What each social class obtains (RISORSE PER CLASSE SOCIALE), and its cash.

    Cash doubles from one class to the next (Denaro contante): class 1 counts 1.
    Example: journal resources table --class 3
    """
    from journal.data import load_table
    from journal.domain.daimon2090.availability import COLUMNS, cash, resources

    tables, _ignored = load_table(*TABLES)
    rows = [r for r in tables["classi"] if klass in (None, r["classe"])]
    found = [
        {
            "class": row["classe"],
            "title": row["titolo"],
            "cash": {"relative": cash(row["classe"]), "text": row["contante"]},
            **{kind: resources(row[column]) for kind, column in COLUMNS.items()},
        }
        for row in rows
    ]
    if as_json:
        return emit_json(found)
    for row in found:
        click.echo(
            _(
                "{title}\n  cash ×{relative}: {text}",
            ).format(
                title=row["title"],
                relative=row["cash"]["relative"],
                text=row["cash"]["text"],
            )
        )
        for kind in COLUMNS:
            click.echo(f"  {kind}: {'; '.join(row[kind])}")
    if klass == 7:
        click.echo(_("social class 7 is not tracked: everything is narrative"))


@resources.command("reward")
@click.argument("character")
@click.argument("points", type=int)
@click.option(
    "--class",
    "reference",
    type=int,
    required=True,
    help="The social class the POINTS are of (1..6).",
)
@click.option("--reason", metavar="TEXT", help="What the money paid for.")
@json_option
@pass_env
def reward(env: Env, character, points: int, reference: int, reason, as_json) -> None:
    """CHARACTER is paid POINTS Risorse points of social class --class.

    The same class gains 1 per point, a higher class nothing, a lower class 1
    more per class of difference (1 point of class 3 = 2 for class 2 = 3 for 1).
    Example: journal resources reward Kira 1 --class 3 --reason "la tangente"
    """
    record(env, lambda c, s: c.reward(character, points, reference, reason, s), as_json)


@resources.command("social-class")
@click.argument("character")
@click.argument("klass", metavar="CLASS", type=int)
@click.option("--reason", required=True, metavar="TEXT", help="What the story did.")
@json_option
@pass_env
def social_class(env: Env, character, klass: int, reason: str, as_json) -> None:
    """The story moves CHARACTER to social class CLASS (1..7; 7 only this way).

    Example: journal resources social-class Kira 7 --reason "star della rete"
    """
    record(env, lambda c, s: c.move_social_class(character, klass, reason, s), as_json)

"""Resources (Risorse): acquisitions, money rewards and the social class."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record

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
    required=True,
    help="As the social class's table lists ITEM: immediate (free), request "
    "(free once a session; then as partial), partial (1 Risorse).",
)
@click.option("--keep", is_flag=True, help="Write ITEM in the sheet's equipment.")
@json_option
@pass_env
def acquire(env: Env, character, item, availability, keep: bool, as_json) -> None:
    """CHARACTER obtains ITEM by its availability for the social class.

    \b
    Examples:
      journal resources acquire Kira "un mezzo in prestito" --availability request
      journal resources acquire Kira "affitto di un mese" --availability partial
    """
    wanted = AVAILABILITY[availability.lower()]
    record(env, lambda c, s: c.acquire(character, item, wanted, keep, s), as_json)


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

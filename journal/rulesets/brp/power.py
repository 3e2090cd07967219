"""Power and characteristics: `pp`, `characteristic` (2.5, 6.5)."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record

REASON = click.option("--reason", metavar="TEXT")


@click.group("pp")
def pp() -> None:
    """Punti Potere (2.5): spent on powers, back after a day and a night."""


@pp.command("spend")
@click.argument("character")
@click.argument("amount", type=int)
@REASON
@json_option
@pass_env
def pp_spend(env: Env, character, amount, reason, as_json) -> None:
    """Spend AMOUNT PP (never below 0; at 0 the character faints).

    Example: journal pp spend Ana 3 --reason "incantesimo"
    """
    record(env, lambda c, s: c.spend_pp(character, amount, reason, s), as_json)


@pp.command("regain")
@click.argument("character")
@click.argument("amount", type=int, required=False)
@REASON
@json_option
@pass_env
def pp_regain(env: Env, character, amount, reason, as_json) -> None:
    """Regain AMOUNT PP (all of them when no AMOUNT: a day with a night).

    Example: journal pp regain Ana --reason "una notte di riposo"
    """
    record(env, lambda c, s: c.regain_pp(character, amount, reason, s), as_json)


@click.group("characteristic")
def characteristic() -> None:
    """Characteristic points lost and recovered (6.5: at 0 a character dies)."""


@characteristic.command("lose")
@click.argument("character")
@click.argument("key", metavar="FOR|COS|TAG|INT|POT|DES|FAS")
@click.argument("points", type=int)
@click.option(
    "--cause",
    type=click.Choice(["disease", "poison", "table"], case_sensitive=False),
    default="table",
)
@REASON
@json_option
@pass_env
def characteristic_lose(env: Env, character, key, points, cause, reason, as_json):
    """CHARACTER loses POINTS of a characteristic.

    Example: journal characteristic lose Ana COS 1 --cause disease
    """
    record(
        env,
        lambda c, s: c.lose_characteristic(character, key, points, cause, reason, s),
        as_json,
    )


@characteristic.command("recover")
@click.argument("character")
@click.argument("key", metavar="FOR|COS|TAG|INT|POT|DES|FAS")
@click.argument("points", type=int)
@REASON
@json_option
@pass_env
def characteristic_recover(env: Env, character, key, points, reason, as_json):
    """Lost points back (6.5: one a week once the disease is over).

    Example: journal characteristic recover Ana COS 1
    """
    record(
        env,
        lambda c, s: c.recover_characteristic(character, key, points, reason, s),
        as_json,
    )

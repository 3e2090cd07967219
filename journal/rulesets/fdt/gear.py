"""Armour, shields and weapons on the sheet (their numbers per setting)."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import json_option
from journal.recording import record

PIECES = ("armour", "shield", "armatura", "scudo")


@click.group("armour")
def armour() -> None:
    """Armour and shield: Colpi absorbed, Durata left, Agi/Vel."""


@armour.command("wear")
@click.argument("character")
@click.argument("name")
@click.option("--shield", is_flag=True, help="A shield, not an armour.")
@click.option("--colpi", type=int, required=True, help="Colpi it absorbs.")
@click.option("--durata", type=int, required=True, help="Blows it lasts.")
@click.option("--agi", type=int, default=0, help="Its Agilità modifier.")
@click.option("--vel", type=int, default=0, help="Its Velocità modifier.")
@json_option
@pass_env
def armour_wear(env: Env, character, name, shield, as_json, **numbers):
    """CHARACTER puts on armour (or --shield) NAME.

    Example: journal armour wear Lirien Cuoio --colpi 2 --durata 5 --agi -1
    """
    piece = "shield" if shield else "armour"
    found = {"name": name, **numbers}
    record(env, lambda c, s: c.wear(character, piece, found, s), as_json)


@armour.command("remove")
@click.argument("character")
@click.argument("piece", type=click.Choice(PIECES, case_sensitive=False))
@json_option
@pass_env
def armour_remove(env: Env, character, piece, as_json):
    """CHARACTER takes off its armour or shield."""
    record(env, lambda c, s: c.take_off(character, piece, s), as_json)


@armour.command("repair")
@click.argument("character")
@click.argument("piece", type=click.Choice(PIECES, case_sensitive=False))
@click.option("--durata", type=int, required=True, help="Its Durata after repair.")
@json_option
@pass_env
def armour_repair(env: Env, character, piece, durata, as_json):
    """CHARACTER's armour or shield is mended back to --durata."""
    record(env, lambda c, s: c.repair(character, piece, s, durata), as_json)


@click.group("weapon")
def weapon() -> None:
    """Weapons: their damage dice and the skill they use."""


@weapon.command("add")
@click.argument("character")
@click.argument("name")
@click.option("--damage", required=True, metavar="DICE", help="d10, 2d4+d6, ...")
@click.option("--skill", default="Armi da mischia", show_default=True)
@click.option("--difficulty", type=int, default=0, help="Difficoltà d'uso (melee).")
@click.option("--range", "reach", nargs=2, type=int, help="Medium and maximum range.")
@click.option("--a-nudo", "unabsorbable", is_flag=True, help="No armour absorbs it.")
@json_option
@pass_env
def weapon_add(env: Env, character, name, reach, as_json, **found):
    """CHARACTER takes weapon NAME.

    Example: journal weapon add Lirien Arco --damage d6 --skill Mira --range 30 90
    """
    item = {"name": name, **found, "range": list(reach) if reach else None}
    record(env, lambda c, s: c.take_weapon(character, item, s), as_json)


@weapon.command("drop")
@click.argument("character")
@click.argument("name")
@json_option
@pass_env
def weapon_drop(env: Env, character, name, as_json):
    """Weapon NAME leaves CHARACTER's sheet (sold, lost, broken)."""
    record(env, lambda c, s: c.lose_weapon(character, name, s), as_json)


@weapon.command("repair")
@click.argument("character")
@click.argument("name")
@json_option
@pass_env
def weapon_repair(env: Env, character, name, as_json):
    """CHARACTER's damaged weapon NAME is mended (a broken one cannot be)."""
    record(env, lambda c, s: c.repair(character, name, s), as_json)

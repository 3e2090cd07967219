"""µD6's gear (Equipaggiamento): buy, add, use, spend ammunition, restock,
wear, remove, drop; `gear list` prints the seed's list."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.microd6.i18n import _
from journal.i18n import N_
from journal.output import emit_json, json_option
from journal.recording import record

CATALOGUE = ("gear", "journal.domain.microd6.data")


def catalogue() -> dict:
    from journal.data import load_table

    return load_table(*CATALOGUE)[0]


@click.group()
def gear() -> None:
    """Gear: load (ingombro), coins (monete), uses (usi), ammunition (munizioni)."""


def item_options(func):
    for name, text in reversed(
        [
            ("load", N_("Its load (ingombro): needed for an item not in the list.")),
            ("coins", N_("Its price in coins (default: its load).")),
            ("uses", N_("Its uses (usi).")),
            ("ammo", N_("Its ammunition (munizioni).")),
            ("armour", N_("Its armour points, when worn.")),
        ]
    ):
        func = click.option(f"--{name}", type=int, help=text)(func)
    func = click.option(
        "--shield",
        is_flag=True,
        default=None,
        help="A shield of the table's own: held beside one armour.",
    )(func)
    return click.option("--note", metavar="TEXT")(func)


def acquire(env: Env, character, item, free: bool, spec: dict, as_json: bool):
    note = spec.pop("note")
    spec = {key: value for key, value in spec.items() if value not in (None, False)}
    table = catalogue()
    record(
        env,
        lambda c, s: c.acquire_item(
            character, item, table, s, spec=spec, free=free, note=note
        ),
        as_json,
    )


@gear.command("buy")
@click.argument("character")
@click.argument("item")
@item_options
@json_option
@pass_env
def gear_buy(env: Env, character: str, item: str, as_json: bool, **spec) -> None:
    """CHARACTER buys ITEM, paying its price in coins (monete).

    An item of the seed's list costs its load unless the list says otherwise
    (Balestra 3, Armatura pesante 4 ...); another item needs --load (and
    --coins, --uses, --ammo, --armour as it has them).

    \b
    Examples:
      journal gear buy Lia "Arco corto"
      journal gear buy Lia Rampino --load 1 --coins 2
    """
    acquire(env, character, item, False, spec, as_json)


@gear.command("add")
@click.argument("character")
@click.argument("item")
@item_options
@json_option
@pass_env
def gear_add(env: Env, character: str, item: str, as_json: bool, **spec) -> None:
    """CHARACTER gets ITEM without paying (found, given, looted).

    Example: journal gear add Tomas Scudo --note "dal corpo del bandito"
    """
    acquire(env, character, item, True, spec, as_json)


@gear.command("use")
@click.argument("character")
@click.argument("item")
@click.argument("uses", type=int, default=1)
@json_option
@pass_env
def gear_use(env: Env, character: str, item: str, uses: int, as_json: bool) -> None:
    """CHARACTER consumes USES (default 1) of ITEM; a spent item weighs nothing.

    Example: journal gear use Lia "Arnesi da scasso"
    """
    record(env, lambda c, s: c.use_item(character, item, s, uses), as_json)


@gear.command("ammo")
@click.argument("character")
@click.argument("item")
@click.argument("ammo", type=int, default=1)
@json_option
@pass_env
def gear_ammo(env: Env, character: str, item: str, ammo: int, as_json: bool) -> None:
    """CHARACTER's weapon ITEM loses AMMO (default 1) ammunition.

    Ammunition goes as a consequence of partial successes or failures.
    Example: journal gear ammo Lia "Arco corto" 2
    """
    record(env, lambda c, s: c.spend_ammo(character, item, s, ammo), as_json)


@gear.command("restock")
@click.argument("character")
@click.argument("item")
@click.option("--ammo", "stock", flag_value="ammo", help="Refill ammunition.")
@click.option("--uses", "stock", flag_value="uses", default=True, help="Refill uses.")
@click.option("--amount", type=int, help="How many (default: up to the maximum).")
@click.option("--paid", type=int, default=0, help="Coins paid, as the table rules.")
@json_option
@pass_env
def gear_restock(env: Env, character, item, stock, amount, paid, as_json) -> None:
    """Refill CHARACTER's ITEM: its uses (default) or its ammunition.

    Example: journal gear restock Lia "Arco corto" --ammo --paid 1
    """
    record(
        env,
        lambda c, s: c.restock(character, item, stock, s, amount, paid),
        as_json,
    )


@gear.command("wear")
@click.argument("character")
@click.argument("item")
@json_option
@pass_env
def gear_wear(env: Env, character: str, item: str, as_json: bool) -> None:
    """CHARACTER puts on armour or takes up a shield: its points count.

    Example: journal gear wear Tomas Scudo
    """
    record(env, lambda c, s: c.wear(character, item, True, s), as_json)


@gear.command("remove")
@click.argument("character")
@click.argument("item")
@json_option
@pass_env
def gear_remove(env: Env, character: str, item: str, as_json: bool) -> None:
    """CHARACTER takes armour or a shield off: it is carried, not worn.

    Example: journal gear remove Tomas "Armatura pesante"
    """
    record(env, lambda c, s: c.wear(character, item, False, s), as_json)


@gear.command("drop")
@click.argument("character")
@click.argument("item")
@click.option("--reason", metavar="TEXT")
@json_option
@pass_env
def gear_drop(env: Env, character: str, item: str, reason, as_json: bool) -> None:
    """CHARACTER leaves ITEM behind (a spent one first, of several alike).

    Example: journal gear drop Lia "Razioni Giornaliere" --reason finite
    """
    record(env, lambda c, s: c.drop_item(character, item, reason, s), as_json)


@gear.command("list")
@json_option
def gear_list(as_json: bool) -> None:
    """The seed's gear list: load, coins, uses, ammunition, armour.

    Example: journal gear list --json
    """
    items = catalogue()["item"]
    if as_json:
        return emit_json(items)
    for entry in items:
        extras = [f"{entry[k]} {k}" for k in ("uses", "ammo", "armour") if k in entry]
        price = entry.get("coins", entry["load"])
        more = f", {', '.join(extras)}" if extras else ""
        click.echo(
            _(
                "[{load}] {name}: {price} coins{more}",
            ).format(load=entry["load"], name=entry["name"], price=price, more=more)
        )

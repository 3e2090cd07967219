"""µD6's sheet file, declared once (journal.domain.sheetmodel): keys, names,
ranges and defaults. `sheetfile.parse_sheet` then reads gear against the seed's
list."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from journal.domain.microd6.stats import STAT_LIMIT
from journal.domain.sheetmodel import SheetModel, key, player_key

Stats = dict[str, Annotated[int, Field(ge=0, le=STAT_LIMIT)]]


class Item(SheetModel):
    SECTION = "Equipaggiamento"
    name: str = key(names=("nome",), help="from the seed's list, or give its load")
    load: int | None = key(None, names=("ingombro",), ge=0)
    coins: int | None = key(None, names=("monete", "costo"), ge=0)
    uses: int | None = key(None, names=("usi",), ge=0)
    ammo: int | None = key(None, names=("munizioni",), ge=0)
    armour: int | None = key(None, names=("armor", "armatura"), ge=0)
    uses_left: int | None = key(None, names=("usi_rimasti",), ge=0)
    ammo_left: int | None = key(None, names=("munizioni_rimaste",), ge=0)
    worn: bool | None = key(None, names=("indossato", "indossata"))
    shield: bool | None = key(
        None, names=("scudo",), help="a shield (one worn, beside one armour)"
    )


def _stats(*names: str, help: str) -> object:
    return key(None, names=names, help=help)


class Microd6SheetFile(SheetModel):
    """A µD6 character: its stats (characteristics and skills), tenacia, coins."""

    SECTION = "Scheda"

    name: str = key(names=("nome",))
    player: str | None = player_key()
    stats: Stats | None = _stats(
        "statistiche", help=f"NAME = 0..{STAT_LIMIT}: characteristics and skills"
    )
    characteristics: Stats | None = _stats(
        "caratteristiche", help="NAME = N, merged into stats"
    )
    skills: Stats | None = _stats("competenze", help="NAME = N, merged into stats")
    tenacia: int = key(0, names=("tenacity",), ge=0, le=99)
    tenacia_max: int | None = key(
        None, names=("tenacia_massima", "max_tenacia"), ge=0, le=99
    )
    coins: int = key(0, names=("monete",), ge=0, le=99_999)
    gear: list[Item] = key(
        factory=list, names=("equipaggiamento", "inventario"), bare="name"
    )

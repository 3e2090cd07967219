"""Fuori dal Tempo's sheet file, declared once (journal.domain.sheetmodel):
keys, names, ranges and defaults. `sheetfile.parse_sheet` then checks what
creation can reach (1.1–1.6) and the race's skills."""

from __future__ import annotations

from typing import Literal

from journal.domain.fdt import names as n
from journal.domain.fdt.names import ENGLISH
from journal.domain.sheetmodel import SheetModel, key, player_key

LIMIT = 1_000_000
Origin = Literal[
    "common", "race", "profession", "innate", "taught", "granted", "discovered",
    "import",
]  # fmt: skip


def _char(name: str) -> object:
    english = tuple(k for k, v in ENGLISH.items() if v == name)
    return key(alias=name, names=english, ge=1, le=99, help="the base value")


class Characteristics(SheetModel):
    agilita: int = _char("Agilità")
    costituzione: int = _char("Costituzione")
    forza: int = _char("Forza")
    intelletto: int = _char("Intelletto")
    percezione: int = _char("Percezione")
    psiche: int = _char("Psiche")
    velocita: int = _char("Velocità")


class Skill(SheetModel):
    SECTION = n.SKILLS
    value: int = key(names=("valore",), ge=1, le=99)
    origin: Origin | None = key(None, names=("origine",))
    racial: bool | None = key(None, names=("razziale",))
    teachable: bool = key(False, names=("insegnabile",))


class ArmourPiece(SheetModel):
    SECTION = n.COMBAT
    name: str | None = key(None, names=("nome",))
    colpi: int = key(ge=0, le=99, help="Colpi absorbed")
    durata: int = key(ge=0, le=999, help="Durata left")
    agi: int = key(0, ge=-20, le=20)
    vel: int = key(0, ge=-20, le=20)


class Weapon(SheetModel):
    SECTION = n.EQUIPMENT
    name: str = key(names=("nome",))
    damage: str = key(names=("danno",), text=True, help="d10, 2d4+d6, d8+1")
    skill: str | None = key(None, names=("abilita",), help="a combat skill")
    difficulty: int = key(0, names=("difficolta",), ge=-20, le=20)
    range: list[int] | None = key(
        None, names=("gittata",), min_length=2, max_length=2, help="[medium, maximum]"
    )
    damaged: bool = key(False, names=("rovinata",))
    unabsorbable: bool = key(False, names=("a_nudo",))


class FdtSheetFile(SheetModel):
    """A Fuori dal Tempo character."""

    SECTION = n.SHEET

    name: str = key(names=("nome",))
    player: str | None = player_key()
    creation: Literal["normale", "normal", "points", "casuale", "random", "import"] = (
        key(
            "normale",
            names=("creazione", "modo"),
            choice=True,
            help="normale (points) or casuale (random): checked for what creation "
            "reaches; import: ranges only",
        )
    )
    race: str = key(names=("razza",), help="Umano, Elfo or Nano", section=n.RACE)
    profession: str = key(names=("mestiere",), help="the education's profession")
    second_profession: str | None = key(None, names=("secondo_mestiere",))
    age: int = key(names=("eta",), ge=24, le=65, section=n.AGE)
    characteristics: Characteristics = key(names=("caratteristiche",))
    skills: dict[str, Skill] = key(
        factory=dict, names=("abilita",), bare="value", max_length=200,
        help="NAME = VALUE (the eight common ones are 10 when left out)",
    )  # fmt: skip
    credo: str | None = key(None)
    carattere: list[str] = key(factory=list, names=("personality",), max_length=6)
    story: str | None = key(None, names=("storia",))
    height: float | None = key(None, names=("altezza",), ge=0.3, le=5, help="metres")
    weight: int | None = key(None, names=("peso",), ge=1, le=999)
    pix: int = key(0, ge=0, le=LIMIT, help="import only")
    pv: int | None = key(None, names=("vita",), ge=1, le=LIMIT, help="import only")
    mana: int | None = key(None, ge=0, le=LIMIT, help="import only")
    oro: int = key(0, names=("gold",), ge=0, le=LIMIT)
    pasti: int = key(0, names=("meals",), ge=0, le=LIMIT)
    armour: ArmourPiece | None = key(None, names=("armor", "armatura"))
    shield: ArmourPiece | None = key(None, names=("scudo",))
    weapons: list[Weapon] = key(factory=list, names=("armi",), max_length=40)
    equipment: list[str] = key(factory=list, names=("equipaggiamento",), max_length=40)

"""Basic Roleplaying's sheet file, declared once (journal.domain.sheetmodel):
keys, names, ranges and defaults. `sheetfile.parse_sheet` then checks what the
SRD asks of a new character (dice ranges, skill bases, creation points)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from journal.domain.brp import fields as f
from journal.domain.brp import names as n
from journal.domain.brp.names import ALIASES, FULL_NAMES
from journal.domain.sheetmodel import REQUIRED, SheetModel, key, player_key

LIMIT = 30
SKILL_MAX = 999
SKILLS_LIMIT = 120
Percent = Annotated[int, Field(ge=0, le=SKILL_MAX)]


def _char(short: str, help: str = "", default=REQUIRED) -> object:
    names = (FULL_NAMES[short], *(k for k, v in ALIASES.items() if v == short))
    return key(default, names=names, ge=1, le=99, help=help or "3D6")


class Characteristics(SheetModel):
    SECTION = n.CHARS
    FOR: int = _char("FOR")
    COS: int = _char("COS")
    TAG: int = _char("TAG", "2D6+6")
    INT: int = _char("INT", "2D6+6")
    POT: int = _char("POT")
    DES: int = _char("DES")
    FAS: int | None = _char("FAS", "3D6 (a creature of import may have none)", None)


class Weapon(SheetModel):
    SECTION = n.WEAPONS
    name: str = key(names=("nome",), help="from 5.9, or give skill and damage")
    skill: str | None = key(None, names=("abilita",))
    damage: str | None = key(None, names=("danno",), text=True, help='"1D6+1+BD"')
    hp: int | None = key(None, names=("punti_ferita", "pf"), ge=0, le=999)
    range: int | None = key(None, names=("gittata",), ge=0, le=99999)
    ammo: int | None = key(None, names=("munizioni", "colpi"), ge=1, le=999)
    hands: int | None = key(None, names=("mani",), ge=0, le=4)
    bonus: Literal["full", "half", "none"] | None = key(
        None, names=("bonus_al_danno",), choice=True, help="the damage bonus it adds"
    )
    kind: Literal["melee", "shield", "thrown", "firearm"] | None = key(
        None, names=("tipo",), choice=True
    )
    size: str | None = key(None, names=("taglia", "dimensione"), text=True)
    per_round: int | None = key(
        None,
        names=("a_round", "al_round", "per_turno"),
        ge=1,
        le=9,
        help="a creature's attack that comes at most this often a round (7)",
    )


class Armour(SheetModel):
    SECTION = n.ARMOUR
    name: str = key(names=("nome",), help="from 5.11, or give its points")
    points: int | None = key(None, names=("punti", "punti_armatura"), ge=0, le=99)
    physical: int | None = key(None, names=("fisiche",), ge=0, le=100)
    perceptive: int | None = key(None, names=("percettive",), ge=0, le=100)


class Profession(SheetModel):
    SECTION = n.PROFESSIONS
    name: str = key(names=("nome",))
    skills: list[str] = key(
        names=("abilita",), min_length=10, max_length=10, help="its ten skills"
    )


def _about(*names: str) -> object:
    return key(None, names=names, text=True)


class BrpSheetFile(SheetModel):
    """A Basic Roleplaying character (or a creature, with creation = "import")."""

    SECTION = f.SHEET

    name: str = key(names=("nome",))
    player: str | None = player_key()
    creation: Literal["points", "random", "import"] = key(
        "points",
        names=("creazione",),
        choice=True,
        help="points and random: a new character, checked by 2.3 and the creation "
        "points; import: as it is (an NPC, a creature), ranges only",
    )
    profession: str | Profession | None = key(
        None, names=("professione",), help="2.7, or a new one: { name, skills }"
    )
    era: Literal["modern", "past"] = key("modern", names=("epoca",), choice=True)
    characteristics: Characteristics = key(names=("caratteristiche",))
    skills: dict[str, Percent] = key(
        factory=dict,
        names=("abilita",),
        max_length=SKILLS_LIMIT,
        help="NAME = PERCENT, the final value",
        section=n.SKILLS,
    )
    weapons: list[Weapon] = key(factory=list, names=("armi",), max_length=LIMIT)
    armour: list[Armour] = key(
        factory=list, names=("armatura", "armor", "armature"), max_length=LIMIT
    )
    mov: int = key(10, names=("movimento",), ge=0, le=99)
    damage_bonus: str | None = key(
        None, names=("bonus_al_danno", "bd"), text=True, help='import only: "+1D4"'
    )
    cap75: bool = key(False, names=("limite_75", "cap_75"), help="the optional cap")
    attacks: int = key(
        1,
        names=("attacchi", "attacks_per_round"),
        ge=1,
        le=9,
        help="attacks a round (4.3): a creature's own number (7)",
    )
    wings: bool = key(False, names=("ali",), help="natural wings: Volare DES×4 (2.6)")
    race: str | None = _about("razza")
    gender: str | None = _about("genere")
    hand: str | None = _about("mano", "mano_dominante")
    height: str | None = _about("altezza")
    weight: str | None = _about("peso")
    description: str | None = _about("descrizione")
    age: str | None = _about("eta")
    traits: list[str] = key(
        factory=list, names=("tratti", "tratti_distintivi"), max_length=20
    )

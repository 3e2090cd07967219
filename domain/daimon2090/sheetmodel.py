"""Dàimon 2090's sheet file, declared once (journal.domain.sheetmodel): keys,
names, ranges and defaults. `sheetfile.parse_sheet` then checks the creation
rules (points, classes, skills, gear) on what passes."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from journal.domain.daimon2090 import evorules as r
from journal.domain.daimon2090 import names as n
from journal.domain.daimon2090.gear import MARKERS
from journal.domain.daimon2090.names import ENGLISH_NAMES
from journal.domain.daimon2090.sheet import RESERVE_MAX
from journal.domain.sheetmodel import SheetModel, key, player_key

LIMIT = 9999
Score = int


def _characteristic(english: tuple[str, ...], italian: str = "") -> object:
    names = (italian, *english) if italian else english
    return key(names=names, ge=1, le=r.CHARACTERISTIC_MAX, help="1..7")


class Characteristics(SheetModel):
    SECTION = n.SECTION_CHARACTERISTICS
    potenza: int = _characteristic(ENGLISH_NAMES["potenza"])
    destrezza: int = _characteristic(ENGLISH_NAMES["destrezza"])
    agilita: int = _characteristic(ENGLISH_NAMES["agilita"], "agilità")
    intelligenza: int = _characteristic(ENGLISH_NAMES["intelligenza"])
    spirito: int = _characteristic(ENGLISH_NAMES["spirito"])
    carisma: int = _characteristic(ENGLISH_NAMES["carisma"])


class SocialClass(SheetModel):
    SECTION = n.SECTION_SOCIAL_CLASS
    origin: int = key(names=("origine",), ge=1, le=7, help="social class of birth")
    current: int = key(names=("attuale",), ge=1, le=7, help="social class now")


class Trait(SheetModel):
    SECTION = n.SECTION_TRAITS
    name: str = key(names=("nome",))
    effect: str | None = key(None, names=("effetto",), help="e.g. Empatia -1")


class Skill(SheetModel):
    SECTION = n.SECTION_SKILLS
    name: str = key(names=("nome",))
    score: int = key(names=("punteggio", "valore"), ge=-2, le=r.SKILL_MAX)
    kind: Literal["g", "s"] | None = key(
        None, names=("tipo",), choice=True, help="G generic, S specific"
    )
    generic: str | None = key(
        None, names=("generica", "generico"), help="the generic skill it specialises"
    )
    klass: str | None = key(
        None, alias="class", names=("classe",), help="one of the sheet's classes"
    )
    out_of_context: bool = key(
        False, names=("fuori_contesto",), help="assigned out of its class's context"
    )


class Gear(SheetModel):
    SECTION = n.SECTION_GEAR
    name: str = key(names=("nome",))
    level: int = key(names=("livello",), ge=0, le=r.GEAR_LEVEL_MAX)
    marks: int = key(0, names=("marcatori", "segni", "markers"), ge=0, le=MARKERS)
    bonus: dict[str, Annotated[int, Field(ge=1, le=1)]] = key(
        factory=dict, max_length=1, help="at most one skill = 1 (one die)"
    )


class Enhancement(SheetModel):
    SECTION = n.SECTION_ENHANCEMENTS
    name: str = key(names=("nome",))
    bonus: dict[str, Annotated[int, Field(ge=1, le=r.ENHANCEMENT_BONUS_MAX)]] = key(
        min_length=1,
        max_length=r.ENHANCEMENT_BONUS_MAX,
        help="skill or characteristic = 1 or 2 dice, 2 in all",
    )
    marks: int = key(0, names=("marcatori", "segni", "markers"), ge=0, le=MARKERS)
    hidden: bool = key(False, names=("nascosto",))


class Daimon(SheetModel):
    SECTION = n.SECTION_DAIMON
    name: str | None = key(None, names=("nome",))
    description: str | None = key(None, names=("descrizione",))
    traits: list[str] = key(factory=list, names=("tratti",))


class DaimonSheetFile(SheetModel):
    """A Dàimon 2090 character."""

    SECTION = n.SECTION_SHEET

    name: str = key(names=("nome",), help="the character's name")
    player: str | None = player_key()
    creation: Literal["points", "random", "import"] = key(
        "points",
        names=("creazione",),
        choice=True,
        section=n.SECTION_CREATION,
        help="points and random are checked against the creation rules; import "
        "brings an existing character in, checked for ranges only",
    )
    level: int = key(
        0, names=("livello",), ge=0, le=LIMIT, help="EVO spent (import)",
        section=n.SECTION_EVOLUTION,
    )  # fmt: skip
    social_class: SocialClass = key(names=("classe_sociale",))
    risorse: int | None = key(
        None,
        names=("resources",),
        ge=0,
        le=7,
        help="default: the current class",
        section=n.SECTION_SOCIAL_CLASS,
    )
    characteristics: Characteristics = key(names=("caratteristiche",))
    classes: list[str] = key(
        names=("classi",), min_length=1, max_length=r.CLASSES_MAX,
        section=n.SECTION_CLASSES,
    )  # fmt: skip
    traits: list[Trait] = key(
        factory=list,
        names=("tratti",),
        bare="name",
        max_length=r.TRAITS_MAX,
        section=n.SECTION_TRAITS,
    )
    skills: list[Skill] = key(factory=list, names=("abilita",))
    reserve: int = key(
        RESERVE_MAX,
        names=("riserva", "riserva_dadi"),
        ge=0,
        le=RESERVE_MAX,
        section=n.SECTION_RESERVE,
    )
    pe: int = key(
        0, names=("punti_evoluzione",), ge=0, le=r.PE_PER_EVO - 1,
        section=n.SECTION_EVOLUTION,
    )  # fmt: skip
    evo: int = key(0, ge=0, le=LIMIT, section=n.SECTION_EVOLUTION)
    difficulty: int | None = key(
        None,
        names=("difficolta",),
        ge=1,
        le=7,
        help="an NPC's, 1..7: what a fight's rounds are rolled against; --against "
        "NAME takes it",
        section="Difficoltà degli scontri",
    )
    weapons: list[Gear] = key(factory=list, names=("armi",))
    protections: list[Gear] = key(factory=list, names=("protezioni",))
    enhancements: list[Enhancement] = key(
        factory=list,
        names=("potenziamenti",),
        max_length=r.ENHANCEMENTS_MAX,
        section=n.SECTION_ENHANCEMENTS,
    )
    daimon: Daimon = key(factory=Daimon, help="the character's dàimon")
    equipment: list[str] = key(factory=list, names=("equipaggiamento",))

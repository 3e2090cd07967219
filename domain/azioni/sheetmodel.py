""" "Le azioni"'s sheet file, declared once (journal.domain.sheetmodel): keys,
names and defaults. `sheetfile.parse_sheet` then reads each pool of dice."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from journal.domain.azioni.rules import MODIFIER_LIMIT
from journal.domain.sheetmodel import SheetModel, key, player_key
from journal.domain.tracks import LIMIT

Modifier = Annotated[int, Field(ge=-MODIFIER_LIMIT, le=MODIFIER_LIMIT)]

Dice = dict[str, str]


class Track(SheetModel):
    value: int | None = key(None, names=("valore",), ge=-LIMIT, le=LIMIT)
    min: int | None = key(None, names=("minimo",), ge=-LIMIT, le=LIMIT)
    max: int | None = key(None, names=("massimo",), ge=-LIMIT, le=LIMIT)


class AzioniSheetFile(SheetModel):
    """A "Le azioni" character: characteristics and skills as dice."""

    SECTION = "Scheda"

    name: str = key(names=("nome",))
    player: str | None = player_key()
    characteristics: Dice = key(
        names=("caratteristiche",), help='NAME = "1d8" (one or more dice: "1d8+1d4")'
    )
    skills: Dice = key(factory=dict, names=("abilita",), help='NAME = "1d6"')
    modifiers: dict[str, Modifier] = key(
        factory=dict,
        names=("modificatori", "conditions", "condizioni"),
        help="standing modifiers: NAME = ±N (a stump: `roll --condition NAME`)",
    )
    tracks: dict[str, Track] = key(
        factory=dict, names=("risorse",), bare="value",
        help="the table's own resources: NAME = N or NAME = { value, min, max }",
    )  # fmt: skip

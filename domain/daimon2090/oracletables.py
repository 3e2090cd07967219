"""Reading the Oracle's tables (Tabelle dell'Oracolo): pure functions over data.

The data is `domain/daimon2090/data/oracle.toml` as `journal.data.load_table`
returns it (the domain never reads files). A 2D6 table is read at the crossing
of a row and a column: "il dado chiaro indica la riga e quello scuro indica la
colonna" (LINEE GUIDA DELL'ORACOLO), so the faces come light die first, then dark,
then the table's extra dice in the order the rulebook lists them.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken

TABELLE = "Tabelle dell'Oracolo"
INIZIO = "Iniziare l'avventura"
TABLES = tuple(range(9))
START = {  # an NPC (tables 2 and 3 or 4), then an event and an action, or an
    "evento": (2, 3, 5, 6),  # action and a place (INIZIARE L'AVVENTURA)
    "luogo": (2, 3, 6, 7),
}


class Answer(NamedTuple):
    """One reading: the table read (3 or 4 when a die picks it) and its words."""

    asked: int
    table: int
    title: str
    dice: tuple[int, ...]
    row: int
    column: int | None
    result: str
    extras: dict  # each extra die's name -> its reading, e.g. {"sesso": "F"}


def spec(tables: dict, number: int) -> dict:
    """The data of table `number` (0..8)."""
    try:
        return tables["tables"][str(number)]
    except KeyError:
        raise RuleBroken(
            _("the Oracle has tables 0..8, not {number}").format(number=number), TABELLE
        ) from None


def dice_count(tables: dict, number: int, pick: bool = True) -> int:
    """1D6 or 2D6 for the table itself, plus one D6 for each extra die (without
    `pick`, the die that picks table 3 or 4 is left out)."""
    table = spec(tables, number)
    extras = len(table.get("extras", ())) - (0 if pick else picking(table))
    return (1 if "results" in table else 2) + extras


def picking(table: dict) -> bool:
    """Whether a die picks the table read (tables 3 and 4: even 3, odd 4)."""
    return any(extra.get("picks_table") for extra in table.get("extras", ()))


def read(tables: dict, number: int, faces: tuple[int, ...]) -> Answer:
    """Table `number` read with `faces`: light, dark, then the extra dice (table
    0: one die). Tables 3 and 4 read without their table die read as asked."""
    main = 1 if "results" in spec(tables, number) else 2
    extras = extra_dice(tables, number, len(faces))
    said = readings(extras, faces[main:])
    table = picked_table(extras, said, number)
    row, column = faces[0], faces[1] if main == 2 else None
    words = cell(spec(tables, table), row, column)
    title = spec(tables, table)["title"]
    return Answer(number, table, title, tuple(faces), row, column, words, said)


def extra_dice(tables: dict, number: int, count: int) -> list:
    """The extra dice that `count` faces stand for: all the table's, or (tables
    3 and 4) all but the table die."""
    extras = list(spec(tables, number).get("extras", ()))
    if count == dice_count(tables, number):
        return extras
    if picking(spec(tables, number)) and count == dice_count(tables, number, False):
        return [extra for extra in extras if not extra.get("picks_table")]
    raise RuleBroken(
        _("table {number} needs {tables} dice, not {count}").format(
            number=number, tables=dice_count(tables, number), count=count
        ),
        TABELLE,
    )


def cell(table: dict, row: int, column: int | None) -> str:
    """The words at the light die's row and the dark die's column."""
    if column is None:
        return table["results"][row - 1]
    return table["rows"][row - 1][column - 1]


def readings(extras, faces) -> dict:
    """Each extra die read by parity: even (pari) or odd (dispari)."""
    return {
        extra["name"]: extra["even"] if face % 2 == 0 else extra["odd"]
        for extra, face in zip(extras, faces, strict=True)
    }


def picked_table(extras: list, said: dict, number: int) -> int:
    """Tables 3 and 4: a die says which of the two is read (even 3, odd 4)."""
    for extra in extras:
        if extra.get("picks_table"):
            return int(said[extra["name"]])
    return number


def start_tables(pair: str) -> tuple[int, ...]:
    """The tables of an adventure's start: with an event, or with a place."""
    try:
        return START[pair]
    except KeyError:
        raise RuleBroken(
            _("an adventure starts with an event or a place, not {pair!r}").format(
                pair=pair
            ),
            INIZIO,
        ) from None

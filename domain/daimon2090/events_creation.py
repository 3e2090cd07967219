"""Creation facts: every table roll of a random character's birth.

`journal character create NAME --player P --random` records the new character
(CharacterCreated, creation "random") and then, in the same save, one
CreationTableRolled per roll of the procedure, in the order rolled, so a chronicle
can tell how the character came to be. A roll stores the words read and the
SHA-256 of the tables file, so a later edit of `data/creation.toml` never changes
a past birth. Names and fields are a stored format.
"""

from __future__ import annotations

from journal.domain.events import CampaignEvent

STEPS = (
    "characteristics",  # six dice, Potenza..Carisma: 4-6 gives +1 [PUNTEGGI]
    "origin",  # the social class of origin [CLASSE SOCIALE]
    "current",  # the current social class
    "origin_table",  # the origin class's table [GENERAZIONE CASUALE]
    "current_table",  # the current class's table, with its −1/+1 modifier
    "event",  # the particular event and the second trait [EVENTI PARTICOLARI]
)


class CreationTableRolled(CampaignEvent):
    """One roll of the random procedure for `character` (the id it was created
    with): `table` is the title printed in the rulebook, `row` the row read (the
    face plus `modifier`, kept within 1..6), `result` its words: {"class",
    "trait"}, {"event", "trait"}, {"social_class", "name"} or, for the
    characteristics, the point each die gave."""

    character: str
    step: str
    table: str
    dice: list[int]
    dice_source: str  # "typed" | "rolled"
    seed: int | None
    modifier: int
    row: int | None  # None for the characteristics' six dice
    result: dict
    tables_hash: str  # SHA-256 of the tables file read
    voidable = False  # part of a birth: void the CharacterCreated instead

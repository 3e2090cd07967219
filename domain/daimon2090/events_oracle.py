"""Oracle facts (Oracolo): each answer, with the dice and the words it gave.

An answer stores the words read and the SHA-256 of the tables it was read from,
so a later edit or translation of `data/oracle.toml` never changes a past
answer. Every answer is an entry of the event log (Log degli eventi): "Il Master
dovrebbe scrivere i risultati su un foglio, come prima cosa". Names and fields
are a stored format.
"""

from __future__ import annotations

from journal.domain.events import CampaignEvent
from journal.domain.events_logbook import enter
from journal.domain.state import CampaignState

START = "start"  # the purpose of the answers that start an adventure


class OracleConsulted(CampaignEvent):
    """The Oracle answered: table `table` read at `row` (light die) and `column`
    (dark die); `asked` is the table asked (3 or 4 when a die picked the other)."""

    asked: int
    table: int
    title: str  # the table's title, as in the rulebook
    dice: list[int]  # light, dark, then the extra dice in the rulebook's order
    dice_source: str  # "typed" | "rolled"
    seed: int | None
    row: int
    column: int | None  # None for table 0 (one die)
    result: str  # the table's words, as printed
    extras: dict  # extra die -> reading: {"sesso": "F", "polarita": "positivo"}
    purpose: str | None  # "start": part of an adventure's start
    rerolls: str | None  # the answer this one re-rolls (it stays, re-rolled)
    tables_hash: str  # SHA-256 of the tables file read
    voidable = True

    def fold(self, state: CampaignState) -> None:
        oracle = state.table.setdefault("oracle", {"latest": {}, "last": None})
        oracle["latest"][str(self.asked)] = {
            "id": self.event_id,
            "purpose": self.purpose,
        }
        oracle["last"] = str(self.asked)
        enter(state, self.event_id, self.result)

    def logbook_entry(self) -> dict:
        return {
            "event": self.result,
            "details": self.details(),
            "keywords": [self.result],
            "replaces": self.rerolls,
        }

    def details(self) -> str:
        """'Oracolo, tabella 2 (definizione PNG), dadi 4 2 2 1: F, positivo'."""
        words = [v for k, v in self.extras.items() if k != "tabella"]
        faces = " ".join(str(face) for face in self.dice)
        text = f"Oracolo, tabella {self.table} ({self.title}), dadi {faces}"
        text += f": {', '.join(words)}" if words else ""
        return f"Inizio dell'avventura. {text}" if self.purpose == START else text

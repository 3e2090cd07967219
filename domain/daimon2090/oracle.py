"""The Oracle (Oracolo): its tables, read by light and dark dice.

Rulebook: USARE L'ORACOLO .. TABELLE DELL'ORACOLO (digest section 13). The
command rolls (or takes the typed faces), reads the tables it is handed (the
application loads them) and records one OracleConsulted per table, each an
entry of the event log. A re-roll records a new answer naming the old one,
which stays in the log, marked re-rolled ("è possibile lanciare di nuovo").
"""

from __future__ import annotations

from journal.domain.daimon2090 import events_oracle as ev
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.oracletables import (
    TABELLE,
    dice_count,
    read,
    start_tables,
)
from journal.domain.errors import RuleBroken

RILANCIO = "Leggere i risultati"


class OracleCommands:
    """Commands mixed into a campaign aggregate (see domain/daimon2090/campaign.py)."""

    def consult_oracle(self, tables, digest, number, dice, stamp, reroll=False):
        """One table's answer; with `reroll`, it re-rolls that table's last one."""
        self.ask_oracle(tables, digest, [number], dice, stamp, reroll)

    def start_with_oracle(self, tables, digest, pair, dice, stamp, reroll=False):
        """An adventure's start: an NPC (tables 2 and 3 or 4), then tables 5 and
        6 (`pair` "evento") or 6 and 7 (`pair` "luogo")."""
        numbers = start_tables(pair)
        self.ask_oracle(tables, digest, numbers, dice, stamp, reroll, ev.START)

    def reroll_oracle(self, tables, digest, dice, stamp):
        """The last answer, whatever its table, rolled again."""
        last = self.oracle_state()["last"]
        if last is None:
            raise RuleBroken(_("the Oracle has given no answer to re-roll"), RILANCIO)
        self.ask_oracle(tables, digest, [int(last)], dice, stamp, reroll=True)

    def ask_oracle(self, tables, digest, numbers, dice, stamp, reroll, purpose=None):
        """Roll every table's dice at once (so a miscount names the whole
        need), then record one answer per table, in order."""
        counts = dice_counts(tables, numbers, dice)
        rerolled = [self.rerolled(n) if reroll else None for n in numbers]
        roll = dice.roll(sum(counts), section=TABELLE)
        dice.check_all_used(TABELLE)
        faces = list(roll.faces)
        for number, count, old in zip(numbers, counts, rerolled, strict=True):
            answer = read(tables, number, tuple(faces[:count]))
            faces = faces[count:]
            why = old["purpose"] if old else purpose
            self.record_answer(answer, roll, digest, why, old, stamp)

    def record_answer(self, answer, roll, digest, purpose, old, stamp) -> None:
        self.record(
            ev.OracleConsulted,
            stamp,
            **{**answer._asdict(), "dice": list(answer.dice)},
            dice_source=roll.source,
            seed=roll.seed,
            purpose=purpose,
            rerolls=old["id"] if old else None,
            tables_hash=digest,
        )

    def rerolled(self, number: int) -> dict:
        """The last answer asked of table `number`: the one a re-roll replaces."""
        old = self.oracle_state()["latest"].get(str(number))
        if old is None:
            raise RuleBroken(
                _("table {number} has given no answer to re-roll yet").format(
                    number=number
                ),
                RILANCIO,
            )
        return old

    def oracle_state(self) -> dict:
        return self.state.table.get("oracle", {"latest": {}, "last": None})


def dice_counts(tables: dict, numbers, dice) -> list[int]:
    """How many dice each table takes. Typed for table 3 or 4 alone without
    the die that picks between them, the table asked is read as asked."""
    counts = [dice_count(tables, number) for number in numbers]
    if len(numbers) == 1 and dice.typed is not None:
        short = dice_count(tables, numbers[0], pick=False)
        if len(dice.typed) == short < counts[0]:
            return [short]
    return counts

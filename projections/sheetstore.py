"""The sheets' history read model: for each character, every change of each
field of its sheet (the event, the new value), so `why CHAR FIELD` reads only
the changes of the fields it asks about, not the campaign's events.

It is caught up when `why` reads it (tracked apart, as "journal#sheets", with
the campaign states it folds from), not by every read: folding it costs more
per event than the other read models, and only `why` needs it. A rebuild folds
it in the same pass as the other read models (into tables of its own, swapped
in with theirs): the first `why` after it reads it ready. The SQL is plain,
shared by both stores' read models (viewstore.py, viewstore_pg.py):
`{changes}`, `{sheets}`, `{p}` are filled in by each twin's `statement`.
"""

from __future__ import annotations

import json
from typing import Any

from journal.domain.state import CampaignState

TRACKING = "journal#sheets"
REBUILDING_SHEETS = "journal#rebuilding-sheets"  # a rebuild's, swapped in with it
CHANGES = "journal_sheet_changes"
SHEETS = "journal_sheet_states"


def sheet_tables(integer: str = "INTEGER", clustered: str = "") -> list[str]:
    """The model's tables (`integer`: the dialect's 64-bit integer; `clustered`:
    SQLite's WITHOUT ROWID, a character's changes of a field side by side)."""
    return [
        "CREATE TABLE IF NOT EXISTS {changes} (campaign_id TEXT, character_id TEXT, "
        f"field TEXT, seq {integer}, value TEXT, event_id TEXT, told TEXT, "
        f"type TEXT, session {integer}, "
        f"scene {integer}, author TEXT, at TEXT, "
        f"PRIMARY KEY (campaign_id, character_id, field, seq)){clustered}",
        "CREATE TABLE IF NOT EXISTS {sheets} (campaign_id TEXT PRIMARY KEY, "
        "state TEXT)",
    ]


class SheetReads:
    """Mixin of a read-model recorder: the sheets' history (see the module)."""

    changes = CHANGES  # the tables (a rebuild writes its own, then swaps them in)
    sheets = SHEETS
    sheets_tracking = TRACKING

    def statement(self, text: str):
        raise NotImplementedError

    def sheets_state(self, campaign_id: str) -> CampaignState | None:
        return self.state_in("{sheets}", campaign_id)

    def state_in(self, table: str, campaign_id: str) -> CampaignState | None:
        """The campaign's state kept in `table` ("{states}": the read models';
        "{sheets}": the sheets' history's, where it has got to), or None."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                self.statement(f"SELECT state FROM {table} WHERE campaign_id = {{p}}"),
                (campaign_id,),
            )
            row = c.fetchone()
        return CampaignState.from_dict(json.loads(row["state"])) if row else None

    def write_sheets(self, rows: list, states: dict, tracking: Any, dropped=()) -> None:
        """A batch's changes, the states it folded to and its position, at once;
        first the changes from `dropped` (campaign, position) on are forgotten
        (a void rewound the fold there)."""
        with self.datastore.transaction(commit=True) as c:
            self._write_rows(c, rows, dropped)
            for campaign_id, state in sorted(states.items()):
                c.execute(
                    self.statement("DELETE FROM {sheets} WHERE campaign_id = {p}"),
                    (campaign_id,),
                )
                c.execute(
                    self.statement("INSERT INTO {sheets} VALUES ({p}, {p})"),
                    (campaign_id, json.dumps(state.to_dict())),
                )
            self._insert_tracking(c, tracking)

    def write_sheet_rows(self, rows: list, dropped=()) -> None:
        """Changes written ahead of their batch's position (a rebuild's)."""
        with self.datastore.transaction(commit=True) as c:
            self._write_rows(c, rows, dropped)

    def _write_rows(self, c, rows: list, dropped) -> None:
        for campaign_id, first in dropped:
            c.execute(
                self.statement(
                    "DELETE FROM {changes} WHERE campaign_id = {p} AND seq >= {p}"
                ),
                (campaign_id, first),
            )
        c.executemany(
            self.statement(
                "INSERT INTO {changes} VALUES "
                "({p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p})"
            ),
            rows,
        )

    def sheet_changes(
        self, campaign_id: str, character_id: str, fields, told: bool = False
    ) -> list:
        """The character's changes of these fields, oldest first: (seq, field,
        value, event id, type, session, scene, by, at); with `told`, then what
        `why` tells the event's line from (sheethistory.inputs)."""
        marks = ", ".join("{p}" for _ignored in fields)
        columns = "type, session, scene, author, at" + (", told" if told else "")
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                self.statement(
                    f"SELECT seq, field, value, event_id, {columns} "
                    "FROM {changes} WHERE campaign_id = {p} AND character_id = {p} "
                    f"AND field IN ({marks}) ORDER BY seq"
                ),
                (campaign_id, character_id, *fields),
            )
            return self.plain_rows(c.fetchall())

    def whole_sheets(self, campaign_id: str) -> tuple[list[tuple], dict | None]:
        """Every row of the campaign's changes (as sheethistory folds them, in
        key order) and the state it folded to, for `journal audit`."""
        columns = (
            "campaign_id, character_id, field, seq, value, event_id, told, type, "
            "session, scene, author, at"
        )
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                self.statement(
                    f"SELECT {columns} FROM {{changes}} WHERE campaign_id = {{p}} "
                    "ORDER BY character_id, field, seq"
                ),
                (campaign_id,),
            )
            rows = [tuple(row) for row in self.plain_rows(c.fetchall())]
            c.execute(
                self.statement("SELECT state FROM {sheets} WHERE campaign_id = {p}"),
                (campaign_id,),
            )
            found = c.fetchone()
        return rows, json.loads(found["state"]) if found else None

    # -- the audit's fold, written beside the model on its own cursor ---------

    scratch = "CREATE TEMP TABLE IF NOT EXISTS journal_audit_changes AS " + (
        "SELECT * FROM {changes} WHERE 0 = 1"
    )  # a twin whose SQL differs sets its own
    COLUMNS = (
        "campaign_id, character_id, field, seq, value, event_id, told, type, "
        "session, scene, author, at"
    )

    def scratch_sheets(self, c) -> None:
        """An empty scratch table like the changes' (temporary: the cursor's
        transaction ends it), for the audit's own fold (journal.refold)."""
        c.execute(self.statement(self.scratch))
        c.execute(self.statement("DELETE FROM journal_audit_changes"))

    def scratch_write(self, c, rows: list, dropped=()) -> None:
        """The audit's changes, as write_sheets writes the model's."""
        for campaign_id, first in dropped:
            c.execute(
                self.statement(
                    "DELETE FROM journal_audit_changes WHERE campaign_id = {p} "
                    "AND seq >= {p}"
                ),
                (campaign_id, first),
            )
        if rows:
            c.executemany(
                self.statement(
                    "INSERT INTO journal_audit_changes VALUES "
                    "({p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p})"
                ),
                rows,
            )

    def scratch_matches(self, c, campaign_id: str) -> bool:
        """The model's changes of the campaign are the audit's, both ways."""
        columns = self.COLUMNS
        model = f"SELECT {columns} FROM {{changes}} WHERE campaign_id = {{p}}"
        audit = f"SELECT {columns} FROM journal_audit_changes"
        for query in (f"{model} EXCEPT {audit}", f"{audit} EXCEPT {model}"):
            c.execute(
                self.statement(f"SELECT 1 AS n FROM ({query}) AS found LIMIT 1"),
                (campaign_id,),
            )
            if c.fetchone() is not None:
                return False
        return True

    def plain_rows(self, rows: list) -> list:
        """Rows as sequences of their columns (sqlite3.Row is one; a twin whose
        rows are mappings overrides this)."""
        return rows

    def clear_sheets(self, c) -> None:
        """Forget the model (in a rebuild's swap): the next `why` folds it again."""
        c.execute(self.statement("DELETE FROM {changes}"))
        c.execute(self.statement("DELETE FROM {sheets}"))
        c.execute(
            self.statement("DELETE FROM {tracking} WHERE application_name = {p}"),
            (TRACKING,),
        )

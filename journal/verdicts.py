"""The store's standing verdict: once `journal audit` (or a rebuild, or any
full verification) finds a history edited, the finding is kept in the store's
`journal_meta` table (both stores have it) and every recording command refuses
while it stands, whatever campaign it records in: nothing more is recorded on a
history known to be tampered with. `audit` clears it when the store verifies
again (after a backup is restored, say).

A recording itself verifies only what it builds on (journal.chainstore), so an
edit further back is found by the next full verification, and from then on
nothing is recorded.
"""

from __future__ import annotations

from journal.chain import SECTION, ChainBroken

NAME = "verdict"


class Verdicts:
    """Mixin of the chained recorders: read, keep and clear the verdict."""

    def refuse_if_found(self, c) -> None:
        """Refuse (in a recording's transaction) while a finding stands."""
        c.execute(self.chain.meta, (NAME,))
        row = c.fetchone()
        if row is not None:
            raise ChainBroken(
                f"`journal audit` found this store's history edited ({row['value']}); "
                "nothing is recorded until it verifies again: restore a backup, "
                "then run `journal audit`",
                SECTION,
            )

    def found(self) -> str | None:
        """The finding that stands, or None."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.chain.meta, (NAME,))
            row = c.fetchone()
        return row["value"] if row else None

    def keep_finding(self, finding: str) -> None:
        """Record a full verification's finding (replacing any earlier one)."""
        with self.datastore.transaction(commit=True) as c:
            c.execute(self.chain.delete_meta, (NAME,))
            c.execute(self.chain.insert_meta, (NAME, finding))

    def clear_finding(self) -> None:
        """The store verified whole: recording may go on."""
        if self.found() is not None:
            with self.datastore.transaction(commit=True) as c:
                c.execute(self.chain.delete_meta, (NAME,))


def finding(where: str, seq: int | None, event_id: str | None, text: str) -> str:
    """A problem as the verdict keeps it: "event 12 (ab12cd34) of campaign 'X':
    the event does not match its digest" (`where` names the stream; no `seq`:
    a problem of the whole stream)."""
    if seq is None:
        return f"{where}: {text}"
    event = f"event {seq}" + (f" ({event_id})" if event_id else "")
    return f"{event} of {where}: {text}"

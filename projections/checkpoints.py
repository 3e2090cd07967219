"""Corrected states kept behind a void (a read model): where a campaign's
sealed snapshots no longer stand for its history.

A void undoes an event far back: every snapshot after its target folded the
target, so a state at any later position had to be folded from the first
event again. The void refolds that span once anyway (journal.app.void); it
keeps, every INTERVAL events, the corrected state it went through, with the
events voided up to there (`voids_key`): a state at position `seq` is the fold
of the events up to `seq` but those voided, so it stands for any later
history that voids the same of them, and only for such a history (a later
void of an event before it, or a void voided, makes another key). Kept
compressed beside the other read models; a rebuild forgets them (the next
void far back keeps its own again). The SQL is plain, for both stores:
`{checkpoints}` and `{p}` are filled in by each twin's `statement`.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable
from typing import Any

from journal.domain.ids import locate

INTERVAL = 500  # events between the states a void keeps
TABLE = "journal_checkpoints"


def table(integer: str = "INTEGER", blob: str = "BLOB") -> str:
    return (
        "CREATE TABLE IF NOT EXISTS {checkpoints} (campaign_id TEXT, "
        f"seq {integer}, voids TEXT, state {blob}, "
        "PRIMARY KEY (campaign_id, seq, voids))"
    )


def voids_key(voided: Iterable[str], upto: int) -> str:
    """The events voided at or before position `upto`, as a checkpoint's key."""
    return ",".join(sorted(e for e in voided if (locate(e) or (0, 0))[1] <= upto))


def packed(state: Any) -> bytes:
    return zlib.compress(json.dumps(state.to_dict()).encode("utf-8"), 1)


def unpacked(data: bytes) -> Any:
    from journal.domain.state import CampaignState

    return CampaignState.from_dict(json.loads(zlib.decompress(bytes(data))))


class CheckpointReads:
    """Mixin of a read-model recorder with `statement(text)` and `{checkpoints}`."""

    def statement(self, text: str):
        raise NotImplementedError

    def checkpoints(self, campaign_id: str, upto: int, count: int = 4) -> list:
        """(position, voids key, packed state) of the campaign's latest kept
        states at or before `upto`, newest first."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                self.statement(
                    "SELECT seq, voids, state FROM {checkpoints} WHERE "
                    "campaign_id = {p} AND seq <= {p} ORDER BY seq DESC LIMIT {p}"
                ),
                (campaign_id, upto, count),
            )
            return [(r["seq"], r["voids"], r["state"]) for r in c.fetchall()]

    def keep_checkpoints(self, campaign_id: str, first: int, rows: list) -> None:
        """The states a void went through from position `first` on (seq, voids
        key, packed state), instead of any kept from there on before."""
        with self.datastore.transaction(commit=True) as c:
            c.execute(
                self.statement(
                    "DELETE FROM {checkpoints} WHERE campaign_id = {p} AND seq >= {p}"
                ),
                (campaign_id, first),
            )
            c.executemany(
                self.statement("INSERT INTO {checkpoints} VALUES ({p}, {p}, {p}, {p})"),
                [(campaign_id, *row) for row in rows],
            )

    def checkpoints_on(self, c, campaign_id: str) -> list[tuple[int, str]]:
        """(position, voids key) of every state kept for the campaign, in
        order, on the cursor `c` (the audit's)."""
        c.execute(
            self.statement(
                "SELECT seq, voids FROM {checkpoints} WHERE campaign_id = {p} "
                "ORDER BY seq"
            ),
            (campaign_id,),
        )
        return [(r["seq"], r["voids"]) for r in c.fetchall()]

    def checkpoint_state_on(self, c, campaign_id: str, seq: int, key: str):
        c.execute(
            self.statement(
                "SELECT state FROM {checkpoints} WHERE campaign_id = {p} AND "
                "seq = {p} AND voids = {p}"
            ),
            (campaign_id, seq, key),
        )
        row = c.fetchone()
        return row["state"] if row else None

    def forget_checkpoints(self, c) -> None:
        """In a rebuild's swap: the states kept are of the old read models."""
        c.execute(self.statement("DELETE FROM {checkpoints}"))

"""Reading the event-log read model a piece at a time: the rows a command needs
(a span of positions, the events of some types, a session's end), never the
whole campaign unless asked. Shared by both stores' read models (viewstore.py,
viewstore_pg.py): the SQL is plain, `{log}` and `{p}` filled in by each twin's
`statement`; rows are read by column name. `+seq` where the type index
serves: without it SQLite walks the primary key for the order of `seq`.

The log keeps, beside each event as stored, its class name (`type`), its
`number` when it has one (sessions, scenes, adventures) and its recording time
(`at`, microseconds since the epoch, UTC): indexed, so a position is found
without reading the events.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
MICROSECOND = timedelta(microseconds=1)
COLUMNS = "seq, topic, state, void"
PAGE = 2000  # rows a streaming read holds at once


_KEYS: dict = {}


def key_of(originator_id) -> str:
    """str(originator_id), made once per campaign (a fold asks it per event)."""
    found = _KEYS.get(originator_id)
    if found is None:
        found = _KEYS[originator_id] = str(originator_id)
    return found


def micros(moment: datetime) -> int:
    """A recording time as the log keeps it (an aware datetime; naive is UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return (moment - EPOCH) // MICROSECOND


def mark_voids(c, statement, void_flags: list[tuple], changed) -> None:
    """Each (flag, campaign_id, event_id) of a void written on the log's row.
    The log has no index by event id: a campaign's own ids stand for their
    position (journal.domain.ids.position_of), so the row is looked for at that
    position first, by its primary key (a copy's stored ids stand for theirs
    too, in the band of the campaign they were exported from); an id that does
    not stand for its row's position (an older form of id) is found by a scan.
    `statement(text)` fills in `{log}` and `{p}`, as the twins' `statement`;
    `changed(c)` is how many rows the cursor's last statement changed."""
    from journal.domain.ids import POSITION_BITS, position_of

    at_position = statement(
        "UPDATE {log} SET void = {p} WHERE campaign_id = {p} AND seq = {p} "
        "AND event_id = {p}"
    )
    anywhere = None
    for flag, campaign_id, event_id in void_flags:
        value = position_of(event_id)
        seq = value & ((1 << POSITION_BITS) - 1) if value is not None else 0
        c.execute(at_position, (flag, campaign_id, seq, event_id))
        if changed(c) == 0:
            anywhere = anywhere or statement(
                "UPDATE {log} SET void = {p} WHERE campaign_id = {p} AND event_id = {p}"
            )
            c.execute(anywhere, (flag, campaign_id, event_id))


# The log's indexes: (name, columns). `seq` ends the first so that a campaign's
# structure (marks, numbered, next_of, last_of) is read from the index alone.
INDEXES = (("type", "campaign_id, type, number, seq"), ("at", "campaign_id, at"))


def indexes(log: str) -> list[str]:
    """The log's indexes (made on the live table only: a rebuild's tables get
    them when they are swapped in)."""
    return [
        f"CREATE INDEX IF NOT EXISTS {log}_{name} ON {log} ({columns})"
        for name, columns in INDEXES
    ]


class LogReads:
    """Mixin of a read-model recorder with a `log` table and `statement(text)`."""

    log: str

    def log_rows(self, campaign_id: str, types=None) -> list[tuple]:
        """The campaign's events as stored, in order: (seq, topic, state, void);
        with `types`, only events of those class names (of any module)."""
        if types:
            return self.typed(campaign_id, types)
        return self.rows_between(campaign_id, 1, 2**62)

    def statement(self, text: str):
        raise NotImplementedError

    def whole_log(self, campaign_id: str) -> list[tuple]:
        """Every column of the campaign's rows, in order, for `journal audit`:
        (seq, event_id, void, topic, state, type, number, at)."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                self.statement(
                    "SELECT seq, event_id, void, topic, state, type, number, at "
                    "FROM {log} WHERE campaign_id = {p} ORDER BY seq"
                ),
                (campaign_id,),
            )
            return [
                (r["seq"], r["event_id"], r["void"], r["topic"], bytes(r["state"]))
                + (r["type"], r["number"], r["at"])
                for r in c.fetchall()
            ]

    def log_span_on(
        self, c, campaign_id: str, first: int, last: int, limit: int | None = None
    ) -> list[tuple]:
        """whole_log's rows of positions first..last, on the cursor `c` (an
        audit's read transaction)."""
        more = "" if limit is None else f" LIMIT {int(limit)}"
        c.execute(
            self.statement(
                "SELECT seq, event_id, void, topic, state, type, number, at "
                "FROM {log} WHERE campaign_id = {p} AND seq BETWEEN {p} AND {p} "
                f"ORDER BY seq{more}"
            ),
            (campaign_id, first, last),
        )
        return [
            (r["seq"], r["event_id"], r["void"], r["topic"], bytes(r["state"]))
            + (r["type"], r["number"], r["at"])
            for r in c.fetchall()
        ]

    def state_on(self, c, table: str, campaign_id: str) -> str | None:
        """The JSON of a campaign's state kept in `table` ("{states}",
        "{sheets}"), on the cursor `c`; None when there is none."""
        c.execute(
            self.statement(f"SELECT state FROM {table} WHERE campaign_id = {{p}}"),
            (campaign_id,),
        )
        row = c.fetchone()
        return row["state"] if row else None

    def _rows(self, text: str, values) -> list[tuple]:
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.statement(text), values)
            return [
                (r["seq"], r["topic"], bytes(r["state"]), r["void"])
                for r in c.fetchall()
            ]

    def _one(self, text: str, values):
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.statement(text), values)
            row = c.fetchone()
        return row["n"] if row else None

    def rows_between(self, campaign_id: str, first: int, last: int) -> list[tuple]:
        """Events `first`..`last` as stored, in order: (seq, topic, state, void)."""
        return self._rows(
            f"SELECT {COLUMNS} FROM {{log}} WHERE campaign_id = {{p}} "
            "AND seq BETWEEN {p} AND {p} ORDER BY seq",
            (campaign_id, first, last),
        )

    def rows_at(self, campaign_id: str, seqs) -> list[tuple]:
        """The events at these positions as stored, in order (a few hundred a
        query): what `why` tells in words."""
        found: list[tuple] = []
        seqs = sorted(set(seqs))
        for start in range(0, len(seqs), 500):
            chunk = seqs[start : start + 500]
            marks = ", ".join("{p}" for _ in chunk)
            found += self._rows(
                f"SELECT {COLUMNS} FROM {{log}} WHERE campaign_id = {{p}} "
                f"AND seq IN ({marks}) ORDER BY seq",
                (campaign_id, *chunk),
            )
        return found

    def stream(self, campaign_id: str, first: int = 1, last: int | None = None):
        """rows_between, PAGE rows at a time: flat memory at any length."""
        last = self.length(campaign_id) if last is None else last
        while first <= last:
            yield from self.rows_between(campaign_id, first, min(last, first + PAGE))
            first += PAGE + 1

    def typed(
        self, campaign_id: str, types, last: int | None = None, first: int = 1
    ) -> list[tuple]:
        """The events of these class names (of any module), in order, from
        position `first` to `last`."""
        marks = ", ".join("{p}" for _ignored in types)
        bounds, values = "", [campaign_id, *types]
        if first > 1:  # +seq: the type index, not seq's
            bounds, values = bounds + " AND +seq >= {p}", [*values, first]
        if last is not None:
            bounds, values = bounds + " AND +seq <= {p}", [*values, last]
        return self._rows(
            f"SELECT {COLUMNS} FROM {{log}} WHERE campaign_id = {{p}} "
            f"AND type IN ({marks}){bounds} ORDER BY +seq",
            values,
        )

    def type_topics(self, campaign_id: str) -> dict[str, str]:
        """Each class name the campaign's events have, with the topic of its
        first event: read from the type index, one event of each type."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                self.statement(
                    "SELECT DISTINCT type FROM {log} WHERE campaign_id = {p}"
                ),
                (campaign_id,),
            )
            found = {}
            for kind in sorted(row["type"] for row in c.fetchall()):
                c.execute(
                    self.statement(
                        "SELECT topic FROM {log} WHERE campaign_id = {p} "
                        "AND type = {p} ORDER BY number, seq LIMIT 1"
                    ),
                    (campaign_id, kind),
                )
                found[kind] = c.fetchone()["topic"]
            return found

    def numbered(self, campaign_id: str, kind: str, number: int) -> int | None:
        """The position of the first event of class `kind` with this number."""
        return self._one(
            "SELECT min(+seq) AS n FROM {log} WHERE campaign_id = {p} "
            "AND type = {p} AND number = {p}",
            (campaign_id, kind, number),
        )

    def marks(self, campaign_id: str, types) -> list[tuple]:
        """(seq, type, number) of the events of these class names, in order: the
        campaign's structure without reading its events."""
        marks = ", ".join("{p}" for _ignored in types)
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                self.statement(
                    "SELECT seq, type, number FROM {log} WHERE campaign_id = {p} "
                    f"AND type IN ({marks}) ORDER BY +seq"
                ),
                (campaign_id, *types),
            )
            return [(r["seq"], r["type"], r["number"]) for r in c.fetchall()]

    def next_of(self, campaign_id: str, types, after: int) -> int | None:
        """The position of the first event of these class names after `after`."""
        marks = ", ".join("{p}" for _ignored in types)
        return self._one(
            "SELECT min(seq) AS n FROM {log} WHERE campaign_id = {p} "
            f"AND type IN ({marks}) AND seq > {{p}}",
            (campaign_id, *types, after),
        )

    def last_of(self, campaign_id: str, types) -> int:
        """The position of the newest event of these class names (0: none)."""
        marks = ", ".join("{p}" for _ignored in types)
        found = self._one(
            "SELECT max(+seq) AS n FROM {log} WHERE campaign_id = {p} "
            f"AND type IN ({marks})",
            (campaign_id, *types),
        )
        return found or 0

    def count_until(self, campaign_id: str, moment: datetime) -> int:
        """How many events were recorded at or before `moment`."""
        return self._one(
            "SELECT count(*) AS n FROM {log} WHERE campaign_id = {p} AND at <= {p}",
            (campaign_id, micros(moment)),
        )

    def length(self, campaign_id: str) -> int:
        """How many events the campaign has (its last position)."""
        found = self._one(
            "SELECT max(seq) AS n FROM {log} WHERE campaign_id = {p}", (campaign_id,)
        )
        return found or 0

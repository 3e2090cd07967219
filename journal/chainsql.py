"""The hash chain's tables and statements, for one SQL dialect.

Plain SQL that SQLite and PostgreSQL both run: the only differences are the
placeholder (`?` or `%s`) and the names of the events' and snapshots' tables,
which are parameters. Rows are read by column name (sqlite3.Row, psycopg's
dict_row). Stream ids are written as 32 hex digits in the chain's own tables.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

KEY = "originator_id TEXT NOT NULL, originator_version INTEGER NOT NULL"
PK = "PRIMARY KEY (originator_id, originator_version)"


def tables(prefix: str = "") -> list[str]:
    """The chain's tables (`prefix`: a schema, as `"schema".`)."""
    return [
        f"CREATE TABLE IF NOT EXISTS {prefix}journal_chain "
        f"({KEY}, digest TEXT NOT NULL, {PK})",
        f"CREATE TABLE IF NOT EXISTS {prefix}journal_seals "
        f"({KEY}, seal TEXT NOT NULL, {PK})",
        f"CREATE TABLE IF NOT EXISTS {prefix}journal_meta "
        "(name TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL)",
        f"CREATE TABLE IF NOT EXISTS {prefix}journal_signatures "
        f"({KEY}, public_key TEXT NOT NULL, signature TEXT NOT NULL, {PK})",
    ]


TABLES = tables()


class ChainSQL:
    def __init__(
        self,
        p: str = "?",
        events: str = "stored_events",
        snapshots: str = "stored_snapshots",
        prefix: str = "",
    ) -> None:
        self.create = tables(prefix)
        chain, seals = f"{prefix}journal_chain", f"{prefix}journal_seals"
        meta = f"{prefix}journal_meta"
        upto = f"WHERE originator_id = {p} AND originator_version <= {p} "
        at = f"WHERE originator_id = {p} AND originator_version = {p}"
        rows = "ORDER BY originator_version"
        v = "SELECT originator_version AS v"
        self.links = f"{v}, digest FROM {chain} {upto}{rows}"
        self.events = f"{v}, topic, state FROM {events} {upto}{rows}"
        span = f"WHERE originator_id = {p} AND originator_version BETWEEN {p} AND {p} "
        self.links_span = f"{v}, digest FROM {chain} {span}{rows}"
        self.events_span = f"{v}, topic, state FROM {events} {span}{rows}"
        self.last_seal = f"{v}, seal FROM {seals} {upto}{rows} DESC LIMIT 1"
        self.snapshot_at = f"SELECT topic, state FROM {snapshots} {at}"
        self.seals = f"{v}, seal FROM {seals} {upto}{rows}"
        self.snapshots = f"{v}, topic, state FROM {snapshots} {upto}{rows}"
        self.link_at = f"SELECT digest FROM {chain} {at}"
        self.event_at = f"SELECT 1 FROM {events} {at}"
        self.sealed_at = (  # a seal with the digest of its event
            f"SELECT s.seal AS seal, c.digest AS digest FROM {seals} s "
            f"JOIN {chain} c ON c.originator_id = s.originator_id AND "
            "c.originator_version = s.originator_version "
            f"WHERE s.originator_id = {p} AND s.originator_version = {p}"
        )
        within = f"WHERE originator_id = {p} AND originator_version BETWEEN {p} AND {p}"
        self.last_event = f"SELECT max(originator_version) AS v FROM {events} {within}"
        self.last_link = f"SELECT max(originator_version) AS v FROM {chain} {within}"
        self.head = (
            f"{v}, digest FROM {chain} WHERE originator_id = {p} {rows} DESC LIMIT 1"
        )
        self.insert_link = f"INSERT INTO {chain} VALUES ({p}, {p}, {p})"
        self.insert_seal = f"INSERT INTO {seals} VALUES ({p}, {p}, {p})"
        self.streams = f"SELECT DISTINCT originator_id AS id FROM {events}"
        self.chained = f"SELECT DISTINCT originator_id AS id FROM {chain}"
        self.sealed = f"SELECT DISTINCT originator_id AS id FROM {seals}"
        self.meta = f"SELECT value FROM {meta} WHERE name = {p}"
        self.marks = (
            f"SELECT name, value FROM {meta} "
            "WHERE name IN ('chain', 'incomplete', 'verdict')"
        )
        self.any_link = f"SELECT 1 FROM {chain} LIMIT 1"
        self.any_seal = f"SELECT 1 FROM {seals} LIMIT 1"
        self.chained_fact = (
            f"SELECT 1 FROM {events} WHERE originator_id = {p} "
            f"AND topic LIKE {p} LIMIT 1"
        )
        self.counts = (
            f"SELECT originator_id AS id, COUNT(*) AS n FROM {events} "
            "GROUP BY originator_id"
        )
        self.claim = f"DELETE FROM {meta} WHERE name = 'claim'"
        signatures = f"{prefix}journal_signatures"
        self.insert_signature = f"INSERT INTO {signatures} VALUES ({p}, {p}, {p}, {p})"
        self.signatures = (
            f"{v}, public_key, signature FROM {signatures} "
            f"WHERE originator_id = {p} {rows}"
        )
        self.insert_meta = f"INSERT INTO {meta} VALUES ({p}, {p})"
        self.delete_meta = f"DELETE FROM {meta} WHERE name = {p}"

    @staticmethod
    def key(originator_id: Any) -> str:
        """How the chain's tables write a stream's id."""
        if isinstance(originator_id, UUID):
            return originator_id.hex
        if isinstance(originator_id, bytes):  # a damaged id, as a text column
            return originator_id.hex()
        return str(originator_id)

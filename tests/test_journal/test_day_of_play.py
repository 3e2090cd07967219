"""A session's default day of play is the table's own date, not UTC's."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest

import journal.context


@pytest.fixture
def at(monkeypatch):
    """Set the clock (UTC) and the table's time zone."""

    def setting(moment: str, zone: str) -> None:
        fixed = datetime.fromisoformat(moment).replace(tzinfo=UTC)

        class Clock(datetime):
            @classmethod
            def now(cls, tz=None):
                return fixed.astimezone(tz) if tz else fixed.replace(tzinfo=None)

        monkeypatch.setattr(journal.context, "datetime", Clock)
        monkeypatch.setenv("TZ", zone)
        time.tzset()

    yield setting
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize(
    "moment, zone, day",
    [
        ("2026-11-20T03:00", "America/Los_Angeles", "2026-11-19"),  # 19:00 there
        ("2026-11-19T23:30", "Europe/Rome", "2026-11-20"),  # 00:30 in Rome
        ("2026-11-19T20:00", "UTC", "2026-11-19"),
    ],
)
def test_the_day_of_play_is_the_table_s_date(table, at, moment, zone, day):
    table.run("campaign", "new", "Ombre su Milano")
    table.run("player", "add", "Ana")
    at(moment, zone)
    started = table.json("session", "start")[0]  # then the Master's roll, ...
    assert (started["type"], started["date"]) == ("SessionStarted", day)

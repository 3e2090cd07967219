"""Tracked.tracked_value answers as track_views does (the chronicle's charts ask
it after every event instead of making every view)."""

from __future__ import annotations

from journal.domain.tracks import Track, Tracked


class Sheet(Tracked):
    TRACKS = (
        Track("reserve", "Riserva", "reserve", maximum="reserve_max"),
        Track("pf", "PF", "pf", minimum=None),
    )

    def __init__(self, tracks: dict) -> None:
        self.reserve, self.reserve_max, self.pf, self.tracks = 2, 7, -3, tracks


def test_a_declared_track_reads_its_sheet_attribute():
    sheet = Sheet({})
    views = sheet.track_views()
    assert sheet.tracked_value("reserve") == 2 == views["reserve"]["value"]
    assert sheet.tracked_value("pf") == -3 == views["pf"]["value"]


def test_a_table_track_is_read_and_wins_over_a_declared_one_of_its_name():
    sheet = Sheet({"coins": {"value": 12}, "pf": {"value": 5}})
    assert sheet.tracked_value("coins") == 12
    assert sheet.tracked_value("pf") == 5 == sheet.track_views()["pf"]["value"]


def test_an_unknown_track_has_no_value():
    assert Sheet({"coins": {"value": 0}}).tracked_value("arrows") is None

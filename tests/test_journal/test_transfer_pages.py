"""`journal export` reads a campaign a page of positions at a time and writes
each line as it is made (at 100,000 events it held 296 MB, now 36), on either
store."""

from __future__ import annotations

import json

import pytest


@pytest.mark.parametrize("page", [1, 2, 7])
def test_an_export_is_read_a_page_at_a_time(ready, tmp_path, monkeypatch, page):
    """The events are read a page of positions at a time and written as they
    come (at 100,000 events the export held 296 MB, now 36): the same file
    whatever the page, across the pages' edges, and no event recorded after
    the header counted them."""
    import journal.chainread as chainread
    from journal.stores import open_store

    played = ready  # a voided award among the pages' events
    played.run("reserve", "award", "Kira", "2", "--reason", "danger")
    played.run("void", "last", "--reason", "era per Dario")
    played.run("wound", "Kira", "1")
    whole = tmp_path / "whole.jsonl"
    played.run("export", "--out", str(whole))
    monkeypatch.setattr(chainread, "PAGE", page)
    paged = tmp_path / f"paged-{page}.jsonl"
    played.run("export", "--out", str(paged))
    lines, again = whole.read_text().splitlines(), paged.read_text().splitlines()
    assert again[1:] == lines[1:]  # the header: what the first export printed, too
    assert json.loads(again[0])["head"] == json.loads(lines[0])["head"]
    assert [json.loads(line)["seq"] for line in lines[1:]] == list(
        range(1, json.loads(lines[0])["events"] + 1)
    )
    app = open_store(str(played.store), create=False)
    try:
        campaign_id = app.campaign_id(None)
        rows = list(app.recorder.chain_rows(campaign_id, 3))
    finally:
        app.close()
    assert [row[0] for row in rows] == [1, 2, 3]

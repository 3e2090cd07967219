"""`--json` streamed (`log --json`): the same text as the whole list written at
once, and no garbage left behind while the cycle collector is off."""

from __future__ import annotations

import gc
import io
import json
from contextlib import redirect_stdout

from journal.output import emit_json, emit_json_stream


def test_a_stream_is_the_whole_list_written_at_once():
    items = [
        {"id": f"e{n}", "seq": n, "dice": [n, 6], "void": n % 2 == 0, "note": "é\n"}
        for n in range(5)
    ]
    streamed, whole = io.StringIO(), io.StringIO()
    with redirect_stdout(streamed):
        emit_json_stream(iter(items))
    with redirect_stdout(whole):
        emit_json(items)
    expected = json.dumps(items, ensure_ascii=False, indent=2) + "\n"
    assert streamed.getvalue() == whole.getvalue() == expected


def test_a_long_stream_leaves_no_garbage_with_the_collector_off():
    """`log --json` runs with the collector off (journal.cli.main): json.dumps
    with an indent left about 31 objects of cyclic garbage for every event (287
    MB at 100,000 events); the stream leaves none, and the collector is off
    again after it."""
    item = {"id": "abc", "seq": 5, "breakdown": {"dice": [1, 2, 3], "bonus": None}}
    collecting = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        with redirect_stdout(io.StringIO()):
            emit_json_stream(iter([item] * 50))  # warm: anything made once
            before = len(gc.get_objects())
            emit_json_stream(iter([item] * 2000))
            grown = len(gc.get_objects()) - before
        assert not gc.isenabled()
    finally:
        if collecting:
            gc.enable()
    assert grown < 1000, grown

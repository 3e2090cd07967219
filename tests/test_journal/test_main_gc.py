"""journal.cli.main leaves the collector as a command found it (on), with what
the command's process holds frozen: the collections Python makes as it shuts
down skip it (issue 29: about 10 ms of a cold `roll`)."""

from __future__ import annotations

import gc

import journal.cli


def test_main_freezes_what_the_process_holds_and_turns_the_collector_back_on(
    monkeypatch,
):
    seen = []
    monkeypatch.setattr(
        journal.cli.cli, "main", lambda **kw: seen.append(gc.isenabled())
    )
    gc.unfreeze()
    try:
        journal.cli.main()
        assert seen == [False]  # off while the command runs
        assert gc.isenabled()
        assert gc.get_freeze_count() > 1000  # the imports' objects, at least
    finally:
        gc.unfreeze()  # the test process goes on collecting them

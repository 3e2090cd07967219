"""A store's own refusals (an incomplete copy, a rebuild that stopped) and
audit's names of a stream are sentences of the catalogue, not English only."""

from __future__ import annotations


def test_a_store_s_own_refusals_are_in_the_catalogue(italian):
    from journal.trusted import IncompleteStore, RebuildFailed

    stopped = RebuildFailed(OSError("disk full"))
    assert stopped.message.startswith(
        "la ricostruzione si è fermata (OSError: disk full)"
    )
    copy = IncompleteStore("x")
    assert copy.message.startswith("questo archivio è una copia incompleta (x)")

"""The fingerprints the journal prints, and the point of a history each seals.

A fingerprint is the short form (journal.chain.fingerprint) of the hash chain's
digest at one event of a campaign's stream: it seals every event up to that
one, and nothing recorded after it. A session's fingerprint seals its end (its
`SessionEnded` event), so what is recorded between two sessions never changes
it: `session end` prints it, `session list`, every chronicle and the site print
the same value for that session.

`sealed_at` is the one place those fingerprints come from: when the chain
changes, re-point it and every one of them follows. (`journal audit`, `export`
and `import` name the chain's head, the last event: journal.integrity,
journal.transfer.)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def sealed_at(
    app: Any, campaign_id: Any, positions: Iterable[int], place: str | None = None
) -> dict[int, str]:
    """The fingerprint sealing the campaign's history up to each of `positions`
    (1-based positions in its stream), as stored in the chain. With `place`
    (where it is printed: "chronicle", "session list", ...), each is also kept
    outside the store (journal.anchors), so `audit` can check it later."""
    from journal.chain import fingerprint

    if place is None:
        digests = {p: app.recorder.digest_at(campaign_id, p) for p in positions}
    else:
        digests = {p: app.printed_digest(campaign_id, p, place) for p in positions}
    return {p: fingerprint(digest) for p, digest in digests.items()}

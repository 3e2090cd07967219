"""The journal's domain: campaigns, characters and their events, ruleset-neutral.

Installed, it is `journal.domain` (the repository keeps it at the top, as the
project is laid out). Journals before 0.2 installed it as a top-level package
`domain`, so the stores they wrote name every event and aggregate class
`domain.…:Class`. Those topics are a stored format: they are registered here as
moved, so every store ever written keeps opening and verifying as it was stored,
with no rewrite of anyone's history. New events are stored under
`journal.domain.…`.
"""

from __future__ import annotations

import sys

from eventsourcing.utils import TopicError, register_topic

MOVED = {"domain": __name__}  # the module prefix a released store used: today's


def current_topic(topic: str) -> str:
    """The topic today's journal stores for a class a released store named
    `topic` (unchanged when it was not moved)."""
    module, colon, rest = topic.partition(":")
    head, dot, tail = module.partition(".")
    if head in MOVED:
        return f"{MOVED[head]}{dot}{tail}{colon}{rest}"
    return topic


for _old, _new in MOVED.items():
    try:
        register_topic(_old, sys.modules[_new])
    except TopicError:  # this package imported again: the name is what counts
        pass

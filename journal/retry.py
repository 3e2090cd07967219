"""Optimistic concurrency at a shared table: a command that lost the race to
record is decided again on the new state, a bounded number of times.

A command is a load-decide-save: when another process recorded in the campaign
between our load and our save, eventsourcing refuses the save whole
(IntegrityError) and nothing of ours is stored. Deciding again is then safe: the
campaign is loaded afresh, the rules are checked on it (a rule the command now
breaks refuses it), and the command's dice are rewound first, so typed faces and
a `--seed` give the same faces as on the first attempt (journal-rolled dice
were never shown, so fresh faces are as good). After ATTEMPTS the store's history is
verified (a conflict every time may be an edit: a row left where the next event
goes), and only when it verifies does the IntegrityError reach the user as
"someone else recorded ... try again".
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Callable
from typing import Any
from weakref import WeakKeyDictionary

ATTEMPTS = 16  # at a real table two laptops rarely clash twice
_DICE: WeakKeyDictionary = WeakKeyDictionary()


def retried(app: Any, attempt: Callable[[], Any]) -> Any:
    """`attempt()`, again after each concurrent-write conflict (at most ATTEMPTS)."""
    from eventsourcing.persistence import IntegrityError

    for tries in range(1, ATTEMPTS + 1):
        try:
            return attempt()
        except IntegrityError:
            if tries == ATTEMPTS:
                if hasattr(app, "check_chain"):  # an edited store, not a race?
                    app.check_chain()
                raise
        app.retries = getattr(app, "retries", 0) + 1
        if hasattr(app, "forget_reads"):
            app.forget_reads()  # the registry it read once may be stale too
            app.forget_aggregates()
        rewind_dice()
        backoff(tries)
    raise AssertionError("unreachable")  # pragma: no cover


def backoff(tries: int) -> None:
    """A random pause, longer after each conflict (at most 64 ms), so racers
    spread out."""
    time.sleep(random.uniform(0, min(0.064, 0.002 * 2**tries)))


def rewindable(dice: Any) -> Any:
    """Remember a command's dice as they are before anything is rolled."""
    _DICE[dice] = _saved(dice)
    return dice


def rewind_dice() -> None:
    """Every remembered dice object back to its state before the first roll."""
    for dice, (fields, rng_state) in list(_DICE.items()):
        vars(dice).update(copy.deepcopy(fields))
        if rng_state is not None:
            dice.rng.setstate(rng_state)


def _saved(dice: Any) -> tuple[dict, Any]:
    fields = {k: copy.deepcopy(v) for k, v in vars(dice).items() if k != "rng"}
    try:
        rng_state = dice.rng.getstate() if getattr(dice, "rng", None) else None
    except NotImplementedError:  # secrets.SystemRandom: nothing to rewind
        rng_state = None
    return fields, rng_state


def retrying(method: Callable) -> Callable:
    """An application method that records, decided again after a conflict."""
    import functools

    @functools.wraps(method)
    def recording(app: Any, *args: Any, **kwargs: Any) -> Any:
        return retried(app, lambda: method(app, *args, **kwargs))

    return recording

"""Corrections: a void makes an event's effects disappear from every fold.

The aggregate cannot replay history when a void arrives (snapshots), so the
void event carries the restatement: the sheet fields that differ once the
stream is folded again without the voided events. Projections ignore the
restatement and simply skip void events' targets; both must agree (tested).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from journal.domain.errors import InconsistentHistory, RuleBroken
from journal.domain.rulesets import sheet_class
from journal.domain.state import CampaignState, effective_voids
from journal.i18n import _


def refold(new_state, history: Iterable[Any], voided: set[str]) -> CampaignState:
    """Fold the events that are not void into a fresh state, checking each."""
    state = new_state()
    for _event in folding(state, history, voided):
        pass
    return state


def folding(state: CampaignState, history: Iterable[Any], voided: set[str]):
    """Fold the events that are not void into `state`, yielding each one after
    it is applied (voids are bookkeeping: they are folded but change no sheet)."""
    for event in history:
        if event.event_id in voided and not event.is_void:
            continue
        try:
            event.fold(state)
        except RuleBroken as error:
            raise InconsistentHistory(
                _("that would make event {event_id} impossible: {message}").format(
                    event_id=event.event_id, message=error.message
                ),
                error.section,
            ) from None
        yield event


TABLE = "@table"  # the restatement's key for the ruleset's campaign-wide state


def restatement(before: CampaignState, after: CampaignState) -> dict:
    """The sheet fields that differ between two states, per character id, and
    the ruleset's campaign-wide state (under TABLE) when that differs too."""
    changes: dict[str, dict | None] = {}
    if before.table != after.table:
        changes[TABLE] = copy.deepcopy(after.table)
    for char_id in before.characters.keys() | after.characters.keys():
        old, new = before.characters.get(char_id), after.characters.get(char_id)
        if new is None:
            changes[char_id] = None
        elif old is None:
            changes[char_id] = new.to_dict()
        else:
            diff = _diff(old.to_dict(), new.to_dict())
            if diff:
                changes[char_id] = diff
    return changes


def restate(state: CampaignState, changes: dict) -> None:
    """Apply a restatement to a state's sheets."""
    cls = sheet_class(state.ruleset)
    for char_id, fields in changes.items():
        if char_id == TABLE:
            state.table = copy.deepcopy(fields)
        elif fields is None:
            state.characters.pop(char_id, None)
        elif char_id not in state.characters:
            state.characters[char_id] = cls.from_dict(fields)
        else:
            for name, value in fields.items():
                setattr(state.characters[char_id], name, copy.deepcopy(value))


def _diff(old: dict, new: dict) -> dict:
    return {key: value for key, value in new.items() if old.get(key) != value}


def voided_after(voids: dict[str, str], void_id: str, target: str) -> set[str]:
    """The events void once a new void `void_id` of `target` is recorded."""
    return effective_voids({**voids, void_id: target})

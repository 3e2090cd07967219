"""Commands every campaign has beyond its structure: tracks and free rolls."""

from __future__ import annotations

import copy

from journal.domain import events_tracks as evt
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.text import clean_note
from journal.domain.tracks import SECTION, check_amount, check_new_track
from journal.i18n import _


class TableCommands:
    """Mixed into the core `Campaign`: any ruleset's table can use them."""

    def add_track(self, name, track, minimum, maximum, value, stamp) -> None:
        sheet = self.state.character(name)
        track = check_new_track(sheet, track, minimum, maximum, value)
        self.record(
            evt.TrackAdded,
            stamp,
            character=sheet.id,
            track=track,
            minimum=minimum,
            maximum=maximum,
            value=value,
        )

    def change_track(self, name, track, delta: int, reason, stamp) -> int:
        """Gain (delta > 0) or spend (delta < 0) a track; returns what moved."""
        sheet, track = self._free_track(name, track)
        check_amount(abs(delta))
        self.record(
            evt.TrackChanged,
            stamp,
            character=sheet.id,
            track=track,
            delta=delta,
            applied=copy.deepcopy(sheet).change_track(track, delta),
            reason=clean_note(reason, "reason"),
        )
        return self.pending_events[-1].applied

    def set_track(self, name, track, value: int, reason, stamp) -> None:
        sheet, track = self._free_track(name, track)
        before = sheet.track_value(track)["value"]
        copy.deepcopy(sheet).set_track(track, value)  # checks the bounds
        self.record(
            evt.TrackSet,
            stamp,
            character=sheet.id,
            track=track,
            value=value,
            before=before,
            reason=clean_note(reason, "reason"),
        )

    def _free_track(self, name: str, track: str):
        sheet = self.state.character(name)
        declared = sheet.declared_track(track)
        if declared and declared.command:
            raise RuleBroken(
                _("{label} changes by the rules: use `journal {command}`").format(
                    label=declared.label, command=declared.command
                ),
                SECTION,
            )
        return sheet, sheet.track_name(track)

    def roll_free(self, expression, character, note, dice: Dice, stamp) -> None:
        """A free roll of any dice, for a character (by name) or the table."""
        from journal.domain import notation  # only free rolls need the notation

        sheet = self.state.character(character) if character else None
        rolled = notation.roll(expression, dice)
        self.record(
            evt.DiceRolled,
            stamp,
            character=sheet.id if sheet else None,
            expression=rolled.expression,
            dice=[g.to_dict() for g in rolled.groups],
            modifier=rolled.modifier,
            total=rolled.total,
            dice_source=dice.source,
            seed=dice.seed,
            note=clean_note(note),
        )

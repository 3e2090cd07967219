"""Tracked resources: a value with bounds on a character (Riserva, PF, tenacia).

A ruleset declares its tracks on its sheet class (`TRACKS`); each reads a sheet
attribute, with bounds that are numbers or other attributes (BRP's PF run up to
the sheet's own maximum). A table may add its own tracks to a character (coins,
arrows, a curse's countdown): those live in the sheet's `tracks` dict. Both kinds
answer `journal track`, `why`, `diff`, `show` and the chronicle's summary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.text import clean_name, fold_key
from journal.i18n import N_, _

SECTION = N_("journal: tracks")
LIMIT = 1_000_000  # no resource of any game counts higher


@dataclass(frozen=True)
class Track:
    """A declared track: `name` is its key, `field` the sheet attribute."""

    name: str
    label: str
    field: str
    minimum: int | str | None = 0  # a number, a sheet attribute, or None (no floor)
    maximum: int | str | None = None  # None: no ceiling
    command: str | None = None  # the ruleset's own command that changes it
    aliases: tuple[str, ...] = ()

    def matches(self, name: str) -> bool:
        key = fold_key(name)
        return key in (fold_key(n) for n in (self.name, self.label, *self.aliases))

    def view(self, sheet: Any) -> dict:
        return {
            "value": getattr(sheet, self.field),
            "min": _bound(sheet, self.minimum),
            "max": _bound(sheet, self.maximum),
            "label": self.label,
        }


def _bound(sheet: Any, bound: int | str | None) -> int | None:
    return getattr(sheet, bound) if isinstance(bound, str) else bound


class Tracked:
    """The character side: mixed into `journal.domain.character.Character`."""

    TRACKS: ClassVar[tuple[Track, ...]] = ()
    tracks: dict[str, dict]

    def track_views(self) -> dict[str, dict]:
        """Every track: declared ones first, then the table's, as {value, min, max}."""
        views = {t.name: t.view(self) for t in self.TRACKS}
        for name, entry in self.tracks.items():
            views[name] = dict(entry)
        return views

    def tracked_value(self, name: str) -> Any:
        """track_views()[name]["value"] for a canonical `name`, without making
        every view (None: no such track); a chart asks it after every event."""
        entry = self.tracks.get(name)  # the table's track wins, as in track_views
        if entry is not None:
            return entry["value"]
        for track in self.TRACKS:
            if track.name == name:
                return getattr(self, track.field)
        return None

    def declared_track(self, name: str) -> Track | None:
        return next((t for t in self.TRACKS if t.matches(name)), None)

    def track_name(self, name: str) -> str:
        """The canonical name of a track the user names (any case or accents)."""
        declared = self.declared_track(name)
        if declared:
            return declared.name
        for known in self.tracks:
            if fold_key(known) == fold_key(name):
                return known
        names = ", ".join(self.track_views()) or "none yet"
        raise NotFound(
            _(
                "{name} has no track {name2!r} (tracks: {names}); add one with "
                "`journal track add`"
            ).format(name=self.name, name2=name, names=names),
            SECTION,
        )

    def track_value(self, name: str) -> dict:
        return self.track_views()[self.track_name(name)]

    def add_track(self, name: str, minimum, maximum, value: int) -> None:
        self.tracks[name] = {
            "value": value,
            "min": minimum,
            "max": maximum,
            "label": name,
        }

    def set_track(self, name: str, value: int) -> None:
        """Set a track to `value`, which must lie within its bounds."""
        name = self.track_name(name)
        view = self.track_views()[name]
        check_within(self.name, name, value, view)
        declared = self.declared_track(name)
        if declared:
            setattr(self, declared.field, value)
        else:
            self.tracks[name] = {**self.tracks[name], "value": value}

    def change_track(self, name: str, delta: int) -> int:
        """Move a track by `delta`: a gain stops at the maximum (the rest is
        lost), a spend must be covered. Returns the change applied."""
        view = self.track_value(name)
        value = view["value"] + delta
        if delta > 0 and view["max"] is not None:
            value = min(value, max(view["max"], view["value"]))
        self.set_track(name, value)
        return value - view["value"]


def check_within(who: str, name: str, value: int, view: dict) -> None:
    low, high = view["min"], view["max"]
    if low is not None and value < low:
        raise RuleBroken(
            _(
                "{who}'s {name} would be {value}, below its minimum {low} (it is "
                "{value2})"
            ).format(who=who, name=name, value=value, low=low, value2=view["value"]),
            SECTION,
        )
    if high is not None and value > high:
        raise RuleBroken(
            _("{who}'s {name} would be {value}, above its maximum {high}").format(
                who=who, name=name, value=value, high=high
            ),
            SECTION,
        )


def check_amount(amount: int, what: str = "amount") -> int:
    if not 0 < amount <= LIMIT:
        raise RuleBroken(
            _("the {what} must be 1..{LIMIT}, not {amount}").format(
                what=what, LIMIT=LIMIT, amount=amount
            ),
            SECTION,
        )
    return amount


def check_new_track(sheet: Any, name: str, minimum, maximum, value: int) -> str:
    """A table's new track: a new name, sane bounds, a value inside them."""
    name = clean_name(name, "track name")
    if sheet.declared_track(name) or any(
        fold_key(k) == fold_key(name) for k in sheet.tracks
    ):
        raise RuleBroken(
            _("{name} already has a track {name2!r}").format(
                name=sheet.name, name2=name
            ),
            SECTION,
        )
    for bound in (minimum, maximum, value):
        if bound is not None and abs(bound) > LIMIT:
            raise RuleBroken(
                _("{bound} is beyond the journal's limit").format(bound=bound), SECTION
            )
    if minimum is not None and maximum is not None and minimum > maximum:
        raise RuleBroken(
            _("minimum {minimum} is above maximum {maximum}").format(
                minimum=minimum, maximum=maximum
            ),
            SECTION,
        )
    check_within(
        sheet.name, name, value, {"min": minimum, "max": maximum, "value": value}
    )
    return name

"""A ruleset's optional rules, as campaign settings (`journal campaign option`).

A rulebook marks some rules optional (Fuori dal Tempo's shock, panic, critical
hits). A ruleset declares them on its aggregate (`OPTIONS`); each is off until
the table turns it on, and every change is an event (`OptionChanged`), so a
replay knows which rules held when. The settings live in the campaign's table
state under "options".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.events_options import OptionChanged, options_of
from journal.domain.text import fold_key

SECTION = "journal: optional rules"


@dataclass(frozen=True)
class Option:
    """A declared optional rule: its name, the rulebook section, a line each
    in English and Italian saying what turning it on does."""

    name: str
    section: str
    en: str
    it: str


class OptionCommands:
    """Mixed into a ruleset's aggregate that declares `OPTIONS`."""

    OPTIONS: ClassVar[tuple[Option, ...]] = ()

    def set_option(self, name: str, on: bool, stamp) -> None:
        option = self.declared_option(name)
        if self.option_on(option.name) == on:
            state = "on" if on else "off"
            raise RuleBroken(
                f"the optional rule {option.name} is already {state}", SECTION
            )
        self.record(OptionChanged, stamp, option=option.name, on=on)

    def option_on(self, name: str) -> bool:
        return options_of(self.state).get(name, False)

    def option_settings(self) -> list[tuple[Option, bool]]:
        return [(o, self.option_on(o.name)) for o in self.OPTIONS]

    def declared_option(self, name: str) -> Option:
        for option in self.OPTIONS:
            if fold_key(option.name) == fold_key(name):
                return option
        known = ", ".join(o.name for o in self.OPTIONS) or "none"
        raise NotFound(f"no optional rule {name!r} (known: {known})", SECTION)

    def check_option(self, name: str, what: str) -> None:
        """Refuse `what` while the optional rule `name` is off."""
        if not self.option_on(name):
            option = self.declared_option(name)
            raise RuleBroken(
                f"{what} needs the optional rule {name}, which is off in this "
                f"campaign (turn it on: journal campaign option {name} on)",
                option.section,
            )

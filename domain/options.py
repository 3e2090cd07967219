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
from journal.domain.events_options import (
    LanguageChosen,
    OptionChanged,
    language_of,
    options_of,
)
from journal.domain.text import fold_key
from journal.i18n import N_, _

SECTION = N_("journal: optional rules")


@dataclass(frozen=True)
class Option:
    """A declared optional rule: its name, the rulebook section, and a line
    saying what turning it on does, in English marked with N_ (translated,
    like every message, by the ruleset's catalogue)."""

    name: str
    section: str
    en: str
    it: str = ""  # before gettext (issue 25): read no more, kept for old callers


class OptionCommands:
    """Mixed into a ruleset's aggregate that declares `OPTIONS`."""

    OPTIONS: ClassVar[tuple[Option, ...]] = ()

    def set_option(self, name: str, on: bool, stamp) -> None:
        option = self.declared_option(name)
        if self.option_on(option.name) == on:
            state = "on" if on else "off"
            raise RuleBroken(
                _("the optional rule {name} is already {state}").format(
                    name=option.name, state=state
                ),
                SECTION,
            )
        self.record(OptionChanged, stamp, option=option.name, on=on)

    def choose_language(self, lang: str, stamp) -> None:
        """The campaign's own language (`journal campaign option lang it`)."""
        from journal.i18n import LANGUAGES

        if lang not in LANGUAGES:
            raise RuleBroken(
                _("the journal speaks {known}, not {lang!r}").format(
                    known=", ".join(LANGUAGES), lang=lang
                ),
                SECTION,
            )
        if language_of(self.state) == lang:
            raise RuleBroken(
                _("the campaign's language is {lang} already").format(lang=lang),
                SECTION,
            )
        self.record(LanguageChosen, stamp, lang=lang)

    def option_on(self, name: str) -> bool:
        return options_of(self.state).get(name, False)

    def option_settings(self) -> list[tuple[Option, bool]]:
        return [(o, self.option_on(o.name)) for o in self.OPTIONS]

    def declared_option(self, name: str) -> Option:
        for option in self.OPTIONS:
            if fold_key(option.name) == fold_key(name):
                return option
        known = ", ".join(o.name for o in self.OPTIONS) or "none"
        raise NotFound(
            _("no optional rule {name!r} (known: {known})").format(
                name=name, known=known
            ),
            SECTION,
        )

    def check_option(self, name: str, what: str) -> None:
        """Refuse `what` while the optional rule `name` is off."""
        if not self.option_on(name):
            option = self.declared_option(name)
            raise RuleBroken(
                _(
                    "{what} needs the optional rule {name}, which is off in this "
                    "campaign (turn it on: journal campaign option {name} on)",
                ).format(what=what, name=name),
                option.section,
            )
